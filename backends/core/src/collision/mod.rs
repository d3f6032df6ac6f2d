//! What the arm can hit (D28): the robot's collision geometry from the URDF, the world it works
//! in (obstacles, keep-out zones, the tool), and the checks every path runs through before the
//! arm moves. One library does the geometry: parry (the nalgebra family's collision crate;
//! its current releases speak glam, converted in [`convert`] only).

mod convert;
pub mod path;
pub mod robot_bodies;
pub mod scene;
pub mod store;
pub mod world;

pub use path::{PathCheck, PathContact, TRAVEL_STEP};
pub use robot_bodies::{Body, RobotBodies};
pub use scene::{Closest, Scene, Scratch, StateCheck};
pub use store::{WorldSnapshot, WorldStore};
pub use world::{Frames, ObjectKind, Primitive, Tool, World, WorldError, WorldObject, WorldPose};
