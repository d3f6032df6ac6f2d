//! Who may move the arm (D29): in `open` mode every client, as the specification says; in
//! `lease` mode only the holder of the one control lease, which lapses unless renewed within
//! its ttl. A stop, the reads, the plans and the stream never need it. The lease's rules are in
//! [`lease`]; this is the service's one lease, its clock and its lapse watch.

pub mod config;
pub mod lease;

pub use config::{ControlConfig, ControlMode, TTL_MAX_S, TTL_MIN_S};
pub use lease::{Change, Lease};

use armrest_backend::client_text::quoted;
use lease::{LeaseState, Refusal};
use std::sync::{Mutex, MutexGuard, PoisonError};
use std::time::{Duration, Instant};
use tokio::sync::watch;

/// The request header that carries a lease.
pub const LEASE_HEADER: &str = "x-armrest-lease";
/// How the documentation and the answers spell it.
pub const LEASE_HEADER_NAME: &str = "X-Armrest-Lease";
/// A lease's length: what armrest issues (32 hex digits), with room; longer is no lease.
pub const LEASE_MAX_CHARS: usize = 64;

/// Why a control request was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ControlError {
    /// A request that moves the arm without the lease in force (HTTP 423).
    #[error("{0}")]
    Locked(String),
    /// A grant while another holds the lease, or a renewal or release of a lease no longer in
    /// force (HTTP 409).
    #[error("{0}")]
    Conflict(String),
}

/// What anyone may know of the lease (`GET /control`).
#[derive(Clone, Debug, PartialEq)]
pub struct Status {
    pub mode: ControlMode,
    /// The lease in force, with the seconds left before it lapses unless renewed.
    pub held: Option<(Lease, f64)>,
}

/// The control lease of a running service.
pub struct Control {
    config: ControlConfig,
    state: Mutex<LeaseState>,
    /// Bumped at every change, so the lapse watch sees a renewal or a new deadline.
    changes: watch::Sender<u64>,
}

/// Now, on tokio's clock (which tests may pause), as the lease's instants are kept.
fn now() -> Instant {
    tokio::time::Instant::now().into_std()
}

impl Control {
    pub fn new(config: ControlConfig) -> Control {
        Control { config, state: Mutex::new(LeaseState::default()), changes: watch::channel(0).0 }
    }

    pub fn mode(&self) -> ControlMode {
        self.config.mode
    }

    /// The ttl a lease gets when its request names none.
    pub fn default_ttl_s(&self) -> f64 {
        self.config.ttl_s
    }

    fn state(&self) -> MutexGuard<'_, LeaseState> {
        self.state.lock().unwrap_or_else(PoisonError::into_inner)
    }

    fn changed(&self, change: Result<Change, Refusal>) -> Result<Change, Refusal> {
        if change.is_ok() {
            self.changes.send_modify(|n| *n += 1);
        }
        change
    }

    /// Grants the lease to `holder` for `ttl_s`. While another holds it: refused, naming them,
    /// unless `take` (the caller has stopped the arm first).
    pub fn grant(&self, holder: &str, ttl_s: f64, take: bool) -> Result<Change, ControlError> {
        let ttl = Duration::from_secs_f64(ttl_s.clamp(TTL_MIN_S, TTL_MAX_S));
        let id = uuid::Uuid::new_v4().simple().to_string();
        let change = self.state().grant(holder, ttl, take, id, now());
        self.changed(change).map_err(|r| {
            ControlError::Conflict(format!(
                "{}; send \"take\": true to stop the arm and take control from them",
                describe(&r)
            ))
        })
    }

    /// Renews the lease `id` for its ttl from now.
    pub fn renew(&self, id: &str) -> Result<Change, ControlError> {
        let change = self.state().renew(id, now());
        self.changed(change).map_err(|r| not_in_force(&r))
    }

    /// Gives the lease `id` back. The arm is not stopped: what the holder started runs on.
    pub fn release(&self, id: &str) -> Result<Change, ControlError> {
        let change = self.state().release(id, now());
        self.changed(change).map_err(|r| not_in_force(&r))
    }

    /// Who holds control, if anyone, and for how long more.
    pub fn status(&self) -> Status {
        let now = now();
        let held =
            self.state().current(now).map(|l| (l.clone(), l.expires.saturating_duration_since(now).as_secs_f64()));
        Status { mode: self.config.mode, held }
    }

    /// The lease in force if `lease` names it.
    pub fn holder_of(&self, lease: Option<&str>) -> Option<Lease> {
        self.state().check(lease, now()).ok().cloned()
    }

    /// Whether a caller presenting `lease` may move the arm now: in `open` mode anyone may; in
    /// `lease` mode only with the lease in force.
    pub fn require(&self, lease: Option<&str>) -> Result<(), ControlError> {
        self.require_for(lease, "nothing moved")
    }

    /// As [`Control::require`], for a request whose refusal ends with `unchanged` ("nothing
    /// moved", "nothing changed").
    pub fn require_for(&self, lease: Option<&str>, unchanged: &str) -> Result<(), ControlError> {
        if self.config.mode == ControlMode::Open {
            return Ok(());
        }
        match self.state().check(lease, now()) {
            Ok(_) => Ok(()),
            Err(r) => {
                let stale = if lease.is_some() {
                    format!("the lease in {LEASE_HEADER_NAME} is not the one in force; ")
                } else {
                    format!("no lease in {LEASE_HEADER_NAME}; ")
                };
                let what = match r {
                    Refusal::Free => format!(
                        "control is leased (control.mode: lease) and nobody holds it; take it with POST /control \
                         {{\"holder\": \"<your name>\"}} and send the lease it answers in {LEASE_HEADER_NAME}"
                    ),
                    held => format!(
                        "{}; ask them to release it (DELETE /control), or take it with POST /control and \"take\": \
                         true, which stops the arm first",
                        describe(&held)
                    ),
                };
                Err(ControlError::Locked(format!("{stale}{what}; {unchanged}")))
            }
        }
    }

    /// Waits for the lease in force to lapse (not renewed within its ttl), removes it and
    /// answers it. Renewals and new leases move the deadline it waits for.
    pub async fn lapsed(&self) -> Lease {
        let mut changes = self.changes.subscribe();
        loop {
            changes.borrow_and_update();
            let deadline = self.state().deadline();
            let Some(deadline) = deadline else {
                // Only an error if the sender is gone, which it cannot be while `self` lives.
                let _ = changes.changed().await;
                continue;
            };
            tokio::select! {
                _ = changes.changed() => {}
                () = tokio::time::sleep_until(tokio::time::Instant::from_std(deadline)) => {
                    if let Some(Change::Lapsed(lease)) = self.state().lapse(now()) {
                        self.changes.send_modify(|n| *n += 1);
                        return lease;
                    }
                }
            }
        }
    }
}

