//! Jazzy's joint_trajectory_controller's rules for its action goal, which the sim node's
//! controller follows over ROS 2 ([`JtcRules`]): the goal kept apart from the trajectory, its
//! cancel's `set_hold_position`, and no check of the drives' limits, so the simulated drives
//! fault where a real one would.

use super::jtc_tolerances::{
    Constraints, GoalTolerances, JointError, SegmentTolerances, check_state_tolerance_per_joint, from_constraints,
    get_segment_tolerances,
};
use super::{Controller, Ended, Outcome, finish};
use armrest_backend::drive;
use armrest_backend::{DOF, JointPositions, LogBuffer, Trajectory};

/// The rules of Jazzy's joint_trajectory_controller for its action goal (ros2_controllers 4.x,
/// `joint_trajectory_controller.cpp`), which the sim node's controller follows over ROS 2. The
/// goal is kept apart from the trajectory (`rt_active_goal_`): a topic message replaces the
/// trajectory and leaves the goal active (it ends when whatever runs ends); a new goal preempts
/// it (`preempt_active_goal`: aborted); a cancel of the active goal replaces whatever runs,
/// a topic's hold included, with `set_hold_position` (the measured position, at once) or, with
/// `decelerate_on_cancel` (4.39 on, off by default), a deceleration to rest. Without these rules
/// (the simulator's own controller) a topic message ends a goal's trajectory and a cancel
/// decelerates only the goal's own trajectory.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct JtcRules {
    /// `should_decelerate_on_cancel_`: each joint's `max_deceleration_on_cancel` where
    /// `decelerate_on_cancel` is on and the controller can honour it (see
    /// [`JtcRules::configure`]); `None`: `set_hold_position`.
    pub decelerate_on_cancel: Option<JointPositions>,
    /// What a new trajectory starts from (`interpolate_from_desired_state`, the velocity state
    /// interface).
    pub restart: super::Restart,
    /// `cmd_timeout_` (seconds, 0: none): how long past a trajectory's last point, not holding,
    /// the controller waits before it holds ("Aborted due to command timeout").
    pub cmd_timeout: f64,
    /// Where the speed scaling factor comes from.
    pub speed_scaling: SpeedScaling,
}

impl Default for JtcRules {
    /// Upstream's defaults on a hardware with a velocity state interface.
    fn default() -> Self {
        JtcRules {
            decelerate_on_cancel: None,
            restart: super::Restart::Measured { velocity_state: true },
            cmd_timeout: 0.0,
            speed_scaling: SpeedScaling::default(),
        }
    }
}

/// The JTC's `speed_scaling` parameters (4.39 on): the factor its trajectory time runs at comes
/// from `~/speed_scaling_input`, starting at `initial_scaling_factor`; with a `state_interface`
/// the hardware's factor is read every cycle instead (what the topic sets is overwritten); with a
/// `command_interface` too, the factor the controller is given (the initial one, then the
/// topic's) is written to the hardware, which reports it back.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SpeedScaling {
    pub initial_factor: f64,
    pub state_interface: bool,
    pub command_interface: bool,
}

impl Default for SpeedScaling {
    fn default() -> Self {
        SpeedScaling { initial_factor: 1.0, state_interface: false, command_interface: false }
    }
}

impl SpeedScaling {
    /// The factor the stand-in's hardware reports on its scaling state interface where nothing
    /// commands it: full speed.
    pub const HARDWARE_FACTOR: f64 = 1.0;

    /// Whether the hardware's own factor overwrites what the topic sets.
    pub fn hardware_overwrites(&self) -> bool {
        self.state_interface && !self.command_interface
    }

    /// The factor the controller starts at.
    pub fn starting_factor(&self) -> f64 {
        if self.hardware_overwrites() { Self::HARDWARE_FACTOR } else { self.initial_factor }
    }
}

