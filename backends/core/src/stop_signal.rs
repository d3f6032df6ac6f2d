//! A stop that reaches every motion in progress, whatever stage it is in (planning, waiting for
//! a goal to be accepted, executing). A motion takes a [`StopToken`] when it begins; a stop
//! raised after that ends it, one raised before it does not.

use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use tokio::sync::watch;

#[derive(Clone, Debug)]
pub struct StopSignal {
    raised: Arc<watch::Sender<u64>>,
    announced: Arc<AtomicU64>,
}

impl Default for StopSignal {
    fn default() -> Self {
        StopSignal { raised: Arc::new(watch::channel(0).0), announced: Arc::new(AtomicU64::new(0)) }
    }
}

impl StopSignal {
    /// Says a stop is coming before it is raised. A stop holds the arm first and raises after;
    /// a motion server may end its goal on seeing that hold, and the goal's end must then be
    /// read as the stop's doing, not as the server's failure.
    pub fn announce(&self) {
        self.announced.fetch_add(1, Ordering::SeqCst);
    }

    /// Ends every motion that took its token before now (and announces the stop, if not yet).
    pub fn raise(&self) {
        self.announce();
        self.raised.send_modify(|generation| *generation = generation.wrapping_add(1));
    }

    /// A token for a motion beginning now.
    pub fn token(&self) -> StopToken {
        let rx = self.raised.subscribe();
        let generation = *rx.borrow();
        let announced = Arc::clone(&self.announced);
        let announcement = announced.load(Ordering::SeqCst);
        StopToken { rx, generation, announced, announcement }
    }
}

#[derive(Clone, Debug)]
pub struct StopToken {
    rx: watch::Receiver<u64>,
    generation: u64,
    announced: Arc<AtomicU64>,
    announcement: u64,
}

impl StopToken {
    /// Whether a stop was raised since the token was taken.
    pub fn is_raised(&self) -> bool {
        *self.rx.borrow() != self.generation
    }

    /// Whether a stop was announced (or raised) since the token was taken.
    pub fn is_announced(&self) -> bool {
        self.announced.load(Ordering::SeqCst) != self.announcement
    }

    /// Resolves when a stop is raised (never, if the signal is gone).
    pub async fn raised(&mut self) {
        let generation = self.generation;
        if self.rx.wait_for(|g| *g != generation).await.is_err() {
            std::future::pending::<()>().await;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn a_stop_reaches_tokens_taken_before_it_only() {
        let signal = StopSignal::default();
        let mut before = signal.token();
        assert!(!before.is_raised());
        signal.raise();
        let after = signal.token();
        assert!(before.is_raised());
        assert!(!after.is_raised());
        assert!(before.is_announced() && !after.is_announced());
        // Resolves at once for a stop already raised.
        tokio::time::timeout(std::time::Duration::from_secs(1), before.raised()).await.expect("raised");
    }

    #[test]
    fn an_announced_stop_is_not_yet_raised() {
        let signal = StopSignal::default();
        let token = signal.token();
        signal.announce();
        assert!(token.is_announced());
        assert!(!token.is_raised());
    }
}
