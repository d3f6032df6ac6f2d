//! Large request bodies take turns (D13). A JSON body, parsed, takes some twenty times its bytes
//! until its request is read (issue 49: 300 MB for a 16 MB trajectory; eight at once took
//! 2.4 GB), so the bytes of large bodies parsed and read at the same time are bounded by
//! `uploads.max_bytes`: one body of the largest size at a time, smaller ones side by side, the
//! rest waiting their turn. Small bodies (`api::request::INLINE_MAX_BYTES`) never wait.

use std::sync::Arc;
use tokio::sync::Semaphore;

/// A large body's share of the budget, held while the parsed body lives.
pub type BodyShare = tokio::sync::OwnedSemaphorePermit;

/// The budget of bytes large bodies share.
pub struct LargeBodies {
    budget: Arc<Semaphore>,
    max_bytes: usize,
}

impl LargeBodies {
    /// At most `max_bytes` (`uploads.max_bytes`) of large bodies at once.
    pub fn new(max_bytes: usize) -> LargeBodies {
        let max_bytes = max_bytes.clamp(1, u32::MAX as usize);
        LargeBodies { budget: Arc::new(Semaphore::new(max_bytes)), max_bytes }
    }

    /// Waits until a body of `bytes` may be parsed (a body larger than the budget, which the
    /// size limit has refused already, counts as the whole budget); its share goes back when the
    /// returned value is dropped. `None` never happens: the budget is never closed.
    pub async fn share(&self, bytes: usize) -> Option<BodyShare> {
        let n = u32::try_from(bytes.clamp(1, self.max_bytes)).unwrap_or(u32::MAX);
        Arc::clone(&self.budget).acquire_many_owned(n).await.ok()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use futures_util::FutureExt;

    #[tokio::test]
    async fn large_bodies_take_turns_within_the_budget() {
        let bodies = LargeBodies::new(100);
        let a = bodies.share(60).await.expect("a share");
        let b = bodies.share(40).await.expect("a share");
        // A third waits until one of the first two is done.
        assert!(bodies.share(10).now_or_never().is_none(), "the budget is spent: the third waits");
        drop(a);
        let c = bodies.share(10).await;
        assert!(c.is_some());
        // A body larger than the budget takes all of it, once the others are done.
        drop((b, c));
        assert!(bodies.share(1_000).await.is_some());
    }
}
