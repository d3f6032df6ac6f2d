//! A path checked densely (D28), so that no contact is ever missed, however thin: two checked
//! states `d1` and `d2` from the nearest thing, a stretch of path between them along which no
//! point travels more than `t`, cannot touch in it when `d1 + d2 > 2t` (conservative
//! advancement, both solids of a pair moving). So the states are spaced by what the last one
//! proved: [`TRAVEL_STEP`] near anything, farther (up to [`ADVANCE`] of the distance) where
//! nothing is near, along the whole path (waypoints need no check of their own); and a stretch
//! that cannot be shown free is halved until it is or until it is below [`RESOLUTION`], which
//! counts as contact.

use super::scene::{Closest, Scene, StateCheck};
use crate::JointPositions;

/// Most any point travels between two checked states near anything, metres.
pub const TRAVEL_STEP: f64 = 0.005;
/// A stretch whose points travel less than this and that cannot be shown free is a contact.
pub const RESOLUTION: f64 = 1e-4;
/// How far past a state, as a share of its distance to the nearest thing, the next is checked:
/// below a half, so that even two solids closing on each other leave the stretch provable.
pub const ADVANCE: f64 = 0.45;
/// Where a path first touches.
#[derive(Clone, Debug, PartialEq)]
pub struct PathContact {
    pub closest: Closest,
    /// How far along the path, 0 to 1, by time.
    pub fraction: f64,
    /// The waypoint the contact comes before or at (the path runs from waypoint `i - 1` to `i`;
    /// 0 for the stretch from the start).
    pub waypoint: usize,
    /// The last checked state before the contact, free of it, and its fraction (`None`: the
    /// start itself touches).
    pub last_free: Option<(JointPositions, f64)>,
}

impl PathContact {
    /// `link7 and obstacle 'box' touch at 43% of the path`.
    pub fn describe(&self) -> String {
        format!("{} would touch at {:.0}% of the path", self.closest.pair(), self.fraction * 100.0)
    }
}

/// What a path check found.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct PathCheck {
    pub contact: Option<PathContact>,
    /// The smallest distance at the checked states (exact when `clearance` was asked for), and
    /// the fraction of the path where it is.
    pub clearance: Option<(Closest, f64)>,
    /// How many states were checked.
    pub states: usize,
}

/// A path of joint positions, linear between waypoints, measured by travel: the most any point
/// of the robot moves from its start.
struct Walk<'a> {
    waypoints: &'a [(JointPositions, f64)],
    /// Travel from the start to each waypoint.
    at: Vec<f64>,
}

/// A state on the path: where (travel), what, when, on which segment (ending at waypoint `i`).
#[derive(Clone)]
struct Station {
    s: f64,
    q: JointPositions,
    t: f64,
    segment: usize,
    check: StateCheck,
}

impl Walk<'_> {
    fn length(&self) -> f64 {
        self.at.last().copied().unwrap_or(0.0)
    }

    /// The state `s` along the path, and the waypoint its segment ends at.
    fn state(&self, s: f64) -> (JointPositions, f64, usize) {
        let w = self.waypoints;
        // The first waypoint at or past `s`; its segment holds the state.
        let i = self.at.partition_point(|&a| a < s).clamp(1, w.len() - 1);
        let (a, b) = (self.at[i - 1], self.at[i]);
        let u = if b > a { ((s - a) / (b - a)).clamp(0.0, 1.0) } else { 1.0 };
        let (qa, ta) = w[i - 1];
        let (qb, tb) = w[i];
        (std::array::from_fn(|j| qa[j] + (qb[j] - qa[j]) * u), ta + (tb - ta) * u, i)
    }
}

