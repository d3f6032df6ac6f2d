//! One jog session (D29): the latest command, the dead man's switch, and the setpoint each
//! tick sends to the controller. It knows neither the socket nor a backend's insides: the
//! transport feeds it commands and ticks, and sends on what a tick answers.

use super::command::{self, Bounds};
use crate::app::App;
use crate::config::jog::JogConfig;
use armrest_backend::jog::limiter::{Caps, Limit, Motion};
use armrest_backend::jog::{self, Command, JogSettings, contact};
use armrest_backend::middleware::seconds;
use armrest_backend::stop_signal::{StopCause, StopToken};
use armrest_backend::{
    Backend, BackendError, DOF, JointPositions, JointStateSample, RobotModel, Setpoint, SpeedOverride, Violations,
};
use serde_json::{Value, json};
use std::sync::Arc;
use std::time::{Duration, UNIX_EPOCH};
use tokio::sync::watch;
use tokio::time::Instant;

/// How far ahead of its arrival each setpoint is to be reached, in jog periods (a period is
/// `1 / jog.rate_hz` on the wall clock, `clock_rate` times as long on the controller's). More
/// than one: the arm keeps moving evenly through a late tick (a loaded machine, a slow network)
/// instead of stopping at each setpoint and starting again; it follows that many periods behind.
pub const LOOKAHEAD_PERIODS: f64 = 3.0;
/// A tick later than this many periods integrates no more than this: the jog never jumps ahead
/// to catch up time lost.
const LONGEST_TICK_PERIODS: f64 = 3.0;

/// The speed override (D29): the one place a jog's commanded velocities are scaled by it. The
/// setpoints a jog streams are marked (`Source::Stream` in the simulator) so the controller does
/// not scale them again.
fn speed_override(backend: &dyn SpeedOverride) -> f64 {
    backend.speed_override()
}

/// Why a session ended on its own.
#[derive(Debug)]
pub enum Ended {
    /// A stop (`POST /stop`, a lapsed lease, a take-over, the shutdown) was raised: its hold
    /// brings the arm to rest.
    Stopped(Arc<StopCause>),
    /// A setpoint could not be sent; the arm stops at the last one that was.
    Backend(BackendError),
}

impl Ended {
    pub fn describe(&self) -> String {
        match self {
            Ended::Stopped(cause) => {
                format!("stopped by {cause}: the arm is held; further commands on this socket are not read")
            }
            Ended::Backend(e) => format!("a jog setpoint could not be sent ({e}); the arm stops at the last one"),
        }
    }
}

pub struct Session {
    backend: Arc<dyn Backend>,
    model: Arc<RobotModel>,
    config: JogConfig,
    settings: JogSettings,
    caps: Caps,
    bounds: Bounds,
    stop: StopToken,
    samples: watch::Receiver<Option<Arc<JointStateSample>>>,
    /// How old a joint state may be to start a jog from.
    fresh: Duration,
    /// The latest valid command and when it arrived.
    command: Option<(Command, Instant)>,
    /// The commanded motion while the arm is jogged or braking; `None` at rest.
    motion: Option<Motion>,
    last_tick: Option<Instant>,
}

impl Session {
    /// A session of `app`'s arm, ended by any stop raised after `stop` was taken.
    pub fn new(app: &App, stop: StopToken) -> Session {
        let config = app.endpoints.jog.clone();
        let settings = JogSettings::from(&config);
        Session {
            backend: Arc::clone(&app.backend),
            caps: Caps::new(app.model.limits(), &settings),
            settings,
            model: Arc::clone(&app.model),
            bounds: Bounds { linear: config.max_linear_m_s, angular: config.max_angular_rad_s },
            samples: app.backend.joint_state_samples(),
            fresh: seconds(app.endpoints.joint_states.wait_s),
            config,
            stop,
            command: None,
            motion: None,
            last_tick: None,
        }
    }

    pub fn period(&self) -> Duration {
        seconds(self.config.period_s())
    }

    /// The first message of a session: the rules it runs by.
    pub fn ready(&self) -> Value {
        let c = &self.config;
        json!({
            "type": "ready",
            "rate_hz": c.rate_hz,
            "deadman_s": c.deadman_s,
            "max_speed": c.max_speed,
            "max_linear_m_s": c.max_linear_m_s,
            "max_angular_rad_s": c.max_angular_rad_s,
            "joints": self.model.joint_names().iter().collect::<Vec<_>>(),
        })
    }

    /// Takes one message. A bad one is refused with every problem located, and it stops the
    /// arm: no motion goes on under a command the client did not mean.
    pub fn command(&mut self, text: &str, now: Instant) -> Result<(), Violations> {
        match command::parse(text, &self.bounds) {
            Ok(c) => {
                self.command = Some((c, now));
                Ok(())
            }
            Err(v) => {
                self.command = None;
                Err(v)
            }
        }
    }