/// The parameters of Jazzy's joint_trajectory_controller its rules read, under upstream's names,
/// and what the hardware offers.
#[derive(Clone, Debug)]
pub struct JtcParams {
    /// `constraints.decelerate_on_cancel`.
    pub decelerate_on_cancel: bool,
    /// `interpolate_from_desired_state` (or `open_loop_control`).
    pub interpolate_from_desired_state: bool,
    /// The hardware has a velocity state interface.
    pub velocity_state: bool,
    /// `cmd_timeout`, seconds.
    pub cmd_timeout: f64,
    /// `constraints`, in the arm's joint order.
    pub constraints: Constraints,
    /// `speed_scaling.*`.
    pub speed_scaling: SpeedScaling,
}

impl JtcRules {
    /// The rules `params` give, as upstream's `on_configure` and `on_activate` read them, with
    /// upstream's warnings for what it turns off: `decelerate_on_cancel` needs every joint's
    /// `max_deceleration_on_cancel` above 0 and a velocity state interface; `cmd_timeout` must
    /// exceed `constraints.goal_time`.
    pub fn configure(params: &JtcParams, joints: &[String]) -> (JtcRules, Vec<String>) {
        let mut warnings = Vec::new();
        let decelerate_on_cancel = if params.decelerate_on_cancel {
            let max: Vec<f64> = params.constraints.joints.iter().map(|j| j.max_deceleration_on_cancel).collect();
            if let Some((i, m)) = max.iter().enumerate().find(|(_, m)| **m <= 0.0) {
                let joint = joints.get(i).map_or("?", String::as_str);
                warnings.push(format!(
                    "Joint [{joint}] invalid max_deceleration_on_cancel [{m:.1}]. Falling back to hold position on cancel."
                ));
                None
            } else if !params.velocity_state {
                warnings.push(
                    "Decelerate on cancel is enabled but hardware does not support velocity state interface. \
                     Falling back to hold position on cancel."
                        .to_owned(),
                );
                None
            } else {
                <JointPositions>::try_from(max.as_slice()).ok()
            }
        } else {
            None
        };
        let goal_time = params.constraints.goal_time;
        let cmd_timeout = if params.cmd_timeout > 0.0 && params.cmd_timeout <= goal_time {
            warnings.push(format!(
                "Command timeout must be higher than goal_time tolerance ({:.6} vs. {goal_time:.6})",
                params.cmd_timeout
            ));
            0.0
        } else {
            params.cmd_timeout.max(0.0)
        };
        let restart = if params.interpolate_from_desired_state {
            super::Restart::Desired
        } else {
            super::Restart::Measured { velocity_state: params.velocity_state }
        };
        (JtcRules { decelerate_on_cancel, restart, cmd_timeout, speed_scaling: params.speed_scaling }, warnings)
    }
}

/// Which action goal the controller holds as active under [`JtcRules`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ActiveGoal {
    /// A motion server's goal (MoveIt executing a `cobot/*` goal).
    Motion,
    /// A FollowJointTrajectory goal sent to the controller itself.
    Direct,
}

/// The controller's tolerances (`default_tolerances_`, from its `constraints`) and those of the
/// active goal (`active_tolerances_`: a goal's own over the defaults; a topic message keeps
/// them).
#[derive(Clone, Debug)]
pub(super) struct Tolerances {
    pub(super) default: SegmentTolerances,
    pub(super) active: SegmentTolerances,
}

impl Tolerances {
    /// Upstream's defaults: no position tolerance enforced.
    pub(super) fn none() -> Self {
        let default = from_constraints(&Constraints::defaults(DOF));
        Tolerances { active: default.clone(), default }
    }
}

impl Controller {
    /// Follows Jazzy's rules for the action goal from now on (the sim node over ROS 2).
    pub fn follow_jtc_rules(&mut self, rules: JtcRules) {
        self.jtc = Some(rules);
    }

