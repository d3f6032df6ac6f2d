//! How a joint trajectory controller moves its command between two points, by what both points
//! give, as Jazzy's does (`Trajectory::interpolate_between_points`, ros2_controllers 4.x):
//! positions only, a straight line; velocities too, a cubic through both positions at both
//! velocities; velocities and accelerations, a quintic. The drive check and the simulated
//! controller judge and run a trajectory with velocities on these curves, sampled finely
//! ([`sampled`]), so that what is judged is what the controller will command.

use crate::{DOF, JointPositions, TrajectoryPoint};

/// A point as the interpolation reads it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Knot {
    pub positions: JointPositions,
    pub velocities: Option<JointPositions>,
    pub accelerations: Option<JointPositions>,
}

impl Knot {
    /// A point at rest or given by its positions only.
    pub fn positions(positions: JointPositions) -> Knot {
        Knot { positions, velocities: None, accelerations: None }
    }
}

/// Where the command is, and how fast it moves, `s` seconds into the segment of `span` seconds
/// from `a` to `b` (`s` within `0..=span`).
pub fn between(a: &Knot, b: &Knot, span: f64, s: f64) -> (JointPositions, JointPositions) {
    let s = s.clamp(0.0, span.max(0.0));
    let mut q = [0.0; DOF];
    let mut v = [0.0; DOF];
    match (a.velocities.zip(b.velocities), a.accelerations.zip(b.accelerations)) {
        // Upstream interpolates a quintic only where both points give velocities and
        // accelerations; accelerations without velocities are refused before they get here.
        (Some((va, vb)), Some((aa, ab))) if span > 0.0 => {
            let (t2, t3, t4, t5) = (span * span, span.powi(3), span.powi(4), span.powi(5));
            for j in 0..DOF {
                let (p0, p1) = (a.positions[j], b.positions[j]);
                let c = [
                    p0,
                    va[j],
                    0.5 * aa[j],
                    (-20.0 * p0 + 20.0 * p1 - 3.0 * aa[j] * t2 + ab[j] * t2 - 12.0 * va[j] * span - 8.0 * vb[j] * span)
                        / (2.0 * t3),
                    (30.0 * p0 - 30.0 * p1 + 3.0 * aa[j] * t2 - 2.0 * ab[j] * t2
                        + 16.0 * va[j] * span
                        + 14.0 * vb[j] * span)
                        / (2.0 * t4),
                    (-12.0 * p0 + 12.0 * p1 - aa[j] * t2 + ab[j] * t2 - 6.0 * va[j] * span - 6.0 * vb[j] * span)
                        / (2.0 * t5),
                ];
                q[j] = c[0] + s * (c[1] + s * (c[2] + s * (c[3] + s * (c[4] + s * c[5]))));
                v[j] = c[1] + s * (2.0 * c[2] + s * (3.0 * c[3] + s * (4.0 * c[4] + s * 5.0 * c[5])));
            }
        }
        (Some((va, vb)), _) if span > 0.0 => {
            let (t2, t3) = (span * span, span.powi(3));
            for j in 0..DOF {
                let (p0, p1) = (a.positions[j], b.positions[j]);
                let c2 = (-3.0 * p0 + 3.0 * p1 - 2.0 * va[j] * span - vb[j] * span) / t2;
                let c3 = (2.0 * p0 - 2.0 * p1 + va[j] * span + vb[j] * span) / t3;
                q[j] = p0 + s * (va[j] + s * (c2 + s * c3));
                v[j] = va[j] + s * (2.0 * c2 + s * 3.0 * c3);
            }
        }
        _ => {
            for j in 0..DOF {
                let rate = if span > 0.0 { (b.positions[j] - a.positions[j]) / span } else { 0.0 };
                q[j] = a.positions[j] + rate * s;
                v[j] = rate;
            }
        }
    }
    (q, v)
}

/// How often [`sampled`] samples a curved segment, seconds: a tenth of the drives' window
/// ([`super::WINDOW_S`]), so the velocity changes between samples are judged as the drives
/// spread them.
pub const SAMPLE_S: f64 = super::WINDOW_S / 10.0;

