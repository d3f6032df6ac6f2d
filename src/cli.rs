//! Command-line flags (D1). Each overrides the settings file.

use crate::config::{BackendKind, Overrides};
use clap::Parser;
use std::path::PathBuf;

#[derive(Debug, Parser)]
#[command(name = "armrest", version, about = "HTTP service for a 7-joint robot arm (ROS 2 or simulator)")]
pub struct Cli {
    /// Settings file.
    #[arg(long, env = "ARMREST_CONFIG", default_value = "config/settings.yaml")]
    pub config: PathBuf,
    /// Robot connection: the simulator or ROS 2.
    #[arg(long, value_enum)]
    pub backend: Option<BackendKind>,
    /// Listen address (0.0.0.0 for all interfaces, 127.0.0.1 for this machine only).
    #[arg(long)]
    pub host: Option<String>,
    /// Listen port; 0 picks a free port and logs it.
    #[arg(long)]
    pub port: Option<u16>,
    /// Simulated seconds per wall-clock second (simulator only).
    #[arg(long)]
    pub time_scale: Option<f64>,
    /// Folder for run-time data (sequence bags): `data.dir` of the settings file.
    #[arg(long, env = "ARMREST_DATA_DIR")]
    pub data_dir: Option<String>,
}

impl Cli {
    pub fn overrides(&self) -> Overrides {
        Overrides {
            backend: self.backend,
            host: self.host.clone(),
            port: self.port,
            time_scale: self.time_scale,
            data_dir: self.data_dir.clone().filter(|d| !d.is_empty()),
            auth_token: std::env::var("ARMREST_AUTH_TOKEN").ok().filter(|t| !t.is_empty()),
        }
    }
}
