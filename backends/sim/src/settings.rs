//! The `simulator:` block of the settings file (D2, D16, D17): the configuration reads it from
//! `armrest_backend`, which knows no backend.

pub use armrest_backend::sim_settings::{SimFaults, SimSettings};
