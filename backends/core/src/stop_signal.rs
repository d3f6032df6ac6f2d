//! A stop that reaches every motion in progress, whatever stage it is in (planning, waiting for
//! a goal to be accepted, executing). A motion takes a [`StopToken`] when it begins; a stop
//! raised after that ends it, one raised before it does not.

use std::sync::Arc;
use tokio::sync::watch;

#[derive(Clone, Debug)]
pub struct StopSignal(Arc<watch::Sender<u64>>);

impl Default for StopSignal {
    fn default() -> Self {
        StopSignal(Arc::new(watch::channel(0).0))
    }
}

impl StopSignal {
    /// Ends every motion that took its token before now.
    pub fn raise(&self) {
        self.0.send_modify(|generation| *generation = generation.wrapping_add(1));
    }

    /// A token for a motion beginning now.
    pub fn token(&self) -> StopToken {
        let rx = self.0.subscribe();
        let generation = *rx.borrow();
        StopToken { rx, generation }
    }
}

#[derive(Clone, Debug)]
pub struct StopToken {
    rx: watch::Receiver<u64>,
    generation: u64,
}

impl StopToken {
    /// Whether a stop was raised since the token was taken.
    pub fn is_raised(&self) -> bool {
        *self.rx.borrow() != self.generation
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
        // Resolves at once for a stop already raised.
        tokio::time::timeout(std::time::Duration::from_secs(1), before.raised()).await.expect("raised");
    }
}
