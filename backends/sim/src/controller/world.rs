//! The world watch (D28): as a real arm's collision detection would, the controller judges each
//! trajectory against the world when it arrives and again whenever the world changes while it
//! runs, and stops the arm at the last state before a contact (a protective stop), telling the
//! service's stream.

use super::{Controller, Outcome, finish};
use armrest_backend::{JointPositions, LogBuffer, RobotModel};
use std::sync::Arc;
use tokio::sync::{broadcast, watch};

/// Where a running trajectory must stop short of a contact.
#[derive(Clone, Debug)]
pub(super) struct ContactAhead {
    /// Seconds from the trajectory's start of the last state checked free.
    pub(super) at: f64,
    /// `link7 and obstacle `crate``.
    pub(super) pair: String,
}

/// The world the controller watches, and what it says when it stops the arm for it.
pub(super) struct WorldWatch {
    pub(super) model: Arc<RobotModel>,
    pub(super) changes: watch::Receiver<u64>,
    pub(super) stops: broadcast::Sender<String>,
}

impl WorldWatch {
    /// The first contact along `path` (times from the trajectory's start), if any.
    pub(super) fn contact(&self, path: &[(JointPositions, f64)]) -> Option<ContactAhead> {
        let t0 = path.first()?.1;
        let t_end = path.last().map_or(t0, |w| w.1);
        let contact = self.model.world().scene.check_path(path, false).contact?;
        let at = contact.last_free.map_or(t0, |(_, f)| t0 + f * (t_end - t0));
        Some(ContactAhead { at, pair: contact.closest.pair() })
    }
}

impl Controller {
    /// Checks every trajectory against `model`'s world, as it is when the trajectory arrives and
    /// whenever it changes; each protective stop is also told to `stops`.
    pub fn watch_world(mut self, model: Arc<RobotModel>, stops: broadcast::Sender<String>) -> Self {
        let changes = model.world_changes();
        self.world = Some(WorldWatch { model, changes, stops });
        self
    }

    /// Stops the running trajectory at its last state before the contact ahead.
    pub(super) fn protective_stop(&mut self, now: f64, log: &LogBuffer) {
        let Some(mut done) = self.active.take() else { return };
        let Some(contact) = done.contact.take() else { return };
        // Stop category 0: the arm stops where it is, short of the command's last free state
        // (it trails the command).
        self.drives.freeze();
        let q = self.drives.command();
        self.drives.push(now, q);
        let at = armrest_backend::validation::fmt_fixed(contact.at, 3);
        let why = format!(
            "protective stop: trajectory #{} stopped after {at} s, before {} would touch; the arm is at rest",
            done.id, contact.pair
        );
        log.push(format!("controller: {why}"));
        if let Some(w) = &self.world {
            // Nobody listening is normal (a test's controller, a service not yet streaming).
            let _ = w.stops.send(why.clone());
        }
        finish(done, Outcome::ProtectiveStop(why), now);
    }
}
