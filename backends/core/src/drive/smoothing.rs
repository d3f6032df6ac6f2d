//! The drives as the model has them (D24, [`super`]): the arm follows the moving average of the
//! controller's command over the last [`WINDOW_S`], so each change of the commanded velocity is
//! spread evenly over the window. The simulated controller moves its arm by this, which makes
//! what the check accepts exactly what the simulated arm does: its acceleration at any time is
//! the command's change of velocity over the last window, divided by the window.

use super::{Start, WINDOW_S};
use crate::{DOF, JointPositions};
use std::collections::VecDeque;

/// The longest stretch of command between two samples, seconds: the command is taken as linear
/// between samples, so a point of the trajectory between two of them is rounded off over at most
/// this (which only lowers the arm's acceleration).
pub const SAMPLE_S: f64 = WINDOW_S / 40.0;

/// Samples of the command closer than this, seconds, are one.
const MERGE_S: f64 = 1e-6;

/// Times within this of the window's start count as before it: the rounding of sums of sample
/// times never leaves the arm a hair from where its command rests.
const EDGE_S: f64 = 1e-9;

/// The command's recent past and the arm that follows it.
#[derive(Clone, Debug)]
pub struct Smoothing {
    /// `(time, commanded position)`, oldest first, the command linear in between; the first at
    /// or before `now - WINDOW_S - lag_s`, the last at `now`.
    samples: VecDeque<(f64, JointPositions)>,
    /// A drive that lags (a fault the sim node injects, issue 50): the arm follows the command
    /// this many seconds late, on top of the window. A pure delay: the arm's accelerations are
    /// the command's, as without it, only later.
    lag_s: f64,
}

impl Smoothing {
    /// The arm at rest at `position` at time `now`, commanded to stay there.
    pub fn at_rest(now: f64, position: JointPositions) -> Smoothing {
        Smoothing { samples: VecDeque::from([(now - WINDOW_S, position), (now, position)]), lag_s: 0.0 }
    }

    /// The drives follow `lag_s` seconds late from now on (0: as designed). The past they
    /// follow is the command's since the last window, so a lag that grows holds the arm where
    /// the command was that long ago, at most.
    pub fn set_lag(&mut self, lag_s: f64) {
        self.lag_s = lag_s.max(0.0);
    }

    /// The time the arm is at in the command's past.
    fn arm_time(&self) -> f64 {
        self.now() - self.lag_s
    }

    /// The time of the latest sample.
    pub fn now(&self) -> f64 {
        self.last().0
    }

    fn last(&self) -> (f64, JointPositions) {
        // Never empty: built with two samples, and pruning keeps two.
        self.samples.back().copied().unwrap_or((0.0, [0.0; DOF]))
    }

    /// Where the command is now: where the arm comes to rest if it stays there.
    pub fn command(&self) -> JointPositions {
        self.last().1
    }

    /// The commanded velocity now (of the latest stretch of command), rad/s.
    pub fn command_velocity(&self) -> JointPositions {
        let n = self.samples.len();
        let ((t0, a), (t1, b)) = (self.samples[n - 2], self.samples[n - 1]);
        slope(t0, &a, t1, &b)
    }

    /// The command is at `position` at time `t`. A time within [`MERGE_S`] of the latest
    /// sample's (or earlier) replaces that sample: a stretch that short would make the command's
    /// velocity rounding noise.
    pub fn push(&mut self, t: f64, position: JointPositions) {
        if t <= self.now() + MERGE_S {
            if let Some(last) = self.samples.back_mut() {
                *last = (last.0.max(t), position);
            }
            return;
        }
        self.samples.push_back((t, position));
        let from = t - WINDOW_S - self.lag_s;
        while self.samples.len() > 2 && self.samples[1].0 <= from {
            self.samples.pop_front();
        }
    }

    /// The command at time `t` within the kept past (linear between samples).
    fn command_at(&self, t: f64) -> JointPositions {
        let i = self.samples.partition_point(|s| s.0 <= t);
        if i == 0 {
            return self.samples.front().map_or([0.0; DOF], |s| s.1);
        }
        if i == self.samples.len() {
            return self.command();
        }
        let ((t0, a), (t1, b)) = (self.samples[i - 1], self.samples[i]);
        let f = (t - t0) / (t1 - t0);
        std::array::from_fn(|j| a[j] + (b[j] - a[j]) * f)
    }