    /// Configures and activates the controller as Jazzy's with `params` (`joints`: the arm's
    /// names, for the warnings, which go to `log`).
    pub fn configure_jtc(&mut self, params: &JtcParams, joints: &[String], log: &LogBuffer) {
        let (rules, warnings) = JtcRules::configure(params, joints);
        for w in warnings {
            log.push(format!("controller: {w}"));
        }
        self.follow_jtc_rules(rules);
        self.set_constraints(&params.constraints);
        self.start_speed_scaling(rules.speed_scaling.starting_factor());
    }

    /// The rules the controller follows, if Jazzy's.
    pub fn jtc_rules(&self) -> Option<JtcRules> {
        self.jtc
    }

    /// The controller's `constraints` (in the arm's joint order): its default tolerances.
    pub fn set_constraints(&mut self, constraints: &Constraints) {
        self.tolerances.default = from_constraints(constraints);
        self.tolerances.active = self.tolerances.default.clone();
    }

    /// The tolerances of a goal just accepted on the controller's action
    /// (`goal_accepted_callback`); `joints` are the arm's names. An illegal or unknown entry
    /// leaves the defaults, logged as upstream logs it.
    pub fn take_goal_tolerances(&mut self, goal: &GoalTolerances, joints: &[String], log: &LogBuffer) {
        let resolved = get_segment_tolerances(&self.tolerances.default, goal, joints);
        if let Some(why) = resolved.fallback {
            log.push(format!("controller: {why}"));
        }
        self.tolerances.active = resolved.tolerances;
    }

    /// Jazzy's state tolerance check while a trajectory runs (not while holding), before the
    /// command `desired` is written: a joint whose error (`desired` less the arm) is past its
    /// path tolerance aborts the active goal (`PATH_TOLERANCE_VIOLATED`) or, without one, holds;
    /// either way the controller holds as a cancel does (`set_hold_position`, or a deceleration
    /// with `decelerate_on_cancel`), and `desired` is never written. True if it failed.
    pub(super) fn path_tolerance_violated(&mut self, desired: JointPositions, now: f64, log: &LogBuffer) -> bool {
        let here = self.drives.position();
        let failed: Vec<String> = (0..DOF)
            .filter_map(|j| {
                let error = JointError { position: desired[j] - here[j], velocity: None, acceleration: None };
                check_state_tolerance_per_joint(&error, &self.tolerances.active.state_tolerance[j])
                    .err()
                    .map(|e| format!("State tolerances failed for joint {j}: {e}"))
            })
            .collect();
        if failed.is_empty() {
            return false;
        }
        if self.jtc.is_none() {
            return false;
        }
        let why = failed.join("; ");
        log.push(format!("controller: {why}"));
        if self.goal.take().is_some() {
            log.push("controller: Aborted due to state tolerance violation");
        } else {
            log.push("controller: Holding position due to state tolerance violation");
        }
        // Whoever waits for the trajectory (or the goal) is told why it ended, not `Held`.
        if let Some(active) = self.active.as_mut()
            && let Some(done) = active.done.take()
        {
            let _ = done.send(Ended { outcome: Outcome::PathTolerance(why), took_s: now - active.start });
        }
        // `desired` is not written: the command stays where it was up to now.
        let kept = self.drives.command();
        self.drives.push(now, kept);
        self.stop_under_jtc_rules(now, log);
        true
    }

