//! What following a trajectory asks of each joint's drive: the one check (D24) behind the 422 of
//! `/trajectory/send`, the simulated controller's refusals, the plan previews, the MCP
//! confirmations and the simulator's planner.
//!
//! Points carry positions only, so the demand is judged as a joint trajectory controller's
//! linear interpolation meets it. A segment's velocity is its change of position over its time.
//! The acceleration at a point is the change between the velocities of the segments on either
//! side of it over the time between their midpoints; the arm starts from its current velocity
//! when the first segment starts from where the arm is, else from rest, and ends at rest. For a
//! profile of constant acceleration sampled at any rate this gives that acceleration exactly,
//! so a planned move sampled at 100 Hz is judged as it was planned.

use crate::planning::JointRates;
use crate::validation::fmt_num;
use crate::{DOF, JointLimits, JointPositions, TrajectoryPoint};

/// How much a demand may exceed its limit and still count as within it: floating-point rounding
/// of a profile planned exactly at the limit.
pub const TOLERANCE: f64 = 1e-6;

/// Where the arm is when a trajectory reaches the controller.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Start {
    pub position: JointPositions,
    pub velocity: JointPositions,
    /// How far a first point at `time_from_start: 0` may lie from `position` (per joint, beyond
    /// the joint's braking distance at its current velocity) and still be a hold point rather
    /// than a jump, rad.
    pub hold_tolerance: f64,
}

impl Start {
    pub fn at_rest(position: JointPositions, hold_tolerance: f64) -> Start {
        Start { position, velocity: [0.0; DOF], hold_tolerance }
    }
}

/// What was asked of a drive beyond what it can do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Quantity {
    /// rad/s over a segment.
    Velocity,
    /// rad/s² at a point.
    Acceleration,
    /// A first point at `time_from_start: 0` away from where the arm is: rad, done in no time.
    Jump,
}

/// One demand beyond a joint's limit.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Excess {
    /// The point at which (acceleration, jump) or at the end of whose segment (velocity) it is.
    pub point: usize,
    /// Whether the segment (or the change) is the one from where the arm is to the first point.
    pub from_arm: bool,
    pub joint: usize,
    pub quantity: Quantity,
    /// What the trajectory asks (a velocity or acceleration magnitude, or a jump's distance).
    pub asked: f64,
    /// What the joint allows (for a jump: the hold tolerance).
    pub allowed: f64,
}

impl Excess {
    /// The excess in words, naming the joint by its name in `limits`.
    pub fn describe(&self, limits: &JointLimits) -> String {
        let joint = limits.joints().get(self.joint).map_or("a joint", |j| j.name.as_str());
        let (i, asked, allowed) = (self.point, approx(self.asked), fmt_num(self.allowed));
        match self.quantity {
            Quantity::Velocity => {
                let from = if self.from_arm { "where the arm is".to_owned() } else { format!("point {}", i - 1) };
                format!(
                    "point {i}: {joint} would move at {asked} rad/s from {from} to point {i}, more than its velocity \
                     limit of {allowed} rad/s"
                )
            }
            Quantity::Acceleration => {
                let at =
                    if self.from_arm { "starting from where the arm is".to_owned() } else { format!("at point {i}") };
                format!(
                    "point {i}: {joint} would accelerate at {asked} rad/s² {at}, more than its acceleration limit of \
                     {allowed} rad/s²"
                )
            }
            Quantity::Jump => format!(
                "point {i}: at time_from_start 0 it puts {joint} {asked} rad from where the joint is: a jump no drive \
                 can make in no time (a hold point may differ by at most {allowed} rad)"
            ),
        }
    }
}

/// The fastest each joint moves and accelerates along a trajectory.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Peaks {
    /// rad/s; infinite for a jump.
    pub velocity: JointPositions,
    /// rad/s²; infinite for a jump.
    pub acceleration: JointPositions,
}

impl Peaks {
    /// Each joint's peak velocity as a share of its limit in `limits`.
    pub fn velocity_ratios(&self, limits: &JointLimits) -> JointPositions {
        std::array::from_fn(|i| self.velocity[i] / limits.joints()[i].max_velocity)
    }

