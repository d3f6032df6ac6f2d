//! Forward and inverse kinematics of the serial chain to the TCP, as plain data read once from
//! `k`'s model of the URDF. FK runs on every pose request and every planning step; IK (in
//! [`ik`]: damped least squares that respects the joint limits, with restarts) stays close to
//! its seed, so consecutive solutions along a path are continuous (D34).

mod ik;
pub use ik::{IK_ITERATION_BUDGET, IK_SOLUTIONS_COMPARED};

use crate::validation::fmt_fixed;
use crate::{DOF, JointLimits, JointPositions};
use nalgebra::{Isometry3, SMatrix, Translation3, Unit, UnitQuaternion, Vector3, Vector6};

/// One joint of the chain: its fixed origin, then its motion.
#[derive(Clone, Debug)]
struct ChainLink {
    origin: Isometry3<f64>,
    motion: Motion,
}

#[derive(Clone, Debug)]
enum Motion {
    Fixed,
    /// Rotation about the axis by the joint's value (index into the joint vector).
    Rotation(Unit<Vector3<f64>>, usize),
    /// Translation along the axis by the joint's value.
    Translation(Unit<Vector3<f64>>, usize),
}

/// The chain from the URDF root to the TCP link, and the tool's TCP beyond it (D36).
#[derive(Clone, Debug)]
pub struct Chain {
    links: Vec<ChainLink>,
    /// The TCP in the TCP link's (the flange's) frame: identity for the bare flange, the tool's
    /// offset while a tool is active. [`Chain::fk`], [`Chain::fk_and_jacobian`] and the IK aim
    /// it; [`Chain::link_poses`] (collision checks) stays with the links.
    tip: Isometry3<f64>,
    /// Distance the arm can reach from its first moving joint, for "outside the workspace"
    /// (the tip's offset included).
    reach: f64,
    /// Where the first moving joint sits at zero angles (the shoulder).
    shoulder: Vector3<f64>,
}

/// Settings of the IK solver.
#[derive(Clone, Copy, Debug)]
pub struct IkOptions {
    /// Position error accepted, metres.
    pub position_tolerance: f64,
    /// Orientation error accepted, radians.
    pub angle_tolerance: f64,
    /// Iterations one descent may take (from the seed, or from one restart).
    pub max_iterations: usize,
    /// Iterations [`Chain::ik`] may spend over all its starts.
    pub budget: usize,
}

impl Default for IkOptions {
    fn default() -> Self {
        IkOptions { position_tolerance: 1e-6, angle_tolerance: 1e-6, max_iterations: 200, budget: IK_ITERATION_BUDGET }
    }
}

/// Why IK found no solution.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum IkFailure {
    #[error(
        "target outside the workspace: it is {} from the shoulder, the arm reaches {reach:.3} m",
        how_far(*.distance)
    )]
    OutOfReach { distance: f64, reach: f64 },
    #[error(
        "no joint solution within the joint limits reaches the target (closest: {position_mm:.1} mm and {angle_mrad:.1} mrad away{})",
        at_limit.as_ref().map(|j| format!(", {j} at its limit")).unwrap_or_default()
    )]
    NoSolution { position_mm: f64, angle_mrad: f64, at_limit: Option<String> },
}

/// A distance as the out-of-reach message says it: `1e300 m` rather than 300 digits, and words
/// for one too large for a number (a target near the largest `f64`, moved into another frame).
fn how_far(distance: f64) -> String {
    if distance.is_finite() { format!("{} m", fmt_fixed(distance, 3)) } else { "too far to measure".to_owned() }
}

impl Chain {
    /// The chain of `k`'s serial chain.
    pub fn from_k(chain: &k::SerialChain<f64>) -> Chain {
        let mut next = 0;
        let links: Vec<ChainLink> = chain
            .iter()
            .map(|node| {
                let joint = node.joint();
                let motion = match &joint.joint_type {
                    k::JointType::Fixed => Motion::Fixed,
                    k::JointType::Rotational { axis } => {
                        next += 1;
                        Motion::Rotation(*axis, next - 1)
                    }
                    k::JointType::Linear { axis } => {
                        next += 1;
                        Motion::Translation(*axis, next - 1)
                    }
                };
                ChainLink { origin: *joint.origin(), motion }
            })
            .collect();
        // Reach: the sum of link offsets after the first moving joint (a bound no pose beats).
        let first_moving = links.iter().position(|l| !matches!(l.motion, Motion::Fixed)).unwrap_or(0);
        let shoulder = links[..=first_moving.min(links.len().saturating_sub(1))]
            .iter()
            .fold(Isometry3::identity(), |t, l| t * l.origin)
            .translation
            .vector;
        let reach = links.iter().skip(first_moving + 1).map(|l| l.origin.translation.vector.norm()).sum();
        Chain { links, tip: Isometry3::identity(), reach, shoulder }
    }

