//! The trajectory controller's own state, as Jazzy's joint_trajectory_controller publishes it on
//! `~/controller_state` (`control_msgs/msg/JointTrajectoryControllerState`): its `reference`
//! is the command it follows. The gate judges a new trajectory from that command and its recent
//! velocity steps (D24, issue 49), not from the measured arm: during a stop's hold the command
//! decelerates well ahead of what the arm's velocity says, and a trajectory continuing at the
//! measured velocity asks the drives for a step back up.
//!
//! The samples are timed by their header stamps (the controller's clock: a simulator's time
//! under `use_sim_time`), which are spaced by the controller's update cycle whatever the
//! transport did to their arrival; only the age of the latest counts by arrival, on armrest's
//! clock at the controller clock's rate.

use armrest_backend::drive::smoothing::Smoothing;
use armrest_backend::drive::{Start, WINDOW_S};
use armrest_backend::{DOF, JointPositions};
use std::collections::VecDeque;
use std::time::{Duration, Instant};

/// `~/controller_state` of the controller whose `~/joint_trajectory` topic is `controller_topic`:
/// the topic beside it, as a ros2_control controller names its own topics.
pub fn controller_state_topic(controller_topic: &str) -> String {
    let namespace = controller_topic.rsplit_once('/').map_or("", |(ns, _)| ns);
    format!("{namespace}/controller_state")
}

/// One message of the controller's state, in the arm's joint order.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Sample {
    /// The header stamp, seconds on the controller's clock.
    pub stamp_s: f64,
    /// `reference.positions`: the command.
    pub reference: JointPositions,
    /// `reference.velocities`, where the controller gives them.
    pub reference_velocity: Option<JointPositions>,
    /// `feedback.positions`: the arm as the controller reads it, where given.
    pub feedback: Option<JointPositions>,
    /// The header stamp as it came, `(sec, nanosec)`: what a message stamped at this instant of
    /// the controller's clock carries.
    pub header: (i32, u32),
}

/// The controller's command at an instant of its clock: what a message continuing it starts
/// from ([`CommandHistory::stamped_command`]).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct StampedCommand {
    /// The instant, as a header stamp `(sec, nanosec)` of the controller's clock.
    pub header: (i32, u32),
    pub positions: JointPositions,
    pub velocity: JointPositions,
    /// Controller seconds from that instant to now (the state's age on armrest's clock at the
    /// controller clock's rate).
    pub since_s: f64,
}

impl Sample {
    /// The sample of a message's fields, the arm's joints picked by `names` from `joint_names`
    /// (a controller may own more joints than the arm's seven); `None` when a joint is missing,
    /// a reference position is not a finite number or the stamp is zero (no clock yet).
    pub fn pick(
        names: &[String],
        joint_names: &[String],
        stamp_s: f64,
        reference: (&[f64], &[f64]),
        feedback: &[f64],
    ) -> Option<Sample> {
        if !(stamp_s.is_finite() && stamp_s > 0.0) || names.len() != DOF {
            return None;
        }
        let index: Vec<usize> =
            names.iter().map(|n| joint_names.iter().position(|m| m == n)).collect::<Option<Vec<_>>>()?;
        let picked = |values: &[f64]| -> Option<JointPositions> {
            let mut out = [0.0; DOF];
            for (j, &i) in index.iter().enumerate() {
                out[j] = values.get(i).copied().filter(|x| x.is_finite())?;
            }
            Some(out)
        };
        Some(Sample {
            stamp_s,
            reference: picked(reference.0)?,
            reference_velocity: picked(reference.1),
            feedback: picked(feedback),
            header: (0, 0),
        })
    }
}

/// The widest gap between two of the controller's states that still shows the command's steps
/// within a window, controller seconds: a quarter window (a controller publishing at 40 Hz of
/// its clock or faster). Sparser states make a step of a stretch of deceleration, so the
/// measured state stands for them.
pub const WIDEST_GAP_S: f64 = WINDOW_S / 4.0;

/// The controller's command over the last window, from its state messages.
#[derive(Clone, Debug, Default)]
pub struct CommandHistory {
    command: Option<Smoothing>,
    /// The latest sample and when it arrived.
    latest: Option<(Instant, Sample)>,
    /// The stamps of the samples within the last window and the one before it, oldest first.
    stamps: VecDeque<f64>,
    /// The latest [`CLOCK_SAMPLES`] samples' arrivals and stamps: the controller's clock now,
    /// as the least delayed of them shows it.
    clock: VecDeque<(Instant, f64)>,
}

