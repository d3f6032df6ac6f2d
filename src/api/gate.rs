//! Admission of motion requests (D8): one at a time, none while a sequence runs. Nothing is
//! queued: a request that finds the arm busy is refused at once with 409, and the running
//! motion is not disturbed.

use super::ApiError;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

#[derive(Clone, Default)]
pub struct MotionGate {
    busy: Arc<AtomicBool>,
    sequence_running: Arc<AtomicBool>,
}

/// Held while a motion request executes; dropping it lets the next one in.
pub struct MotionPermit {
    busy: Arc<AtomicBool>,
}

impl Drop for MotionPermit {
    fn drop(&mut self) {
        self.busy.store(false, Ordering::Release);
    }
}

impl MotionGate {
    /// Admits one motion request, or says why not.
    pub fn motion(&self) -> Result<MotionPermit, ApiError> {
        if self.sequence_running.load(Ordering::Acquire) {
            return Err(ApiError::Conflict(
                "a motion sequence is running; stop it with POST /stop or wait for it to finish".to_owned(),
            ));
        }
        if self.busy.compare_exchange(false, true, Ordering::AcqRel, Ordering::Acquire).is_err() {
            return Err(ApiError::Conflict(
                "another motion request is executing; wait for its answer (motion requests are not queued)".to_owned(),
            ));
        }
        Ok(MotionPermit { busy: Arc::clone(&self.busy) })
    }

    /// Whether a motion request is executing now.
    pub fn is_busy(&self) -> bool {
        self.busy.load(Ordering::Acquire)
    }

    /// Marks whether a sequence runs (motion requests are refused meanwhile).
    pub fn set_sequence_running(&self, running: bool) {
        self.sequence_running.store(running, Ordering::Release);
    }
}
