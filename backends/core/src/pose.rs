//! The tool-centre-point pose and the ABC angle convention: R = Rz(A)·Ry(B)·Rx(C) (D6).

use nalgebra::{Isometry3, Rotation3, Translation3, UnitQuaternion};
use serde::Serialize;
use std::f64::consts::{PI, TAU};
use utoipa::ToSchema;

/// Metres.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, ToSchema)]
pub struct Position {
    pub x: f64,
    pub y: f64,
    pub z: f64,
}

/// ABC angles: rotation about Z (A), then Y (B), then X (C).
#[derive(Clone, Copy, Debug, PartialEq, Serialize, ToSchema)]
pub struct Abc {
    pub a: f64,
    pub b: f64,
    pub c: f64,
}

impl Abc {
    /// The rotation R = Rz(A)·Ry(B)·Rx(C).
    pub fn rotation(&self) -> UnitQuaternion<f64> {
        // nalgebra's roll-pitch-yaw is exactly Rz(yaw)·Ry(pitch)·Rx(roll).
        UnitQuaternion::from_euler_angles(self.c, self.b, self.a)
    }

    /// The ABC angles of a rotation, in the canonical form every read back uses (D6): A and C
    /// within (−π, π], B within [−π/2, 3π/2], and of the two triples of every rotation,
    /// (A, B, C) and (A ± π, π − B, C ± π), the one whose turns about Z and X are smaller,
    /// |A| + |C| < π; where both make π, the one with B within [−π/2, π/2]. So the tool pointing
    /// down, `a=0, b=π, c=0` as the docs command it, reads back as itself, not as
    /// `a=π, b=0, c=π`, and B runs on through π as the tool tilts.
    pub fn of(rotation: &UnitQuaternion<f64>) -> Abc {
        // B within [−π/2, π/2], A and C within [−π, π].
        let (roll, pitch, yaw) = Rotation3::from(*rotation).euler_angles();
        let (a, c) = (half_turn_range(yaw), half_turn_range(roll));
        if a.abs() + c.abs() <= PI {
            return Abc { a, b: pitch, c };
        }
        Abc { a: half_turn_range(a + PI), b: PI - pitch, c: half_turn_range(c + PI) }
    }

    pub fn to_degrees(self) -> Abc {
        Abc { a: self.a.to_degrees(), b: self.b.to_degrees(), c: self.c.to_degrees() }
    }
}

/// The largest magnitude of an ABC angle a pose target takes, radians (two full turns from −2π
/// to 2π): an angle within it is radians, and wraps; one beyond is refused, with the hint that
/// it reads as degrees where it does (`b: 180`).
pub const ANGLE_MAX: f64 = TAU;

/// `x` (radians) in (−π, π].
fn half_turn_range(x: f64) -> f64 {
    let r = x.rem_euclid(TAU);
    if r > PI { r - TAU } else { r }
}

/// Unit quaternion (`x`, `y`, `z`, `w`) plus the same rotation as ABC angles.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, ToSchema)]
pub struct Orientation {
    pub x: f64,
    pub y: f64,
    pub z: f64,
    pub w: f64,
    pub euler_rad: Abc,
    pub euler_deg: Abc,
}

/// TCP pose relative to `frame_id` (D6).
#[derive(Clone, Debug, PartialEq, Serialize, ToSchema)]
pub struct TcpPose {
    pub frame_id: String,
    pub position: Position,
    pub orientation: Orientation,
}

impl TcpPose {
    pub fn from_isometry(frame_id: &str, iso: &Isometry3<f64>) -> TcpPose {
        let t = iso.translation.vector;
        let q = iso.rotation;
        let abc = Abc::of(&q);
        TcpPose {
            frame_id: frame_id.to_owned(),
            position: Position { x: t.x, y: t.y, z: t.z },
            orientation: Orientation { x: q.i, y: q.j, z: q.k, w: q.w, euler_rad: abc, euler_deg: abc.to_degrees() },
        }
    }

