//! The inverse-kinematics solver (D34), after TRAC-IK's: a Newton (damped least-squares) descent
//! on the pose error from the seed, and when that does not reach the target, more descents from
//! the named positions and from deterministic random starts, within a budget of iterations.
//!
//! Why each part:
//! - A step never just clamps a joint at its limit and hopes: a joint at its limit that the step
//!   would push further is taken out of the step (an active set), so the other six joints, the
//!   arm's redundancy, make up for it instead of the solve stalling against the limit.
//! - Each step is accepted only if it lowers the error (backtracking), so a descent ends in a
//!   solution or a local minimum, never in oscillation; a descent that stops making progress
//!   gives its remaining iterations to the next start.
//! - Starts are random but seeded from the target and the seed, so the same request gets the same
//!   answer on a quiet or a busy machine (a wall-clock cap, as TRAC-IK's, would not).
//! - A 7-joint arm reaches most poses along a one-parameter family of configurations (the
//!   elbow's circle). The seed's own solution is the continuous one and is taken without trying
//!   other starts; otherwise the nearest of a few wins. Either is first slid along that family
//!   toward the seed (a null-space motion), so the elbow does not end up far from where it was.

use super::{Chain, IkFailure, IkOptions, clamp, joint_distance, pose_error};
use crate::{DOF, JointLimits, JointPositions};
use nalgebra::{Isometry3, Matrix6, SMatrix, SVector, Vector6};

/// Iterations one [`Chain::ik`] may spend over all its starts: an estimated 4 ms of a release
/// build (an iteration is one or two FKs of 283 ns with the Jacobian, and a 6×6 solve), in place
/// of TRAC-IK's 5 ms cap, counted rather than timed.
pub const IK_ITERATION_BUDGET: usize = 4000;

/// Solutions compared (when the seed's own descent does not reach the target) before the one
/// nearest the seed is taken.
pub const IK_SOLUTIONS_COMPARED: usize = 3;

/// Iterations spent, once a solution is found, looking for one nearer the seed.
const COMPARE_ITERATIONS: usize = 1000;

/// Iterations without a tenth less error after which a descent from a restart is abandoned (the
/// seed's own descent gets twice as many: its solution is the one most wanted).
const STALL_ITERATIONS: usize = 12;

/// Largest joint step of one iteration, radians: a linearisation is not trusted further.
const MAX_STEP: f64 = 0.4;

/// Iterations of sliding a solution toward the seed along the arm's self-motion.
const SLIDE_ITERATIONS: usize = 40;

/// How close to its limit a joint counts as at it (radians or metres).
const AT_LIMIT: f64 = 1e-9;

type Jacobian = SMatrix<f64, 6, DOF>;

/// How one descent ended.
struct Descent {
    /// Whether `q` reaches the target within the tolerances.
    reached: bool,
    /// The configuration reached (or the one nearest the target on the way).
    q: JointPositions,
    position_error: f64,
    angle_error: f64,
    iterations: usize,
}

impl Chain {
    /// Joint angles within `limits` that put the TCP at `target`, by one descent from `seed`;
    /// `Err` with the position error, angle error and configuration the descent got nearest.
    pub fn ik_from(
        &self,
        target: &Isometry3<f64>,
        seed: &JointPositions,
        limits: &JointLimits,
        options: &IkOptions,
    ) -> Result<JointPositions, (f64, f64, JointPositions)> {
        // No stall cut-off: a caller with one seed (a `lin` step) has nothing better to try.
        let d = self.descend(target, seed, limits, options, options.max_iterations, None);
        if d.reached { Ok(d.q) } else { Err((d.position_error, d.angle_error, d.q)) }
    }

