//! Jogging (D29): moving the arm by hand, velocity by velocity, over `GET /robot/jog`. A
//! session streams setpoints to the controller at `jog.rate_hz` while commands arrive, and
//! brings the arm to rest when they stop (the dead man's switch), before a joint limit, a
//! singularity or a contact.
//!
//! - `command`: the protocol's messages, read and checked;
//! - `session`: one client's session: the ticks, the backend, what the client is told.
//!
//! The motion itself (the limiter, the Cartesian velocities, the contact check ahead) is
//! domain logic: `armrest_backend::jog`, configured by values from `jog:`.

pub mod command;
pub mod session;

pub use session::{Ended, Session};