    pub fn to_isometry(&self) -> Isometry3<f64> {
        let p = self.position;
        Isometry3::from_parts(Translation3::new(p.x, p.y, p.z), self.orientation.euler_rad.rotation())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use nalgebra::{Matrix3, Vector3};
    use proptest::prelude::*;
    use std::f64::consts::FRAC_PI_2;

    fn rz(a: f64) -> Matrix3<f64> {
        Matrix3::new(a.cos(), -a.sin(), 0.0, a.sin(), a.cos(), 0.0, 0.0, 0.0, 1.0)
    }
    fn ry(b: f64) -> Matrix3<f64> {
        Matrix3::new(b.cos(), 0.0, b.sin(), 0.0, 1.0, 0.0, -b.sin(), 0.0, b.cos())
    }
    fn rx(c: f64) -> Matrix3<f64> {
        Matrix3::new(1.0, 0.0, 0.0, 0.0, c.cos(), -c.sin(), 0.0, c.sin(), c.cos())
    }

    fn close(x: Abc, y: Abc, tol: f64) -> bool {
        (x.a - y.a).abs() < tol && (x.b - y.b).abs() < tol && (x.c - y.c).abs() < tol
    }

    /// A canonical B away from the two gimbal locks (±π/2, 3π/2... where only A ± C is defined).
    fn canonical_b() -> impl Strategy<Value = f64> {
        prop_oneof![(-FRAC_PI_2 + 0.01)..(FRAC_PI_2 - 0.01), (FRAC_PI_2 + 0.01)..(3.0 * FRAC_PI_2 - 0.01)]
    }

    #[test]
    fn the_documented_tool_down_reads_back_as_commanded() {
        for (given, shown) in [
            (Abc { a: 0.0, b: PI, c: 0.0 }, Abc { a: 0.0, b: PI, c: 0.0 }),
            // The docs' 3.14159.
            (Abc { a: 0.0, b: PI - 2.65e-6, c: 0.0 }, Abc { a: 0.0, b: PI - 2.65e-6, c: 0.0 }),
            // Home: the tool 2.38° off straight down.
            (Abc { a: PI, b: 0.0416, c: PI }, Abc { a: 0.0, b: PI - 0.0416, c: 0.0 }),
            (Abc { a: 0.0, b: -PI, c: 0.0 }, Abc { a: 0.0, b: PI, c: 0.0 }),
            (Abc { a: 0.0, b: 0.0, c: 0.0 }, Abc { a: 0.0, b: 0.0, c: 0.0 }),
            (Abc { a: FRAC_PI_2, b: PI, c: 0.0 }, Abc { a: FRAC_PI_2, b: PI, c: 0.0 }),
            (Abc { a: 0.3, b: -3.0, c: 0.2 }, Abc { a: 0.3, b: TAU - 3.0, c: 0.2 }),
        ] {
            let back = Abc::of(&given.rotation());
            assert!(close(back, shown, 1e-9), "{given:?} reads back as {back:?}, not {shown:?}");
        }
    }

    proptest! {
        /// Any three angles make R = Rz(A)·Ry(B)·Rx(C); their read back is the same rotation, in
        /// the canonical ranges, and the same for both signs of the quaternion.
        #[test]
        fn abc_matches_rz_ry_rx_and_reads_back_canonical(
            a in -TAU..TAU, b in -TAU..TAU, c in -TAU..TAU
        ) {
            let abc = Abc { a, b, c };
            let q = abc.rotation();
            let expected = rz(a) * ry(b) * rx(c);
            prop_assert!((q.to_rotation_matrix().matrix() - expected).norm() < 1e-12);
            let back = Abc::of(&q);
            prop_assert!(back.rotation().angle_to(&q) < 1e-9, "{:?}", back);
            prop_assert!(-PI < back.a && back.a <= PI && -PI < back.c && back.c <= PI, "{:?}", back);
            prop_assert!((-FRAC_PI_2..=3.0 * FRAC_PI_2).contains(&back.b), "{:?}", back);
            prop_assert!(back.a.abs() + back.c.abs() <= PI + 1e-9, "{:?}", back);
            let negated = UnitQuaternion::new_unchecked(-q.into_inner());
            let other = Abc::of(&negated);
            // Equal, or (at a tie or a gimbal lock, where the rounding of either may fall on
            // either side) the same rotation.
            prop_assert!(close(other, back, 1e-9) || other.rotation().angle_to(&q) < 1e-9, "{:?} {:?}", other, back);
            let pose = TcpPose::from_isometry("base_link", &Isometry3::from_parts(Vector3::new(0.1, 0.2, 0.3).into(), q));
            let o = pose.orientation;
            prop_assert!(((o.x * o.x + o.y * o.y + o.z * o.z + o.w * o.w) - 1.0).abs() < 1e-12);
            prop_assert!((pose.to_isometry().rotation.angle_to(&q)) < 1e-9);
            prop_assert!((o.euler_deg.b - o.euler_rad.b.to_degrees()).abs() < 1e-7);
        }

        /// Every canonical triple (away from the ties and the gimbal locks) is the read back of its
        /// own rotation: the canonical form is unique, and the round trip exact.
        #[test]
        fn a_canonical_triple_reads_back_as_itself(
            a in -(PI - 1e-6)..PI, share in 0.0f64..(1.0 - 1e-6), positive in any::<bool>(), b in canonical_b()
        ) {
            let room = PI - a.abs();
            let c = if positive { share * room } else { -share * room };
            let abc = Abc { a, b, c };
            let back = Abc::of(&abc.rotation());
            prop_assert!(close(back, abc, 1e-9), "{:?} reads back as {:?}", abc, back);
            let again = Abc::of(&back.rotation());
            prop_assert!(close(again, back, 1e-12), "{:?} {:?}", again, back);
        }
    }
}
