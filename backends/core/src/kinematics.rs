//! Forward and inverse kinematics of the serial chain to the TCP, as plain data read once from
//! `k`'s model of the URDF. FK runs on every pose request and every planning step; IK is a
//! damped least-squares solver that honours the loaded joint limits and stays close to its
//! seed, so consecutive solutions along a path are continuous.

use crate::validation::fmt_fixed;
use crate::{DOF, JointLimits, JointPositions};
use nalgebra::{Isometry3, Matrix6, SMatrix, Translation3, Unit, UnitQuaternion, Vector3, Vector6};

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
    pub max_iterations: usize,
}

impl Default for IkOptions {
    fn default() -> Self {
        IkOptions { position_tolerance: 1e-6, angle_tolerance: 1e-6, max_iterations: 200 }
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

    /// Joint angles within `limits` that put the TCP at `target`, starting from `seed`;
    /// `None` if the solver does not converge from this seed.
    pub fn ik_from(
        &self,
        target: &Isometry3<f64>,
        seed: &JointPositions,
        limits: &JointLimits,
        options: &IkOptions,
    ) -> Result<JointPositions, (f64, f64, JointPositions)> {
        let mut q = clamp(seed, limits);
        let mut best = (f64::INFINITY, f64::INFINITY, q);
        for _ in 0..options.max_iterations {
            let (pose, jac) = self.fk_and_jacobian(&q);
            let e = pose_error(target, &pose);
            let (ep, er) = (e.fixed_rows::<3>(0).norm(), e.fixed_rows::<3>(3).norm());
            if ep + er < best.0 + best.1 {
                best = (ep, er, q);
            }
            if ep <= options.position_tolerance && er <= options.angle_tolerance {
                return Ok(q);
            }
            // Damped least squares: dq = Jᵀ (J Jᵀ + λ² I)⁻¹ e. The damping follows the error, so
            // steps stay short far from the target and, near it, a direction the arm barely moves
            // in (a stretched arm, a singularity) is not damped out: with a fixed floor of 1e-6
            // the last micrometre there took more than the iterations allowed.
            let jjt: Matrix6<f64> = jac * jac.transpose();
            let lambda2 = 1e-12 + 1e-3 * (ep + er).min(1.0);
            let Some(y) = (jjt + Matrix6::identity() * lambda2).cholesky().map(|c| c.solve(&e)) else {
                break;
            };
            let mut dq = jac.transpose() * y;
            let largest = dq.amax();
            if largest > 0.4 {
                dq *= 0.4 / largest;
            }
            let mut next = q;
            for (x, d) in next.iter_mut().zip(dq.iter()) {
                *x += d;
            }
            q = clamp(&next, limits);
        }
        Err(best)
    }

    /// IK from `seed`, then from each of `alternatives`; the solution nearest to `seed` wins.
    pub fn ik(
        &self,
        target: &Isometry3<f64>,
        seed: &JointPositions,
        alternatives: &[JointPositions],
        limits: &JointLimits,
        joint_names: &[String],
        options: &IkOptions,
    ) -> Result<JointPositions, IkFailure> {
        let d = target.translation.vector - self.shoulder;
        // `hypot` does not overflow where the sum of squares would (a target 1e200 m away is
        // 1e200 m away, not infinitely far); a target no number can place is out of reach too.
        let distance = d.x.hypot(d.y).hypot(d.z);
        if distance.is_nan() || distance > self.reach {
            return Err(IkFailure::OutOfReach { distance, reach: self.reach });
        }
        let mut closest: Option<(f64, f64, JointPositions)> = None;
        let mut found: Option<JointPositions> = None;
        for start in std::iter::once(seed).chain(alternatives) {
            match self.ik_from(target, start, limits, options) {
                Ok(q) => {
                    let better = found.is_none_or(|f| joint_distance(&q, seed) < joint_distance(&f, seed));
                    if better {
                        found = Some(q);
                    }
                    // The seed's own solution is the continuous one; take it at once.
                    if std::ptr::eq(start, seed) {
                        break;
                    }
                }
                Err(b) => {
                    if closest.is_none_or(|c| b.0 + b.1 < c.0 + c.1) {
                        closest = Some(b);
                    }
                }
            }
        }
        if let Some(q) = found {
            return Ok(q);
        }
        let (ep, er, q) = closest.unwrap_or((f64::INFINITY, f64::INFINITY, *seed));
        let at_limit = (0..DOF)
            .find(|&i| (q[i] - limits.lower()[i]).abs() < 1e-9 || (q[i] - limits.upper()[i]).abs() < 1e-9)
            .and_then(|i| joint_names.get(i).cloned());
        Err(IkFailure::NoSolution { position_mm: ep * 1e3, angle_mrad: er * 1e3, at_limit })
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

fn clamp(q: &JointPositions, limits: &JointLimits) -> JointPositions {
    std::array::from_fn(|i| q[i].clamp(limits.lower()[i], limits.upper()[i]))
}

/// Largest single-joint difference.
pub fn joint_distance(a: &JointPositions, b: &JointPositions) -> f64 {
    a.iter().zip(b).map(|(x, y)| (x - y).abs()).fold(0.0, f64::max)
}
