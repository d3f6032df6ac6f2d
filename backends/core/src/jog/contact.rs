//! The jog's look ahead for contact (D28's world model and the arm itself): the path the arm
//! would sweep if it began braking now, plus `lookahead_s` (`jog.contact_lookahead_s`) of motion, is checked
//! every tick it moves. When that path touches, the jog brakes now, and so comes to rest short
//! of the contact.

use super::limiter::{Caps, Motion};
use crate::{JointPositions, RobotModel};

/// What the arm would touch, as `link7 and obstacle 'crate'`, if `motion` were not braked now.
pub fn ahead(model: &RobotModel, motion: &Motion, caps: &Caps, lookahead_s: f64) -> Option<String> {
    if motion.is_at_rest() {
        return None;
    }
    // Braking evenly from v covers v t / 2.
    let t = caps.braking_time(&motion.velocity) / 2.0 + lookahead_s;
    let end: JointPositions = std::array::from_fn(|j| motion.position[j] + motion.velocity[j] * t);
    let world = model.world();
    let check = world.scene.check_path(&[(motion.position, 0.0), (end, 1.0)], false);
    check.contact.map(|c| c.closest.pair())
}
