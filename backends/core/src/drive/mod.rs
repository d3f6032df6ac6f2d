//! What following a trajectory asks of each joint's drive: the one model of how the controller
//! executes a trajectory (D24), behind the 422s of `/trajectory/send`, the simulated
//! controller's refusals and its motion ([`smoothing`]), the plan previews, the MCP
//! confirmations, the simulator's planner and the jog's setpoints.
//!
//! **The command.** Points that carry positions only a joint trajectory controller interpolates
//! linearly (Jazzy's does): the commanded velocity is constant along each segment and changes in
//! a step at each point. Points that give velocities (and accelerations) it joins by cubics (or
//! quintics, [`interpolation`]): those are judged as their samples, points a tenth of a window
//! apart. The command starts where the controller's command is now ([`Start::command`]) and,
//! after the last point, rests there.
//!
//! **The drives.** No drive changes its velocity in no time. armrest takes every change of the
//! commanded velocity as spread evenly over [`WINDOW_S`] by the drives: the arm follows the
//! moving average of the command over the last window, so the arm's acceleration at any time is
//! the sum of the command's velocity steps within the last window, divided by the window. That
//! is what the check judges against each joint's acceleration limit, and what the simulated
//! drives execute ([`smoothing::Smoothing`]). The arm trails the command by half the window
//! while the command moves steadily, and comes to rest on the last point one window after it.
//! A trajectory a client sends is judged harsher ([`Steps::EachBySize`]): each step by its
//! size, so steps that point opposite ways within a window do not cancel.
//!
//! **Where the command is.** Measured, the arm at `q` moving at `v` (steadily, as far as anyone
//! knows) has its command half a window ahead, at `q + v·W/2`, and its drives still owe that
//! travel: a trajectory continues from there. A first point at `time_from_start: 0` must be that
//! point within the hold tolerance; anywhere else it is a jump.

pub mod interpolation;
pub mod smoothing;

use crate::validation::fmt_num;
use crate::{DOF, JointLimits, JointPositions, TrajectoryPoint};

/// How much a demand may exceed its limit and still count as within it: floating-point rounding
/// of a profile planned exactly at the limit.
pub const TOLERANCE: f64 = 1e-6;

/// The time over which the drives spread a change of the commanded velocity, seconds (D24): ten
/// periods of a 100 Hz controller. A velocity step of `Δv` then asks `Δv / W` of a joint, so a
/// step within `a·W` (0.5 rad/s on a 5 rad/s² joint) is followed, and the arm never trails a
/// straight command by more than `v·W/2`, nor cuts a corner by more than `a·W²/8` (6 mrad at
/// 5 rad/s²). Samples of a planned motion (steps of `a·dt` every `dt`) sum to `a·W` in a window,
/// exactly what they were planned at; a single point 2 s away from rest is followed up to
/// `2·a·W` (1 rad on a 5 rad/s² joint); a 10 ms step to a distant point is not.
pub const WINDOW_S: f64 = 0.1;

/// Window boundaries are half-open, `(t - W, t]`; a step this close to the open end counts as
/// outside, so a grid of samples exactly `W / n` apart puts `n` steps in a window whatever the
/// rounding of its times.
const EDGE_S: f64 = 1e-9;

/// Where the controller's command is when a trajectory reaches it, and how the drives follow it.
#[derive(Clone, Debug, PartialEq)]
pub struct Start {
    /// Where the arm is.
    pub position: JointPositions,
    /// Where the command is now: where the arm comes to rest if the command stops here.
    pub command: JointPositions,
    /// The commanded velocity now, rad/s.
    pub velocity: JointPositions,
    /// The command's velocity steps within the last window (times < 0, oldest first), which the
    /// drives are still spreading: none when the command was steady.
    pub recent_steps: Vec<(f64, JointPositions)>,
    /// How far a first point at `time_from_start: 0` may lie from the command and still be where
    /// the arm is rather than a jump, rad.
    pub hold_tolerance: f64,
}

impl Start {
    pub fn at_rest(position: JointPositions, hold_tolerance: f64) -> Start {
        Start { position, command: position, velocity: [0.0; DOF], recent_steps: Vec::new(), hold_tolerance }
    }

