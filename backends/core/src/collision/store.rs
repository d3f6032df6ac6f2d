//! The world as it is now: replaced whole on every change (`PUT`, `DELETE`), read as a snapshot,
//! so a check sees one consistent world and a change never waits for a check.

use super::scene::Scene;
use super::world::World;
use std::sync::{Arc, PoisonError, RwLock};
use tokio::sync::watch;

/// A world and the scene built from it.
pub struct WorldSnapshot {
    pub world: World,
    pub scene: Scene,
    /// Counts changes since start-up.
    pub version: u64,
}

pub struct WorldStore {
    current: RwLock<Arc<WorldSnapshot>>,
    changes: watch::Sender<u64>,
}

impl WorldStore {
    pub fn new(first: WorldSnapshot) -> WorldStore {
        WorldStore { changes: watch::channel(first.version).0, current: RwLock::new(Arc::new(first)) }
    }

    pub fn snapshot(&self) -> Arc<WorldSnapshot> {
        Arc::clone(&self.current.read().unwrap_or_else(PoisonError::into_inner))
    }

    /// Applies `change` to the current world (`Err` leaves it as it was) and builds the new
    /// scene with `build`, under one lock, so concurrent changes are not lost.
    pub fn update<T, E>(
        &self,
        change: impl FnOnce(&mut World) -> Result<T, E>,
        build: impl FnOnce(&World) -> Scene,
    ) -> Result<T, E> {
        let mut current = self.current.write().unwrap_or_else(PoisonError::into_inner);
        let mut world = current.world.clone();
        let out = change(&mut world)?;
        let scene = build(&world);
        let version = current.version + 1;
        *current = Arc::new(WorldSnapshot { world, scene, version });
        drop(current);
        self.changes.send_replace(version);
        Ok(out)
    }

    /// Replaces the world and its version outright (the start-up world).
    pub fn reset(&self, snapshot: WorldSnapshot) {
        let version = snapshot.version;
        *self.current.write().unwrap_or_else(PoisonError::into_inner) = Arc::new(snapshot);
        self.changes.send_replace(version);
    }

    /// The version after every change, as it changes.
    pub fn changes(&self) -> watch::Receiver<u64> {
        self.changes.subscribe()
    }
}
