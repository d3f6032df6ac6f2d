//! The jog's motion (D29), pure: what a jog command asks of each joint, held within the caps
//! and limits tick by tick, and checked ahead for contact. The service's jog session
//! (`src/jog/`) reads the commands, runs the ticks and talks to the backend; the configuration
//! reaches this module as values ([`JogSettings`]).
//!
//! - `limiter`: the commanded motion within each joint's caps and limits, tick by tick;
//! - `cartesian`: a TCP twist as joint velocities, and closeness to a singularity;
//! - `contact`: the path ahead checked against the world.

pub mod cartesian;
pub mod contact;
pub mod limiter;

use crate::{DOF, JointPositions, RobotModel};

/// The axes a Cartesian command's velocities are given along.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Frame {
    /// The planning frame's.
    Base,
    /// The TCP's own, as it turns.
    Tool,
}

/// A jog command, read and checked (the protocol's reading is the service's).
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Command {
    /// Fractions of each joint's velocity limit.
    Joint { velocity: JointPositions },
    /// The TCP's linear (m/s) and angular (rad/s) velocity along `frame`'s axes.
    Cartesian { frame: Frame, linear: [f64; 3], angular: [f64; 3] },
}

impl Command {
    /// Whether it asks for no motion at all.
    pub fn is_zero(&self) -> bool {
        match self {
            Command::Joint { velocity } => velocity.iter().all(|v| *v == 0.0),
            Command::Cartesian { linear, angular, .. } => linear.iter().chain(angular).all(|v| *v == 0.0),
        }
    }
}

/// What the configuration (`jog:` of the endpoints configuration) sets of a jog's motion, as
/// values; the service's `JogConfig` converts into it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct JogSettings {
    /// Each joint's share of its velocity limit a jog may reach, (0, 1].
    pub max_speed: f64,
    /// Each joint's share of its acceleration limit a jog speeds up and slows down at, (0, 1].
    pub acceleration_scale: f64,
    /// A joint comes to rest this far inside its position limit, rad.
    pub limit_margin_rad: f64,
    /// Below this smallest singular value of the TCP's Jacobian a Cartesian jog toward the
    /// singularity slows, in proportion, to a stop at `singularity_stop_below`.
    pub singularity_slow_below: f64,
    pub singularity_stop_below: f64,
    /// Seconds of motion, beyond the braking distance, the path ahead is checked for contact.
    pub contact_lookahead_s: f64,
}

/// The joint velocities a command asks for, before the caps.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Wanted {
    /// rad/s, J1..J7.
    pub velocity: JointPositions,
    /// Slowed for a singularity ahead: the smallest singular value of the Jacobian where the arm
    /// is.
    pub singularity: Option<f64>,
}

/// The joint velocities `command` asks for with the arm commanded at `q`, each scaled by
/// `scale` (the speed override), for a tick of `dt` seconds: a joint command's fractions of each
/// velocity limit; a Cartesian command's twist through the Jacobian, slowed toward a
/// singularity. No command asks for rest.
pub fn wanted(
    model: &RobotModel,
    command: Option<&Command>,
    q: &JointPositions,
    dt: f64,
    scale: f64,
    settings: &JogSettings,
) -> Wanted {
    match command {
        None => Wanted { velocity: [0.0; DOF], singularity: None },
        Some(Command::Joint { velocity }) => {
            let limits = model.limits().joints();
            Wanted {
                velocity: std::array::from_fn(|j| velocity[j] * limits[j].max_velocity * scale),
                singularity: None,
            }
        }
        Some(Command::Cartesian { frame, linear, angular }) => {
            let (linear, angular) = (linear.map(|v| v * scale), angular.map(|w| w * scale));
            let qd = cartesian::joint_velocities(model, q, *frame, &linear, &angular);
            let (slow, stop) = (settings.singularity_slow_below, settings.singularity_stop_below);
            let share = cartesian::singularity_scale(model, q, &qd, dt, slow, stop);
            Wanted {
                velocity: qd.map(|v| v * share),
                singularity: (share < 1.0).then(|| cartesian::manipulability(model, q)),
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::cartesian::tests::model;
    use super::*;

    const SETTINGS: JogSettings = JogSettings {
        max_speed: 0.25,
        acceleration_scale: 0.5,
        limit_margin_rad: 0.02,
        singularity_slow_below: 0.05,
        singularity_stop_below: 0.02,
        contact_lookahead_s: 0.05,
    };

    #[test]
    fn a_joint_command_asks_for_its_share_of_each_limit_at_the_override() {
        let m = model();
        let q = m.named_position("work").expect("work").joints;
        let mut fractions = [0.0; DOF];
        fractions[1] = 0.5;
        fractions[6] = -1.0;
        let w = wanted(&m, Some(&Command::Joint { velocity: fractions }), &q, 0.01, 0.5, &SETTINGS);
        let limits = m.limits().joints();
        let expected: JointPositions = std::array::from_fn(|j| fractions[j] * limits[j].max_velocity * 0.5);
        assert_eq!(w, Wanted { velocity: expected, singularity: None });
        assert_eq!(wanted(&m, None, &q, 0.01, 1.0, &SETTINGS), Wanted { velocity: [0.0; DOF], singularity: None });
    }

    #[test]
    fn a_cartesian_command_toward_a_singularity_is_slowed_and_says_so() {
        let m = model();
        let work = m.named_position("work").expect("work").joints;
        let command = Command::Cartesian { frame: Frame::Base, linear: [0.05, 0.0, 0.0], angular: [0.0; 3] };
        let free = wanted(&m, Some(&command), &work, 0.01, 1.0, &SETTINGS);
        assert_eq!(free.singularity, None);
        let direct = cartesian::joint_velocities(&m, &work, Frame::Base, &[0.05, 0.0, 0.0], &[0.0; 3]);
        assert_eq!(free.velocity, direct);
        // Near the stretched arm some linear motions stretch it further: each of those is slowed,
        // in proportion, and says how close the arm is.
        let mut near = [0.0; DOF];
        near[3] = -0.05;
        let mut slowed = 0;
        for axis in 0..6 {
            let mut linear = [0.0; 3];
            linear[axis % 3] = if axis < 3 { 0.05 } else { -0.05 };
            let asked = Command::Cartesian { frame: Frame::Base, linear, angular: [0.0; 3] };
            let w = wanted(&m, Some(&asked), &near, 0.01, 1.0, &SETTINGS);
            let unslowed = cartesian::joint_velocities(&m, &near, Frame::Base, &linear, &[0.0; 3]);
            if let Some(measure) = w.singularity {
                slowed += 1;
                assert!(measure < SETTINGS.singularity_slow_below, "{measure}");
                let norm = |v: &JointPositions| v.iter().map(|x| x * x).sum::<f64>().sqrt();
                assert!(norm(&w.velocity) < norm(&unslowed), "{w:?} vs {unslowed:?}");
            } else {
                assert_eq!(w.velocity, unslowed);
            }
        }
        assert!(slowed > 0, "no motion near the stretched arm was slowed");
    }
}