/// "control is held by 'view' (lease #3, lapses in 1.2 s unless renewed)".
fn describe(r: &Refusal) -> String {
    match r {
        Refusal::Free => "nobody holds control".to_owned(),
        Refusal::HeldBy { holder, number, left } => format!(
            "control is held by {} (lease #{number}, lapses in {} s unless renewed)",
            quoted(holder),
            armrest_backend::validation::fmt_fixed(left.as_secs_f64(), 2)
        ),
    }
}

fn not_in_force(r: &Refusal) -> ControlError {
    ControlError::Conflict(format!(
        "the lease in {LEASE_HEADER_NAME} is not in force (it lapsed, was released or was taken over): {}; take \
         control again with POST /control",
        describe(r)
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn leased() -> Control {
        Control::new(ControlConfig { mode: ControlMode::Lease, ttl_s: 2.0 })
    }

    #[tokio::test(start_paused = true)]
    async fn a_lease_not_renewed_lapses_and_the_watch_says_so() {
        let c = leased();
        let Ok(Change::Granted(l)) = c.grant("view", 0.5, false) else { panic!("granted") };
        let start = tokio::time::Instant::now();
        tokio::time::sleep(Duration::from_millis(300)).await;
        c.renew(&l.id).expect("renewed in time");
        let lapsed = c.lapsed().await;
        assert_eq!(lapsed.holder, "view");
        assert_eq!(start.elapsed(), Duration::from_millis(800), "0.5 s after the renewal at 0.3 s");
        assert!(c.require(Some(&l.id)).is_err());
        assert_eq!(c.status().held, None);
    }

    #[test]
    fn open_mode_lets_anyone_move_and_lease_mode_only_the_holder() {
        let open = Control::new(ControlConfig::default());
        assert_eq!(open.require(None), Ok(()));
        let c = leased();
        let ControlError::Locked(why) = c.require(None).unwrap_err() else { panic!("locked") };
        assert!(why.contains("nobody holds it") && why.contains("POST /control"), "{why}");
        let Ok(Change::Granted(l)) = c.grant("script", 2.0, false) else { panic!("granted") };
        assert_eq!(c.require(Some(&l.id)), Ok(()));
        let ControlError::Locked(why) = c.require(Some("forged")).unwrap_err() else { panic!("locked") };
        assert!(why.contains("held by `script`") && why.contains("not the one in force"), "{why}");
        let ControlError::Conflict(why) = c.grant("other", 2.0, false).unwrap_err() else { panic!("conflict") };
        assert!(why.contains("held by `script`") && why.contains("\"take\": true"), "{why}");
    }
}
