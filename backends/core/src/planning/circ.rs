//! Circular TCP motion (`circ`, D35): the arc from where the TCP is through an interim point, or
//! around a centre, to the target; the orientation slerped from start to goal; the joints by IK
//! along the arc ([`planner::cartesian_path`]), timed as one trapezoid along it within the
//! scaled joint limits. Wrong geometry is refused with the reason, never planned otherwise.

use super::planner::{self, Plan};
use crate::drive::JointRates;
use crate::motion::{CIRC_CENTER_TOLERANCE_M, CircAux};
use crate::validation::fmt_fixed;
use crate::{JointPositions, RobotModel};
use nalgebra::{Isometry3, Unit, UnitQuaternion, Vector3};

/// Points closer than this are the same point for an arc's geometry, metres: an interim point
/// this near the start or goal, a goal this near the start.
pub const CIRC_POINT_TOLERANCE_M: f64 = 0.001;

/// What the arc's messages call it.
pub const ARC: &str = "arc";

/// An arc in space: `centre + radius(s)·(cos(θ·s)·u + sin(θ·s)·v)` for s in [0, 1].
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Arc {
    pub centre: Vector3<f64>,
    /// Unit vector from the centre to the start.
    pub u: Vector3<f64>,
    /// Unit vector in the arc's plane, perpendicular to `u`, toward the direction of motion.
    pub v: Vector3<f64>,
    /// The radius at the start and at the goal (a centre within the tolerance may leave them
    /// differing by up to [`CIRC_CENTER_TOLERANCE_M`]; the radius changes linearly between).
    pub radius: (f64, f64),
    /// The angle swept, radians, in (0, 2π).
    pub angle: f64,
}

impl Arc {
    pub fn at(&self, s: f64) -> Vector3<f64> {
        let r = self.radius.0 + (self.radius.1 - self.radius.0) * s;
        let (sin, cos) = (self.angle * s).sin_cos();
        self.centre + (self.u * cos + self.v * sin) * r
    }

    /// Length along the arc, metres.
    pub fn length(&self) -> f64 {
        self.angle * (self.radius.0 + self.radius.1) / 2.0
    }

    /// The arc from `start` to `goal` (metres, one frame) through or around `aux` (in the same
    /// frame); `Err` says what is wrong with the geometry.
    pub fn of(start: &Vector3<f64>, goal: &Vector3<f64>, aux: &CircAux) -> Result<Arc, String> {
        let tol = CIRC_POINT_TOLERANCE_M;
        if (goal - start).norm() < tol {
            return Err(format!(
                "the circ target is where the TCP is (within {} mm): an arc needs a goal away from its start",
                tol * 1e3
            ));
        }
        match *aux {
            CircAux::Interim(p) => {
                let m = Vector3::from(p);
                if (m - start).norm() < tol {
                    return Err(format!(
                        "the circ interim point is where the TCP starts (within {} mm): it must lie on the arc \
                         between start and goal",
                        tol * 1e3
                    ));
                }
                if (m - goal).norm() < tol {
                    return Err(format!(
                        "the circ interim point is the goal (within {} mm): it must lie on the arc between start \
                         and goal",
                        tol * 1e3
                    ));
                }
                let chord = goal - start;
                let off_line = (m - start).cross(&chord).norm() / chord.norm();
                if off_line < tol {
                    return Err(format!(
                        "the start, the circ interim point and the goal lie on one line ({} mm from it): no circle \
                         passes through them; use lin for a straight line",
                        fmt_fixed(off_line * 1e3, 3)
                    ));
                }
                // The circumcentre of the triangle start, interim, goal.
                let (a, b) = (m - start, chord);
                let n = a.cross(&b);
                let centre = start
                    + (b.cross(&n) * a.norm_squared() + n.cross(&a) * b.norm_squared()) / (2.0 * n.norm_squared());
                // Turning from start through the interim point to the goal: counterclockwise
                // about this normal.
                let normal = Unit::new_normalize((m - start).cross(&(goal - m)));
                let r = (start - centre).norm();
                let u = (start - centre) / r;
                let v = normal.cross(&u);
                let g = goal - centre;
                let mut angle = g.dot(&v).atan2(g.dot(&u));
                if angle <= 0.0 {
                    angle += std::f64::consts::TAU;
                }
                Ok(Arc { centre, u, v, radius: (r, r), angle })
            }
            CircAux::Center(c) => {
                let centre = Vector3::from(c);
                let (r0, r1) = ((start - centre).norm(), (goal - centre).norm());
                if r0 < tol {
                    return Err(format!(
                        "the circ centre is where the TCP starts (within {} mm): no circle",
                        tol * 1e3
                    ));
                }
                if (r0 - r1).abs() > CIRC_CENTER_TOLERANCE_M {
                    return Err(format!(
                        "the circ centre is not equidistant from start and goal: {} m from the start, {} m from \
                         the goal (they may differ by {} mm at most)",
                        fmt_fixed(r0, 4),
                        fmt_fixed(r1, 4),
                        CIRC_CENTER_TOLERANCE_M * 1e3
                    ));
                }
                let (a, b) = ((start - centre) / r0, (goal - centre) / r1);
                let n = a.cross(&b);
                // With the centre on the chord (start and goal opposite: a half circle), any
                // plane through the chord holds an arc.
                if n.norm() < tol / r0.max(r1) {
                    return Err(
                        "the circ centre lies on the line from start to goal: the arc is ambiguous (a half circle \
                         could go any way around); give an interim point on the arc instead"
                            .to_owned(),
                    );
                }
                let normal = Unit::new_normalize(n);
                let v = normal.cross(&a);
                // The shorter way round, as Pilz's circ with a centre goes.
                let angle = b.dot(&v).atan2(b.dot(&a));
                Ok(Arc { centre, u: a, v, radius: (r0, r1), angle })
            }
        }
    }
}