/// How many recent states estimate the controller's clock: the least delayed of them stands for
/// now. One state's delivery delay varies by milliseconds on a loaded machine; a message timed by
/// it alone moves the command by the velocity times that variation (a jog's step: issue 50).
const CLOCK_SAMPLES: usize = 32;

impl CommandHistory {
    /// One message, arrived at `at`. A stamp that goes back (a restarted controller or
    /// simulator) starts the history again; one that repeats replaces the sample.
    pub fn observe(&mut self, at: Instant, sample: Sample) {
        let restart = match (&self.command, &self.latest) {
            (Some(_), Some((_, was))) => sample.stamp_s < was.stamp_s || sample.stamp_s - was.stamp_s > 10.0 * WINDOW_S,
            _ => true,
        };
        match &mut self.command {
            Some(command) if !restart => command.push(sample.stamp_s, sample.reference),
            command => *command = Some(Smoothing::at_rest(sample.stamp_s, sample.reference)),
        }
        if restart {
            self.stamps.clear();
            self.clock.clear();
        }
        self.clock.push_back((at, sample.stamp_s));
        if self.clock.len() > CLOCK_SAMPLES {
            self.clock.pop_front();
        }
        if self.stamps.back() != Some(&sample.stamp_s) {
            self.stamps.push_back(sample.stamp_s);
        }
        while self.stamps.len() > 2 && self.stamps[1] <= sample.stamp_s - WINDOW_S {
            self.stamps.pop_front();
        }
        self.latest = Some((at, sample));
    }

    /// Whether the states within the last window lie at most [`WIDEST_GAP_S`] apart.
    fn dense(&self) -> bool {
        self.stamps.len() >= 2 && self.stamps.iter().zip(self.stamps.iter().skip(1)).all(|(a, b)| b - a <= WIDEST_GAP_S)
    }

    /// The state the controller starts a new trajectory from at `now`: its command carried on
    /// at its velocity to now (the latest sample's age on armrest's clock, times `rate`
    /// controller seconds per second), and the velocity steps of its last window. `None` without
    /// a sample that arrived within `max_age` and half a window of the controller's time, or
    /// with states sparser than [`WIDEST_GAP_S`]: then the measured state stands for it.
    pub fn start(&self, now: Instant, rate: f64, max_age: Duration, hold_tolerance: f64) -> Option<Start> {
        let (arrived, sample) = self.latest.as_ref()?;
        let age = now.checked_duration_since(*arrived).unwrap_or_default();
        let ahead = age.as_secs_f64() * rate;
        // Carried on further than half the drives' window, the command's guess is worse than
        // the measured arm (a simulator running faster than the wall clock).
        if age > max_age || ahead > WINDOW_S / 2.0 || !self.dense() {
            return None;
        }
        let mut command = self.command.clone()?;
        let velocity = sample.reference_velocity.unwrap_or_else(|| command.command_velocity());
        if ahead > 0.0 {
            let q = sample.reference;
            command.push(sample.stamp_s + ahead, std::array::from_fn(|j| q[j] + velocity[j] * ahead));
        }
        let start = command.start(hold_tolerance);
        Some(Start { position: sample.feedback.unwrap_or(start.position), ..start })
    }

    /// The command of the latest state, at its stamp, when it arrived within `max_age` and no
    /// more than `max_since_s` of the controller's time ago (`rate` controller seconds per
    /// second): a message whose first point it is, at `time_from_start` 0 and stamped with it,
    /// continues the command wherever the controller restarts from (Jazzy's restarts a new
    /// trajectory from the measured state by default). `None` without such a state, or one
    /// without a stamp.
    pub fn stamped_command(
        &self,
        now: Instant,
        rate: f64,
        max_age: Duration,
        max_since_s: f64,
    ) -> Option<StampedCommand> {
        let (arrived, sample) = self.latest.as_ref()?;
        let age = now.checked_duration_since(*arrived).unwrap_or_default();
        // The controller's time since the state, as the least delayed recent state shows it.
        let since_s = self
            .clock
            .iter()
            .map(|(at, stamp)| stamp + now.checked_duration_since(*at).unwrap_or_default().as_secs_f64() * rate)
            .fold(sample.stamp_s + age.as_secs_f64() * rate, f64::max)
            - sample.stamp_s;
        if age > max_age || since_s > max_since_s || sample.header == (0, 0) {
            return None;
        }
        let velocity = sample.reference_velocity.or_else(|| self.command.as_ref().map(|c| c.command_velocity()))?;
        Some(StampedCommand { header: sample.header, positions: sample.reference, velocity, since_s })
    }
}