    /// The arm measured at `position` moving at `velocity` (a velocity that is not a number
    /// counts as none), taken as moving steadily: its command is half a window ahead.
    pub fn measured(position: JointPositions, velocity: JointPositions, hold_tolerance: f64) -> Start {
        let velocity: JointPositions = std::array::from_fn(|j| if velocity[j].is_finite() { velocity[j] } else { 0.0 });
        let command = std::array::from_fn(|j| position[j] + velocity[j] * WINDOW_S / 2.0);
        Start { position, command, velocity, recent_steps: Vec::new(), hold_tolerance }
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

impl Excess {
    /// The excess found on the samples of a curved command ([`interpolation::sampled`]), said of
    /// the trajectory's point `point` that the curve (`curve`: "cubic" or "quintic") leads to.
    pub fn describe_on_curve(&self, limits: &JointLimits, point: usize, curve: &str) -> String {
        let joint = limits.joints().get(self.joint).map_or("a joint", |j| j.name.as_str());
        let (asked, allowed) = (approx(self.asked), fmt_num(self.allowed));
        let on = if point == 0 && self.from_arm {
            format!("on the controller's {curve} from where the arm is to point 0")
        } else {
            format!("on the controller's {curve} to point {point} (through the points' velocities)")
        };
        match self.quantity {
            Quantity::Velocity => {
                format!(
                    "point {point}: {joint} would move at {asked} rad/s {on}, more than its velocity limit of {allowed} rad/s"
                )
            }
            Quantity::Acceleration => format!(
                "point {point}: {joint} would accelerate at {asked} rad/s² {on}, more than its acceleration limit of \
                 {allowed} rad/s²"
            ),
            Quantity::Jump => Excess { point, ..*self }.describe(limits),
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

/// Scaled limits of each joint: the rates a trajectory's demand on the drives is judged against,
/// and a plan keeps within.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct JointRates {
    pub velocity: JointPositions,
    pub acceleration: JointPositions,
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

/// The commanded velocity over time: `vels[i]` from `times[i]` until `times[i + 1]`, `before`
/// until `times[0]`. A breakpoint is a step, at a point of the trajectory (`points[i]`) or in the
/// recent past.
struct Timeline {
    before: JointPositions,
    times: Vec<f64>,
    vels: Vec<JointPositions>,
    /// The trajectory point each breakpoint is at, and whether its segment (the one it ends) runs
    /// from where the arm is; `None` for a step of the recent past.
    points: Vec<Option<(usize, bool)>>,
}

impl Timeline {
    /// The commanded velocity at `t` (a step at `t` has happened).
    fn at(&self, t: f64) -> &JointPositions {
        let i = self.times.partition_point(|&b| b <= t);
        if i == 0 { &self.before } else { &self.vels[i - 1] }
    }

    fn push(&mut self, t: f64, v: JointPositions, point: Option<(usize, bool)>) {
        self.times.push(t);
        self.vels.push(v);
        self.points.push(point);
    }

    /// Reports to `excess` every window whose velocity change asks more than `rates` allow, at
    /// the last point within it, and raises `peaks` to the accelerations found. Only windows that
    /// hold a step of the trajectory (time >= 0) are judged: the past was judged when it came.
    fn judge_accelerations(&self, rule: Steps, rates: &JointRates, peaks: &mut Peaks, excess: &mut impl FnMut(Excess)) {
        if rule == Steps::EachBySize {
            return self.judge_step_sizes(rates, peaks, excess);
        }
        let mut judge = |to: &JointPositions, from: &JointPositions, point: usize, from_arm: bool| {
            let change: JointPositions = std::array::from_fn(|j| (to[j] - from[j]).abs());
            judge_window(&change, (point, from_arm), rates, peaks, excess);
        };
        // The last breakpoint of the trajectory at or before `t`, and its point.
        let last_point_by = |t: f64| {
            let i = self.times.partition_point(|&b| b <= t);
            self.points[..i].iter().rev().find_map(|p| *p)
        };
        for (i, &t) in self.times.iter().enumerate() {
            // The window that ends with this step: (t - W, t].
            if let Some((point, from_arm)) = self.points[i] {
                judge(&self.vels[i], self.at(t - WINDOW_S + EDGE_S), point, from_arm);
            }
            // The window that starts just after it, (t, t + W]: a step leaving the window can
            // raise the sum when the steps within it point the other way.
            let end = t + WINDOW_S;
            let steps_within = self.times.get(i + 1).is_some_and(|n| *n <= end);
            if let Some((point, from_arm)) = last_point_by(end).filter(|_| steps_within) {
                judge(self.at(end), &self.vels[i], point, from_arm);
            }
        }
    }

    /// [`Steps::EachBySize`]: reports every window that ends at a step of the trajectory whose
    /// steps' sizes, summed, ask more than `rates` allow, at that step's point; raises `peaks`.
    /// Steps that point opposite ways do not cancel (issue 49: ±2 mrad every 10 ms, a 0.4 rad/s
    /// step each time, 40 rad/s² a drive that follows each step is asked, summed to nothing).
    /// For a planned profile, whose steps in a window point one way, it is the net change.
    fn judge_step_sizes(&self, rates: &JointRates, peaks: &mut Peaks, excess: &mut impl FnMut(Excess)) {
        // The sizes of the steps up to each breakpoint, summed: a window's is a difference.
        let mut summed: Vec<JointPositions> = Vec::with_capacity(self.times.len());
        let mut total = [0.0; DOF];
        for i in 0..self.times.len() {
            let before = if i == 0 { &self.before } else { &self.vels[i - 1] };
            for j in 0..DOF {
                total[j] += (self.vels[i][j] - before[j]).abs();
            }
            summed.push(total);
        }
        for (i, &t) in self.times.iter().enumerate() {
            let Some((point, from_arm)) = self.points[i] else { continue };
            // The window that ends with this step: (t - W, t].
            let first = self.times.partition_point(|&b| b <= t - WINDOW_S + EDGE_S);
            let outside = if first == 0 { [0.0; DOF] } else { summed[first - 1] };
            let sizes: JointPositions = std::array::from_fn(|j| (summed[i][j] - outside[j]).max(0.0));
            judge_window(&sizes, (point, from_arm), rates, peaks, excess);
        }
    }
}

/// One window's velocity change of each joint (`change`, rad/s, at or above 0) over the window:
/// raises `peaks` to the acceleration it asks and reports to `excess` each joint beyond `rates`,
/// at `at` (the point, and whether its segment runs from the arm).
fn judge_window(
    change: &JointPositions,
    (point, from_arm): (usize, bool),
    rates: &JointRates,
    peaks: &mut Peaks,
    excess: &mut impl FnMut(Excess),
) {
    for (j, dv) in change.iter().enumerate() {
        // Times the reciprocal, as the check always computed it: the same roundings at a limit.
        let a = dv * (1.0 / WINDOW_S);
        if a > peaks.acceleration[j] {
            peaks.acceleration[j] = a;
        }
        if over(a, rates.acceleration[j]) {
            excess(Excess {
                point,
                from_arm,
                joint: j,
                quantity: Quantity::Acceleration,
                asked: a,
                allowed: rates.acceleration[j],
            });
        }
    }
}

/// How the velocity steps within a window are judged against a joint's acceleration limit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Steps {
    /// Their sum, the net change of velocity over the window: the acceleration of the arm that
    /// follows the moving average of the command, what the simulated drives execute. Every
    /// motion armrest makes itself (plans, replays, the jog, the hold) and the simulated
    /// controller judge so.
    Net,
    /// Each by its size, so steps that point opposite ways do not cancel: what the gate asks of
    /// a trajectory a client sends (D24, issue 49). A real drive follows each step where it
    /// happens, and Jazzy's controller hands every one on.
    EachBySize,
}

/// Walks `points` as the controller commands them and the drives follow them (see the module's
/// text), from `start` when the arm's state is known (else from rest at the first point), and
/// reports to `excess` every demand beyond `rates`, in the order of the points. Returns each
/// joint's peaks. Segments whose time does not increase are not judged here: a controller
/// refuses such a trajectory outright (see [`crate::Trajectory::first_non_increasing_time`]);
/// the points after one are judged as a trajectory from rest.
pub fn follow(
    points: &[TrajectoryPoint],
    start: Option<&Start>,
    rates: &JointRates,
    excess: impl FnMut(Excess),
) -> Peaks {
    follow_by(Steps::Net, points, start, rates, excess)
}

/// [`follow`], the steps within a window judged by `rule`.
pub fn follow_by(
    rule: Steps,
    points: &[TrajectoryPoint],
    start: Option<&Start>,
    rates: &JointRates,
    mut excess: impl FnMut(Excess),
) -> Peaks {
    let mut peaks = Peaks { velocity: [0.0; DOF], acceleration: [0.0; DOF] };
    let mut begin = 0;
    let mut start = start;
    while begin < points.len() {
        let end = (begin + 1..points.len())
            .find(|&k| points[k].time_from_start <= points[k - 1].time_from_start)
            .unwrap_or(points.len());
        follow_run(rule, &points[begin..end], begin, start, rates, &mut peaks, &mut excess);
        begin = end;
        start = None;
    }
    peaks
}

/// [`follow`] for points whose times increase; `offset` is the index of the first.
fn follow_run(
    rule: Steps,
    points: &[TrajectoryPoint],
    offset: usize,
    start: Option<&Start>,
    rates: &JointRates,
    peaks: &mut Peaks,
    excess: &mut impl FnMut(Excess),
) {
    let Some(first) = points.first() else { return };
    let mut line = Timeline {
        before: start.map_or([0.0; DOF], |s| s.velocity),
        times: Vec::with_capacity(points.len() + 2),
        vels: Vec::with_capacity(points.len() + 2),
        points: Vec::with_capacity(points.len() + 2),
    };
    // The knot the first segment starts from: where the command is (at time 0), or the first
    // point when it comes at time 0 (then it must be where the command is) or nothing is known.
    let mut knot = (first.time_from_start, first.positions);
    let mut from_arm = false;
    if let Some(s) = start {
        // The velocity before the recent steps, and each step's velocity after it.
        let mut running = s.velocity;
        for (_, dv) in &s.recent_steps {
            running.iter_mut().zip(dv).for_each(|(x, d)| *x -= d);
        }
        line.before = running;
        for &(t, dv) in &s.recent_steps {
            running.iter_mut().zip(dv).for_each(|(x, d)| *x += d);
            line.push(t, running, None);
        }
        if first.time_from_start > 0.0 {
            knot = (0.0, s.command);
            from_arm = true;
        } else {
            for j in 0..DOF {
                let distance = (first.positions[j] - s.command[j]).abs();
                if distance > s.hold_tolerance {
                    peaks.velocity[j] = f64::INFINITY;
                    peaks.acceleration[j] = f64::INFINITY;
                    excess(Excess {
                        point: offset,
                        from_arm: true,
                        joint: j,
                        quantity: Quantity::Jump,
                        asked: distance,
                        allowed: s.hold_tolerance,
                    });
                }
            }
        }
    }
    let rest = if from_arm { points } else { &points[1..] };
    let (mut t0, mut q0) = knot;
    for (k, p) in rest.iter().enumerate() {
        let point = offset + if from_arm { k } else { k + 1 };
        let per_dt = 1.0 / (p.time_from_start - t0);
        let arm_segment = from_arm && k == 0;
        let v: JointPositions = std::array::from_fn(|j| (p.positions[j] - q0[j]) * per_dt);
        for (j, vj) in v.iter().enumerate() {
            let speed = vj.abs();
            if speed > peaks.velocity[j] {
                peaks.velocity[j] = speed;
            }
            if over(speed, rates.velocity[j]) {
                excess(Excess {
                    point,
                    from_arm: arm_segment,
                    joint: j,
                    quantity: Quantity::Velocity,
                    asked: speed,
                    allowed: rates.velocity[j],
                });
            }
        }
        // The step into this segment is at the knot it starts from: where the arm is (point 0,
        // from the arm) or the point before.
        let at = if arm_segment { (offset, true) } else { (point - 1, false) };
        line.push(t0, v, Some(at));
        (t0, q0) = (p.time_from_start, p.positions);
    }
    // To rest at the last point.
    line.push(t0, [0.0; DOF], Some((offset + points.len() - 1, false)));
    line.judge_accelerations(rule, rates, peaks, excess);
}

/// A path planned from rest (times from its start) as the controller is to run it from where
/// the arm is: shifted by one drive window, so the controller goes from where it holds the arm
/// to the first point rather than jumping, and checked by the drive model from `start` (the
/// measured state, D24) against the joints' full rates. `Err` describes the first demand beyond
/// them. What a recording's replay and a sequence's blended path send.
pub fn from_the_arm(
    timed: Vec<TrajectoryPoint>,
    start: Option<&Start>,
    limits: &JointLimits,
) -> Result<Vec<TrajectoryPoint>, String> {
    let points: Vec<TrajectoryPoint> =
        timed.into_iter().map(|p| TrajectoryPoint { time_from_start: p.time_from_start + WINDOW_S, ..p }).collect();
    match first_excess(&points, start, &JointRates::of(limits)) {
        Some(e) => Err(e.describe(limits)),
        None => Ok(points),
    }
}

/// The first demand of `points` beyond `rates`, if any.
pub fn first_excess(points: &[TrajectoryPoint], start: Option<&Start>, rates: &JointRates) -> Option<Excess> {
    first_excess_by(Steps::Net, points, start, rates)
}

/// [`first_excess`], the steps within a window judged by `rule`.
pub fn first_excess_by(
    rule: Steps,
    points: &[TrajectoryPoint],
    start: Option<&Start>,
    rates: &JointRates,
) -> Option<Excess> {
    let mut first = None;
    follow_by(rule, points, start, rates, |e| {
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
    fn a_first_point_at_time_zero_must_be_where_the_command_is() {
        let start = Start::at_rest([0.0; DOF], 1e-3);
        let e = all(&[p(0.0, 0.5), p(10.0, 0.5)], Some(&start), &rates(1.0, 10.0));
        assert_eq!(e.len(), DOF);
        assert!(e.iter().all(|e| e.quantity == Quantity::Jump && e.point == 0 && e.asked == 0.5));
        assert!(all(&[p(0.0, 0.0005), p(10.0, 0.5)], Some(&start), &rates(1.0, 10.0)).is_empty());
        // A moving arm's command is half a window ahead of it; anywhere else within its braking
        // distance is still a jump (the drives would be told to be there at once).
        let moving = Start::measured([0.0; DOF], [0.2; DOF], 1e-3);
        assert_eq!(moving.command, [0.2 * WINDOW_S / 2.0; DOF]);
        assert!(all(&[p(0.0, 0.01), p(0.2, 0.05)], Some(&moving), &rates(1.0, 10.0)).is_empty());
        let e = all(&[p(0.0, 0.05), p(1.0, 0.05)], Some(&moving), &rates(1.0, 10.0));
        assert!(e.iter().any(|e| e.quantity == Quantity::Jump), "{e:?}");
    }

    #[test]
    fn a_velocity_step_counts_over_the_window_and_steps_within_one_add_up() {
        // One segment of 1 rad in 1 s from rest: a step of 1 rad/s at each end, each spread over
        // the window: 10 rad/s².
        let start = Start::at_rest([0.0; DOF], 1e-3);
        let peaks = follow(&[p(1.0, 1.0)], Some(&start), &rates(10.0, 100.0), |_| {});
        assert_eq!(peaks.velocity, [1.0; DOF]);
        assert!((peaks.acceleration[0] - 1.0 / WINDOW_S).abs() < 1e-9, "{peaks:?}");
        let e = all(&[p(1.0, 1.0)], Some(&start), &rates(10.0, 5.0));
        assert_eq!(e.len(), 2 * DOF, "{e:?}");
        assert!(e[0].from_arm && e[0].point == 0);
        assert!(!e[DOF].from_arm && e[DOF].point == 0);
        // The issue's corner: +1.7 rad/s then -1.7 rad/s, 1 s each, from rest: 17 and 34 rad/s².
        let corner = [p(1.0, 1.7), p(2.0, 0.0)];
        let e = all(&corner, Some(&start), &rates(2.0, 5.0));
        let at: Vec<(usize, f64)> = e.iter().filter(|e| e.joint == 0).map(|e| (e.point, e.asked)).collect();
        assert_eq!(at.len(), 3, "{e:?}");
        assert!((at[1].1 - 34.0).abs() < 1e-9, "the corner at point 0: {at:?}");
        // Three steps of 0.1 rad/s within 20 ms add up to 0.3 rad/s in one window: 3 rad/s²
        // (each alone would be 1).
        let ramp = [p(0.01, 0.001), p(0.02, 0.003), p(0.03, 0.006), p(10.0, 0.006)];
        let peaks = follow(&ramp, Some(&start), &rates(10.0, 100.0), |_| {});
        assert!((peaks.acceleration[0] - 3.0).abs() < 1e-6, "{peaks:?}");
        // Without the arm's state only the trajectory's own segments count.
        assert_eq!(follow(&[p(1.0, 1.0)], None, &rates(10.0, 10.0), |_| {}).velocity, [0.0; DOF]);
    }

    #[test]
    fn steps_that_alternate_cancel_for_the_arm_but_not_at_the_gate() {
        // Issue 49: joint1 ±2 mrad every 10 ms, a 0.4 rad/s step each time: ten steps of
        // 0.4 rad/s in a window, 40 rad/s² for a drive that follows each step, though the
        // command's velocity ends each window where it began (the averaging arm: 4 rad/s²).
        let start = Start::at_rest([0.0; DOF], 1e-3);
        let zigzag: Vec<TrajectoryPoint> = (1..=50)
            .map(|i| {
                let mut q = [0.0; DOF];
                q[0] = if i % 2 == 1 { 0.002 } else { 0.0 };
                TrajectoryPoint { positions: q, time_from_start: 0.01 * f64::from(i) }
            })
            .collect();
        let e = first_excess_by(Steps::EachBySize, &zigzag, Some(&start), &rates(1.0, 5.0)).expect("refused");
        assert_eq!((e.joint, e.quantity), (0, Quantity::Acceleration), "{e:?}");
        let peaks = follow_by(Steps::EachBySize, &zigzag, Some(&start), &rates(1.0, 5.0), |_| {});
        assert!((peaks.acceleration[0] - 40.0).abs() < 1e-6, "{peaks:?}");
        let peaks = follow(&zigzag, Some(&start), &rates(1.0, 5.0), |_| {});
        assert!((peaks.acceleration[0] - 4.0).abs() < 1e-6, "{peaks:?}");
        assert_eq!(first_excess(&zigzag, Some(&start), &rates(1.0, 5.0)), None);
        // The same steps 0.1 s apart (0.04 rad/s each) are each within a window of their own.
        let slow: Vec<TrajectoryPoint> =
            zigzag.iter().map(|p| TrajectoryPoint { time_from_start: p.time_from_start * 10.0, ..*p }).collect();
        let peaks = follow_by(Steps::EachBySize, &slow, Some(&start), &rates(1.0, 5.0), |_| {});
        assert!((peaks.acceleration[0] - 0.04 / WINDOW_S).abs() < 1e-6, "{peaks:?}");
        assert_eq!(first_excess_by(Steps::EachBySize, &slow, Some(&start), &rates(1.0, 5.0)), None);
    }

    #[test]
    fn recent_steps_still_being_spread_count() {
        // The command stepped from 0 to 0.4 rad/s 50 ms ago; stepping on to 0.8 now puts
        // 0.8 rad/s within one window: 8 rad/s², over a limit of 5 though each step is 4.
        let start = Start {
            position: [0.0; DOF],
            command: [0.02; DOF],
            velocity: [0.4; DOF],
            recent_steps: vec![(-0.05, [0.4; DOF])],
            hold_tolerance: 1e-3,
        };
        // 0.8 rad/s for 1 s, then 0.4 for 1 s, then rest: steps of 0.4 a second apart.
        let on = [p(1.0, 0.82), p(2.0, 1.22)];
        let e = first_excess(&on, Some(&start), &rates(10.0, 5.0)).expect("over");
        assert_eq!((e.quantity, e.from_arm), (Quantity::Acceleration, true));
        assert!((e.asked - 8.0).abs() < 1e-9, "{e:?}");
        let steady = Start { recent_steps: Vec::new(), ..start };
        assert_eq!(first_excess(&on, Some(&steady), &rates(10.0, 5.0)), None);
    }

    #[test]
    fn non_increasing_times_are_left_to_the_controller() {
        let e = all(&[p(1.0, 0.0), p(1.0, 5.0), p(0.5, 0.0)], None, &rates(1.0, f64::INFINITY));
        assert!(e.is_empty(), "{e:?}");
    }

    proptest! {
        /// The planner's ptp moves, sampled at 100 Hz, are within the limits they were planned
        /// for, from rest to rest, as the drive check measures them, by either rule.
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
            // The gate's harsher rule too: a planned profile's steps in a window point one way,
            // or turn at most once at its peak.
            let e = first_excess_by(Steps::EachBySize, plan.trajectory.points(), Some(&from), &r);
            prop_assert!(e.is_none(), "{:?}", e);
        }

        /// Scaling a trajectory's times by k divides its velocities by k.
        #[test]
        fn velocities_scale_with_time(
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
        }
    }
}
