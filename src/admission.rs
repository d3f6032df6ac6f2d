//! Who may move the arm (D8, D18): one motion request, or one sequence, at a time, and nothing
//! once shutdown began. One state under one lock decides for motion requests, sequence starts
//! and shutdown alike, so no interleaving of them runs a motion and a sequence at once. Nothing
//! is queued: a request that finds the arm taken is refused at once, and what runs is not
//! disturbed.

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
    Sequence,
    /// Shutdown began: nothing is admitted any more.
    Closed,
}

#[derive(Clone)]
pub struct Admission {
    state: Arc<Mutex<Holder>>,
}

impl Default for Admission {
    fn default() -> Self {
        Admission { state: Arc::new(Mutex::new(Holder::Free)) }
    }
}

/// The arm, held by one motion or one sequence until this is dropped. It moves with the motion
/// (into the task that runs it, or the task that waits for the runner), not with the request.
#[must_use]
pub struct Permit {
    state: Arc<Mutex<Holder>>,
}

impl Drop for Permit {
    fn drop(&mut self) {
        let mut state = lock(&self.state);
        // After shutdown began the arm stays closed.
        if *state != Holder::Closed {
            *state = Holder::Free;
        }
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
                Ok(Permit { state: Arc::clone(&self.state) })
            }
        }
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
        drop(motion);
        let sequence = a.sequence().expect("free again");
        assert!(matches!(a.motion(), Err(Refused::Taken(m)) if m.contains("sequence is running")));
        a.close();
        drop(sequence);
        assert_eq!(a.holder(), Holder::Closed);
        assert!(matches!(a.motion(), Err(Refused::ShuttingDown)));
        assert!(matches!(a.sequence(), Err(Refused::ShuttingDown)));
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