    /// Whether the command stayed where it is for the last window (and the lag): the arm is
    /// there, at rest.
    pub fn settled(&self) -> bool {
        let q = self.command();
        let from = self.now() - WINDOW_S - self.lag_s + EDGE_S;
        // The sample at or before the window's start counts: the command left it within the window.
        let first_in = self.samples.partition_point(|s| s.0 <= from).saturating_sub(1);
        self.samples.iter().skip(first_in).all(|s| s.1 == q)
    }

    /// Where the arm is: the command's average over the last window.
    pub fn position(&self) -> JointPositions {
        if self.settled() {
            return self.command();
        }
        let to = self.arm_time();
        let from = to - WINDOW_S;
        let mut sum = [0.0; DOF];
        let mut previous = (from, self.command_at(from));
        let inside = self.samples.iter().copied().filter(|s| s.0 > from && s.0 < to);
        for (t, q) in inside.chain(std::iter::once((to, self.command_at(to)))) {
            let dt = t - previous.0;
            for j in 0..DOF {
                sum[j] += (q[j] + previous.1[j]) * 0.5 * dt;
            }
            previous = (t, q);
        }
        sum.map(|s| s / WINDOW_S)
    }

    /// How fast the arm moves: the command's change over the last window, divided by it.
    pub fn velocity(&self) -> JointPositions {
        if self.settled() {
            return [0.0; DOF];
        }
        let to = self.arm_time();
        let (a, b) = (self.command_at(to - WINDOW_S), self.command_at(to));
        std::array::from_fn(|j| (b[j] - a[j]) / WINDOW_S)
    }

    /// The arm stops at once where it is (a protective stop, stop category 0): the command is
    /// put there, with nothing left for the drives to follow.
    pub fn freeze(&mut self) {
        let (now, q, lag_s) = (self.now(), self.position(), self.lag_s);
        *self = Smoothing { lag_s, ..Smoothing::at_rest(now, q) };
    }

    /// The controller's state as the drive check takes it: the command, its velocity and its
    /// steps within the last window, which the drives are still spreading.
    pub fn start(&self, hold_tolerance: f64) -> Start {
        let now = self.now();
        let from = now - WINDOW_S;
        let mut recent_steps = Vec::new();
        let mut before: Option<JointPositions> = None;
        for w in self.samples.iter().collect::<Vec<_>>().windows(2) {
            let (&(t0, a), &(t1, b)) = (w[0], w[1]);
            let v = slope(t0, &a, t1, &b);
            if let Some(prev) = before
                && t0 > from
                && prev != v
            {
                recent_steps.push((t0 - now, std::array::from_fn(|j| v[j] - prev[j])));
            }
            before = Some(v);
        }
        Start {
            position: self.position(),
            command: self.command(),
            velocity: self.command_velocity(),
            recent_steps,
            hold_tolerance,
        }
    }
}

