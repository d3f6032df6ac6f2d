//! The root settings file (D2): `web`, `robot`, `simulator`, `packages`.

use armrest_sim::SimSettings;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

#[derive(Clone, Debug, PartialEq, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct SettingsFile {
    pub web: WebSettings,
    #[serde(default)]
    pub robot: RobotSettings,
    #[serde(default)]
    pub simulator: SimSettings,
    /// Package name to folder (relative to the settings file) for `pkg://` paths.
    #[serde(default)]
    pub packages: BTreeMap<String, String>,
}

#[derive(Clone, Debug, PartialEq, Deserialize, Serialize)]
#[serde(deny_unknown_fields, default)]
pub struct WebSettings {
    pub enabled: bool,
    pub host: String,
    pub port: u16,
    pub endpoints: String,
    pub joint_limits: String,
    /// Bearer token every route but the docs requires; empty = no authentication (D15).
    pub auth_token: String,
}

impl Default for WebSettings {
    fn default() -> Self {
        WebSettings {
            enabled: true,
            host: "0.0.0.0".into(),
            port: 8007,
            endpoints: "pkg://robot_config/config/api_endpoints.yaml".into(),
            joint_limits: "pkg://robot_config/config/moveit/joint_limits.yaml".into(),
            auth_token: String::new(),
        }
    }
}

/// Which robot connection to use.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Deserialize, clap::ValueEnum, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum BackendKind {
    /// The built-in kinematic simulator.
    #[default]
    Sim,
    /// The robot's ROS 2 stack.
    Ros2,
}

impl BackendKind {
    pub fn as_str(self) -> &'static str {
        match self {
            BackendKind::Sim => "sim",
            BackendKind::Ros2 => "ros2",
        }
    }
}

#[derive(Clone, Debug, PartialEq, Deserialize, Serialize)]
#[serde(deny_unknown_fields, default)]
pub struct RobotSettings {
    pub backend: BackendKind,
    pub urdf: String,
    pub srdf: String,
}

impl Default for RobotSettings {
    fn default() -> Self {
        RobotSettings {
            backend: BackendKind::Sim,
            urdf: "pkg://robot_config/urdf/arm.urdf".into(),
            srdf: "pkg://robot_config/urdf/arm.srdf".into(),
        }
    }
}