#[cfg(feature = "ros2")]
mod subscription {
    use super::{CommandHistory, Sample, StampedCommand, controller_state_topic};
    use crate::node::{RosError, RosNode};
    use armrest_backend::drive::Start;
    use futures::StreamExt;
    use r2r::QosProfile;
    use r2r::control_msgs::msg::JointTrajectoryControllerState;
    use std::sync::{Arc, Mutex, PoisonError};
    use std::time::{Duration, Instant};
    use tokio::sync::watch;

    /// The controller's command, kept current by a task reading its `~/controller_state`.
    pub struct ControllerState {
        history: Arc<Mutex<CommandHistory>>,
        /// The `speed_scaling_factor` of each state as it arrives.
        factors: watch::Receiver<Option<f64>>,
        /// When the latest state arrived, whatever it held.
        arrived: Arc<Mutex<Option<Instant>>>,
        task: tokio::task::JoinHandle<()>,
    }

    impl Drop for ControllerState {
        fn drop(&mut self) {
            self.task.abort();
        }
    }

    impl ControllerState {
        /// Follows the state of the controller whose trajectory topic is `controller_topic`,
        /// for the arm's joints `names`. Must run inside a tokio runtime.
        pub fn start(node: &RosNode, controller_topic: &str, names: Vec<String>) -> Result<ControllerState, RosError> {
            let topic = controller_state_topic(controller_topic);
            // Best effort: a late state is worth nothing, and it matches a reliable publisher too.
            let mut messages =
                node.with(|n| n.subscribe::<JointTrajectoryControllerState>(&topic, QosProfile::sensor_data()))?;
            let history = Arc::new(Mutex::new(CommandHistory::default()));
            let into = Arc::clone(&history);
            let (factor_tx, factors) = watch::channel(None);
            let arrived = Arc::new(Mutex::new(None));
            let arrival = Arc::clone(&arrived);
            let task = tokio::spawn(async move {
                // Seconds from the first message's whole second: an epoch time's f64 resolves
                // only a quarter of a microsecond.
                let mut base = None;
                while let Some(msg) = messages.next().await {
                    let at = Instant::now();
                    *arrival.lock().unwrap_or_else(PoisonError::into_inner) = Some(at);
                    // Every state counts, a joint list of another shape too: it says what the
                    // controller runs at.
                    factor_tx.send_replace(Some(msg.speed_scaling_factor).filter(|f| f.is_finite()));
                    let (sec, nanosec) = (i64::from(msg.header.stamp.sec), msg.header.stamp.nanosec);
                    if sec == 0 && nanosec == 0 {
                        // No clock yet (a node on a simulator's time before its first `/clock`).
                        continue;
                    }
                    // A clock that went back before the base (a restarted simulator) sets it anew.
                    let base = match base {
                        Some(b) if sec > b => b,
                        _ => *base.insert(sec - 1),
                    };
                    let stamp_s = (sec - base) as f64 + f64::from(nanosec) * 1e-9;
                    let reference = (msg.reference.positions.as_slice(), msg.reference.velocities.as_slice());
                    if let Some(mut sample) =
                        Sample::pick(&names, &msg.joint_names, stamp_s, reference, &msg.feedback.positions)
                    {
                        sample.header = (msg.header.stamp.sec, msg.header.stamp.nanosec);
                        into.lock().unwrap_or_else(PoisonError::into_inner).observe(at, sample);
                    }
                }
            });
            Ok(ControllerState { history, factors, arrived, task })
        }

        /// Waits up to `within` for a state, arrived from now on, whose `speed_scaling_factor`
        /// satisfies `followed`. `Err(None)`: no state with a factor arrived at all (the
        /// controller publishes none); `Err(Some(f))`: states came, the last showing `f`.
        pub async fn wait_for_factor(
            &self,
            within: Duration,
            followed: impl Fn(f64) -> bool,
        ) -> Result<f64, Option<f64>> {
            let mut factors = self.factors.clone();
            factors.borrow_and_update();
            let deadline = tokio::time::Instant::now() + within;
            let mut last = None;
            loop {
                match tokio::time::timeout_at(deadline, factors.changed()).await {
                    Ok(Ok(())) => {
                        let shown = *factors.borrow_and_update();
                        if let Some(f) = shown {
                            if followed(f) {
                                return Ok(f);
                            }
                            last = Some(f);
                        }
                    }
                    // The deadline, or the task ended (the node went away).
                    Ok(Err(_)) | Err(_) => return Err(last),
                }
            }
        }

