//! A Cartesian jog's joint velocities: the TCP's twist, along the planning frame's axes or the
//! TCP's own, through the Jacobian's damped least-squares inverse; and how close the arm is to
//! a singularity.
//!
//! Closeness to a singularity is measured by the smallest singular value of the TCP's 6x7
//! geometric Jacobian (linear rows in metres, angular rows in radians): the slowest the TCP
//! can move, per rad/s of joint speed, in its least mobile direction. It is 0 at a singularity
//! and falls smoothly on the way there. A jog that lowers it below
//! `slow` (`jog.singularity_slow_below`) slows in proportion and stops at `stop`
//! (`jog.singularity_stop_below`);
//! a jog that raises it (away from the singularity) is never slowed, so the arm can always be
//! jogged out.

use super::Frame;
use crate::{DOF, JointPositions, RobotModel};
use nalgebra::{Matrix6, SMatrix, Vector3, Vector6};

/// Damping of the least-squares inverse, squared: keeps joint speeds finite at a singularity
/// (where the slowing above has already stopped the jog).
const DAMPING_SQUARED: f64 = 1e-4;

/// The smallest singular value of the Jacobian `j`.
pub fn smallest_singular_value(j: &SMatrix<f64, 6, DOF>) -> f64 {
    let jjt: Matrix6<f64> = j * j.transpose();
    let eigen = jjt.symmetric_eigenvalues();
    eigen.iter().copied().fold(f64::INFINITY, f64::min).max(0.0).sqrt()
}

/// The smallest singular value of the TCP's Jacobian at `q`.
pub fn manipulability(model: &RobotModel, q: &JointPositions) -> f64 {
    smallest_singular_value(&model.chain().fk_and_jacobian(q).1)
}

/// Joint velocities (rad/s) that move the TCP at `linear` (m/s) and `angular` (rad/s) along
/// `frame`'s axes, from `q`.
pub fn joint_velocities(
    model: &RobotModel,
    q: &JointPositions,
    frame: Frame,
    linear: &[f64; 3],
    angular: &[f64; 3],
) -> JointPositions {
    let (tcp, j) = model.chain().fk_and_jacobian(q);
    // The Jacobian is in the URDF's root frame: turn the twist into it.
    let rotation = match frame {
        Frame::Base => model.planning_frame_pose(q).rotation,
        Frame::Tool => tcp.rotation,
    };
    let v = rotation * Vector3::from(*linear);
    let w = rotation * Vector3::from(*angular);
    let twist = Vector6::new(v.x, v.y, v.z, w.x, w.y, w.z);
    let jjt: Matrix6<f64> = j * j.transpose() + Matrix6::identity() * DAMPING_SQUARED;
    let Some(solved) = jjt.cholesky().map(|c| c.solve(&twist)) else { return [0.0; DOF] };
    let qd = j.transpose() * solved;
    std::array::from_fn(|i| if qd[i].is_finite() { qd[i] } else { 0.0 })
}