    /// This chain with the TCP at `tip` in the TCP link's frame (a tool's offset, D36; identity:
    /// the bare flange).
    pub fn with_tip(&self, tip: Isometry3<f64>) -> Chain {
        let reach = self.reach - self.tip.translation.vector.norm() + tip.translation.vector.norm();
        Chain { links: self.links.clone(), tip, reach, shoulder: self.shoulder }
    }

    /// The TCP in the TCP link's frame (identity: the bare flange).
    pub fn tip(&self) -> &Isometry3<f64> {
        &self.tip
    }

    /// Pose of the TCP link (the flange) in the chain's root frame, without the tool.
    pub fn flange(&self, q: &JointPositions) -> Isometry3<f64> {
        self.links.iter().fold(Isometry3::identity(), |t, link| t * link.origin * motion(&link.motion, q))
    }

    /// Pose of the TCP (the tool's, when one is active) in the chain's root frame.
    pub fn fk(&self, q: &JointPositions) -> Isometry3<f64> {
        self.flange(q) * self.tip
    }

    /// How many nodes the chain has (the poses [`Chain::link_poses`] writes).
    pub fn node_count(&self) -> usize {
        self.links.len()
    }

    /// Pose of each node's link in the chain's root frame at `q`, root first and the TCP link last
    /// (the flange: the tool's offset is not a link),
    /// written over `out` (reused between calls: collision checks call this per state).
    pub fn link_poses(&self, q: &JointPositions, out: &mut Vec<Isometry3<f64>>) {
        out.clear();
        let mut t = Isometry3::identity();
        for link in &self.links {
            t = t * link.origin * motion(&link.motion, q);
            out.push(t);
        }
    }

    /// Each node's offset from its parent's frame (metres) and the joint it moves by, if any, root
    /// first: what a bound on how far a link can travel is made of.
    pub fn node_offsets(&self) -> impl Iterator<Item = (f64, Option<usize>)> + '_ {
        self.links.iter().map(|l| {
            let joint = match l.motion {
                Motion::Fixed => None,
                Motion::Rotation(_, i) | Motion::Translation(_, i) => Some(i),
            };
            (l.origin.translation.vector.norm(), joint)
        })
    }

    /// Whether joint `i` slides (prismatic) rather than turns.
    pub fn joint_slides(&self, i: usize) -> bool {
        self.links.iter().any(|l| matches!(l.motion, Motion::Translation(_, j) if j == i))
    }

    /// TCP pose (the tool's, when one is active) and the geometric Jacobian at it (linear
    /// velocity rows first, then angular).
    pub fn fk_and_jacobian(&self, q: &JointPositions) -> (Isometry3<f64>, SMatrix<f64, 6, DOF>) {
        let mut axes = [(Vector3::zeros(), Vector3::zeros(), false); DOF];
        let mut t = Isometry3::identity();
        for link in &self.links {
            t *= link.origin;
            match &link.motion {
                Motion::Fixed => {}
                Motion::Rotation(axis, i) => axes[*i] = (t.rotation * axis.into_inner(), t.translation.vector, true),
                Motion::Translation(axis, i) => {
                    axes[*i] = (t.rotation * axis.into_inner(), t.translation.vector, false)
                }
            }
            t *= motion(&link.motion, q);
        }
        t *= self.tip;
        let end = t.translation.vector;
        let mut j = SMatrix::<f64, 6, DOF>::zeros();
        for (i, (z, p, rotational)) in axes.iter().enumerate() {
            let (lin, ang) = if *rotational { (z.cross(&(end - p)), *z) } else { (*z, Vector3::zeros()) };
            j.fixed_slice_mut::<3, 1>(0, i).copy_from(&lin);
            j.fixed_slice_mut::<3, 1>(3, i).copy_from(&ang);
        }
        (t, j)
    }
}

fn motion(m: &Motion, q: &JointPositions) -> Isometry3<f64> {
    match m {
        Motion::Fixed => Isometry3::identity(),
        Motion::Rotation(axis, i) => {
            Isometry3::from_parts(Translation3::identity(), UnitQuaternion::from_axis_angle(axis, q[*i]))
        }
        Motion::Translation(axis, i) => {
            Isometry3::from_parts(Translation3::from(axis.into_inner() * q[*i]), UnitQuaternion::identity())
        }
    }
}

