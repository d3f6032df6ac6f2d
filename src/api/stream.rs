//! The query of `GET /robot/stream`: which events, and how many state events per second.

use super::request::kinds::{EventKinds, StateRate};
use super::request::{Absent, Field, Form, Request};
use crate::events::Kinds;

const RATE: Field<StateRate> = Field::new(
    "rate",
    StateRate,
    // The configured default, but never above what the robot publishes.
    Absent::Configured(|ctx| ctx.endpoints.stream.default_rate.min(ctx.joint_state_rate_hz)),
    "State events per second, from 1 to the rate the robot publishes joint states at. A client \
     that falls behind gets the latest state when it catches up (a gap in `seq`).",
)
.in_query();

const EVENTS: Field<EventKinds> = Field::new(
    "events",
    EventKinds,
    Absent::Default(Kinds::ALL),
    "The kinds of event to send, comma-separated: `state`, `motion`, `sequence`, `log`, `world`.",
)
.in_query();

/// What a stream client asked for.
#[derive(Debug)]
pub struct StreamQuery {
    pub rate: f64,
    pub kinds: Kinds,
}

impl Request for StreamQuery {
    const NAME: &'static str = "";
    const DESCRIPTION: &'static str = "";
    fn declare(form: &mut Form<'_>) -> Option<Self> {
        let rate = form.field(&RATE);
        let kinds = form.field(&EVENTS);
        Some(StreamQuery { rate: rate?, kinds: kinds? })
    }
}
