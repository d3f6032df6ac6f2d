//! Re-timing a recorded path for replay (issue 40): the recording's positions kept, new times
//! that start and end at rest, never faster than the recording scaled by `speed`, and within the
//! drives' rates as the drive model judges them (D24, [`crate::drive`]).
//!
//! **How.** The recorded time `t` is the path parameter `s`; `q'(s)` and `q''(s)` come from
//! finite differences of the samples. The unknown is the path speed squared, `x = (ds/dt)²`,
//! at each sample, with `x` linear in `s` between samples (a constant path acceleration `u` per
//! segment, `x[i+1] = x[i] + 2·u·Δs`). A joint's velocity is `q'·√x` and its acceleration
//! `q'·u + q''·x`. As in TOPP-RA (and MoveIt's TOTG), a backward pass from rest at the end finds
//! the fastest `x` at each sample from which the rest of the path can still be followed within
//! the limits, and a forward pass from rest at the start goes as fast as that and the limits
//! allow. A segment then takes `2·Δs / (√x[i] + √x[i+1])`. "At rest" is the joints' velocity,
//! not the path speed: a recording that starts from rest is replayed at its own pace from its
//! first sample (`Path::at_rest`). Samples microseconds after the one before are dropped first
//! ([`thinned`]): their noise would be a velocity.
//!
//! **Checked.** The drives judge the result differently (velocity steps at points, spread over a
//! window), so the plan is made against a margin of the limits ([`FIRST_ACCEL_MARGIN`]) and then
//! judged by the drive model ([`drive::follow`]); while it finds excesses the plan is made again
//! with a smaller share of the limits around each of them (5% less a time), and after
//! [`FINE_PLANS`] such re-plans with ever smaller limits for the whole path, which passes at the
//! latest when every velocity is below `a·W / 2`. A smaller share slows only where the limits bind: where the recording is within
//! them, its own speed (times `speed`) is the binding cap. So the result always passes the check
//! (or the path is refused as [`RetimeError::NoTiming`], for numbers too large to time).

use crate::drive::{self, JointRates, Start, WINDOW_S};
use crate::{DOF, JointPositions, TrajectoryPoint};
use std::ops::RangeInclusive;

/// The share of the acceleration limits the first plan aims at: room for the drive model's window
/// and for the discretisation of the path (velocities are kept exactly: `Path::caps`).
pub const FIRST_ACCEL_MARGIN: f64 = 0.95;

/// How much each of the first [`FINE_PLANS`] re-plans after a failed drive check shrinks the
/// share of the limits planned against around each excess: slowed just enough (to within 5%),
/// and only there. 0.95^30 ≈ 0.2.
const FINE_STEP: f64 = 0.95;
pub const FINE_PLANS: usize = 30;

/// Each later re-plan's step for the whole path, and the plans tried before giving up:
/// 0.6^50 ≈ 1e-11 of the limits after the fine ones, far below any real need (the check passes
/// at the latest when every velocity has shrunk below `a·W / 2`).
const COARSE_STEP: f64 = 0.6;
const MAX_PLANS: usize = FINE_PLANS + 50;

/// The hold tolerance of the drive check's start that [`retime`] promises to pass (rad): the
/// re-timed path begins exactly at its first sample, so any small value does.
pub const HOLD_TOLERANCE: f64 = 1e-4;

/// Finite differences of `q''` span at least this much recorded time (times `speed`), seconds.
/// Measurement noise of `σ` rad between samples `h` apart makes `q''` noise of about `2.4·σ/h²`:
/// 1e-5 rad at 1 kHz would be 24 rad/s², a phantom acceleration that would crawl the replay; over
/// 20 ms it is 0.06 rad/s². A stencil of 20 ms of replay time (a fifth of the drives' window, over
/// which they average anyway) leaves 50 Hz recordings with plain central differences.
const DIFFERENCE_SPAN_S: f64 = 0.02;

/// Recorded samples closer in time than this to the one before are dropped ([`thinned`]):
/// a 1 kHz controller's period, far below the 20 ms of a recording.
pub const MIN_SAMPLE_GAP_S: f64 = 0.001;

/// A joint whose path derivative `|q'|` is below this (rad per recorded second) is taken as still
/// at a sample: its acceleration is then `q''·x` alone (no division by a vanishing `q'`).
const STILL: f64 = 1e-12;

/// Why a path cannot be re-timed.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum RetimeError {
    #[error("a path to re-time needs at least 2 samples, this one has {0}")]
    TooFewPoints(usize),
    #[error("sample {index}: its time is not after the previous sample's; a recording's times must increase")]
    TimesNotIncreasing { index: usize },
    #[error("sample {index}: a time or position is not a finite number")]
    NotFinite { index: usize },
    #[error("speed must be a number greater than 0 and at most 1, not {0}")]
    BadSpeed(f64),
    #[error("the velocity and acceleration rates of the joint at index {joint} must be greater than 0")]
    BadRate { joint: usize },
    #[error("no timing of this path keeps within the drives' rates (its times or positions are too large to time)")]
    NoTiming,
}

