//! What the rest of the service tells the hub, in its own words: a motion's phases, a sequence
//! status change, a log line.

use super::hub::Hub;
use super::kinds::{
    ControlChange, ControlEvent, EventKind, LogEvent, LogSource, MotionEvent, MotionPhase, SequenceEvent, WorldEvent,
};
use armrest_backend::collision::World;
use armrest_backend::log_buffer::LineObserver;
use armrest_backend::tool::ToolDefinition;
use std::sync::{Arc, Weak};
use std::time::SystemTime;

/// How a motion ended, for its `finished` or `stopped` event.
pub struct Outcome<'a> {
    pub success: bool,
    pub message: &'a str,
}

impl Hub {
    /// A motion request's phase; `motion_id` its handle (D39); `outcome` for `finished` and
    /// `stopped`.
    pub fn motion(
        &self,
        phase: MotionPhase,
        motion_id: Option<u64>,
        request: &str,
        target: &str,
        outcome: Option<Outcome<'_>>,
    ) {
        self.publish(EventKind::Motion, SystemTime::now(), |seq, stamp| MotionEvent {
            seq,
            stamp,
            phase,
            motion_id,
            request: request.to_owned(),
            target: target.to_owned(),
            success: outcome.as_ref().map(|o| o.success),
            message: outcome.as_ref().map(|o| o.message.to_owned()),
        });
    }

    /// The sequence status became `status` (with the runner's return code once finished).
    pub fn sequence(&self, status: &str, returncode: Option<i32>) {
        self.publish(EventKind::Sequence, SystemTime::now(), |seq, stamp| SequenceEvent {
            seq,
            stamp,
            status: status.to_owned(),
            returncode,
        });
    }

    /// The world changed; it is now `world`, at `version`.
    pub fn world(&self, world: &World, version: u64, active_tool: Option<&ToolDefinition>) {
        self.publish(EventKind::World, SystemTime::now(), |seq, stamp| WorldEvent {
            seq,
            stamp,
            version,
            objects: world.objects.values().cloned().collect(),
            tool: world.tool.clone(),
            active_tool: active_tool.cloned(),
        });
    }

    /// Who holds control changed (D29).
    pub fn control(&self, change: ControlChange, holder: &str, lease_number: u64, ttl_s: f64, previous: Option<&str>) {
        self.publish(EventKind::Control, SystemTime::now(), |seq, stamp| ControlEvent {
            seq,
            stamp,
            change,
            holder: holder.to_owned(),
            lease_number,
            ttl_s,
            previous_holder: previous.map(str::to_owned),
        });
    }

    /// An observer that turns each line of a log into a log event. It holds the hub weakly: a
    /// log outlives no service, but must not keep one alive either.
    pub fn log_observer(self: &Arc<Self>, source: LogSource) -> LineObserver {
        let hub: Weak<Hub> = Arc::downgrade(self);
        Arc::new(move |line: &str| {
            if let Some(hub) = hub.upgrade() {
                hub.publish(EventKind::Log, SystemTime::now(), |seq, stamp| LogEvent {
                    seq,
                    stamp,
                    source,
                    line: line.to_owned(),
                });
            }
        })
    }
}
