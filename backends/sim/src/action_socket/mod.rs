//! The simulator's stand-in for ROS 2 actions and topics, both ends of it: the [`protocol`]
//! (one JSON object per line over a Unix socket), the [`server`] the simulator runs, and the
//! [`client`] `motion_sequence_runner` uses. Kept together so a change to one end is made
//! beside the other.

pub mod client;
pub mod protocol;
pub mod server;
