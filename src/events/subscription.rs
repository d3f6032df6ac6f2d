//! One client's side of the hub: its events in `seq` order, keep-alive comments on a quiet
//! stream, and its end. Dropping it (the client went away) unsubscribes it.

use super::hub::{Hub, Subscriber};
use axum::body::Bytes;
use std::sync::Arc;
use std::time::Duration;

pub struct Subscription {
    hub: Arc<Hub>,
    subscriber: Arc<Subscriber>,
    keep_alive: Duration,
    ended: bool,
}

/// A comment line: ignored by every SSE reader, it keeps proxies from closing an idle stream.
const KEEP_ALIVE: &[u8] = b": keep-alive\n\n";

impl Subscription {
    pub(super) fn new(hub: Arc<Hub>, subscriber: Arc<Subscriber>, keep_alive: Duration) -> Subscription {
        Subscription { hub, subscriber, keep_alive, ended: false }
    }

    /// The next frame to send; `None` once the stream has ended.
    pub async fn next(&mut self) -> Option<Bytes> {
        loop {
            if self.ended {
                return None;
            }
            {
                let mut slot = self.subscriber.slot();
                // Queued events and the latest state interleave by seq.
                let state_first = match (slot.queue.front(), &slot.state) {
                    (Some(queued), Some(state)) => state.seq < queued.seq,
                    (None, Some(_)) => true,
                    _ => false,
                };
                let event = if state_first { slot.state.take() } else { slot.queue.pop_front() };
                if let Some(event) = event {
                    return Some(event.frame.clone());
                }
                if let Some(end) = slot.end.take() {
                    self.ended = true;
                    return Some(end);
                }
            }
            // A wake between the check above and this wait is kept by `Notify` as a permit.
            tokio::select! {
                () = self.subscriber.wake.notified() => {}
                () = tokio::time::sleep(self.keep_alive) => return Some(Bytes::from_static(KEEP_ALIVE)),
            }
        }
    }

    /// The frames as a stream, for a response body.
    pub fn into_stream(self) -> impl futures_util::Stream<Item = Result<Bytes, std::convert::Infallible>> + Send {
        futures_util::stream::unfold(self, |mut sub| async move { sub.next().await.map(|b| (Ok(b), sub)) })
    }
}

impl Drop for Subscription {
    fn drop(&mut self) {
        self.hub.unsubscribe(&self.subscriber);
    }
}
