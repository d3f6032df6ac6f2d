//! Memory given back after connections go (D26). glibc's allocator keeps what a thousand
//! half-open connections' buffers freed for the process; it returns it to the system only when
//! asked (`malloc_trim`). Asked once per batch of closed connections, shortly after the batch,
//! so a flood that has been cut off leaves no lasting weight.

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

/// Closed connections that make a batch.
const BATCH: usize = 64;
/// Closures coming in a burst are gathered this long before memory is given back once.
const SETTLE: Duration = Duration::from_millis(500);

#[derive(Default)]
pub struct Trim {
    closed: AtomicUsize,
}

impl Trim {
    pub fn connection_closed(self: &Arc<Self>) {
        if self.closed.fetch_add(1, Ordering::Relaxed) + 1 != BATCH {
            return;
        }
        let trim = Arc::clone(self);
        let later = async move {
            tokio::time::sleep(SETTLE).await;
            trim.closed.store(0, Ordering::Relaxed);
            give_back();
        };
        match tokio::runtime::Handle::try_current() {
            Ok(runtime) => drop(runtime.spawn(later)),
            // The runtime is going away with its connections: nothing to batch for.
            Err(_) => give_back(),
        }
    }
}

#[cfg(all(target_os = "linux", target_env = "gnu"))]
fn give_back() {
    // SAFETY: malloc_trim only walks the allocator's own free lists.
    unsafe {
        libc::malloc_trim(0);
    }
}

#[cfg(not(all(target_os = "linux", target_env = "gnu")))]
fn give_back() {}
