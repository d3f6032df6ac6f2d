//! Jazzy's joint_trajectory_controller deactivated and activated again, as ros2_control does
//! when a hardware component reports a read or write error (the controllers using it are
//! deactivated) and when it recovers. Deactivated (`on_deactivate`), the controller aborts its
//! active goal ("Current goal cancelled during deactivate transition."), leaves the position
//! command where it is (the hardware holds its last command: the arm comes to rest there) and
//! takes nothing until it is active again: topic messages are dropped, goals rejected.
//! Activated (`on_activate`), it holds its state as upstream reads it then: from the command
//! interfaces where they hold a value (`set_last_command_interface_value_as_state_on_activation`,
//! true by default: a restart holds the last command, which the arm was still following), from
//! the state interfaces at the first start (the commands are NaN before any).

use super::following::Active;
use super::{Controller, Ended, Outcome, Source, finish};
use armrest_backend::{JointPositions, LogBuffer};

/// What an inactive controller answers to a message or a goal (upstream's words).
pub const NOT_RUNNING: &str = "Can't accept new commands. Controller is not running.";

/// Upstream's result text of the goal a deactivation aborts.
pub const DEACTIVATED: &str = "Current goal cancelled during deactivate transition.";

impl Controller {
    /// Whether the controller is active (under Jazzy's rules it can be deactivated).
    pub fn is_active(&self) -> bool {
        !self.inactive
    }

    /// Deactivates the controller at simulated time `now` (`on_deactivate`). True if it was
    /// active.
    pub fn deactivate(&mut self, now: f64, log: &LogBuffer) -> bool {
        if self.inactive {
            return false;
        }
        self.advance(now, log);
        let had_goal = self.goal.take().is_some();
        if had_goal {
            log.push(format!("controller: {DEACTIVATED}"));
        }
        // Whoever waits for what runs (or what settles) is told why it ended.
        if let Some(active) = self.active.take() {
            finish(active, Outcome::Deactivated, now);
        }
        if let Some(mut settling) = self.settling.take()
            && let Some(done) = settling.done.take()
        {
            let _ = done.send(Ended { outcome: Outcome::Deactivated, took_s: settling.took_s });
        }
        self.inactive = true;
        log.push("controller: deactivated: the command stays where it was; nothing is taken until it is active again");
        true
    }

    /// Activates the controller again at simulated time `now` (`on_activate`): it holds
    /// [`Controller::state_on_activation`]. True if it was inactive.
    pub fn activate(&mut self, now: f64, log: &LogBuffer) -> bool {
        if !self.inactive {
            return false;
        }
        self.advance(now, log);
        self.inactive = false;
        let state = self.state_on_activation();
        log.push("controller: activated: holding the last command (the command interfaces' values)");
        if let Some(old) = self.active.take() {
            finish(old, Outcome::Held, now);
        }
        let id = self.new_id();
        self.active = Some(Active::on_the_clock(id, Source::Topic, now, vec![(0.0, state)], None, false));
        self.advance(now, log);
        true
    }