    /// Each joint's peak acceleration as a share of its limit (0 for a joint without one).
    pub fn acceleration_ratios(&self, limits: &JointLimits) -> JointPositions {
        std::array::from_fn(|i| match limits.joints()[i].max_acceleration {
            Some(a) => self.acceleration[i] / a,
            None => 0.0,
        })
    }
}

impl JointRates {
    /// The joints' full limits; a joint the limits file gives no acceleration limit is not
    /// checked for acceleration.
    pub fn of(limits: &JointLimits) -> JointRates {
        let joints = limits.joints();
        JointRates {
            velocity: std::array::from_fn(|i| joints[i].max_velocity),
            acceleration: std::array::from_fn(|i| joints[i].max_acceleration.unwrap_or(f64::INFINITY)),
        }
    }

    /// The velocity limits alone (what `validate_limits` checks between points).
    pub fn velocity_only(limits: &JointLimits) -> JointRates {
        JointRates { acceleration: [f64::INFINITY; DOF], ..JointRates::of(limits) }
    }
}

/// `x` to four significant digits, as a person reads a measured demand ("250", "4.2", "1.2e9").
fn approx(x: f64) -> String {
    if !x.is_finite() {
        return "an infinite".to_owned();
    }
    let magnitude = x.abs();
    if magnitude != 0.0 && !(1e-3..1e6).contains(&magnitude) {
        return format!("{x:.3e}");
    }
    let decimals = if magnitude == 0.0 { 0 } else { (3 - magnitude.log10().floor() as i32).clamp(0, 6) as usize };
    let s = format!("{x:.decimals$}");
    if s.contains('.') { s.trim_end_matches('0').trim_end_matches('.').to_owned() } else { s }
}

pub(crate) fn over(asked: f64, allowed: f64) -> bool {
    asked > allowed * (1.0 + TOLERANCE)
}

/// Walks `points` as a controller would follow them from `start` (when the arm's state is known)
/// and reports to `excess` every demand beyond `rates`, in the order of the points. Returns each
/// joint's peaks. Segments whose time does not increase are not judged here: a controller
/// refuses such a trajectory outright (see [`crate::Trajectory::first_non_increasing_time`]).
pub fn follow(
    points: &[TrajectoryPoint],
    start: Option<&Start>,
    rates: &JointRates,
    mut excess: impl FnMut(Excess),
) -> Peaks {
    let mut peaks = Peaks { velocity: [0.0; DOF], acceleration: [0.0; DOF] };
    let Some(first) = points.first() else { return peaks };
    // The knot before the first point's segment: where the arm is (at time 0), if it counts.
    let mut previous: Option<(f64, JointPositions)> = None;
    let mut v_prev = [0.0; DOF];
    if let Some(s) = start {
        if first.time_from_start > 0.0 {
            previous = Some((0.0, s.position));
            v_prev = s.velocity;
        } else {
            for j in 0..DOF {
                let distance = (first.positions[j] - s.position[j]).abs();
                let braking = s.velocity[j] * s.velocity[j] / (2.0 * rates.acceleration[j]);
                let allowed = s.hold_tolerance + if braking.is_finite() { braking } else { 0.0 };
                if distance > allowed {
                    peaks.velocity[j] = f64::INFINITY;
                    peaks.acceleration[j] = f64::INFINITY;
                    excess(Excess {
                        point: 0,
                        from_arm: true,
                        joint: j,
                        quantity: Quantity::Jump,
                        asked: distance,
                        allowed,
                    });
                }
            }
        }
    }
    let from_arm = previous.is_some();
    let mut dt_prev = 0.0;
    let knots = previous.iter().copied().chain(points.iter().map(|p| (p.time_from_start, p.positions)));
    let mut last: Option<(f64, JointPositions)> = None;
    // `k` numbers segments: segment k ends at point k - offset.
    let offset = usize::from(from_arm);
    for (k, (t, q)) in knots.enumerate() {
        let Some((t0, q0)) = last.replace((t, q)) else { continue };
        let dt = t - t0;
        if dt <= 0.0 {
            v_prev = [0.0; DOF];
            dt_prev = 0.0;
            continue;
        }
        let end = k - offset;
        // The change into this segment happens at the knot it starts from.
        let (at, at_arm) = if k == 1 && from_arm { (0, true) } else { (end.saturating_sub(1), false) };
        // Two divisions per segment rather than two per joint.
        let (per_dt, per_mid) = (1.0 / dt, 2.0 / (dt_prev + dt));
        for j in 0..DOF {
            let v = (q[j] - q0[j]) * per_dt;
            let speed = v.abs();
            if speed > peaks.velocity[j] {
                peaks.velocity[j] = speed;
            }
            if over(speed, rates.velocity[j]) {
                excess(Excess {
                    point: end,
                    from_arm: k == 1 && from_arm,
                    joint: j,
                    quantity: Quantity::Velocity,
                    asked: speed,
                    allowed: rates.velocity[j],
                });
            }
            let a = (v - v_prev[j]).abs() * per_mid;
            if a > peaks.acceleration[j] {
                peaks.acceleration[j] = a;
            }
            if over(a, rates.acceleration[j]) {
                excess(Excess {
                    point: at,
                    from_arm: at_arm,
                    joint: j,
                    quantity: Quantity::Acceleration,
                    asked: a,
                    allowed: rates.acceleration[j],
                });
            }
            v_prev[j] = v;
        }
        dt_prev = dt;
    }
    // To rest at the last point.
    if dt_prev > 0.0 {
        let end = points.len() - 1;
        for (j, v) in v_prev.iter().enumerate() {
            let a = v.abs() / (dt_prev / 2.0);
            if a > peaks.acceleration[j] {
                peaks.acceleration[j] = a;
            }
            if over(a, rates.acceleration[j]) {
                excess(Excess {
                    point: end,
                    from_arm: false,
                    joint: j,
                    quantity: Quantity::Acceleration,
                    asked: a,
                    allowed: rates.acceleration[j],
                });
            }
        }
    }
    peaks
}

