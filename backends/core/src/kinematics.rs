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

/// The chain from the URDF root to the TCP link.
#[derive(Clone, Debug)]
pub struct Chain {
    links: Vec<ChainLink>,
    /// Distance the arm can reach from its first moving joint, for "outside the workspace".
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
        Chain { links, reach, shoulder }
    }

    /// Pose of the TCP in the chain's root frame.
    pub fn fk(&self, q: &JointPositions) -> Isometry3<f64> {
        self.links.iter().fold(Isometry3::identity(), |t, link| t * link.origin * motion(&link.motion, q))
    }

    /// How many nodes the chain has (the poses [`Chain::link_poses`] writes).
    pub fn node_count(&self) -> usize {
        self.links.len()
    }

    /// Pose of each node's link in the chain's root frame at `q`, root first and the TCP last,
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

    /// TCP pose and the geometric Jacobian (linear velocity rows first, then angular).
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