    /// The state Jazzy's controller starts from when activated (`on_activate`: read from the
    /// state interfaces, then from the command interfaces where every joint's holds a value).
    /// The stand-in's position command always holds one, from start-up on: the measured
    /// position at rest before any command, the last command after.
    pub fn state_on_activation(&self) -> JointPositions {
        self.drives.command()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::controller::jtc_trajectory::{Message, Point};
    use crate::controller::test_support::controller;
    use crate::controller::{JtcRules, Pacing, Rejection, Source};
    use armrest_backend::DOF;

    fn one_point(t: f64, q: f64) -> Message {
        Message { stamp: 0, points: vec![Point { positions: vec![q; DOF], time_from_start: t, ..Default::default() }] }
    }

    /// Upstream: test_trajectory_actions.cpp, TEST(TestTrajectoryActionsTestParameterized, deactivate_controller_aborts_action).
    ///
    /// Upstream's goal (1, 2, 3 rad at 2.5 s, divided by 10), the controller deactivated after
    /// 0.5 s: the goal is aborted, and the command stays at the reference it had (the position
    /// command interface keeps its value); the arm comes to rest there, never back.
    #[test]
    fn deactivate_controller_aborts_action() {
        let log = LogBuffer::new(100);
        let mut c = controller();
        c.follow_jtc_rules(JtcRules::default());
        let msg = Message {
            stamp: 0,
            points: vec![Point {
                positions: (0..DOF).map(|j| [0.1, 0.2, 0.3][j.min(2)]).collect(),
                time_from_start: 2.5,
                ..Default::default()
            }],
        };
        let (_, mut goal) =
            c.accept_message(0.0, &msg, Source::Action, Pacing::FollowsOverride, &log).expect("accepted");
        let mut t = 0.0;
        while t < 0.5 {
            t += 0.01;
            c.advance(t, &log);
        }
        let (reference, _) = c.reference();
        let at = c.position();
        assert!(c.deactivate(t, &log));
        assert_eq!(goal.try_recv().map(|e| e.outcome), Ok(Outcome::Deactivated), "the goal is aborted");
        assert_eq!(c.active_goal(), None);
        assert!(log.tail(5).iter().any(|l| l.contains(DEACTIVATED)), "{:?}", log.tail(5));
        for _ in 0..50 {
            t += 0.01;
            c.advance(t, &log);
        }
        assert_eq!(c.reference().0, reference, "the command stays where it was");
        assert_eq!(c.position(), reference, "the arm comes to rest on it");
        assert!((0..DOF).all(|j| c.position()[j] >= at[j]), "never back");
    }

    /// Upstream: test_trajectory_controller.cpp, TEST(TrajectoryControllerTestParameterized, test_hw_states_has_offset_first_controller_start).
    ///
    /// At the first start the command interfaces hold nothing yet (NaN upstream), so the state
    /// is read from the state interfaces: the stand-in's controller starts from where the arm
    /// is, its positions, and at rest.
    #[test]
    fn test_hw_states_has_offset_first_controller_start() {
        let c = controller();
        assert_eq!(c.state_on_activation(), c.position());
        assert_eq!(c.velocity(), [0.0; DOF]);
    }

    /// Upstream: test_trajectory_controller.cpp, TEST(TrajectoryControllerTestParameterized, test_hw_states_has_offset_later_controller_start).
    ///
    /// A later start, with the commands holding values (upstream's 3.1, 4.1, 5.1; here the
    /// command a move left while the arm still trailed it): the state is read from the command
    /// interfaces, not from the arm, so the hold on activation is the last command, and the
    /// arm goes on to it, never back.
    #[test]
    fn test_hw_states_has_offset_later_controller_start() {
        let log = LogBuffer::new(100);
        let mut c = controller();
        c.follow_jtc_rules(JtcRules::default());
        c.accept_message(0.0, &one_point(2.0, 0.2), Source::Topic, Pacing::FollowsOverride, &log).expect("taken");
        let mut t = 0.0;
        while t < 1.0 {
            t += 0.01;
            c.advance(t, &log);
        }
        assert!(c.deactivate(t, &log));
        let (command, _) = c.reference();
        let at = c.position();
        assert!((0..DOF).any(|j| (command[j] - at[j]).abs() > 1e-3), "the arm trails its command: {at:?} {command:?}");
        assert!(c.activate(t, &log));
        assert_eq!(c.state_on_activation(), command, "read from the command interfaces");
        for _ in 0..50 {
            t += 0.01;
            c.advance(t, &log);
            assert!((0..DOF).all(|j| c.position()[j] >= at[j] - 1e-12), "never back: {:?}", c.position());
        }
        assert_eq!(c.position(), command, "held at the last command");
    }

    /// Inactive, the controller takes nothing; active again, it holds where the arm is and
    /// takes trajectories again.
    #[test]
    fn an_inactive_controller_takes_nothing_until_it_is_active_again() {
        let log = LogBuffer::new(100);
        let mut c = controller();
        c.follow_jtc_rules(JtcRules::default());
        assert!(c.deactivate(0.0, &log));
        assert!(!c.is_active() && !c.deactivate(0.1, &log));
        let e = c.accept_message(0.1, &one_point(1.0, 0.2), Source::Topic, Pacing::FollowsOverride, &log).unwrap_err();
        assert_eq!(e, Rejection::Invalid(NOT_RUNNING.to_owned()));
        assert!(!c.hold(0.1, &log), "no hold either");
        assert!(c.activate(0.2, &log));
        assert!(c.is_active());
        c.accept_message(0.3, &one_point(1.0, 0.2), Source::Topic, Pacing::FollowsOverride, &log).expect("taken");
    }
}
