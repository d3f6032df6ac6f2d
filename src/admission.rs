//! Who may move the arm (D8, D18): one motion request, one jog session or one sequence at a
//! time, and nothing once shutdown began. A trajectory is published only while none of them
//! holds the arm (it may replace a trajectory: a client streaming updates), and holds the arm
//! for as long as its publication takes. One state under one lock decides for motion requests, sequence starts
//! and shutdown alike, so no interleaving of them runs a motion and a sequence at once. Nothing
//! is queued: a request that finds the arm taken is refused at once, and what runs is not
//! disturbed.

use crate::motions::Motions;
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};

/// Why the arm cannot be had now.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Refused {
    /// A motion or a sequence holds it; says which and what to do.
    #[error("{0}")]
    Taken(String),
    /// Shutdown began.
    #[error("the service is shutting down")]
    ShuttingDown,
}

/// What holds the arm now.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Holder {
    Free,
    Motion,
    /// A jog session (D29), open until its commanded motion is at rest.
    Jog,
    Sequence,
    /// This many trajectories are being checked and published (D18): they may replace one
    /// another, but nothing else starts meanwhile.
    Publishing(u32),
    /// Shutdown began: nothing is admitted any more.
    Closed,
}

#[derive(Clone)]
pub struct Admission {
    state: Arc<Mutex<Holder>>,
    /// Told whenever a permit is given back: a stop waits on it for the motion it ended.
    released: Arc<tokio::sync::Notify>,
    /// What each admitted motion became (D39): its id is given with its permit.
    motions: Arc<Motions>,
}

impl Default for Admission {
    fn default() -> Self {
        Admission { state: Arc::new(Mutex::new(Holder::Free)), released: Arc::default(), motions: Arc::default() }
    }
}

/// The arm, held by one motion or one sequence until this is dropped. It moves with the motion
/// (into the task that runs it, or the task that waits for the runner), not with the request.
#[must_use]
pub struct Permit {
    state: Arc<Mutex<Holder>>,
    released: Arc<tokio::sync::Notify>,
    /// The motion's handle (D39), given at its admission.
    motion_id: u64,
}

impl Permit {
    /// The admitted motion's id (D39).
    pub fn motion_id(&self) -> u64 {
        self.motion_id
    }
}

impl Drop for Permit {
    fn drop(&mut self) {
        let mut state = lock(&self.state);
        *state = match *state {
            // After shutdown began the arm stays closed.
            Holder::Closed => Holder::Closed,
            Holder::Publishing(n) if n > 1 => Holder::Publishing(n - 1),
            _ => Holder::Free,
        };
        drop(state);
        self.released.notify_waiters();
    }
}

fn lock(state: &Mutex<Holder>) -> MutexGuard<'_, Holder> {
    state.lock().unwrap_or_else(PoisonError::into_inner)
}

impl Admission {
    /// Admits one motion request, or says why not.
    pub fn motion(&self) -> Result<Permit, Refused> {
        self.admit(Holder::Motion)
    }

    /// Admits one jog session, or says why not.
    pub fn jog(&self) -> Result<Permit, Refused> {
        self.admit(Holder::Jog)
    }

    /// Admits the publication of one trajectory, or says why not: refused while a motion
    /// request, a jog session or a sequence holds the arm; beside another publication it is
    /// admitted (the controller replaces one trajectory by the next). Keep the permit until the
    /// trajectory was handed over.
    pub fn trajectory(&self) -> Result<Permit, Refused> {
        let mut state = lock(&self.state);
        if let Holder::Publishing(n) = *state {
            *state = Holder::Publishing(n + 1);
            return Ok(self.permit());
        }
        drop(state);
        self.admit(Holder::Publishing(1))
    }

    /// Admits one sequence, or says why not. The caller launches the runner while holding the
    /// permit and keeps it until the runner has exited.
    pub fn sequence(&self) -> Result<Permit, Refused> {
        self.admit(Holder::Sequence)
    }

    /// Whether a motion request would be admitted now, with the refusal it would get; takes
    /// nothing (a plan preview answers as its move would).
    pub fn motion_free(&self) -> Result<(), Refused> {
        refusal(*lock(&self.state), Holder::Motion).map_or(Ok(()), Err)
    }

    /// Whether a sequence would be admitted now, with the refusal it would get; takes nothing.
    pub fn sequence_free(&self) -> Result<(), Refused> {
        refusal(*lock(&self.state), Holder::Sequence).map_or(Ok(()), Err)
    }

    fn admit(&self, want: Holder) -> Result<Permit, Refused> {
        let mut state = lock(&self.state);
        match refusal(*state, want) {
            Some(refused) => Err(refused),
            None => {
                *state = want;
                Ok(self.permit())
            }
        }
    }

    fn permit(&self) -> Permit {
        Permit {
            state: Arc::clone(&self.state),
            released: Arc::clone(&self.released),
            motion_id: self.motions.next_id(),
        }
    }