/// Rests (no joint moving more than `tolerance` rad from the first/last sample) at the start and
/// end of `samples` cut off: the index range of the part that moves, from the last sample still
/// at the first one's rest (the one before the first sample that leaves) to the first sample at
/// the last one's rest (the one after the last sample away from it), inclusive. None if nothing
/// moves.
pub fn moving_span(samples: &[TrajectoryPoint], tolerance: f64) -> Option<RangeInclusive<usize>> {
    let away = |p: &TrajectoryPoint, rest: &JointPositions| {
        p.positions.iter().zip(rest).any(|(q, r)| (q - r).abs() > tolerance)
    };
    let first = samples.first()?;
    let last = samples.last()?;
    let leaves = samples.iter().position(|p| away(p, &first.positions))?;
    // `leaves` >= 1: the first sample is not away from itself (nor is a NaN, compared false).
    let start = leaves.saturating_sub(1);
    let end = match samples.iter().rposition(|p| away(p, &last.positions)) {
        Some(k) => k + 1,
        // Every sample is within the tolerance of the last (which is away from none): the whole
        // recording after the start moves.
        None => samples.len() - 1,
    };
    Some(start..=end.max(leaves).min(samples.len() - 1))
}

/// `path` (the recorded samples, times increasing, at least 2) re-timed: same positions (the
/// first and last exactly; samples less than [`MIN_SAMPLE_GAP_S`] after the one before dropped,
/// see [`thinned`]), new times from 0, starting and ending at rest, such that
/// `drive::first_excess(&out, Some(&Start::at_rest(out[0].positions, HOLD_TOLERANCE)), rates)` is
/// `None`, and never faster than the recording scaled by `speed` (in (0, 1]): at every sample
/// `ds/dt <= speed`. `rates` are the limits the replay keeps within (already scaled by the
/// caller). Where the recording is faster than the rates it is slowed just enough (time-optimal
/// along the path, up to the margin the drive check needs).
pub fn retime(path: &[TrajectoryPoint], rates: &JointRates, speed: f64) -> Result<Vec<TrajectoryPoint>, RetimeError> {
    validate(path, rates, speed)?;
    let kept = thinned(path);
    let path = Path::of(&kept, speed);
    // The share of the acceleration limits each sample is planned against (the velocity limits'
    // share is this over `FIRST_ACCEL_MARGIN`).
    let mut share = vec![FIRST_ACCEL_MARGIN; path.points.len()];
    let mut over = Vec::new();
    let mut marked = vec![false; share.len()];
    for plan in 0..MAX_PLANS {
        let out = path.timed(rates, speed, &share).ok_or(RetimeError::NoTiming)?;
        let start = Start::at_rest(out[0].positions, HOLD_TOLERANCE);
        over.clear();
        drive::follow(&out, Some(&start), rates, |e| over.push(e.point));
        if over.is_empty() {
            return Ok(out);
        }
        if plan < FINE_PLANS {
            // Slowed where the drives found an excess, and only there: the samples whose
            // segments the windows around it hold (once each, however many excesses they share).
            over.dedup();
            marked.fill(false);
            for &p in &over {
                let t = out[p].time_from_start;
                let (from, to) = (t - 1.5 * WINDOW_S, t + WINDOW_S);
                let first = out[..p].iter().rposition(|q| q.time_from_start < from).unwrap_or(0);
                let last = p + out[p..].iter().position(|q| q.time_from_start > to).unwrap_or(out.len() - p - 1);
                marked[first..=last].fill(true);
            }
            share.iter_mut().zip(&marked).filter(|(_, m)| **m).for_each(|(s, _)| *s *= FINE_STEP);
        } else {
            share.iter_mut().for_each(|s| *s *= COARSE_STEP);
        }
    }
    Err(RetimeError::NoTiming)
}

/// `path` without the samples less than [`MIN_SAMPLE_GAP_S`] after the sample kept before them
/// (the first and last always kept). Two samples microseconds apart carry their measurement
/// noise as a velocity: 1e-5 rad in 1 µs is 10 rad/s, a step the drives would be asked to make
/// at once wherever the replay puts it, so the passes would have to crawl through it. Dropped,
/// the path loses less than a millisecond of its motion.
pub fn thinned(path: &[TrajectoryPoint]) -> Vec<TrajectoryPoint> {
    let (Some(first), Some(last)) = (path.first(), path.last()) else { return Vec::new() };
    let mut kept = vec![*first];
    let mut previous = first.time_from_start;
    for p in path.iter().take(path.len() - 1).skip(1) {
        if p.time_from_start - previous >= MIN_SAMPLE_GAP_S {
            kept.push(*p);
            previous = p.time_from_start;
        }
    }
    if kept.len() > 1 && last.time_from_start - previous < MIN_SAMPLE_GAP_S {
        kept.pop();
    }
    if path.len() > 1 {
        kept.push(*last);
    }
    kept
}

fn validate(path: &[TrajectoryPoint], rates: &JointRates, speed: f64) -> Result<(), RetimeError> {
    if path.len() < 2 {
        return Err(RetimeError::TooFewPoints(path.len()));
    }
    if !(speed > 0.0 && speed <= 1.0) {
        return Err(RetimeError::BadSpeed(speed));
    }
    // An infinite rate is no limit (a joint without an acceleration limit, `JointRates::of`).
    if let Some(joint) = (0..DOF).find(|&j| !(rates.velocity[j] > 0.0 && rates.acceleration[j] > 0.0)) {
        return Err(RetimeError::BadRate { joint });
    }
    for (index, p) in path.iter().enumerate() {
        if !p.time_from_start.is_finite() || p.positions.iter().any(|q| !q.is_finite()) {
            return Err(RetimeError::NotFinite { index });
        }
        if index > 0 && p.time_from_start <= path[index - 1].time_from_start {
            return Err(RetimeError::TimesNotIncreasing { index });
        }
    }
    Ok(())
}