/// The command along `points` (`(time_from_start, point)`, times increasing) from `from` at 0:
/// position-only points as they are (a straight segment needs no samples), a curved segment
/// every [`SAMPLE_S`] and at its end. Each sample comes with the index of the point its segment
/// ends at. A segment whose time does not increase is kept as its end point, for the checks to
/// refuse as any other.
pub fn sampled(from: &Knot, points: &[(f64, Knot)]) -> Vec<(TrajectoryPoint, usize)> {
    let mut out = Vec::with_capacity(points.len());
    let mut before = (0.0, *from);
    for (i, &(t, knot)) in points.iter().enumerate() {
        let span = t - before.0;
        let curved = before.1.velocities.is_some() && knot.velocities.is_some();
        if curved && span > 0.0 {
            let n = (span / SAMPLE_S).ceil() as usize;
            for k in 1..n {
                let s = span * k as f64 / n as f64;
                let (q, _) = between(&before.1, &knot, span, s);
                out.push((TrajectoryPoint { positions: q, time_from_start: before.0 + s }, i));
            }
        }
        out.push((TrajectoryPoint { positions: knot.positions, time_from_start: t }, i));
        before = (t, knot);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn knot(q: f64, v: Option<f64>, a: Option<f64>) -> Knot {
        Knot { positions: [q; DOF], velocities: v.map(|v| [v; DOF]), accelerations: a.map(|a| [a; DOF]) }
    }

    #[test]
    fn each_curve_meets_both_points_at_their_velocities() {
        for (a, b) in [
            (knot(0.1, None, None), knot(0.5, None, None)),
            (knot(0.1, Some(0.3), None), knot(0.5, Some(-0.2), None)),
            (knot(0.1, Some(0.3), Some(1.0)), knot(0.5, Some(-0.2), Some(-2.0))),
        ] {
            let (q0, v0) = between(&a, &b, 2.0, 0.0);
            let (q1, v1) = between(&a, &b, 2.0, 2.0);
            assert!((q0[0] - 0.1).abs() < 1e-12 && (q1[0] - 0.5).abs() < 1e-12, "{a:?} {b:?}");
            if let (Some(va), Some(vb)) = (a.velocities, b.velocities) {
                assert!((v0[0] - va[0]).abs() < 1e-12 && (v1[0] - vb[0]).abs() < 1e-12, "{v0:?} {v1:?}");
            } else {
                assert!((v0[0] - 0.2).abs() < 1e-12, "a straight line at 0.2 rad/s");
            }
        }
    }

    #[test]
    fn a_cubic_from_rest_to_rest_peaks_at_one_and_a_half_times_the_mean_speed() {
        let (a, b) = (knot(0.0, Some(0.0), None), knot(1.0, Some(0.0), None));
        let (q, v) = between(&a, &b, 2.0, 1.0);
        assert!((q[0] - 0.5).abs() < 1e-12 && (v[0] - 0.75).abs() < 1e-12, "{q:?} {v:?}");
    }

    #[test]
    fn samples_name_the_point_their_segment_ends_at() {
        let points = [(1.0, knot(0.5, Some(0.0), None)), (1.5, knot(0.6, None, None))];
        let s = sampled(&knot(0.0, Some(0.0), None), &points);
        // The cubic to point 0 every 10 ms, then point 1 as it is (a straight segment).
        assert_eq!(s.len(), 100 + 1);
        assert!(s[..100].iter().all(|(_, i)| *i == 0) && s[100].1 == 1);
        assert_eq!(s[99].0.positions[0], 0.5);
        assert!((s[49].0.positions[0] - 0.25).abs() < 1e-12, "half-way at half the time: {:?}", s[49]);
    }

    proptest! {
        /// The velocity `between` reports is the derivative of its positions.
        #[test]
        fn the_velocity_is_the_positions_derivative(
            p0 in -2.0f64..2.0, p1 in -2.0f64..2.0, v0 in -1.0f64..1.0, v1 in -1.0f64..1.0,
            a0 in -5.0f64..5.0, a1 in -5.0f64..5.0, span in 0.1f64..3.0, f in 0.01f64..0.99, quintic: bool,
        ) {
            let (a, b) = if quintic {
                (knot(p0, Some(v0), Some(a0)), knot(p1, Some(v1), Some(a1)))
            } else {
                (knot(p0, Some(v0), None), knot(p1, Some(v1), None))
            };
            let (s, h) = (f * span, 1e-6);
            let (_, v) = between(&a, &b, span, s);
            let derivative = (between(&a, &b, span, s + h).0[0] - between(&a, &b, span, s - h).0[0]) / (2.0 * h);
            prop_assert!((v[0] - derivative).abs() < 1e-5, "{} vs {}", v[0], derivative);
        }
    }
}
