//! The file formats armrest reads, each parsed and checked once into the domain types: CSV
//! trajectories, sequence files, the SRDF's named positions, YAML configuration files, and the
//! decimal numbers they share. Every problem is reported with its place in the file.

pub mod decimal;
pub mod sequence;
pub mod srdf;
pub mod trajectory_csv;
/// YAML files are read by the configuration too (limits, the world): below the formats, at
/// [`crate::yaml_file`].
pub use crate::yaml_file;
