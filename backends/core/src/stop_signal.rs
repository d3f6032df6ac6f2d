//! A stop that reaches every motion in progress, whatever stage it is in (planning, waiting for
//! a goal to be accepted, executing). A motion takes a [`StopToken`] when it begins; a stop
//! raised after that ends it, one raised before it does not.

use std::fmt;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, PoisonError};
use tokio::sync::watch;

/// Why the arm was stopped: a motion the stop ended says so in its answer (and so in the
/// stream), in the words of [`StopCause`]'s `Display`: "stopped by {cause} before …".
#[derive(Clone, Debug, PartialEq)]
pub enum StopCause {
    /// `POST /stop` (over HTTP or MCP).
    Request,
    /// The service shutting down (SIGTERM, Ctrl-C).
    Shutdown,
    /// A control lease lapsed: its holder did not renew it within its time to live (D29).
    LeaseLapsed { number: u64, holder: String, ttl_s: f64 },
    /// Control was taken over by another client (D29).
    TakeOver { holder: String },
    /// The robot's stop service (`cobot/stop`) or a cancel of the goal, from outside armrest.
    Robot,
    /// SIGTERM to the sequence runner (armrest's stop of a sequence).
    Terminated,
}

impl fmt::Display for StopCause {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StopCause::Request => f.write_str("POST /stop"),
            StopCause::Shutdown => f.write_str("the service's shutdown"),
            StopCause::LeaseLapsed { number, holder, ttl_s } => write!(
                f,
                "the lapse of control lease #{number} of {} (not renewed within {} s)",
                crate::client_text::quoted(holder),
                crate::validation::fmt_num(*ttl_s)
            ),
            StopCause::TakeOver { holder } => {
                write!(f, "a take-over of control by {}", crate::client_text::quoted(holder))
            }
            StopCause::Robot => f.write_str("the robot's stop service or a cancel of the goal"),
            StopCause::Terminated => f.write_str("SIGTERM to the sequence runner"),
        }
    }
}

#[derive(Clone, Debug)]
pub struct StopSignal {
    raised: Arc<watch::Sender<u64>>,
    announced: Arc<AtomicU64>,
    /// The cause of the latest stop announced or raised.
    cause: Arc<Mutex<Arc<StopCause>>>,
}

impl Default for StopSignal {
    fn default() -> Self {
        StopSignal {
            raised: Arc::new(watch::channel(0).0),
            announced: Arc::new(AtomicU64::new(0)),
            cause: Arc::new(Mutex::new(Arc::new(StopCause::Request))),
        }
    }
}

impl StopSignal {
    /// Says a stop is coming before it is raised. A stop holds the arm first and raises after;
    /// a motion server may end its goal on seeing that hold, and the goal's end must then be
    /// read as the stop's doing, not as the server's failure.
    pub fn announce(&self, cause: &StopCause) {
        *self.cause.lock().unwrap_or_else(PoisonError::into_inner) = Arc::new(cause.clone());
        self.announced.fetch_add(1, Ordering::SeqCst);
    }

    /// Ends every motion that took its token before now (and announces the stop, if not yet).
    pub fn raise(&self, cause: &StopCause) {
        self.announce(cause);
        self.raised.send_modify(|generation| *generation = generation.wrapping_add(1));
    }

    /// A token for a motion beginning now.
    pub fn token(&self) -> StopToken {
        let rx = self.raised.subscribe();
        let generation = *rx.borrow();
        let announced = Arc::clone(&self.announced);
        let announcement = announced.load(Ordering::SeqCst);
        StopToken { rx, generation, announced, announcement, cause: Arc::clone(&self.cause) }
    }
}

#[derive(Clone, Debug)]
pub struct StopToken {
    rx: watch::Receiver<u64>,
    generation: u64,
    announced: Arc<AtomicU64>,
    announcement: u64,
    cause: Arc<Mutex<Arc<StopCause>>>,
}

impl StopToken {
    /// Why the latest stop was made: for a token the stop reached, why its motion ended.
    pub fn cause(&self) -> Arc<StopCause> {
        Arc::clone(&self.cause.lock().unwrap_or_else(PoisonError::into_inner))
    }

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
        signal.raise(&StopCause::Shutdown);
        let after = signal.token();
        assert!(before.is_raised());
        assert!(!after.is_raised());
        assert!(before.is_announced() && !after.is_announced());
        assert_eq!(*before.cause(), StopCause::Shutdown);
        // Resolves at once for a stop already raised.
        tokio::time::timeout(std::time::Duration::from_secs(1), before.raised()).await.expect("raised");
    }

    #[test]
    fn an_announced_stop_is_not_yet_raised() {
        let signal = StopSignal::default();
        let token = signal.token();
        signal.announce(&StopCause::Request);
        assert!(token.is_announced());
        assert!(!token.is_raised());
    }
}