/// The recorded path and its derivatives with respect to the recorded time `s`.
struct Path<'a> {
    points: &'a [TrajectoryPoint],
    /// `s[i+1] - s[i]`.
    ds: Vec<f64>,
    /// `q'` and `q''` at each sample.
    d1: Vec<JointPositions>,
    d2: Vec<JointPositions>,
}

impl<'a> Path<'a> {
    fn of(points: &'a [TrajectoryPoint], speed: f64) -> Path<'a> {
        let s = |i: usize| points[i].time_from_start;
        let q = |i: usize| &points[i].positions;
        let n = points.len();
        let ds = (0..n - 1).map(|i| s(i + 1) - s(i)).collect();
        let half = DIFFERENCE_SPAN_S * speed / 2.0;
        let (mut d1, mut d2) = (vec![[0.0; DOF]; n], vec![[0.0; DOF]; n]);
        // The neighbours at least `half` away on each side (the nearest ones for 50 Hz samples);
        // both move forward with `i`.
        let (mut lo, mut hi) = (0, 0);
        for i in 0..n {
            while lo + 1 < i && s(i) - s(lo + 1) >= half {
                lo += 1;
            }
            hi = hi.max((i + 1).min(n - 1));
            while hi + 1 < n && s(hi) - s(i) < half {
                hi += 1;
            }
            let (a, b) = (lo.min(i), hi.max(i));
            for j in 0..DOF {
                let before = if a < i { (q(i)[j] - q(a)[j]) / (s(i) - s(a)) } else { f64::NAN };
                let after = if b > i { (q(b)[j] - q(i)[j]) / (s(b) - s(i)) } else { f64::NAN };
                (d1[i][j], d2[i][j]) = match (a < i, b > i) {
                    (true, true) => ((q(b)[j] - q(a)[j]) / (s(b) - s(a)), 2.0 * (after - before) / (s(b) - s(a))),
                    (false, true) => (after, 0.0),
                    (true, false) => (before, 0.0),
                    (false, false) => (0.0, 0.0),
                };
            }
        }
        Path { points, ds, d1, d2 }
    }

    /// The path timed against `rates` scaled at each sample by its `share` (acceleration; the
    /// velocity's is `share / FIRST_ACCEL_MARGIN`); `None` when its times are not finite or do
    /// not increase (paths too large to time).
    fn timed(&self, rates: &JointRates, speed: f64, share: &[f64]) -> Option<Vec<TrajectoryPoint>> {
        let n = self.points.len();
        let scaled = |i: usize| -> (JointPositions, JointPositions) {
            let (sv, sa) = (share[i] / FIRST_ACCEL_MARGIN, share[i]);
            (rates.velocity.map(|v| v * sv), rates.acceleration.map(|a| a * sa))
        };
        let rates_at: Vec<_> = (0..n).map(scaled).collect();
        let limits: Vec<Limits> = (0..n).map(|i| Limits::at(self.d1[i], self.d2[i], &rates_at[i].1)).collect();
        let mut caps = self.caps(&limits, &rates_at, speed);
        // The first and last segments, at both their ends (the drives see one velocity over a
        // segment, whatever `x` does within it).
        let (first, last) = (self.at_rest(0, &rates_at[0].1), self.at_rest(n - 2, &rates_at[n - 1].1));
        for (i, bound) in [(0, first), (1, first), (n - 2, last), (n - 1, last)] {
            caps[i] = caps[i].min(bound);
        }
        // Backward: the fastest x at each sample from which the end is reached at rest.
        let mut beta = vec![0.0; n];
        beta[n - 1] = caps[n - 1];
        for i in (0..n - 1).rev() {
            let (ds, next) = (self.ds[i], beta[i + 1]);
            beta[i] = limits[i].controllable(caps[i], next, ds).min(limits[i + 1].departing_max(next, ds));
        }
        // Forward: from rest, as fast as the limits (at both ends of the segment) and the
        // backward bound allow.
        let mut x = vec![0.0; n];
        x[0] = beta[0];
        for i in 0..n - 1 {
            let ds = self.ds[i];
            let u = limits[i].u_max(x[i]).min(limits[i + 1].u_max_arriving(x[i], ds));
            let reach = x[i] + 2.0 * ds * u;
            x[i + 1] = reach.min(beta[i + 1]).max(0.0);
        }
        let mut out = Vec::with_capacity(n);
        let mut t = 0.0;
        for i in 0..n {
            if i > 0 {
                let (v, a) = &rates_at[i - 1];
                let dt = self.segment_time(i - 1, &x, v, a, speed);
                let next = t + dt;
                if !(next.is_finite() && next > t) {
                    return None;
                }
                t = next;
            }
            out.push(TrajectoryPoint { positions: self.points[i].positions, time_from_start: t });
        }
        Some(out)
    }

    /// The most `x` may be at the end of segment `i` that is the first or last of the path, for
    /// the arm to be at rest before it (after it). The arm is at rest when its joints' velocities
    /// are 0, not the path speed: a recording that starts from rest (`q'` near 0 at its first
    /// sample) can be replayed at its own pace from the first segment. The drives see a step to
    /// the segment's velocity `v` at its start: alone in a window it asks `v / W`, and when the
    /// path goes on accelerating the window sums to `v + a·(W - dt/2)`, so `v <= a·dt/2` (the
    /// velocity of the first segment of a profile that starts from rest at `a`) and `v <= a·W`.
    /// With `v = chord·√x` and `dt = Δs/√x`: `x <= a·Δs/(2·chord)` and `x <= (a·W/chord)²`.
    fn at_rest(&self, i: usize, a: &JointPositions) -> f64 {
        let ds = self.ds[i];
        let (p, q) = (&self.points[i].positions, &self.points[i + 1].positions);
        (0..DOF)
            .map(|j| {
                let chord = (q[j] - p[j]).abs() / ds;
                if chord > 0.0 {
                    (a[j] * ds / (2.0 * chord)).min((a[j] * WINDOW_S / chord).powi(2))
                } else {
                    f64::INFINITY
                }
            })
            .fold(f64::INFINITY, f64::min)
    }

    /// The most `x` may be at each sample: `speed²` (never faster than the recording), the
    /// velocity limits on both segments at the sample (exact: a segment's velocity is its chord
    /// times the mean of `√x` at its ends), the acceleration limits' own bound, and the step:
    /// the drives see the velocity change at a sample, `Δchord·√x`, as a step, which alone in a
    /// window asks `Δchord·√x / W`. Along a smooth path this binds only where segments last
    /// longer than the window (`Δchord ≈ q''·Δs`); at a corner of the path (a jump between two
    /// samples) it is what keeps the corner within the limits.
    fn caps(&self, limits: &[Limits], rates_at: &[(JointPositions, JointPositions)], speed: f64) -> Vec<f64> {
        let n = self.points.len();
        let chord = |i: usize, j: usize| (self.points[i + 1].positions[j] - self.points[i].positions[j]) / self.ds[i];
        (0..n)
            .map(|i| {
                let mut cap = (speed * speed).min(limits[i].x_max);
                let (v, a) = &rates_at[i];
                for j in 0..DOF {
                    for seg in [i.checked_sub(1), (i + 1 < n).then_some(i)].into_iter().flatten() {
                        let c = chord(seg, j).abs();
                        if c > 0.0 {
                            cap = cap.min((v[j] / c).powi(2));
                        }
                    }
                    if i > 0 && i + 1 < n {
                        let step = (chord(i, j) - chord(i - 1, j)).abs();
                        if step > 0.0 {
                            cap = cap.min((a[j] * WINDOW_S / step).powi(2));
                        }
                    }
                }
                cap
            })
            .collect()
    }

    /// Seconds of segment `i` at path speeds `x`. A segment with `x` 0 at both ends (which the
    /// passes make only of degenerate numbers) is one constant velocity from rest to rest: its
    /// two steps are each alone in a window, so each joint moves at most `a·W`.
    fn segment_time(&self, i: usize, x: &[f64], v: &JointPositions, a: &JointPositions, speed: f64) -> f64 {
        let ds = self.ds[i];
        let mean = (x[i].sqrt() + x[i + 1].sqrt()) / 2.0;
        if mean > 0.0 {
            return ds / mean;
        }
        let (p, q) = (&self.points[i].positions, &self.points[i + 1].positions);
        (0..DOF).map(|j| (q[j] - p[j]).abs() / v[j].min(a[j] * WINDOW_S)).fold(ds / speed, f64::max)
    }
}

/// The acceleration limits at one sample as bounds on the path acceleration `u` at path speed
/// `x`: for each moving joint `-α - c·x <= u <= α - c·x`, with `α = a/|q'|`, `c = q''/q'`.
struct Limits {
    /// (α, c) of each moving joint.
    moving: Vec<(f64, f64)>,
    /// The largest `x` at which some `u` satisfies every joint.
    x_max: f64,
}

impl Limits {
    fn at(d1: JointPositions, d2: JointPositions, a: &JointPositions) -> Limits {
        let mut moving = Vec::with_capacity(DOF);
        let mut x_max = f64::INFINITY;
        for j in 0..DOF {
            if d1[j].abs() < STILL {
                // A still joint's acceleration is `q''·x` whatever `u` is.
                if d2[j] != 0.0 {
                    x_max = x_max.min(a[j] / d2[j].abs());
                }
            } else {
                moving.push((a[j] / d1[j].abs(), d2[j] / d1[j]));
            }
        }
        // Joint j's lower bound under joint k's upper bound: (c_k - c_j)·x <= α_j + α_k.
        for &(alpha_j, c_j) in &moving {
            for &(alpha_k, c_k) in &moving {
                if c_k > c_j {
                    x_max = x_max.min((alpha_j + alpha_k) / (c_k - c_j));
                }
            }
        }
        Limits { moving, x_max }
    }