    /// The client is gone: the dead man's switch releases at once.
    pub fn release(&mut self) {
        self.command = None;
    }

    /// Whether the commanded motion is at rest (the arm reaches its last setpoint
    /// [`LOOKAHEAD_PERIODS`] after it was sent).
    pub fn is_at_rest(&self) -> bool {
        self.motion.is_none()
    }

    /// One tick at `now`: the next setpoint, sent, and the state to tell the client.
    pub async fn tick(&mut self, now: Instant) -> Result<Value, Ended> {
        if self.stop.is_raised() {
            self.motion = None;
            return Err(Ended::Stopped(self.stop.cause()));
        }
        // Motion is on the controller's clock (the simulator's time scale), as every motion's is;
        // the ticks and the dead man's switch are on the operator's (wall) clock.
        let rate = self.backend.clock_rate();
        let period = self.config.period_s() * rate;
        let elapsed = self.last_tick.replace(now).map_or(period, |t| now.duration_since(t).as_secs_f64() * rate);
        let deadman = seconds(self.config.deadman_s);
        let live = self.command.filter(|(_, at)| now.duration_since(*at) < deadman).map(|(c, _)| c);
        let asks = live.is_some_and(|c| !c.is_zero());
        let (motion, dt) = match self.motion {
            Some(m) => {
                m.resumed(elapsed, LOOKAHEAD_PERIODS * period, period, LONGEST_TICK_PERIODS * period, &self.caps)
            }
            None if !asks => return Ok(self.state(&[], false)),
            None => match self.measured() {
                Some(q) => (Motion::at_rest(q), period),
                None => return Ok(self.state(&["no recent joint state: the arm is not moved".to_owned()], false)),
            },
        };
        let mut limited = Vec::new();
        let wanted = self.wanted(live, &motion, dt, &mut limited);
        let (mut next, limit) = motion.step(&wanted, dt, &self.caps);
        if let Some(Limit::JointLimit(j)) = limit {
            limited.push(format!("joint_limit: {}", self.model.joint_names()[j]));
        }
        if let Some(pair) = contact::ahead(&self.model, &next, &self.caps, self.settings.contact_lookahead_s) {
            next = motion.step(&[0.0; DOF], dt, &self.caps).0;
            limited.push(format!("contact: {pair}"));
        }
        let lookahead = LOOKAHEAD_PERIODS * period;
        let setpoint = Setpoint {
            positions: next.position,
            time_from_start: lookahead,
            braking: next.braking(&self.caps, lookahead, period),
        };
        if let Err(e) = self.backend.jog_setpoint(setpoint, &self.stop).await {
            self.motion = None;
            return Err(if self.stop.is_raised() { Ended::Stopped(self.stop.cause()) } else { Ended::Backend(e) });
        }
        let resting = next.is_at_rest() && !asks;
        self.motion = (!resting).then_some(next);
        Ok(self.state(&limited, !resting))
    }

    /// The joint velocities the live command asks for at `motion`, rad/s, before the caps (at
    /// the speed override), and why they are slower than asked.
    fn wanted(&self, live: Option<Command>, motion: &Motion, dt: f64, limited: &mut Vec<String>) -> JointPositions {
        let scale = speed_override(self.backend.as_ref());
        let s = &self.settings;
        let wanted = jog::wanted(&self.model, live.as_ref(), &motion.position, dt, scale, s);
        if let Some(smallest) = wanted.singularity {
            limited.push(format!(
                "singularity: smallest singular value of the Jacobian {smallest:.4} (slowing below {}, stopping at {})",
                s.singularity_slow_below, s.singularity_stop_below
            ));
        }
        wanted.velocity
    }

    /// Where the arm is, from a joint state recent enough to start from.
    fn measured(&self) -> Option<JointPositions> {
        let latest = self.samples.borrow();
        let sample = latest.as_ref().filter(|s| s.received.elapsed() < self.fresh)?;
        sample.state.positions()
    }

    /// What the client is told each tick: the latest joint state, whether the jog moves the
    /// arm, and what holds it back.
    fn state(&self, limited: &[String], jogging: bool) -> Value {
        let latest = self.samples.borrow();
        let (stamp, position, velocity) = match latest.as_ref() {
            Some(s) => (
                s.stamp.duration_since(UNIX_EPOCH).map_or(0.0, |d| d.as_secs_f64()),
                s.state.position.clone(),
                s.state.velocity.clone(),
            ),
            None => (0.0, Vec::new(), Vec::new()),
        };
        json!({
            "type": "state",
            "stamp": stamp,
            "position": position,
            "velocity": velocity,
            "jogging": jogging,
            "limited": limited,
        })
    }
}