        /// See [`CommandHistory::stamped_command`].
        pub fn stamped_command_now(&self, rate: f64, max_age: Duration, max_since_s: f64) -> Option<StampedCommand> {
            let history = self.history.lock().unwrap_or_else(PoisonError::into_inner);
            history.stamped_command(Instant::now(), rate, max_age, max_since_s)
        }

        /// How long since the latest state arrived; `None` if none ever did (a controller that
        /// publishes no state, or none yet).
        pub fn silent_for(&self) -> Option<Duration> {
            self.arrived.lock().unwrap_or_else(PoisonError::into_inner).map(|at| at.elapsed())
        }

        /// See [`CommandHistory::start`].
        pub fn start_now(&self, rate: f64, max_age: Duration, hold_tolerance: f64) -> Option<Start> {
            self.history.lock().unwrap_or_else(PoisonError::into_inner).start(
                Instant::now(),
                rate,
                max_age,
                hold_tolerance,
            )
        }
    }
}

#[cfg(feature = "ros2")]
pub use subscription::ControllerState;

#[cfg(test)]
mod tests {
    use super::*;

    fn names() -> Vec<String> {
        (1..=DOF).map(|j| format!("joint{j}")).collect()
    }

    fn sample(t: f64, q0: f64, v0: f64) -> Sample {
        let mut reference = [0.0; DOF];
        reference[0] = q0;
        let mut velocity = [0.0; DOF];
        velocity[0] = v0;
        Sample { stamp_s: t, reference, reference_velocity: Some(velocity), feedback: None, header: (0, 0) }
    }

    #[test]
    fn the_topic_sits_beside_the_controllers_trajectory_topic() {
        assert_eq!(
            controller_state_topic("/robot_arm_controller/joint_trajectory"),
            "/robot_arm_controller/controller_state"
        );
        assert_eq!(controller_state_topic("/ns/arm/joint_trajectory"), "/ns/arm/controller_state");
    }

    #[test]
    fn a_message_is_read_in_the_arms_joint_order_and_extra_joints_are_left_out() {
        let mut joint_names: Vec<String> = names().into_iter().rev().collect();
        joint_names.push("gripper".into());
        let positions: Vec<f64> = (0..=DOF).map(|i| i as f64).collect();
        let s = Sample::pick(&names(), &joint_names, 5.0, (&positions, &[]), &[]).expect("all seven joints");
        assert_eq!(s.reference, [6.0, 5.0, 4.0, 3.0, 2.0, 1.0, 0.0]);
        assert_eq!((s.reference_velocity, s.feedback), (None, None));
        assert_eq!(Sample::pick(&names(), &names()[..6], 5.0, (&positions, &[]), &[]), None, "a joint missing");
        assert_eq!(Sample::pick(&names(), &joint_names, 0.0, (&positions, &[]), &[]), None, "no clock yet");
        let nan: Vec<f64> = positions.iter().map(|_| f64::NAN).collect();
        assert_eq!(Sample::pick(&names(), &joint_names, 5.0, (&nan, &[]), &[]), None);
    }