    /// Waits up to `within` until no motion, jog session, sequence or publication holds the arm
    /// (a stop waits so for what it ended: its answer means a new motion is admitted, D10).
    /// True when the arm is free (or closed: nothing more will be given back) in time.
    pub async fn until_free(&self, within: std::time::Duration) -> bool {
        let waited = async {
            loop {
                let released = self.released.notified();
                tokio::pin!(released);
                // Registered before the state is read: a permit given back in between wakes it.
                released.as_mut().enable();
                if matches!(self.holder(), Holder::Free | Holder::Closed) {
                    return;
                }
                released.await;
            }
        };
        tokio::time::timeout(within, waited).await.is_ok()
    }

    /// The motions admitted: the current or last one (D39).
    pub fn motions(&self) -> &Motions {
        &self.motions
    }

    /// Admits nothing from now on (shutdown). What runs keeps its permit until it ends.
    pub fn close(&self) {
        *lock(&self.state) = Holder::Closed;
    }

    pub fn holder(&self) -> Holder {
        *lock(&self.state)
    }
}

/// Why `want` cannot have the arm while `state` holds it; `None` when it can.
fn refusal(state: Holder, want: Holder) -> Option<Refused> {
    let why = match (state, want) {
        (Holder::Free, _) => return None,
        (Holder::Closed, _) => return Some(Refused::ShuttingDown),
        (Holder::Publishing(_), _) => {
            "a trajectory is being published to the controller; try again when it was sent (POST /stop ends it)"
        }
        (Holder::Jog, _) => "a jog session holds the arm; close it, or stop it with POST /stop",
        (_, Holder::Publishing(_)) => {
            "a motion holds the arm (a move, a jog session or a sequence): a trajectory would cut into it; \
             wait for it to end or stop it with POST /stop"
        }
        (Holder::Sequence, Holder::Sequence) => {
            "a motion sequence is already running; stop it with POST /stop or wait for it to finish"
        }
        (Holder::Sequence, _) => "a motion sequence is running; stop it with POST /stop or wait for it to finish",
        (Holder::Motion, Holder::Sequence) => "a motion request is executing; start the sequence when it has finished",
        (Holder::Motion, _) => {
            "another motion request is executing; wait for its answer (motion requests are not queued)"
        }
    };
    Some(Refused::Taken(why.to_owned()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_holder_at_a_time_and_none_after_close() {
        let a = Admission::default();
        let motion = a.motion().expect("free");
        assert!(matches!(a.motion(), Err(Refused::Taken(_))));
        assert!(matches!(a.sequence(), Err(Refused::Taken(_))));
        let id = motion.motion_id();
        drop(motion);
        let sequence = a.sequence().expect("free again");
        assert!(sequence.motion_id() > id, "each admission has a new, larger id");
        assert!(matches!(a.motion(), Err(Refused::Taken(m)) if m.contains("sequence is running")));
        a.close();
        drop(sequence);
        assert_eq!(a.holder(), Holder::Closed);
        assert!(matches!(a.motion(), Err(Refused::ShuttingDown)));
        assert!(matches!(a.sequence(), Err(Refused::ShuttingDown)));
    }

    #[test]
    fn trajectories_replace_one_another_but_never_cut_into_a_motion() {
        let a = Admission::default();
        let first = a.trajectory().expect("free");
        let second = a.trajectory().expect("a trajectory may replace a trajectory");
        assert!(matches!(a.motion(), Err(Refused::Taken(m)) if m.contains("trajectory is being published")));
        assert!(matches!(a.jog(), Err(Refused::Taken(_))));
        assert!(matches!(a.sequence(), Err(Refused::Taken(_))));
        drop(first);
        assert_eq!(a.holder(), Holder::Publishing(1));
        drop(second);
        assert_eq!(a.holder(), Holder::Free);
        type Take = fn(&Admission) -> Result<Permit, Refused>;
        let takers: [Take; 3] = [Admission::motion, Admission::jog, Admission::sequence];
        for take in takers {
            let held = take(&a).expect("free");
            let said = ["would cut into it", "jog session"];
            assert!(matches!(a.trajectory(), Err(Refused::Taken(m)) if said.iter().any(|s| m.contains(s))));
            drop(held);
        }
        let jog = a.jog().expect("free");
        assert!(matches!(a.motion(), Err(Refused::Taken(m)) if m.contains("jog session")));
        drop(jog);
        a.close();
        assert!(matches!(a.trajectory(), Err(Refused::ShuttingDown)));
    }

    #[test]
    fn simultaneous_admissions_admit_exactly_one() {
        let a = Admission::default();
        let tried = std::sync::Barrier::new(16);
        let winners: Vec<bool> = std::thread::scope(|s| {
            let handles: Vec<_> = (0..16)
                .map(|i| {
                    let (a, tried) = (a.clone(), &tried);
                    s.spawn(move || {
                        let p = if i % 2 == 0 { a.motion() } else { a.sequence() };
                        // Hold the permit until every thread has tried.
                        tried.wait();
                        p.is_ok()
                    })
                })
                .collect();
            handles.into_iter().map(|h| h.join().unwrap_or(false)).collect()
        });
        assert_eq!(winners.iter().filter(|w| **w).count(), 1, "{winners:?}");
    }
}