/// The joints along the arc from `start` (joint angles) to `target` (URDF root frame) through or
/// around `aux` (already in the URDF root frame): the TCP on the arc, its orientation slerped.
/// The first sample is `start`, the last reaches `target`.
pub fn arc_path(
    model: &RobotModel,
    start: &JointPositions,
    target: &Isometry3<f64>,
    aux: &CircAux,
) -> Result<Vec<JointPositions>, String> {
    let from = model.fk(start);
    let (p0, p1) = (from.translation.vector, target.translation.vector);
    let arc = Arc::of(&p0, &p1, aux).map_err(|e| format!("{e}; the arm did not move"))?;
    let (r0, r1): (UnitQuaternion<f64>, UnitQuaternion<f64>) = (from.rotation, target.rotation);
    let pose = |s: f64| {
        // The last sample exactly at the goal, whatever the rounding of the arc's angle.
        let p = if s >= 1.0 { p1 } else { arc.at(s) };
        Isometry3::from_parts(p.into(), r0.slerp(&r1, s))
    };
    planner::cartesian_path(model, start, &pose, arc.length(), r0.angle_to(&r1), ARC)
}

/// `aux` (a point in the frame `frame` whose pose in the URDF root frame is given) in the URDF
/// root frame.
pub fn aux_in_root(frame: &Isometry3<f64>, aux: &CircAux) -> CircAux {
    let map = |p: [f64; 3]| -> [f64; 3] {
        let q = frame * nalgebra::Point3::from(Vector3::from(p));
        [q.x, q.y, q.z]
    };
    match *aux {
        CircAux::Interim(p) => CircAux::Interim(map(p)),
        CircAux::Center(p) => CircAux::Center(map(p)),
    }
}