    /// Jazzy's goal tolerance check past a trajectory's last point (its `update()`, not while
    /// holding): the arm's position error to the last point (the command interface is position:
    /// no velocity error is formed, so `stopped_velocity_tolerance` is never checked) within
    /// each joint's goal tolerance, the trajectory succeeded ("Goal successfully reached!"), at
    /// once when none is set (0, upstream's default). Outside it, the controller waits; with a
    /// goal time (not 0) and that much path time past the last point, it aborts the goal with
    /// GOAL_TOLERANCE_VIOLATED (without one: "Exceeded goal_time_tolerance: holding
    /// position...") and holds as a cancel does.
    pub(super) fn judge_goal_tolerance(&mut self, now: f64, log: &LogBuffer) {
        let Some(settling) = self.settling.as_mut() else { return };
        settling.late += (now - settling.counted_at).max(0.0) * self.pace.rate;
        settling.counted_at = settling.counted_at.max(now);
        if self.command_timed_out(now, log) {
            return;
        }
        let Some(settling) = self.settling.as_mut() else { return };
        if settling.holding {
            // Upstream checks no tolerance while it holds: past the hold's point, done.
            if let Some(settling) = self.settling.take() {
                settling.end(Outcome::Finished);
            }
            return;
        }
        let here = self.drives.position();
        let outside: Vec<String> = (0..DOF)
            .filter_map(|j| {
                let error = JointError { position: settling.target[j] - here[j], velocity: None, acceleration: None };
                check_state_tolerance_per_joint(&error, &self.tolerances.active.goal_state_tolerance[j])
                    .err()
                    .map(|e| format!("State tolerances failed for joint {j}: {e}"))
            })
            .collect();
        if outside.is_empty() {
            // A goal succeeds and the controller holds its last point. A topic's trajectory is
            // no goal: the controller runs on past its end, not holding, so a command timeout
            // still comes (its waiter, if any, is told now).
            let runs_on = settling.goal.is_none() && self.jtc.is_some_and(|r| r.cmd_timeout > 0.0);
            if runs_on {
                if let Some(done) = settling.done.take() {
                    let _ = done.send(super::Ended { outcome: Outcome::Finished, took_s: settling.took_s });
                }
            } else if let Some(settling) = self.settling.take() {
                settling.end(Outcome::Finished);
            }
            return;
        }
        let goal_time = self.tolerances.active.goal_time_tolerance;
        if goal_time == 0.0 || settling.late <= goal_time {
            return;
        }
        let why = format!("Aborted due to goal_time_tolerance exceeding by {:.6} seconds", settling.late);
        log.push(format!("controller: {}", outside.join("; ")));
        if settling.goal.is_some() {
            log.push(format!("controller: {why}"));
        } else {
            log.push("controller: Exceeded goal_time_tolerance: holding position...");
        }
        if let Some(settling) = self.settling.take() {
            settling.end(Outcome::GoalTolerance(why));
        }
        self.stop_under_jtc_rules(now, log);
    }

    /// The active action goal, under [`JtcRules`].
    pub fn active_goal(&self) -> Option<ActiveGoal> {
        self.goal
    }

    /// A cancel of `which` goal under [`JtcRules`] (`goal_cancelled_callback`): only the active
    /// goal's cancel does anything, and then it replaces whatever runs, a topic's hold included:
    /// with `decelerate_on_cancel` a deceleration to rest, else `set_hold_position`. True if the
    /// cancel reached the active goal.
    pub fn cancel_under_jtc_rules(&mut self, which: ActiveGoal, now: f64, log: &LogBuffer) -> bool {
        self.advance(now, log);
        if self.jtc.is_none() {
            return false;
        }
        if self.goal != Some(which) {
            log.push("controller: Got request to cancel goal (not the active goal: nothing changes)");
            return false;
        }
        self.goal = None;
        log.push("controller: Canceling active action goal because cancel callback received.");
        self.stop_under_jtc_rules(now, log);
        true
    }

    /// Where along `trajectory` the drives give up (the start of the segment, or the point,
    /// where the first excess is), in path time, and why.
    pub(super) fn first_fault(&self, trajectory: &Trajectory, why: String) -> (f64, String) {
        let pts = trajectory.points();
        let start = self.drives.start(self.hold_tolerance);
        let at = drive::first_excess(pts, Some(&start), &self.rates)
            .map_or(0.0, |e| if e.from_arm || e.point == 0 { 0.0 } else { pts[e.point - 1].time_from_start });
        (at, why)
    }