    /// A command steady at 1 rad/s, then decelerating at 5 rad/s² (a stop's hold), read every
    /// 20 ms: the start has the controller's command, its velocity now and the change of velocity
    /// within the last window that the drives still spread, as the command sampled finely has them.
    #[test]
    fn the_start_is_the_commands_as_the_controller_has_it() {
        let q = |t: f64| if t <= 0.1 { t } else { t - 2.5 * (t - 0.1) * (t - 0.1) };
        let v = |t: f64| if t <= 0.1 { 1.0 } else { 1.0 - 5.0 * (t - 0.1) };
        let at = |t: f64| {
            let mut p = [0.0; DOF];
            p[0] = q(t);
            p
        };
        let mut fine = Smoothing::at_rest(0.0, at(0.0));
        for k in 1..=80 {
            fine.push(f64::from(k) * 0.0025, at(f64::from(k) * 0.0025));
        }
        let t0 = Instant::now();
        let mut history = CommandHistory::default();
        for k in 0..=10 {
            let t = f64::from(k) * 0.02;
            history.observe(t0 + Duration::from_secs_f64(t), sample(100.0 + t, q(t), v(t)));
        }
        let now = t0 + Duration::from_millis(200);
        let start = history.start(now, 1.0, Duration::from_millis(100), 1e-3).expect("fresh");
        let fine = fine.start(1e-3);
        assert!((start.command[0] - fine.command[0]).abs() < 1e-12, "{start:?} {fine:?}");
        assert!((start.velocity[0] - v(0.2)).abs() < 0.06, "{start:?}");
        let before = |s: &Start| s.velocity[0] - s.recent_steps.iter().map(|(_, dv)| dv[0]).sum::<f64>();
        assert!((before(&start) - before(&fine)).abs() < 0.1, "{start:?} {fine:?}");
        assert!(before(&start) > 0.85, "the deceleration's steps are in: {start:?}");
        // Too old a sample: the measured state stands in.
        assert!(history.start(now + Duration::from_millis(150), 1.0, Duration::from_millis(200), 1e-3).is_none());
        assert!(history.start(now + Duration::from_millis(150), 1.0, Duration::from_millis(100), 1e-3).is_none());
        assert!(history.start(now + Duration::from_millis(10), 10.0, Duration::from_millis(100), 1e-3).is_none());
        assert!(history.start(now + Duration::from_millis(10), 1.0, Duration::from_millis(100), 1e-3).is_some());
    }

    /// States every 20 ms of the controller's clock, delivered 2 to 9 ms late: the time since
    /// the latest is the least delayed state's reading of the clock, so the latest's own delay
    /// (9 ms) does not shorten it; the wall clock's 11 ms since it would.
    #[test]
    fn the_time_since_a_state_is_read_from_the_least_delayed_recent_state() {
        let t0 = Instant::now();
        let mut history = CommandHistory::default();
        for (k, delay_ms) in [2u64, 6, 4, 9].into_iter().enumerate() {
            let stamp = 5.0 + 0.02 * k as f64;
            let mut s = sample(stamp, 0.0, 0.5);
            s.header = (5, 1);
            history.observe(t0 + Duration::from_millis(20 * k as u64 + delay_ms), s);
        }
        // The latest (stamp 5.06) arrived at 69 ms; now is 80 ms: 11 ms by its arrival, but the
        // first state (arrived 2 ms after its stamp) puts the controller at 5.078 now.
        let c = history
            .stamped_command(t0 + Duration::from_millis(80), 1.0, Duration::from_millis(100), f64::INFINITY)
            .expect("fresh");
        assert!((c.since_s - 0.018).abs() < 1e-9, "{}", c.since_s);
    }

    #[test]
    fn the_command_is_carried_on_to_now_at_its_velocity_on_the_controllers_clock() {
        let t0 = Instant::now();
        let mut history = CommandHistory::default();
        for k in 0..=5 {
            let t = f64::from(k) * 0.02;
            history.observe(t0 + Duration::from_secs_f64(t), sample(7.0 + t, 0.5 * t, 0.5));
        }
        // 20 ms after the latest, at a clock running at half the wall clock's rate: 10 ms on.
        let start =
            history.start(t0 + Duration::from_millis(120), 0.5, Duration::from_millis(100), 1e-3).expect("fresh");
        assert!((start.command[0] - 0.5 * 0.11).abs() < 1e-9, "{start:?}");
        let steps = start.recent_steps.iter().map(|(_, dv)| dv[0].abs()).fold(0.0, f64::max);
        assert!(steps < 1e-9, "a steady command has no steps but rounding's: {start:?}");
        // A restarted controller (its stamp went back) starts the history again.
        history.observe(t0 + Duration::from_millis(130), sample(1.0, 0.3, 0.0));
        let at = t0 + Duration::from_millis(130);
        assert!(history.start(at, 1.0, Duration::from_millis(100), 1e-3).is_none(), "one state is no history");
        history.observe(t0 + Duration::from_millis(140), sample(1.01, 0.3, 0.0));
        let start = history.start(at, 1.0, Duration::from_millis(100), 1e-3).expect("fresh");
        assert_eq!((start.command[0], start.velocity[0]), (0.3, 0.0));
        // States 40 ms apart on the controller's clock leave the window's steps unknown.
        let mut sparse = CommandHistory::default();
        for k in 0..=5 {
            let t = f64::from(k) * 0.04;
            sparse.observe(t0 + Duration::from_secs_f64(t), sample(3.0 + t, 0.5 * t, 0.5));
        }
        assert!(sparse.start(t0 + Duration::from_millis(200), 1.0, Duration::from_millis(100), 1e-3).is_none());
    }
}