    /// The greatest path acceleration at `x` (infinite when no joint moves).
    fn u_max(&self, x: f64) -> f64 {
        self.moving.iter().map(|&(alpha, c)| alpha - c * x).fold(f64::INFINITY, f64::min)
    }

    /// The greatest path acceleration `u` of the segment (`ds` long) that arrives at this sample
    /// from the sample before, left at `x0`: constant over the segment, it must keep this
    /// sample's joints within their limits too, where `x` is `x0 + 2·ds·u`. Without this a segment leaving
    /// rest where the path itself starts from rest (`q'` near 0, so any `u` allowed there) would
    /// arrive far beyond the limits.
    fn u_max_arriving(&self, x0: f64, ds: f64) -> f64 {
        let mut u = f64::INFINITY;
        for &(alpha, c) in &self.moving {
            // -α <= (1 + 2·ds·c)·u + c·x0 <= α
            let m = 1.0 + 2.0 * ds * c;
            if m > 0.0 {
                u = u.min((alpha - c * x0) / m);
            } else if m < 0.0 {
                u = u.min((-alpha - c * x0) / m);
            }
        }
        u
    }

    /// The largest `x` at the sample before from which a segment of constant `u` arrives here
    /// at `x1` with this sample's joints within their limits: `x1 - 2·ds·u` for the least `u`
    /// allowed at `x1`.
    fn departing_max(&self, x1: f64, ds: f64) -> f64 {
        let u_min = self.moving.iter().map(|&(alpha, c)| -alpha - c * x1).fold(f64::NEG_INFINITY, f64::max);
        (x1 - 2.0 * ds * u_min).max(0.0)
    }