/// Position error and orientation error (rotation vector), both in the root frame.
pub fn pose_error(target: &Isometry3<f64>, current: &Isometry3<f64>) -> Vector6<f64> {
    let dp = target.translation.vector - current.translation.vector;
    let dr = (target.rotation * current.rotation.inverse()).scaled_axis();
    Vector6::new(dp.x, dp.y, dp.z, dr.x, dr.y, dr.z)
}

pub(crate) fn clamp(q: &JointPositions, limits: &JointLimits) -> JointPositions {
    std::array::from_fn(|i| q[i].clamp(limits.lower()[i], limits.upper()[i]))
}

/// Largest single-joint difference.
pub fn joint_distance(a: &JointPositions, b: &JointPositions) -> f64 {
    a.iter().zip(b).map(|(x, y)| (x - y).abs()).fold(0.0, f64::max)
}

#[cfg(test)]
mod tip_tests {
    use super::*;
    use crate::RobotModel;

    fn chain() -> Chain {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
        RobotModel::shipped(&root).expect("the shipped model loads").chain().as_ref().clone()
    }

    /// The Jacobian with a tool's offset is the derivative of the tool's TCP pose: compared with
    /// central finite differences of `fk` at several configurations.
    #[test]
    fn the_jacobian_with_a_tip_matches_finite_differences() {
        let tip = Isometry3::from_parts(
            Translation3::new(0.03, -0.02, 0.2),
            UnitQuaternion::from_euler_angles(0.3, -0.2, 0.5),
        );
        let chain = chain().with_tip(tip);
        let h = 1e-6;
        for q in [
            [0.0, 0.5, 0.0, -1.4, 0.0, 1.2, 0.0],
            [0.4, 0.3, -0.2, -1.1, 0.3, 0.8, -0.5],
            [-1.0, 1.0, 0.7, -0.6, -1.2, 0.4, 2.0],
        ] {
            let (pose, j) = chain.fk_and_jacobian(&q);
            assert!((pose.translation.vector - chain.fk(&q).translation.vector).norm() < 1e-12);
            for i in 0..DOF {
                let (mut plus, mut minus) = (q, q);
                plus[i] += h;
                minus[i] -= h;
                let (a, b) = (chain.fk(&plus), chain.fk(&minus));
                let lin = (a.translation.vector - b.translation.vector) / (2.0 * h);
                let ang = (a.rotation * b.rotation.inverse()).scaled_axis() / (2.0 * h);
                let column = j.column(i);
                for r in 0..3 {
                    assert!(
                        (column[r] - lin[r]).abs() < 1e-6,
                        "q {q:?} joint {i} row {r}: {} vs {}",
                        column[r],
                        lin[r]
                    );
                    assert!((column[r + 3] - ang[r]).abs() < 1e-6, "q {q:?} joint {i} row {}", r + 3);
                }
            }
        }
    }

    /// The tip moves the TCP, not the links: the last link pose is still the flange's.
    #[test]
    fn a_tip_moves_the_tcp_and_leaves_the_links() {
        let bare = chain();
        let tip = Isometry3::translation(0.0, 0.0, 0.2);
        let tool = bare.with_tip(tip);
        let q = [0.4, 0.3, -0.2, -1.1, 0.3, 0.8, -0.5];
        let flange = bare.fk(&q);
        let tcp = tool.fk(&q);
        assert!((tcp.translation.vector - (flange * tip).translation.vector).norm() < 1e-12);
        assert!(((tcp.translation.vector - flange.translation.vector).norm() - 0.2).abs() < 1e-12);
        let (mut a, mut b) = (Vec::new(), Vec::new());
        bare.link_poses(&q, &mut a);
        tool.link_poses(&q, &mut b);
        assert_eq!(a, b);
        assert!((tool.flange(&q).translation.vector - flange.translation.vector).norm() < 1e-15);
        // IK aims the tip: the solution puts the tool's TCP on the target.
        let limits = RobotModel::shipped(&std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../.."))
            .expect("model")
            .limits()
            .clone();
        let target = tool.fk(&[0.1, 0.4, 0.0, -1.2, 0.1, 1.0, 0.2]);
        let solved = tool.ik_from(&target, &q, &limits, &IkOptions::default()).expect("reachable");
        assert!((tool.fk(&solved).translation.vector - target.translation.vector).norm() < 1e-5);
    }
}