    /// A drive fault: the drives stop the arm where it is (stop category 0), the trajectory ends,
    /// and the controller is told, as ros2_control's hardware reports an error.
    pub(super) fn drive_fault(&mut self, now: f64, log: &LogBuffer) {
        let Some(mut done) = self.active.take() else { return };
        let Some((_, why)) = done.fault.take() else { return };
        self.drives.freeze();
        let q = self.drives.command();
        self.drives.push(now, q);
        self.goal = None;
        let why = format!(
            "drive fault: trajectory #{} asked what the drives cannot follow ({why}); the drives stopped the arm \
             where it was",
            done.id
        );
        log.push(format!("controller: {why}"));
        finish(done, Outcome::ProtectiveStop(why), now);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::controller::Ended;
    use crate::controller::Source;
    use crate::controller::test_support::{controller, traj};
    use armrest_backend::DOF;
    use tokio::sync::oneshot;

    /// A joint moving at 0.5 rad/s under a motion goal, steady (the drives' window past).
    fn moving_under_a_goal(rules: JtcRules, log: &LogBuffer) -> (Controller, oneshot::Receiver<Ended>) {
        let mut c = controller();
        c.follow_jtc_rules(rules);
        let (_, rx) = c.accept(0.0, &traj(&[(3.0, 1.5)]), Source::Goal, log).unwrap();
        c.advance(1.0, log);
        assert_eq!(c.active_goal(), Some(ActiveGoal::Motion));
        (c, rx)
    }

    /// The smallest position of joint 0 from `from` to `to` seconds, sampled every 1 ms.
    fn lowest(c: &mut Controller, from: f64, to: f64, log: &LogBuffer) -> f64 {
        let mut low = f64::INFINITY;
        let mut t = from;
        while t <= to {
            c.advance(t, log);
            low = low.min(c.position()[0]);
            t += 0.001;
        }
        low
    }

    /// Jazzy's rules: a topic message replaces the trajectory but not the goal; the goal's
    /// cancel then replaces the topic's trajectory with `set_hold_position`, and the arm goes
    /// back to where it was measured (its command steps back by the tracking lag).
    #[test]
    fn under_jazzys_rules_a_cancel_undoes_a_topic_hold() {
        let log = LogBuffer::new(100);
        let (mut c, mut goal) =
            moving_under_a_goal(JtcRules { restart: crate::controller::Restart::Desired, ..JtcRules::default() }, &log);
        // A hold ahead on the topic, as armrest publishes it.
        let here = c.position()[0];
        c.accept_cubic(1.0, &[(0.5, [here + 0.2; DOF], [0.0; DOF])], Source::Topic, &log).unwrap();
        assert_eq!(c.active_goal(), Some(ActiveGoal::Motion), "a topic message leaves the goal active");
        assert!(goal.try_recv().is_err(), "nor does it end the goal");
        c.advance(1.02, &log);
        let at_cancel = c.position()[0];
        assert!(c.cancel_goal(1.02, &log), "the active goal's cancel holds");
        // The arm, trailing its command, runs on a little, then comes back to where it was
        // measured: a reversal.
        let mut highest = at_cancel;
        let mut t = 1.02;
        while t < 1.5 {
            c.advance(t, &log);
            highest = highest.max(c.position()[0]);
            t += 0.001;
        }
        let rest = c.position()[0];
        assert!((rest - at_cancel).abs() < 1e-9, "held where it was measured: {rest} vs {at_cancel}");
        assert!(highest - rest > 1e-3, "set_hold_position sends the arm back {} rad", highest - rest);
        assert!(log.tail(10).iter().any(|l| l.contains("set_hold_position")));
    }

    /// A goal on the controller's own action preempts the motion goal: the cancel of the motion
    /// goal that follows reaches no active goal and changes nothing, so the hold decelerates on.
    #[test]
    fn under_jazzys_rules_a_hold_goal_survives_the_motion_goals_cancel() {
        let log = LogBuffer::new(100);
        let (mut c, mut goal) =
            moving_under_a_goal(JtcRules { restart: crate::controller::Restart::Desired, ..JtcRules::default() }, &log);
        let here = c.position()[0];
        c.accept_cubic(1.0, &[(0.5, [here + 0.2; DOF], [0.0; DOF])], Source::Action, &log).unwrap();
        assert_eq!(c.active_goal(), Some(ActiveGoal::Direct));
        assert_eq!(goal.try_recv().map(|e| e.outcome), Ok(Outcome::Preempted), "the motion goal is preempted");
        assert!(!c.cancel_goal(1.01, &log), "not the active goal: nothing changes");
        let mut last = c.position()[0];
        let mut t = 1.01;
        while t < 1.7 {
            c.advance(t, &log);
            let q = c.position()[0];
            assert!(q >= last - 1e-12, "never back: {q} after {last} at {t}");
            last = q;
            t += 0.001;
        }
        assert!((last - (here + 0.2)).abs() < 1e-9, "at rest on the hold point: {last}");
    }

    /// Jazzy's controller checks no limits of the drives: a first point 0.5 rad away at 10 ms (a
    /// 50 rad/s step) is accepted and sent on, and the simulated drives fault at once: the arm
    /// stops where it is, never at the point. The simulator's own controller refuses it.
    #[test]
    fn under_jazzys_rules_a_step_is_executed_and_the_drives_fault() {
        let log = LogBuffer::new(100);
        let step = traj(&[(0.01, 0.5), (2.0, 0.5)]);
        assert!(controller().accept(0.0, &step, Source::Topic, &log).is_err(), "the simulator refuses it");
        let mut c = controller();
        c.follow_jtc_rules(JtcRules { restart: crate::controller::Restart::Desired, ..JtcRules::default() });
        let (_, mut rx) = c.accept(0.0, &step, Source::Topic, &log).expect("Jazzy's controller takes it");
        c.advance(1.0, &log);
        assert!(!c.is_moving() || c.active.is_none(), "the trajectory ended");
        assert!(c.position()[0].abs() < 1e-9, "the arm stopped where it was: {:?}", c.position());
        let ended = rx.try_recv().expect("told how it ended");
        assert!(matches!(&ended.outcome, Outcome::ProtectiveStop(why) if why.contains("drive fault")), "{ended:?}");
        assert!(log.tail(10).iter().any(|l| l.contains("drive fault")));
    }

    /// Advances `c` from `from` to `to` seconds 1 ms at a time, as the simulator's ticks do (one
    /// leap would first jump the command and the arm would trail it by the jump).
    fn run(c: &mut Controller, from: f64, to: f64, log: &LogBuffer) {
        let mut t = from;
        while t < to {
            t = (t + 0.001).min(to);
            c.advance(t, log);
        }
    }

    /// Constraints with a path tolerance on joint 2 (index 2) of `trajectory` rad.
    fn constrained(trajectory: f64) -> Constraints {
        let mut c = Constraints::defaults(DOF);
        c.joints[2].trajectory = trajectory;
        c
    }

    /// Jazzy's path tolerance: at 0.5 rad/s the arm trails its command by 0.5 · LAG
    /// (0.025 rad): a tolerance of 0.01 on one joint aborts the goal with
    /// PATH_TOLERANCE_VIOLATED and holds the measured position; 0.03 lets it finish.
    #[test]
    fn under_jazzys_rules_a_path_tolerance_aborts_the_goal_and_holds() {
        let log = LogBuffer::new(100);
        let rules = JtcRules { restart: crate::controller::Restart::Desired, ..JtcRules::default() };
        let mut c = controller();
        c.follow_jtc_rules(rules);
        c.set_constraints(&constrained(0.03));
        let (_, mut within) = c.accept(0.0, &traj(&[(3.0, 1.5)]), Source::Goal, &log).unwrap();
        run(&mut c, 0.0, 4.0, &log);
        assert_eq!(within.try_recv().map(|e| e.outcome), Ok(Outcome::Finished));

        let mut c = controller();
        c.follow_jtc_rules(rules);
        c.set_constraints(&constrained(0.01));
        let (_, mut goal) = c.accept(0.0, &traj(&[(3.0, 1.5)]), Source::Goal, &log).unwrap();
        run(&mut c, 0.0, 1.0, &log);
        let ended = goal.try_recv().expect("the goal ended");
        let Outcome::PathTolerance(why) = &ended.outcome else { panic!("{ended:?}") };
        assert!(why.starts_with("State tolerances failed for joint 2: Position Error: 0.01"), "{why}");
        assert!(why.contains("Position Tolerance: 0.010000"), "{why}");
        assert!(ended.took_s < 1.0, "aborted as soon as the error passed the tolerance: {}", ended.took_s);
        assert_eq!(c.active_goal(), None);
        assert!(log.tail(10).iter().any(|l| l.contains("Aborted due to state tolerance violation")));
        assert!(log.tail(10).iter().any(|l| l.contains("set_hold_position")));
        let held = c.position();
        run(&mut c, 1.0, 2.0, &log);
        assert!(!c.is_moving(), "held");
        assert!((c.position()[2] - held[2]).abs() < 0.02, "held near where it was measured");
    }

    /// Without a goal (a topic message) the controller holds, as upstream's "Holding position
    /// due to state tolerance violation"; a goal's own `path_tolerance` of -1 erases the
    /// controller's, so the same motion then finishes.
    #[test]
    fn under_jazzys_rules_a_topic_trajectory_holds_and_a_goal_may_erase_the_tolerance() {
        let log = LogBuffer::new(100);
        let rules = JtcRules {
            decelerate_on_cancel: Some([10.0; DOF]),
            restart: crate::controller::Restart::Desired,
            ..JtcRules::default()
        };
        let mut c = controller();
        c.follow_jtc_rules(rules);
        c.set_constraints(&constrained(0.01));
        let (_, mut topic) = c.accept(0.0, &traj(&[(3.0, 1.5)]), Source::Topic, &log).unwrap();
        run(&mut c, 0.0, 1.0, &log);
        assert!(matches!(topic.try_recv().map(|e| e.outcome), Ok(Outcome::PathTolerance(_))));
        assert!(log.tail(10).iter().any(|l| l.contains("Holding position due to state tolerance violation")));
        let at = c.position()[2];
        run(&mut c, 1.0, 3.0, &log);
        assert!(c.position()[2] >= at, "decelerate_on_cancel: to rest ahead, never back");

        let mut c = controller();
        c.follow_jtc_rules(rules);
        c.set_constraints(&constrained(0.01));
        let names: Vec<String> = (1..=DOF).map(|i| format!("joint{i}")).collect();
        let erase = crate::controller::jtc_tolerances::JointTolerance {
            name: "joint3".into(),
            position: -1.0,
            velocity: 0.0,
            acceleration: 0.0,
        };
        let (_, mut goal) = c.accept(0.0, &traj(&[(3.0, 1.5)]), Source::Action, &log).unwrap();
        c.take_goal_tolerances(&GoalTolerances { path_tolerance: vec![erase], ..Default::default() }, &names, &log);
        run(&mut c, 0.0, 4.0, &log);
        assert_eq!(goal.try_recv().map(|e| e.outcome), Ok(Outcome::Finished));
    }

    /// With `decelerate_on_cancel` the cancel decelerates to rest ahead instead.
    #[test]
    fn under_jazzys_rules_decelerate_on_cancel_never_goes_back() {
        let log = LogBuffer::new(100);
        let (mut c, _goal) = moving_under_a_goal(
            JtcRules {
                decelerate_on_cancel: Some([10.0; DOF]),
                restart: crate::controller::Restart::Desired,
                ..JtcRules::default()
            },
            &log,
        );
        let at_cancel = c.position()[0];
        assert!(c.cancel_goal(1.0, &log));
        assert!(lowest(&mut c, 1.0, 2.0, &log) >= at_cancel - 1e-12);
        assert_eq!(c.active_goal(), None);
    }
}