    /// The largest `x <= cap` at this sample from which some allowed `u` reaches `[0, next]`
    /// over `ds`: for each joint `x + 2·ds·(-α - c·x) <= next` and `x + 2·ds·(α - c·x) >= 0`.
    fn controllable(&self, cap: f64, next: f64, ds: f64) -> f64 {
        let mut x = cap;
        for &(alpha, c) in &self.moving {
            let k = 1.0 - 2.0 * ds * c;
            if k > 0.0 {
                x = x.min((next + 2.0 * ds * alpha) / k);
            } else if k < 0.0 {
                x = x.min(2.0 * ds * alpha / -k);
            }
        }
        x.max(0.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::planning::planner;
    use proptest::prelude::*;

    fn rates(v: f64, a: f64) -> JointRates {
        JointRates { velocity: [v; DOF], acceleration: [a; DOF] }
    }

    fn scaled(r: &JointRates, speed: f64) -> JointRates {
        JointRates { velocity: r.velocity.map(|v| v * speed), acceleration: r.acceleration.map(|a| a * speed) }
    }

    fn duration(p: &[TrajectoryPoint]) -> f64 {
        p.last().map_or(0.0, |l| l.time_from_start) - p.first().map_or(0.0, |f| f.time_from_start)
    }

    /// Everything the re-timed path promises, as a message when it breaks one.
    fn broken(recorded: &[TrajectoryPoint], out: &[TrajectoryPoint], r: &JointRates, speed: f64) -> Option<String> {
        let input = &thinned(recorded);
        if out.len() != input.len() {
            return Some(format!("{} points out of {}", out.len(), input.len()));
        }
        if out[0].positions != input[0].positions || out.last()?.positions != input.last()?.positions {
            return Some("the ends moved".into());
        }
        if out[0].time_from_start != 0.0 {
            return Some("does not start at 0".into());
        }
        for i in 1..out.len() {
            let (dt, ds) = (
                out[i].time_from_start - out[i - 1].time_from_start,
                input[i].time_from_start - input[i - 1].time_from_start,
            );
            if !(dt > 0.0 && dt.is_finite()) {
                return Some(format!("segment {i}: time {dt}"));
            }
            if out[i].positions != input[i].positions {
                return Some(format!("point {i} moved"));
            }
            // Never faster than the recording times speed (a rounding's worth of slack).
            if ds / dt > speed * (1.0 + 1e-9) {
                return Some(format!("segment {i}: {} times the recording", ds / dt));
            }
        }
        let start = Start::at_rest(out[0].positions, 1e-4);
        drive::first_excess(out, Some(&start), r).map(|e| format!("{e:?}"))
    }

    /// A 7-joint path of sums of sines, sampled every `dt` for `seconds`.
    fn sines(amp: &[f64; DOF], freq: &[f64; DOF], seconds: f64, dt: f64) -> Vec<TrajectoryPoint> {
        let n = (seconds / dt).round() as usize + 1;
        (0..n)
            .map(|k| {
                let t = k as f64 * dt;
                let positions = std::array::from_fn(|j| {
                    amp[j] * ((freq[j] * t).sin() + 0.3 * (2.7 * freq[j] * t + j as f64).sin())
                });
                TrajectoryPoint { positions, time_from_start: t }
            })
            .collect()
    }

    /// `plan` sampled every 20 ms (every other sample of the planner's 100 Hz, and its last).
    fn every_20_ms(points: &[TrajectoryPoint]) -> Vec<TrajectoryPoint> {
        let mut out: Vec<_> = points.iter().step_by(2).copied().collect();
        if let Some(last) = points.last().filter(|l| out.last() != Some(l)) {
            out.push(*last);
        }
        out
    }

    /// Jitter of about 1e-5 rad, deterministic.
    fn with_noise(points: &mut [TrajectoryPoint]) {
        let mut state = 0x2545_f491_4f6c_dd1du64;
        for p in points.iter_mut() {
            for q in p.positions.iter_mut() {
                state ^= state << 13;
                state ^= state >> 7;
                state ^= state << 17;
                *q += ((state >> 11) as f64 / (1u64 << 53) as f64 - 0.5) * 2e-5;
            }
        }
    }

    fn recorded_ptp(r: &JointRates) -> Vec<TrajectoryPoint> {
        let from = [0.0, -0.5, 0.3, -1.2, 0.0, 1.0, 0.5];
        let to = [1.5, 0.4, -0.6, -0.2, 1.1, 0.2, -1.0];
        let plan = planner::ptp(&from, &to, r).expect("plan");
        let mut path = every_20_ms(plan.trajectory.points());
        // A recording starts at time 0 at the first sample.
        path.insert(0, TrajectoryPoint { positions: from, time_from_start: 0.0 });
        if path[1].time_from_start == 0.0 {
            path.remove(1);
        }
        path
    }

    #[test]
    fn a_recording_within_the_limits_keeps_its_time_and_half_speed_doubles_it() {
        let full = rates(1.0, 5.0);
        for noisy in [false, true] {
            let mut path = recorded_ptp(&full);
            if noisy {
                let (first, last) = (path[0], *path.last().unwrap());
                with_noise(&mut path);
                (path[0], *path.last_mut().unwrap()) = (first, last);
            }
            let own = duration(&path);
            for (speed, low, high) in [(1.0, 1.0, 1.05), (0.5, 1.9, 2.2)] {
                let r = scaled(&full, speed);
                let out = retime(&path, &r, speed).unwrap();
                assert_eq!(broken(&path, &out, &r, speed), None);
                let ratio = duration(&out) / own;
                assert!((low..=high).contains(&ratio), "noisy {noisy}, speed {speed}: {ratio}");
            }
        }
        // A slow sine at 50 Hz (0.54 rad/s at most against 1 rad/s), moving at its first sample.
        let path = sines(&[0.3; DOF], &[1.0; DOF], 10.0 * std::f64::consts::PI, 0.02);
        let out = retime(&path, &full, 1.0).unwrap();
        let ratio = duration(&out) / duration(&path);
        assert!((1.0..=1.05).contains(&ratio), "{ratio}");
    }

    #[test]
    fn a_recording_faster_than_the_limits_is_slowed_to_them_and_not_much_more() {
        let full = rates(1.0, 5.0);
        let mut path = recorded_ptp(&full);
        for p in &mut path {
            p.time_from_start /= 10.0;
        }
        let out = retime(&path, &full, 1.0).unwrap();
        assert_eq!(broken(&path, &out, &full, 1.0), None);
        let length: JointPositions = std::array::from_fn(|j| {
            path.windows(2).map(|w| (w[1].positions[j] - w[0].positions[j]).abs()).sum::<f64>()
        });
        let bound = (0..DOF).map(|j| length[j] / full.velocity[j]).fold(0.0, f64::max);
        let d = duration(&out);
        assert!(d >= bound && d <= 1.5 * bound, "{d} s against the bound {bound} s");
        // A fast sine: each joint at up to 10× its velocity limit.
        let path = sines(&[1.0; DOF], &[10.0; DOF], 3.0, 0.002);
        let out = retime(&path, &full, 1.0).unwrap();
        assert_eq!(broken(&path, &out, &full, 1.0), None);
    }

    #[test]
    fn only_the_stretches_faster_than_the_limits_are_slowed() {
        // A move within the limits, then (from where it ends, at rest) one ten times too fast.
        let full = rates(1.0, 5.0);
        let slow = recorded_ptp(&full);
        let own = duration(&slow);
        let back = planner::ptp(&slow.last().unwrap().positions, &slow[0].positions, &full).unwrap();
        let mut path = slow.clone();
        path.extend(
            every_20_ms(back.trajectory.points())
                .iter()
                .skip(1)
                .map(|p| TrajectoryPoint { positions: p.positions, time_from_start: own + p.time_from_start / 10.0 }),
        );
        let out = retime(&path, &full, 1.0).unwrap();
        assert_eq!(broken(&path, &out, &full, 1.0), None);
        // The move within the limits keeps its time up to the last window or so before the turn
        // (where the drives' windows hold both).
        let k = slow.len() * 3 / 4;
        let first = out[k].time_from_start / slow[k].time_from_start;
        assert!((1.0..=1.05).contains(&first), "the move within the limits: {first} of its time");
        let whole = out[slow.len() - 1].time_from_start / own;
        assert!((1.0..=1.1).contains(&whole), "the move within the limits, to the turn: {whole} of its time");
        let second = (duration(&out) - out[slow.len() - 1].time_from_start) / back.duration;
        assert!((1.0..=1.25).contains(&second), "the fast move: {second} of the planner's time at the limits");
    }

    #[test]
    fn samples_microseconds_apart_do_not_crawl_the_replay() {
        let full = rates(1.0, 5.0);
        let path = recorded_ptp(&full);
        let plain = retime(&path, &full, 1.0).unwrap();
        // A second reading 1 µs after every fifth, 1e-5 rad off.
        let mut doubled = Vec::new();
        for (k, p) in path.iter().enumerate() {
            doubled.push(*p);
            if k % 5 == 2 {
                let positions = p.positions.map(|q| q + 1e-5);
                doubled.push(TrajectoryPoint { positions, time_from_start: p.time_from_start + 1e-6 });
            }
        }
        let out = retime(&doubled, &full, 1.0).unwrap();
        assert_eq!(broken(&doubled, &out, &full, 1.0), None);
        let ratio = duration(&out) / duration(&plain);
        assert!((0.99..=1.01).contains(&ratio), "{ratio}");
        assert_eq!(out.len(), path.len());
        assert_eq!(thinned(&doubled), path);
        // The last sample is kept (the one before it dropped), and a path of two stays whole.
        let p = |t: f64| TrajectoryPoint { positions: [t; DOF], time_from_start: t };
        assert_eq!(thinned(&[p(0.0), p(0.5), p(0.5005)]), vec![p(0.0), p(0.5005)]);
        assert_eq!(thinned(&[p(0.0), p(1e-6)]), vec![p(0.0), p(1e-6)]);
        assert_eq!(thinned(&[]), vec![]);
    }

    #[test]
    fn samples_on_top_of_one_another_and_two_point_paths_are_timed() {
        let r = rates(1.0, 5.0);
        let p = |t: f64, x: f64| TrajectoryPoint { positions: [x; DOF], time_from_start: t };
        for path in [
            vec![p(0.0, 0.0), p(0.02, 0.0), p(0.04, 0.0)],
            vec![p(0.0, 0.0), p(0.02, 0.0), p(0.04, 0.5), p(0.06, 0.5), p(0.08, 0.5), p(0.1, 1.0), p(0.12, 1.0)],
            vec![p(0.0, 0.0), p(1.0, 0.0)],
            vec![p(0.0, 0.0), p(0.01, 2.0)],
            vec![p(5.0, 1.0), p(5.5, 1.0 + 1e-9)],
        ] {
            let out = retime(&path, &r, 0.7).unwrap();
            assert_eq!(broken(&path, &out, &r, 0.7), None, "{path:?} -> {out:?}");
        }
    }

    #[test]
    fn moving_span_trims_rests_and_keeps_a_motion_whole() {
        let p = |x: f64| TrajectoryPoint { positions: [x, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0], time_from_start: 0.0 };
        let path: Vec<_> = [0.0, 1e-5, 0.0, 0.1, 0.3, 0.3, 0.2, 0.5, 0.5 + 1e-5, 0.5].map(p).to_vec();
        assert_eq!(moving_span(&path, 1e-3), Some(2..=7));
        // A motion that returns to where it began, pauses within it, moves from the first sample.
        let path: Vec<_> = [0.2, 0.3, 0.3, 0.3, 0.2].map(p).to_vec();
        assert_eq!(moving_span(&path, 1e-3), Some(0..=4));
        let still: Vec<_> = [0.0, 1e-5, -1e-5, 0.0].map(p).to_vec();
        assert_eq!(moving_span(&still, 1e-3), None);
        assert_eq!(moving_span(&[], 1e-3), None);
        assert_eq!(moving_span(&[p(1.0)], 1e-3), None);
        assert_eq!(moving_span(&[p(0.0), p(1.0)], 1e-3), Some(0..=1));
    }

    #[test]
    fn bad_inputs_are_errors() {
        let p = |t: f64, x: f64| TrajectoryPoint { positions: [x; DOF], time_from_start: t };
        let r = rates(1.0, 5.0);
        let ok = [p(0.0, 0.0), p(1.0, 1.0)];
        assert_eq!(retime(&ok[..1], &r, 1.0), Err(RetimeError::TooFewPoints(1)));
        assert_eq!(retime(&[p(0.0, 0.0), p(0.0, 1.0)], &r, 1.0), Err(RetimeError::TimesNotIncreasing { index: 1 }));
        assert_eq!(retime(&[p(0.0, 0.0), p(1.0, f64::NAN)], &r, 1.0), Err(RetimeError::NotFinite { index: 1 }));
        for speed in [0.0, -1.0, 1.5, f64::NAN] {
            assert!(matches!(retime(&ok, &r, speed), Err(RetimeError::BadSpeed(_))));
        }
        let mut zero = r;
        zero.acceleration[3] = 0.0;
        assert_eq!(retime(&ok, &zero, 1.0), Err(RetimeError::BadRate { joint: 3 }));
        // A distance no time can be computed for.
        let huge = [p(0.0, -1e308), p(1.0, 1e308)];
        assert_eq!(retime(&huge, &r, 1.0), Err(RetimeError::NoTiming));
        // No acceleration limit is no limit.
        let out = retime(&ok, &rates(1.0, f64::INFINITY), 1.0).unwrap();
        assert_eq!(broken(&ok, &out, &rates(1.0, f64::INFINITY), 1.0), None);
    }

    #[test]
    fn a_minute_at_50_hz_as_the_bench_times_it() {
        // benches/retime.rs's recording: each joint a sum of two sines (up to about 1.7 rad/s
        // against 1 rad/s), with jitter.
        let mut path: Vec<TrajectoryPoint> = (0..3000)
            .map(|k| {
                let t = k as f64 * 0.02;
                let positions = std::array::from_fn(|j| {
                    let f = 0.3 + 0.15 * j as f64;
                    0.8 * (f * t).sin() + 0.2 * (3.1 * f * t + j as f64).sin()
                });
                TrajectoryPoint { positions, time_from_start: t }
            })
            .collect();
        with_noise(&mut path);
        for speed in [1.0, 0.5] {
            let r = scaled(&rates(1.0, 5.0), speed);
            let out = retime(&path, &r, speed).unwrap();
            assert_eq!(broken(&path, &out, &r, speed), None);
        }
    }

    fn any_f64() -> impl Strategy<Value = f64> {
        prop_oneof![
            4 => -10.0f64..10.0,
            1 => Just(f64::NAN),
            1 => Just(f64::INFINITY),
            1 => Just(f64::NEG_INFINITY),
            1 => Just(0.0),
            1 => any::<f64>(),
        ]
    }

    proptest! {
        /// Smooth paths of every size and speed come out within the scaled rates, their ends
        /// kept, their times increasing, never faster than the recording times speed.
        #[test]
        fn smooth_paths_pass_the_drive_check(
            amp in proptest::array::uniform7(0.0f64..2.0),
            freq in proptest::array::uniform7(0.1f64..8.0),
            seconds in 0.1f64..6.0,
            dt in prop_oneof![Just(0.02), 0.001f64..0.05],
            speed in 0.05f64..=1.0,
            v in 0.2f64..3.0,
            a in 0.5f64..20.0,
        ) {
            let path = sines(&amp, &freq, seconds, dt);
            prop_assume!(path.len() >= 2);
            let r = scaled(&rates(v, a), speed);
            let out = retime(&path, &r, speed).unwrap();
            prop_assert_eq!(broken(&path, &out, &r, speed), None);
        }

        /// Rough recordings (jumps, repeated samples, samples microseconds apart) pass too.
        #[test]
        fn rough_paths_pass_the_drive_check(
            steps in proptest::collection::vec(
                (1e-6f64..0.1, prop_oneof![Just(None), Just(Some(0.0)), (-1.0f64..1.0).prop_map(Some)]),
                1..60,
            ),
            speed in 0.05f64..=1.0,
            v in 0.2f64..3.0,
            a in 0.5f64..20.0,
        ) {
            let mut path = vec![TrajectoryPoint { positions: [0.0; DOF], time_from_start: 0.0 }];
            for (k, (dt, x)) in steps.into_iter().enumerate() {
                let last = path[path.len() - 1];
                let mut positions = last.positions;
                if let Some(x) = x {
                    positions[k % DOF] += x;
                }
                path.push(TrajectoryPoint { positions, time_from_start: last.time_from_start + dt });
            }
            let r = scaled(&rates(v, a), speed);
            let out = retime(&path, &r, speed).unwrap();
            prop_assert_eq!(broken(&path, &out, &r, speed), None);
        }

        /// Planned moves recorded at 50 Hz (within the limits) keep their time at speed 1
        /// (within 5%: the ramps at the ends may add) and take twice as long at 0.5 (±10%).
        #[test]
        fn recorded_moves_keep_their_time(
            from in proptest::array::uniform7(-2.0f64..2.0),
            to in proptest::array::uniform7(-2.0f64..2.0),
            v in 0.2f64..3.0,
            a in 0.5f64..20.0,
        ) {
            let full = rates(v, a);
            let plan = planner::ptp(&from, &to, &full).unwrap();
            let mut path = every_20_ms(plan.trajectory.points());
            path.insert(0, TrajectoryPoint { positions: from, time_from_start: 0.0 });
            path.dedup_by(|b, a| b.time_from_start <= a.time_from_start);
            prop_assume!(duration(&path) >= 1.0);
            for (speed, low, high) in [(1.0, 1.0, 1.05), (0.5, 1.9, 2.2)] {
                let r = scaled(&full, speed);
                let out = retime(&path, &r, speed).unwrap();
                prop_assert_eq!(broken(&path, &out, &r, speed), None);
                let ratio = duration(&out) / duration(&path);
                prop_assert!((low..=high).contains(&ratio), "speed {}: {} of {} s", speed, ratio, duration(&path));
            }
        }

        /// Arbitrary numbers (NaN, infinities, huge) give a re-timed path or an error, never a
        /// panic, and a path returned keeps its promises.
        #[test]
        fn arbitrary_input_never_panics(
            raw in proptest::collection::vec((any_f64(), proptest::array::uniform7(any_f64())), 0..12),
            sorted in any::<bool>(),
            speed in any_f64(),
            v in any_f64(),
            a in any_f64(),
        ) {
            let mut path: Vec<TrajectoryPoint> =
                raw.into_iter().map(|(t, positions)| TrajectoryPoint { positions, time_from_start: t }).collect();
            if sorted {
                for (k, p) in path.iter_mut().enumerate() {
                    p.time_from_start = k as f64 * 0.02;
                }
            }
            let r = rates(v, a);
            if let Ok(out) = retime(&path, &r, speed) {
                prop_assert_eq!(broken(&path, &out, &r, speed), None);
            }
            let _ = moving_span(&path, v);
        }
    }
}
