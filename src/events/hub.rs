//! Numbering, encoding and fan-out. Publishing takes one lock, so `seq` order is delivery
//! order for every subscriber, and never waits for a subscriber: each gets its event, or its
//! latest state replaced, or (its queue full) its end.

use super::kinds::{ClosedEvent, EventKind, Kinds};
use super::subscription::Subscription;
use axum::body::Bytes;
use serde::Serialize;
use std::collections::VecDeque;
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};
use std::time::{Duration, SystemTime};
use tokio::sync::Notify;

/// One event, encoded once as the stream sends it.
#[derive(Debug)]
pub struct Event {
    pub seq: u64,
    pub kind: EventKind,
    /// The state's message stamp, or when the event happened.
    pub stamp: SystemTime,
    /// The event's JSON object.
    pub json: Arc<str>,
    /// `event:`, `id:` and `data:` lines.
    pub frame: Bytes,
}

pub struct Hub {
    inner: Mutex<Inner>,
    /// Motion, sequence and log events a subscriber may fall behind by.
    queue: usize,
    keep_alive: Duration,
}

struct Inner {
    seq: u64,
    subscribers: Vec<Arc<Subscriber>>,
    latest_state: Option<Arc<Event>>,
    /// Set at shutdown: new subscribers end at once with this reason.
    closed: Option<String>,
}

/// A subscriber as the hub sees it.
pub(super) struct Subscriber {
    kinds: Kinds,
    /// Between state events, in message time.
    period: Duration,
    pub(super) slot: Mutex<Slot>,
    pub(super) wake: Notify,
}

/// What a subscriber has not read yet.
#[derive(Default)]
pub(super) struct Slot {
    pub(super) queue: VecDeque<Arc<Event>>,
    /// The latest state due to it, replaced by newer ones until it is read.
    pub(super) state: Option<Arc<Event>>,
    /// Message time from which the next state is due.
    next_due: Option<SystemTime>,
    /// The final frame; once set, nothing more is offered.
    pub(super) end: Option<Bytes>,
}

impl Subscriber {
    pub(super) fn slot(&self) -> MutexGuard<'_, Slot> {
        self.slot.lock().unwrap_or_else(PoisonError::into_inner)
    }

    fn offer(&self, event: &Arc<Event>, queue: usize) {
        if !self.kinds.has(event.kind) {
            return;
        }
        let mut slot = self.slot();
        if slot.end.is_some() {
            return;
        }
        if event.kind == EventKind::State {
            if !self.state_due(&mut slot, event.stamp) {
                return;
            }
            slot.state = Some(Arc::clone(event));
        } else if slot.queue.len() >= queue {
            // Nothing of this kind is dropped silently: the client learns it missed events.
            slot.queue.clear();
            slot.state = None;
            let reason = format!(
                "disconnected: more than {queue} motion, sequence and log events were waiting for this \
                 client (stream.queue); reconnect to go on"
            );
            slot.end = Some(frame_of(event.seq, "closed", &closed_json(event.seq, &reason)));
        } else {
            slot.queue.push_back(Arc::clone(event));
        }
        drop(slot);
        self.wake.notify_one();
    }

    /// Whether a state stamped `stamp` is due, moving the due time on if so. Due times form a
    /// grid one period apart, so the rate holds on average whatever the message rate; half a
    /// period of slack keeps jitter from skipping a message when both rates are equal.
    fn state_due(&self, slot: &mut Slot, stamp: SystemTime) -> bool {
        let half = self.period / 2;
        match slot.next_due {
            Some(due) if stamp + half < due => false,
            Some(due) => {
                let next = due + self.period;
                // Far behind the grid (a pause in the messages): start it again from here.
                slot.next_due = Some(if stamp + half < next { next } else { stamp + self.period });
                true
            }
            None => {
                slot.next_due = Some(stamp + self.period);
                true
            }
        }
    }

    fn end(&self, frame: Bytes) {
        let mut slot = self.slot();
        if slot.end.is_none() {
            slot.end = Some(frame);
        }
        drop(slot);
        self.wake.notify_one();
    }
}

