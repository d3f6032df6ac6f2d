//! nalgebra (armrest's kinematics) to glam (parry's geometry), in one place.

use nalgebra::Isometry3;
use parry3d_f64::math::{Pose, Rot3, Vector};

pub fn pose(iso: &Isometry3<f64>) -> Pose {
    let t = iso.translation.vector;
    let q = iso.rotation.quaternion().coords;
    Pose::from_parts(Vector::new(t.x, t.y, t.z), Rot3::from_xyzw(q.x, q.y, q.z, q.w))
}