/// The share, 0 to 1, of `qd` a jog may keep at `q` for the singularity ahead: 1 unless moving
/// `qd` for `dt` lowers the smallest singular value and it is below `slow`; then falling
/// linearly to 0 at `stop`.
pub fn singularity_scale(
    model: &RobotModel,
    q: &JointPositions,
    qd: &JointPositions,
    dt: f64,
    slow: f64,
    stop: f64,
) -> f64 {
    let here = manipulability(model, q);
    if here >= slow {
        return 1.0;
    }
    let ahead: JointPositions = std::array::from_fn(|i| q[i] + qd[i] * dt);
    if manipulability(model, &ahead) >= here {
        return 1.0;
    }
    ((here - stop) / (slow - stop)).clamp(0.0, 1.0)
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use std::path::PathBuf;

    /// The shipped robot, for the jog's tests.
    pub(crate) fn model() -> RobotModel {
        RobotModel::shipped(&PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..")).expect("the shipped model loads")
    }

    #[test]
    fn a_base_twist_moves_the_tcp_as_asked() {
        let m = model();
        let q = m.named_position("work").expect("work").joints;
        for (linear, angular) in [([0.05, 0.0, 0.0], [0.0; 3]), ([0.0, -0.03, 0.02], [0.0, 0.0, 0.1])] {
            let qd = joint_velocities(&m, &q, Frame::Base, &linear, &angular);
            let dt = 1e-4;
            let q1: JointPositions = std::array::from_fn(|i| q[i] + qd[i] * dt);
            let (p0, p1) = (m.tcp_pose(&q), m.tcp_pose(&q1));
            let moved = (p1.translation.vector - p0.translation.vector) / dt;
            assert!((moved - Vector3::from(linear)).norm() < 1e-3, "{moved} for {linear:?}");
        }
    }

    #[test]
    fn a_tool_z_twist_moves_along_the_tool_axis() {
        let m = model();
        let q = m.named_position("work").expect("work").joints;
        let qd = joint_velocities(&m, &q, Frame::Tool, &[0.0, 0.0, 0.05], &[0.0; 3]);
        let dt = 1e-4;
        let q1: JointPositions = std::array::from_fn(|i| q[i] + qd[i] * dt);
        let (p0, p1) = (m.tcp_pose(&q), m.tcp_pose(&q1));
        let moved = (p1.translation.vector - p0.translation.vector) / dt;
        let z = p0.rotation * Vector3::z();
        assert!((moved - z * 0.05).norm() < 1e-3, "{moved} vs tool z {z}");
    }

    /// With a tool (D36), a jog turning about the TCP turns about the tool's tip: the tip stays
    /// where it is while the flange swings around it.
    #[test]
    fn with_a_tool_a_rotation_turns_about_its_tip() {
        let m = model();
        let tool = crate::tool::ToolDefinition {
            name: "probe".into(),
            tcp: crate::tool::ToolTcp { z: 0.2, ..Default::default() },
            mass_kg: 0.0,
            cog: [0.0; 3],
            geometry: None,
        };
        m.set_tool(Some(tool));
        let q = m.named_position("work").expect("work").joints;
        let qd = joint_velocities(&m, &q, Frame::Tool, &[0.0; 3], &[0.2, 0.0, 0.0]);
        let dt = 1e-4;
        let q1: JointPositions = std::array::from_fn(|i| q[i] + qd[i] * dt);
        let (tip0, tip1) = (m.tcp_pose(&q), m.tcp_pose(&q1));
        let tip_speed = (tip1.translation.vector - tip0.translation.vector).norm() / dt;
        let flange_speed = (m.flange_fk(&q1).translation.vector - m.flange_fk(&q).translation.vector).norm() / dt;
        assert!(tip_speed < 1e-3, "the tip moved at {tip_speed} m/s");
        assert!((flange_speed - 0.2 * 0.2).abs() < 2e-3, "the flange swings at {flange_speed} m/s");
    }

    #[test]
    fn the_measure_is_zero_at_a_singularity_and_slows_only_toward_it() {
        let m = model();
        let straight = [0.0; DOF];
        assert!(manipulability(&m, &straight) < 1e-9, "{}", manipulability(&m, &straight));
        let work = m.named_position("work").expect("work").joints;
        assert!(manipulability(&m, &work) > 0.05, "{}", manipulability(&m, &work));
        // Near the stretched arm: bending further out is slowed, bending back is not.
        let mut near = [0.0; DOF];
        near[3] = -0.05;
        let toward: JointPositions = std::array::from_fn(|i| if i == 3 { 0.5 } else { 0.0 });
        let away: JointPositions = std::array::from_fn(|i| if i == 3 { -0.5 } else { 0.0 });
        assert!(singularity_scale(&m, &near, &toward, 0.01, 0.05, 0.02) < 1.0);
        assert_eq!(singularity_scale(&m, &near, &away, 0.01, 0.05, 0.02), 1.0);
    }
}