fn slope(t0: f64, a: &JointPositions, t1: f64, b: &JointPositions) -> JointPositions {
    let dt = t1 - t0;
    if dt <= 0.0 {
        return [0.0; DOF];
    }
    std::array::from_fn(|j| (b[j] - a[j]) / dt)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::drive::{self, JointRates, follow};
    use crate::{TrajectoryPoint, planning::planner};
    use proptest::prelude::*;

    /// Runs `points` from `start` as the simulated controller does: the command sampled every
    /// `SAMPLE_S` (and at every point), the arm read every millisecond. The largest acceleration
    /// of each joint (velocity change per millisecond), and the arm at the end.
    fn run(points: &[TrajectoryPoint], mut drives: Smoothing) -> (JointPositions, JointPositions) {
        let t0 = drives.now();
        let mut knots = vec![(0.0, drives.command())];
        knots.extend(points.iter().filter(|p| p.time_from_start > 0.0).map(|p| (p.time_from_start, p.positions)));
        let end = knots.last().map_or(0.0, |k| k.0);
        let command = |t: f64| {
            let i = knots.partition_point(|k| k.0 <= t).clamp(1, knots.len() - 1);
            let ((ta, a), (tb, b)) = (knots[i - 1], knots[i]);
            let f = ((t - ta) / (tb - ta)).clamp(0.0, 1.0);
            std::array::from_fn::<f64, DOF, _>(|j| a[j] + (b[j] - a[j]) * f)
        };
        let (mut peak, mut v_prev) = ([0.0f64; DOF], drives.velocity());
        let dt = 0.001;
        let steps = ((end + WINDOW_S) / dt).ceil() as usize + 2;
        for k in 1..=steps {
            let t = k as f64 * dt;
            drives.push(t0 + t, command(t.min(end)));
            let v = drives.velocity();
            for j in 0..DOF {
                peak[j] = peak[j].max((v[j] - v_prev[j]).abs() / dt);
            }
            v_prev = v;
        }
        assert!(drives.settled(), "at rest one window after the end");
        (peak, drives.position())
    }

    #[test]
    fn a_velocity_step_is_spread_over_the_window() {
        let mut d = Smoothing::at_rest(0.0, [0.0; DOF]);
        // A command moving at 1 rad/s from t = 0.
        for k in 1..=100 {
            let t = k as f64 * 0.001;
            d.push(t, [t; DOF]);
        }
        assert!((d.velocity()[0] - 1.0).abs() < 1e-9, "{:?}", d.velocity());
        // Trailing the command by half the window.
        assert!((d.position()[0] - (0.1 - WINDOW_S / 2.0)).abs() < 1e-9, "{:?}", d.position());
        let start = d.start(1e-3);
        assert_eq!(start.command, [0.1; DOF]);
        assert!(start.recent_steps.is_empty(), "a steady command: {:?}", start.recent_steps);
    }

    #[test]
    fn a_lagging_drive_follows_the_same_motion_later() {
        let lag = 0.25;
        let mut late = Smoothing::at_rest(0.0, [0.0; DOF]);
        late.set_lag(lag);
        let mut on_time = Smoothing::at_rest(0.0, [0.0; DOF]);
        let command = |t: f64| [t.min(0.5); DOF];
        for k in 1..=1000 {
            let t = k as f64 * 0.001;
            late.push(t, command(t));
            on_time.push(t, command(t));
            if t >= 0.2 + lag && t <= 0.5 {
                // Trailing the command by half the window and the lag.
                assert!((late.position()[0] - (t - WINDOW_S / 2.0 - lag)).abs() < 1e-9, "{t}: {:?}", late.position());
            }
        }
        assert!(late.settled() && on_time.settled(), "both at rest one window and the lag after the end");
        assert_eq!(late.position(), on_time.position());
        // Still moving a lag after the on-time drive rested.
        let mut late = Smoothing::at_rest(0.0, [0.0; DOF]);
        late.set_lag(lag);
        for k in 1..=700 {
            late.push(k as f64 * 0.001, command(k as f64 * 0.001));
        }
        assert!(!late.settled() && late.velocity()[0] > 0.0, "{:?}", late.velocity());
    }

    proptest! {
        /// What the check accepts, the drives follow within the limits, and the arm comes to
        /// rest on the last point: the check's windowed acceleration is the drives' acceleration.
        #[test]
        fn the_drives_move_within_what_the_check_measured(
            steps in prop::collection::vec((0.005f64..0.4, prop::array::uniform7(-0.3f64..0.3)), 1..8),
        ) {
            let points = crate::trajectory::tests::points_from_steps(steps);
            let q = points.last().map_or([0.0; DOF], |p| p.positions);
            let infinite = JointRates { velocity: [f64::INFINITY; DOF], acceleration: [f64::INFINITY; DOF] };
            let start = Start::at_rest([0.0; DOF], 1e-3);
            let peaks = follow(&points, Some(&start), &infinite, |_| {});
            let (felt, end) = run(&points, Smoothing::at_rest(5.0, [0.0; DOF]));
            for j in 0..DOF {
                // Sampled every millisecond against a command sampled every SAMPLE_S: a little
                // rounding either way.
                prop_assert!(felt[j] <= peaks.acceleration[j] * 1.02 + 1e-6, "joint {j}: {} > {}", felt[j], peaks.acceleration[j]);
                prop_assert!((end[j] - q[j]).abs() < 1e-9);
            }
        }

        /// The planner's moves, sampled at 100 Hz, pass the check from rest and the drives
        /// follow them within the limits they were planned for.
        #[test]
        fn planned_moves_are_followed_within_their_limits(
            goal in proptest::array::uniform7(-1.5f64..1.5),
            v in 0.2f64..2.0,
            a in 1.0f64..10.0,
        ) {
            let r = JointRates { velocity: [v; DOF], acceleration: [a; DOF] };
            let plan = planner::ptp(&[0.0; DOF], &goal, &r).unwrap();
            let start = Start::at_rest([0.0; DOF], 1e-3);
            prop_assert!(drive::first_excess(plan.trajectory.points(), Some(&start), &r).is_none());
            let (felt, end) = run(plan.trajectory.points(), Smoothing::at_rest(0.0, [0.0; DOF]));
            for j in 0..DOF {
                prop_assert!(felt[j] <= a * 1.02, "joint {j}: {} against {a}", felt[j]);
                prop_assert!((end[j] - goal[j]).abs() < 1e-9);
            }
        }
    }
}