    /// Joint angles within `limits` that put the TCP at `target`: the seed's own solution if its
    /// descent reaches the target, else the nearest to `seed` of the solutions found from
    /// `alternatives` and random starts within `options.budget` iterations, either slid along
    /// the arm's self-motion toward `seed`. `Err` says why: out of reach, or how near it came.
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
        let mut budget = options.budget;
        let first =
            self.descend(target, seed, limits, options, options.max_iterations.min(budget), Some(2 * STALL_ITERATIONS));
        budget = budget.saturating_sub(first.iterations);
        // The seed's own solution is the continuous one: take it without trying other starts
        // (sliding it toward the seed keeps it so).
        if first.reached {
            return Ok(self.slide_toward(target, first.q, seed, limits, options, budget).0);
        }
        let mut closest = first;
        let mut found: Vec<JointPositions> = Vec::with_capacity(IK_SOLUTIONS_COMPARED);
        let mut rng = Rng::seeded(target, seed);
        let mut starts = alternatives.iter().copied();
        let mut restart = 0usize;
        while budget > 0 && found.len() < IK_SOLUTIONS_COMPARED {
            let start = starts.next().unwrap_or_else(|| {
                restart += 1;
                rng.start(seed, limits, restart)
            });
            let per_start = options.max_iterations.min(budget);
            let d = self.descend(target, &start, limits, options, per_start, Some(STALL_ITERATIONS));
            // At least one per start, so that the loop ends whatever the options say.
            budget = budget.saturating_sub(d.iterations.max(1));
            if d.reached {
                let (q, used) = self.slide_toward(target, d.q, seed, limits, options, budget);
                budget = budget.saturating_sub(used);
                found.push(q);
                // Once there is an answer, comparing it with others is worth only so much time.
                budget = budget.min(COMPARE_ITERATIONS);
            } else if d.position_error + d.angle_error < closest.position_error + closest.angle_error {
                closest = d;
            }
        }
        if let Some(q) = found.into_iter().min_by(|a, b| joint_distance(a, seed).total_cmp(&joint_distance(b, seed))) {
            return Ok(q);
        }
        let q = closest.q;
        let at_limit = (0..DOF)
            .find(|&i| (q[i] - limits.lower()[i]).abs() < AT_LIMIT || (q[i] - limits.upper()[i]).abs() < AT_LIMIT)
            .and_then(|i| joint_names.get(i).cloned());
        Err(IkFailure::NoSolution {
            position_mm: closest.position_error * 1e3,
            angle_mrad: closest.angle_error * 1e3,
            at_limit,
        })
    }

    /// One damped least-squares descent from `start` of at most `iterations` iterations; with
    /// `stall`, it gives up after that many iterations without a tenth less error.
    fn descend(
        &self,
        target: &Isometry3<f64>,
        start: &JointPositions,
        limits: &JointLimits,
        options: &IkOptions,
        iterations: usize,
        stall: Option<usize>,
    ) -> Descent {
        let mut q = clamp(start, limits);
        let (pose, mut jac) = self.fk_and_jacobian(&q);
        let mut e = pose_error(target, &pose);
        let mut merit = e.norm_squared();
        let mut since_progress = 0;
        let mut reference = merit;
        let mut used = 0;
        loop {
            let (ep, er) = (e.fixed_rows::<3>(0).norm(), e.fixed_rows::<3>(3).norm());
            let reached = ep <= options.position_tolerance && er <= options.angle_tolerance;
            if reached || used >= iterations || stall.is_some_and(|s| since_progress >= s) {
                return Descent { reached, q, position_error: ep, angle_error: er, iterations: used };
            }
            used += 1;
            let Some(dq) = limited_step(&jac, &e, &q, limits, ep + er, None) else {
                return Descent { reached, q, position_error: ep, angle_error: er, iterations: used };
            };
            // Backtracking: halve the step until the error falls. A step the linearisation
            // overshoots (far from the target, or clamped at a limit) is shortened rather than
            // taken; none that lowers the error means a local minimum.
            let mut accepted = None;
            let mut alpha = 1.0;
            for _ in 0..5 {
                let trial = clamp(&add(&q, &dq, alpha), limits);
                let (trial_pose, trial_jac) = self.fk_and_jacobian(&trial);
                let trial_e = pose_error(target, &trial_pose);
                if trial_e.norm_squared() < merit {
                    accepted = Some((trial, trial_jac, trial_e));
                    break;
                }
                alpha *= 0.5;
            }
            let Some((next, next_jac, next_e)) = accepted else {
                return Descent { reached, q, position_error: ep, angle_error: er, iterations: used };
            };
            (q, jac, e) = (next, next_jac, next_e);
            merit = e.norm_squared();
            // The merit is the squared error: 0.81 of it is a tenth less error.
            if merit < 0.81 * reference {
                reference = merit;
                since_progress = 0;
            } else {
                since_progress += 1;
            }
        }
    }

    /// Slides the solution `q` along the arm's self-motion toward `seed` (the null space of the
    /// Jacobian, keeping the pose), then descends back onto the target; the slid solution if it
    /// is nearer the seed and still reaches the target, else `q`. Also the iterations it took.
    fn slide_toward(
        &self,
        target: &Isometry3<f64>,
        q: JointPositions,
        seed: &JointPositions,
        limits: &JointLimits,
        options: &IkOptions,
        budget: usize,
    ) -> (JointPositions, usize) {
        let iterations = SLIDE_ITERATIONS.min(budget / 2);
        let mut p = q;
        for _ in 0..iterations {
            let (pose, jac) = self.fk_and_jacobian(&p);
            let e = pose_error(target, &pose);
            let toward: SVector<f64, DOF> = SVector::from_fn(|i, _| seed[i] - p[i]);
            let Some(dq) = limited_step(&jac, &e, &p, limits, 0.0, Some(&toward)) else { break };
            if dq.amax() < 1e-4 {
                break;
            }
            p = clamp(&add(&p, &dq, 1.0), limits);
        }
        let d = self.descend(target, &p, limits, options, iterations.max(1), Some(STALL_ITERATIONS));
        let used = iterations + d.iterations;
        if d.reached && joint_distance(&d.q, seed) < joint_distance(&q, seed) { (d.q, used) } else { (q, used) }
    }
}