/// The first demand of `points` beyond `rates`, if any.
pub fn first_excess(points: &[TrajectoryPoint], start: Option<&Start>, rates: &JointRates) -> Option<Excess> {
    let mut first = None;
    follow(points, start, rates, |e| {
        first.get_or_insert(e);
    });
    first
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::planning::planner;
    use proptest::prelude::*;

    fn rates(v: f64, a: f64) -> JointRates {
        JointRates { velocity: [v; DOF], acceleration: [a; DOF] }
    }

    fn p(t: f64, x: f64) -> TrajectoryPoint {
        TrajectoryPoint { positions: [x; DOF], time_from_start: t }
    }

    fn all(points: &[TrajectoryPoint], start: Option<&Start>, r: &JointRates) -> Vec<Excess> {
        let mut v = Vec::new();
        follow(points, start, r, |e| v.push(e));
        v
    }

    #[test]
    fn the_issue_s_example_is_refused_at_its_first_segment() {
        // From joint1 = 0 to 2.5 rad in 10 ms: 250 rad/s against 1.7104.
        let start = Start::at_rest([0.0; DOF], 1e-3);
        let mut q = [0.0; DOF];
        q[0] = 2.5;
        let pts = [TrajectoryPoint { positions: q, time_from_start: 0.01 }];
        let limits = crate::limits::tests::spec_limits();
        let r = JointRates::of(&limits);
        let e = first_excess(&pts, Some(&start), &r).unwrap();
        assert_eq!((e.point, e.joint, e.quantity, e.from_arm), (0, 0, Quantity::Velocity, true));
        assert!((e.asked - 250.0).abs() < 1e-9);
        assert_eq!(
            e.describe(&limits),
            "point 0: joint1 would move at 250 rad/s from where the arm is to point 0, more than its velocity limit \
             of 1 rad/s"
        );
    }

    #[test]
    fn demands_are_told_to_four_digits() {
        assert_eq!(approx(4.999999999999996), "5");
        assert_eq!(approx(250.0), "250");
        assert_eq!(approx(1.23456), "1.235");
        assert_eq!(approx(0.0123456), "0.01235");
        assert_eq!(approx(1e20), "1.000e20");
        assert_eq!(approx(0.0), "0");
    }

    #[test]
    fn a_far_first_point_at_time_zero_is_a_jump_and_a_near_one_a_hold() {
        let start = Start::at_rest([0.0; DOF], 1e-3);
        let e = all(&[p(0.0, 0.5), p(10.0, 0.5)], Some(&start), &rates(1.0, 1.0));
        assert_eq!(e.len(), DOF);
        assert!(e.iter().all(|e| e.quantity == Quantity::Jump && e.point == 0 && e.asked == 0.5));
        assert!(all(&[p(0.0, 0.0005), p(10.0, 0.5)], Some(&start), &rates(1.0, 1.0)).is_empty());
        // A moving arm may be held anywhere it can brake to: v²/2a = 0.5 rad here.
        let moving = Start { velocity: [1.0; DOF], ..start };
        assert!(all(&[p(0.0, 0.4)], Some(&moving), &rates(1.0, 1.0)).is_empty());
        assert_eq!(all(&[p(0.0, 0.6)], Some(&moving), &rates(1.0, 1.0)).len(), DOF);
    }

    #[test]
    fn accelerations_count_from_rest_and_to_rest() {
        // One segment of 1 rad in 1 s: 1 rad/s, reached in half the segment from rest: 2 rad/s².
        let start = Start::at_rest([0.0; DOF], 1e-3);
        let peaks = follow(&[p(1.0, 1.0)], Some(&start), &rates(10.0, 10.0), |_| {});
        assert_eq!(peaks.velocity, [1.0; DOF]);
        assert_eq!(peaks.acceleration, [2.0; DOF]);
        let e = all(&[p(1.0, 1.0)], Some(&start), &rates(10.0, 1.5));
        assert_eq!(e.len(), 2 * DOF, "{e:?}");
        assert!(e[0].from_arm && e[0].point == 0);
        assert!(!e[DOF].from_arm && e[DOF].point == 0);
        // Without the arm's state only the trajectory's own segments count.
        assert_eq!(follow(&[p(1.0, 1.0)], None, &rates(10.0, 10.0), |_| {}).velocity, [0.0; DOF]);
    }

    #[test]
    fn non_increasing_times_are_left_to_the_controller() {
        let e = all(&[p(1.0, 0.0), p(1.0, 5.0), p(0.5, 0.0)], None, &rates(1.0, f64::INFINITY));
        assert!(e.is_empty(), "{e:?}");
    }

    proptest! {
        /// The planner's ptp moves, sampled at 100 Hz, are within the limits they were planned
        /// for, from rest to rest, as the drive check measures them.
        #[test]
        fn planned_moves_pass_the_drive_check(
            start in proptest::array::uniform7(-2.0f64..2.0),
            goal in proptest::array::uniform7(-2.0f64..2.0),
            v in 0.05f64..3.0,
            a in 0.5f64..10.0,
        ) {
            let r = rates(v, a);
            let plan = planner::ptp(&start, &goal, &r).unwrap();
            let from = Start::at_rest(start, 1e-3);
            let e = first_excess(plan.trajectory.points(), Some(&from), &r);
            prop_assert!(e.is_none(), "{:?}", e);
        }

        /// Scaling a trajectory's times by k divides its velocities by k and its accelerations
        /// by k².
        #[test]
        fn peaks_scale_with_time(
            xs in proptest::collection::vec(-2.0f64..2.0, 1..20),
            k in 0.5f64..4.0,
        ) {
            let pts: Vec<TrajectoryPoint> = xs.iter().enumerate().map(|(i, &x)| p(0.1 * (i + 1) as f64, x)).collect();
            let slow: Vec<TrajectoryPoint> = pts.iter().map(|q| p(q.time_from_start * k, q.positions[0])).collect();
            let start = Start::at_rest([0.0; DOF], 1e-3);
            let r = rates(1.0, 1.0);
            let a = follow(&pts, Some(&start), &r, |_| {});
            let b = follow(&slow, Some(&start), &r, |_| {});
            prop_assert!((a.velocity[0] / k - b.velocity[0]).abs() <= 1e-9 * a.velocity[0].max(1.0));
            prop_assert!((a.acceleration[0] / (k * k) - b.acceleration[0]).abs() <= 1e-9 * a.acceleration[0].max(1.0));
        }
    }
}