impl Scene {
    /// Checks the path through `waypoints` (joint positions and their times, increasing): joint
    /// motion is taken as linear between them, as a trajectory controller interpolates. With
    /// `clearance`, states are at most [`TRAVEL_STEP`] apart, every checked state's distance is
    /// exact and the smallest is reported; without, distances are measured exactly only near
    /// contact and states far from everything are spaced by what they prove (much faster).
    pub fn check_path(&self, waypoints: &[(JointPositions, f64)], clearance: bool) -> PathCheck {
        let mut s = self.scratch();
        let mut out = PathCheck::default();
        let Some(&(first, t0)) = waypoints.first() else { return out };
        let t_end = waypoints.last().map_or(t0, |w| w.1);
        let span = (t_end - t0).max(f64::MIN_POSITIVE);
        let fraction = |t: f64| ((t - t0) / span).clamp(0.0, 1.0);
        let cutoff = if clearance { f64::INFINITY } else { 4.0 * TRAVEL_STEP };
        let mut at = Vec::with_capacity(waypoints.len());
        let mut total = 0.0;
        at.push(0.0);
        for w in waypoints.windows(2) {
            total += self.travel(&w[0].0, &w[1].0);
            at.push(total);
        }
        let walk = Walk { waypoints, at };
        let mut look = |q: &JointPositions, t: f64, out: &mut PathCheck| -> StateCheck {
            let c = self.check(q, cutoff, &mut s);
            out.states += 1;
            if c.exact && out.clearance.as_ref().is_none_or(|(best, _)| c.distance() < best.distance) {
                out.clearance = self.closest(&c).map(|closest| (closest, fraction(t)));
            }
            c
        };
        let check = look(&first, t0, &mut out);
        if let Some(c) = self.closest(&check).filter(|c| c.distance <= 0.0) {
            out.contact = Some(PathContact { closest: c, fraction: 0.0, waypoint: 0, last_free: None });
            return out;
        }
        let mut prev = Station { s: 0.0, q: first, t: t0, segment: 0, check };
        let length = walk.length();
        while prev.s < length {
            let proven = if clearance { 0.0 } else { ADVANCE * prev.check.distance() };
            let next_s = (prev.s + TRAVEL_STEP.max(proven)).min(length);
            let (q, t, segment) = walk.state(next_s);
            let check = look(&q, t, &mut out);
            let next = Station { s: next_s, q, t, segment, check };
            if let Some(contact) = self.stretch(&walk, &prev, &next, &mut look, &mut out) {
                let last_free = contact.last_free.map(|(q, t)| (q, fraction(t)));
                out.contact = Some(PathContact { fraction: fraction(contact.fraction), last_free, ..contact });
                return out;
            }
            prev = next;
        }
        out
    }

    /// Checks the stretch from `a` to `b` (both checked); `Some` with the contact's time in
    /// `fraction` when the stretch cannot be shown free.
    fn stretch(
        &self,
        walk: &Walk<'_>,
        a: &Station,
        b: &Station,
        look: &mut impl FnMut(&JointPositions, f64, &mut PathCheck) -> StateCheck,
        out: &mut PathCheck,
    ) -> Option<PathContact> {
        // `a` is free. A touching `b` is halved towards too, so the contact reported is the
        // first one, within [`RESOLUTION`], and the state before it the last free one.
        let touches = b.check.distance() <= 0.0;
        let travel = b.s - a.s;
        if !touches && a.check.distance() + b.check.distance() > 2.0 * travel {
            return None;
        }
        if travel < RESOLUTION {
            // Touching, or both ends nearer than the distance they travel and too short to halve.
            let nearer = if touches || b.check.distance() <= a.check.distance() { &b.check } else { &a.check };
            let closest = self.closest(nearer)?;
            return Some(PathContact { closest, fraction: b.t, waypoint: b.segment, last_free: Some((a.q, a.t)) });
        }
        let s = (a.s + b.s) / 2.0;
        let (q, t, segment) = walk.state(s);
        let check = look(&q, t, out);
        let mid = Station { s, q, t, segment, check };
        self.stretch(walk, a, &mid, look, out).or_else(|| self.stretch(walk, &mid, b, look, out))
    }
}
