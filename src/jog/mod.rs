//! Jogging (D29): moving the arm by hand, velocity by velocity, over `GET /robot/jog`. A
//! session streams setpoints to the controller at `jog.rate_hz` while commands arrive, and
//! brings the arm to rest when they stop (the dead man's switch), before a joint limit, a
//! singularity or a contact.
//!
//! - `command`: the protocol's messages, read and checked;
//! - `limiter`: the commanded motion within each joint's caps and limits, tick by tick;
//! - `cartesian`: a TCP twist as joint velocities, and closeness to a singularity;
//! - `contact`: the path ahead checked against the world;
//! - `session`: one client's session.

pub mod cartesian;
pub mod command;
pub mod contact;
pub mod limiter;
pub mod session;

pub use session::{Ended, Session};
