//! A path checked densely (D28): between two checked states no point of any solid travels more
//! than [`TRAVEL_STEP`]; and where two checked states are too close to an obstacle to prove the
//! stretch between them free, the stretch is halved until it is (conservative advancement:
//! a pair `d1` and `d2` apart at the ends of a stretch whose points travel at most `t` cannot
//! touch in it when `d1 + d2 > 2t`, both solids moving) or until it is below
//! [`RESOLUTION`], which counts as contact. So a contact is never missed, however thin.

use super::scene::{Closest, Scene, Scratch, StateCheck};
use crate::JointPositions;

/// Most any point travels between two checked states, metres.
pub const TRAVEL_STEP: f64 = 0.005;
/// A stretch whose points travel less than this and that cannot be shown free is a contact.
pub const RESOLUTION: f64 = 1e-4;

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

impl Scene {
    /// Checks the path through `waypoints` (joint positions and their times, increasing): joint
    /// motion is taken as linear between them, as a trajectory controller interpolates. With
    /// `clearance`, every checked state's distance is exact and the smallest is reported;
    /// without, distances are measured exactly only near contact (much faster).
    pub fn check_path(&self, waypoints: &[(JointPositions, f64)], clearance: bool) -> PathCheck {
        let mut s = Scratch::default();
        let mut out = PathCheck::default();
        let Some(&(first, t0)) = waypoints.first() else { return out };
        let t_end = waypoints.last().map_or(t0, |w| w.1);
        let span = (t_end - t0).max(f64::MIN_POSITIVE);
        let fraction = |t: f64| ((t - t0) / span).clamp(0.0, 1.0);
        let cutoff = if clearance { f64::INFINITY } else { 4.0 * TRAVEL_STEP };
        let mut look = |q: &JointPositions, t: f64, out: &mut PathCheck| -> StateCheck {
            let c = self.check(q, cutoff, &mut s);
            out.states += 1;
            if let Some(closest) = &c.closest
                && c.exact
                && out.clearance.as_ref().is_none_or(|(best, _)| closest.distance < best.distance)
            {
                out.clearance = Some((closest.clone(), fraction(t)));
            }
            c
        };
        let mut prev = (first, t0, look(&first, t0, &mut out));
        if let Some(c) = prev.2.closest.clone().filter(|c| c.distance <= 0.0) {
            out.contact = Some(PathContact { closest: c, fraction: 0.0, waypoint: 0, last_free: None });
            return out;
        }
        for (w, &(q, t)) in waypoints.iter().enumerate().skip(1) {
            let (a, ta) = (prev.0, prev.1);
            let n = (self.travel(&a, &q) / TRAVEL_STEP).ceil().max(1.0) as usize;
            for i in 1..=n {
                let u = i as f64 / n as f64;
                let qi: JointPositions = std::array::from_fn(|j| a[j] + (q[j] - a[j]) * u);
                let ti = ta + (t - ta) * u;
                let ci = look(&qi, ti, &mut out);
                let before = std::mem::replace(&mut prev, (qi, ti, ci));
                if let Some(contact) = self.stretch(&before, &prev, w, &mut look, &mut out) {
                    let last_free = contact.last_free.map(|(q, t)| (q, fraction(t)));
                    out.contact = Some(PathContact { fraction: fraction(contact.fraction), last_free, ..contact });
                    return out;
                }
            }
        }
        out
    }

    /// Checks the stretch from `a` to `b` (both checked); `Some` with the contact's time in
    /// `fraction` when the stretch cannot be shown free.
    fn stretch(
        &self,
        a: &(JointPositions, f64, StateCheck),
        b: &(JointPositions, f64, StateCheck),
        waypoint: usize,
        look: &mut impl FnMut(&JointPositions, f64, &mut PathCheck) -> StateCheck,
        out: &mut PathCheck,
    ) -> Option<PathContact> {
        // `a` is free. A touching `b` is halved towards too, so the contact reported is the
        // first one, within [`RESOLUTION`], and the state before it the last free one.
        let touches = b.2.distance() <= 0.0;
        let travel = self.travel(&a.0, &b.0);
        if !touches && a.2.distance() + b.2.distance() > 2.0 * travel {
            return None;
        }
        if travel < RESOLUTION {
            // Touching, or both ends nearer than the distance they travel and too short to halve.
            let nearer = if touches || b.2.distance() <= a.2.distance() { &b.2 } else { &a.2 };
            let closest = nearer.closest.clone()?;
            return Some(PathContact { closest, fraction: b.1, waypoint, last_free: Some((a.0, a.1)) });
        }
        let qm: JointPositions = std::array::from_fn(|j| (a.0[j] + b.0[j]) / 2.0);
        let tm = (a.1 + b.1) / 2.0;
        let mid = (qm, tm, look(&qm, tm, out));
        self.stretch(a, &mid, waypoint, look, out).or_else(|| self.stretch(&mid, b, waypoint, look, out))
    }
}