/// The circular motion from `start` to `target` (URDF root frame) through or around `aux` (URDF
/// root frame), timed within `rates`.
pub fn circ(
    model: &RobotModel,
    start: &JointPositions,
    target: &Isometry3<f64>,
    aux: &CircAux,
    rates: &JointRates,
) -> Result<Plan, String> {
    planner::along(&arc_path(model, start, target, aux)?, rates)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn v(x: f64, y: f64, z: f64) -> Vector3<f64> {
        Vector3::new(x, y, z)
    }

    #[test]
    fn an_interim_point_gives_the_circle_through_the_three_points() {
        let (s, m, g) = (v(1.0, 0.0, 0.0), v(0.0, 1.0, 0.0), v(-1.0, 0.0, 0.0));
        let arc = Arc::of(&s, &g, &CircAux::Interim([m.x, m.y, m.z])).unwrap();
        assert!((arc.centre).norm() < 1e-12);
        assert!((arc.angle - std::f64::consts::PI).abs() < 1e-12);
        assert!((arc.at(0.5) - m).norm() < 1e-12);
        assert!((arc.at(1.0) - g).norm() < 1e-12);
        // Three quarters of a circle: through a point past the half.
        let arc = Arc::of(&s, &v(0.0, -1.0, 0.0), &CircAux::Interim([-1.0, 0.0, 0.0])).unwrap();
        assert!((arc.angle - 1.5 * std::f64::consts::PI).abs() < 1e-12);
    }

    #[test]
    fn a_centre_gives_the_shorter_arc() {
        let arc = Arc::of(&v(0.15, 0.0, 0.0), &v(0.0, 0.15, 0.0), &CircAux::Center([0.0, 0.0, 0.0])).unwrap();
        assert!((arc.angle - std::f64::consts::FRAC_PI_2).abs() < 1e-12);
        assert!((arc.length() - 0.15 * std::f64::consts::FRAC_PI_2).abs() < 1e-12);
        assert!((arc.at(1.0) - v(0.0, 0.15, 0.0)).norm() < 1e-12);
    }

    #[test]
    fn wrong_geometry_is_refused_with_its_reason() {
        let (s, g) = (v(0.5, 0.0, 0.5), v(0.5, 0.2, 0.5));
        let err = |aux: CircAux, goal: &Vector3<f64>| Arc::of(&s, goal, &aux).unwrap_err();
        assert!(err(CircAux::Interim([0.5, 0.1, 0.5]), &g).contains("lie on one line"));
        assert!(err(CircAux::Interim([0.5, 0.4, 0.5]), &g).contains("lie on one line"));
        assert!(err(CircAux::Interim([0.5, 0.0005, 0.5]), &g).contains("where the TCP starts"));
        assert!(err(CircAux::Interim([0.5, 0.2, 0.5005]), &g).contains("is the goal"));
        assert!(err(CircAux::Interim([0.6, 0.1, 0.5]), &s).contains("where the TCP is"));
        assert!(err(CircAux::Center([0.5, 0.0, 0.6]), &g).contains("not equidistant"));
        assert!(err(CircAux::Center([0.5, 0.1, 0.5]), &g).contains("ambiguous"));
        assert!(err(CircAux::Center([0.5, 0.0, 0.5]), &g).contains("centre is where the TCP starts"));
        // Within the tolerance is accepted.
        assert!(Arc::of(&s, &g, &CircAux::Center([0.5, 0.1, 0.6 + 0.0004])).is_ok());
    }

    proptest! {
        /// An arc through any three points not on one line starts at the start, passes the
        /// interim point, ends at the goal, and stays on the circle.
        #[test]
        fn arcs_pass_their_three_points(
            s in proptest::array::uniform3(-1.0f64..1.0),
            m in proptest::array::uniform3(-1.0f64..1.0),
            g in proptest::array::uniform3(-1.0f64..1.0),
        ) {
            let (s, m, g) = (Vector3::from(s), Vector3::from(m), Vector3::from(g));
            let Ok(arc) = Arc::of(&s, &g, &CircAux::Interim([m.x, m.y, m.z])) else { return Ok(()) };
            prop_assume!(arc.radius.0 < 100.0);
            let r = arc.radius.0;
            prop_assert!((arc.at(0.0) - s).norm() < 1e-9 * r.max(1.0));
            prop_assert!((arc.at(1.0) - g).norm() < 1e-9 * r.max(1.0));
            let mut passed = false;
            for k in 0..=2000 {
                let p = arc.at(k as f64 / 2000.0);
                prop_assert!(((p - arc.centre).norm() - r).abs() < 1e-9 * r.max(1.0));
                passed |= (p - m).norm() < arc.length() / 1000.0 + 1e-9;
            }
            prop_assert!(passed, "the arc misses its interim point");
        }
    }
}
