//! The tool-centre-point pose and the ABC angle convention: R = Rz(A)·Ry(B)·Rx(C) (D6).

use nalgebra::{Isometry3, Rotation3, Translation3, UnitQuaternion};
use serde::Serialize;
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

    /// ABC angles of a rotation; B within [-π/2, π/2].
    pub fn of(rotation: &UnitQuaternion<f64>) -> Abc {
        let (roll, pitch, yaw) = Rotation3::from(*rotation).euler_angles();
        Abc { a: yaw, b: pitch, c: roll }
    }

    pub fn to_degrees(self) -> Abc {
        Abc { a: self.a.to_degrees(), b: self.b.to_degrees(), c: self.c.to_degrees() }
    }
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

    proptest! {
        #[test]
        fn abc_matches_rz_ry_rx_and_round_trips(
            a in -3.1f64..3.1, b in -(FRAC_PI_2 - 0.01)..(FRAC_PI_2 - 0.01), c in -3.1f64..3.1
        ) {
            let abc = Abc { a, b, c };
            let q = abc.rotation();
            let expected = rz(a) * ry(b) * rx(c);
            prop_assert!((q.to_rotation_matrix().matrix() - expected).norm() < 1e-12);
            let back = Abc::of(&q);
            prop_assert!((back.a - a).abs() < 1e-9 && (back.b - b).abs() < 1e-9 && (back.c - c).abs() < 1e-9);
            let pose = TcpPose::from_isometry("base_link", &Isometry3::from_parts(Vector3::new(0.1, 0.2, 0.3).into(), q));
            let o = pose.orientation;
            prop_assert!(((o.x * o.x + o.y * o.y + o.z * o.z + o.w * o.w) - 1.0).abs() < 1e-12);
            prop_assert!((pose.to_isometry().rotation.angle_to(&q)) < 1e-9);
            prop_assert!((o.euler_deg.a - a.to_degrees()).abs() < 1e-7);
        }
    }
}