impl Hub {
    pub fn new(queue: usize, keep_alive: Duration) -> Hub {
        Hub {
            inner: Mutex::new(Inner { seq: 0, subscribers: Vec::new(), latest_state: None, closed: None }),
            queue: queue.max(1),
            keep_alive,
        }
    }

    fn inner(&self) -> MutexGuard<'_, Inner> {
        self.inner.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Numbers, encodes and delivers one event; `make` builds its object from its `seq` and
    /// `stamp`.
    pub fn publish<T: Serialize>(&self, kind: EventKind, stamp: SystemTime, make: impl FnOnce(u64, String) -> T) {
        let mut inner = self.inner();
        let seq = inner.seq + 1;
        // An event no one takes is numbered (so numbering does not depend on who listens) but
        // not encoded; the latest state is kept for whoever subscribes next.
        if kind != EventKind::State && !inner.subscribers.iter().any(|s| s.kinds.has(kind)) {
            inner.seq = seq;
            return;
        }
        let json = match serde_json::to_string(&make(seq, rfc3339(stamp))) {
            Ok(json) => json,
            Err(e) => {
                tracing::error!("a {} event could not be encoded: {e}", kind.name());
                return;
            }
        };
        inner.seq = seq;
        let frame = frame_of(seq, kind.name(), &json);
        let event = Arc::new(Event { seq, kind, stamp, json: json.into(), frame });
        for subscriber in &inner.subscribers {
            subscriber.offer(&event, self.queue);
        }
        if kind == EventKind::State {
            inner.latest_state = Some(event);
        }
    }

    /// A new subscriber to `kinds`, with state events at most `rate` per second of message
    /// time. It starts with the latest state, if it asked for states.
    pub fn subscribe(self: &Arc<Self>, kinds: Kinds, rate: f64) -> Subscription {
        let period = Duration::try_from_secs_f64(1.0 / rate).unwrap_or(Duration::from_secs(1));
        let subscriber = Arc::new(Subscriber { kinds, period, slot: Mutex::default(), wake: Notify::new() });
        let mut inner = self.inner();
        if let Some(reason) = &inner.closed {
            subscriber.end(frame_of(inner.seq, "closed", &closed_json(inner.seq, reason)));
        } else {
            if let Some(state) = &inner.latest_state {
                subscriber.offer(state, self.queue);
            }
            inner.subscribers.push(Arc::clone(&subscriber));
        }
        drop(inner);
        Subscription::new(Arc::clone(self), subscriber, self.keep_alive)
    }

    pub(super) fn unsubscribe(&self, subscriber: &Arc<Subscriber>) {
        self.inner().subscribers.retain(|s| !Arc::ptr_eq(s, subscriber));
    }

    /// Ends every stream after the events it has (shutdown); later subscribers end at once.
    pub fn close(&self, reason: &str) {
        let mut inner = self.inner();
        inner.closed = Some(reason.to_owned());
        let frame = frame_of(inner.seq, "closed", &closed_json(inner.seq, reason));
        for subscriber in inner.subscribers.drain(..) {
            subscriber.end(frame.clone());
        }
    }

    /// The latest state event's object, if a joint state has come.
    pub fn latest_state(&self) -> Option<Arc<str>> {
        self.inner().latest_state.as_ref().map(|e| Arc::clone(&e.json))
    }

    /// Subscribers now connected.
    pub fn subscribers(&self) -> usize {
        self.inner().subscribers.len()
    }
}

/// UTC with microseconds, as the logs write it but finer: states come 100 or more a second.
pub fn rfc3339(t: SystemTime) -> String {
    humantime::format_rfc3339_micros(t).to_string()
}

fn closed_json(seq: u64, reason: &str) -> String {
    let closed = ClosedEvent { seq, stamp: rfc3339(SystemTime::now()), reason: reason.to_owned() };
    serde_json::to_string(&closed).unwrap_or_else(|_| "{}".to_owned())
}

fn frame_of(seq: u64, name: &str, json: &str) -> Bytes {
    // JSON from serde_json has no raw newline, so one `data:` line carries it.
    Bytes::from(format!("event: {name}\nid: {seq}\ndata: {json}\n\n"))
}
