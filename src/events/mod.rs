//! The service's live events (`GET /robot/stream`, the MCP state resource): joint states with
//! the TCP pose, motion requests, sequence status changes and log lines. One [`Hub`] numbers
//! every event once (`seq`), encodes it once, and hands it to each subscriber without waiting
//! for any: a slow reader gets the latest state when it catches up, and its other events wait
//! in a bounded queue that, once full, ends its stream with a final `closed` event.

mod announce;
mod hub;
pub mod kinds;
mod state_feed;
mod subscription;

pub use announce::Outcome;
pub use hub::{Hub, rfc3339};
pub use kinds::{EventKind, Kinds};
pub use state_feed::{spawn_protective_stop_feed, spawn_state_feed};
pub use subscription::Subscription;