/// A damped least-squares step toward removing the pose error `e`,
/// `dq = Jᵀ (J Jᵀ + λ² I)⁻¹ e`, with the joints at a limit the step would push beyond taken out
/// (their columns of `J` zeroed, so the others make up for them), plus, with `secondary`, that
/// joint motion projected onto what does not move the TCP (`(I − J⁺J)·secondary`). At most
/// [`MAX_STEP`] on any joint; `None` if the system cannot be solved (not finite).
fn limited_step(
    jac: &Jacobian,
    e: &Vector6<f64>,
    q: &JointPositions,
    limits: &JointLimits,
    error: f64,
    secondary: Option<&SVector<f64, DOF>>,
) -> Option<SVector<f64, DOF>> {
    // The damping follows the error, so steps stay short far from the target and, near it, a
    // direction the arm barely moves in (a stretched arm, a singularity) is not damped out: with
    // a fixed floor of 1e-6 the last micrometre there took more than the iterations allowed.
    let lambda2 = 1e-12 + 1e-3 * error.min(1.0);
    let mut free = *jac;
    let mut frozen = [false; DOF];
    let mut dq;
    loop {
        let system = (free * free.transpose() + Matrix6::identity() * lambda2).cholesky()?;
        dq = free.transpose() * system.solve(e);
        if let Some(s) = secondary {
            // J⁺ = Jᵀ (J Jᵀ + λ² I)⁻¹; the null-space part s − J⁺ J s moves the joints without
            // moving the TCP (to first order).
            let s: SVector<f64, DOF> = SVector::from_fn(|i, _| if frozen[i] { 0.0 } else { s[i] });
            dq += s - free.transpose() * system.solve(&(free * s));
        }
        let mut changed = false;
        for i in 0..DOF {
            let pushes_out = (q[i] - limits.lower()[i] < AT_LIMIT && dq[i] < 0.0)
                || (limits.upper()[i] - q[i] < AT_LIMIT && dq[i] > 0.0);
            if !frozen[i] && pushes_out {
                frozen[i] = true;
                free.column_mut(i).fill(0.0);
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    for (i, d) in dq.iter_mut().enumerate() {
        if frozen[i] {
            *d = 0.0;
        }
    }
    if !dq.iter().all(|d| d.is_finite()) {
        return None;
    }
    let largest = dq.amax();
    if largest > MAX_STEP {
        dq *= MAX_STEP / largest;
    }
    Some(dq)
}

fn add(q: &JointPositions, dq: &SVector<f64, DOF>, alpha: f64) -> JointPositions {
    std::array::from_fn(|i| q[i] + alpha * dq[i])
}

/// SplitMix64: random starts that are the same for the same request.
struct Rng(u64);

impl Rng {
    /// Seeded from the target's and the seed's bits.
    fn seeded(target: &Isometry3<f64>, seed: &JointPositions) -> Rng {
        let t = target.translation.vector;
        let r = target.rotation.coords;
        let bits = [t.x, t.y, t.z, r.x, r.y, r.z, r.w].into_iter().chain(seed.iter().copied());
        Rng(bits.fold(0x9e37_79b9_7f4a_7c15, |h, x| (h ^ x.to_bits()).wrapping_mul(0x1000_0000_01b3).rotate_left(29)))
    }

    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// Uniform in [0, 1).
    fn unit(&mut self) -> f64 {
        (self.next() >> 11) as f64 / (1u64 << 53) as f64
    }

    /// The `n`th restart: alternately near the seed (a neighbourhood growing with `n`, where the
    /// solutions nearest it are) and anywhere within the limits (where the other branches are).
    fn start(&mut self, seed: &JointPositions, limits: &JointLimits, n: usize) -> JointPositions {
        let (lo, hi) = (limits.lower(), limits.upper());
        if n % 2 == 1 {
            let radius = 0.5 * (1 + n / 2) as f64;
            std::array::from_fn(|i| (seed[i] + radius * (2.0 * self.unit() - 1.0)).clamp(lo[i], hi[i]))
        } else {
            std::array::from_fn(|i| lo[i] + (hi[i] - lo[i]) * self.unit())
        }
    }
}
