//! The root settings file (D2): `web`, `robot`, `simulator`, `data`, `packages`.

use armrest_backend::sim_settings::SimSettings;
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
    #[serde(default)]
    pub data: DataSettings,
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
    /// Origins (`scheme://host[:port]`) of web pages besides the service's own that may change
    /// state (D26).
    pub allowed_origins: Vec<String>,
    /// Host names clients may use besides IP literals, `localhost` and the machine's names (D26).
    pub allowed_hosts: Vec<String>,
}

impl WebSettings {
    /// Values out of form, as `(key, expected form)`.
    pub fn problems(&self) -> Vec<(String, String)> {
        let mut out = Vec::new();
        if self.host.trim().is_empty() {
            out.push(("web.host".to_owned(), "expected a listen address such as 0.0.0.0 or 127.0.0.1".to_owned()));
        }
        for (i, origin) in self.allowed_origins.iter().enumerate() {
            if !is_origin(origin) {
                out.push((
                    format!("web.allowed_origins[{i}]"),
                    format!("expected an origin such as http://mes.example:8080 (scheme, host, port; no path), got {origin:?}"),
                ));
            }
        }
        for (i, host) in self.allowed_hosts.iter().enumerate() {
            let name = host.trim();
            if name.is_empty() || name.contains(['/', ' ', '@']) || name.contains("://") {
                out.push((
                    format!("web.allowed_hosts[{i}]"),
                    format!("expected a host name such as robot-pc.example (no scheme, port or path), got {host:?}"),
                ));
            }
        }
        out
    }
}

fn is_origin(text: &str) -> bool {
    let Some((scheme, rest)) = text.trim().split_once("://") else { return false };
    let host = rest.trim_end_matches('/');
    !scheme.is_empty()
        && scheme.bytes().all(|b| b.is_ascii_alphanumeric() || matches!(b, b'+' | b'-' | b'.'))
        && !host.is_empty()
        && !host.contains(['/', '?', '#', '@', ' '])
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
            allowed_origins: Vec::new(),
            allowed_hosts: Vec::new(),
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
    /// The world file every path is checked against (D28); empty: no objects.
    pub world: String,
    /// The arm's rated payload, kilograms (D36): a tool heavier is refused. The iiwa 7 R800
    /// carries 7 kg.
    pub payload_rating_kg: f64,
    /// Tools by name (D36), each `{name, tcp: {x, y, z, a, b, c}, mass_kg, cog: [x, y, z],
    /// geometry}`: what `PUT /robot/tool {"name"}` makes active. Checked at start-up by the rules
    /// a `PUT` of a definition is checked by.
    pub tools: Vec<serde_json::Value>,
    /// The tool active at start-up: a name of `tools`; empty: the bare flange.
    pub tool: String,
}

impl Default for RobotSettings {
    fn default() -> Self {
        RobotSettings {
            backend: BackendKind::Sim,
            urdf: "pkg://robot_config/urdf/arm.urdf".into(),
            srdf: "pkg://robot_config/urdf/arm.srdf".into(),
            world: "pkg://robot_config/config/world.yaml".into(),
            payload_rating_kg: armrest_backend::tool::DEFAULT_PAYLOAD_RATING_KG,
            tools: Vec::new(),
            tool: String::new(),
        }
    }
}

/// Where armrest keeps what it makes at run time (bags of sequences): data, not configuration.
#[derive(Clone, Debug, Default, PartialEq, Deserialize, Serialize)]
#[serde(deny_unknown_fields, default)]
pub struct DataSettings {
    /// The data folder; relative paths are relative to the settings file. Empty: the user's
    /// data folder, `$XDG_DATA_HOME/armrest` (`~/.local/share/armrest`).
    pub dir: String,
}

impl DataSettings {
    /// The data folder `dir` names (relative to `settings_dir`), or the user's: `XDG_DATA_HOME`,
    /// else `HOME/.local/share`, each with `armrest` below it; without either, `armrest-data`
    /// beside the settings file.
    pub fn folder(&self, settings_dir: &std::path::Path, env: impl Fn(&str) -> Option<String>) -> std::path::PathBuf {
        let given = self.dir.trim();
        if !given.is_empty() {
            return settings_dir.join(given);
        }
        let absolute = |v: Option<String>| v.filter(|v| std::path::Path::new(v).is_absolute());
        match (absolute(env("XDG_DATA_HOME")), absolute(env("HOME"))) {
            (Some(xdg), _) => std::path::Path::new(&xdg).join("armrest"),
            (None, Some(home)) => std::path::Path::new(&home).join(".local/share/armrest"),
            (None, None) => settings_dir.join("armrest-data"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::WebSettings;

    fn problems(origins: &[&str], hosts: &[&str]) -> Vec<String> {
        let web = WebSettings {
            allowed_origins: origins.iter().map(|s| s.to_string()).collect(),
            allowed_hosts: hosts.iter().map(|s| s.to_string()).collect(),
            ..WebSettings::default()
        };
        web.problems().into_iter().map(|(key, _)| key).collect()
    }

    #[test]
    fn origins_and_hosts_are_checked_for_their_form() {
        assert!(
            problems(&["http://mes.example:8080", "https://dash.example/"], &["robot-pc", "cell-7.example"]).is_empty()
        );
        assert_eq!(
            problems(&["mes.example:8080", "http://mes.example/page", "http://", "://x"], &[]),
            ["web.allowed_origins[0]", "web.allowed_origins[1]", "web.allowed_origins[2]", "web.allowed_origins[3]"]
        );
        assert_eq!(
            problems(&[], &["", "http://robot", "robot/path", "two words", "user@robot"]),
            [
                "web.allowed_hosts[0]",
                "web.allowed_hosts[1]",
                "web.allowed_hosts[2]",
                "web.allowed_hosts[3]",
                "web.allowed_hosts[4]"
            ]
        );
    }

    #[test]
    fn the_data_folder_is_the_users_unless_named() {
        use super::DataSettings;
        use std::path::Path;
        let env = |xdg: Option<&str>, home: Option<&str>| {
            let (xdg, home) = (xdg.map(str::to_owned), home.map(str::to_owned));
            move |k: &str| if k == "XDG_DATA_HOME" { xdg.clone() } else { home.clone() }
        };
        let here = Path::new("/etc/armrest");
        let default = DataSettings::default();
        assert_eq!(default.folder(here, env(Some("/d"), Some("/h"))), Path::new("/d/armrest"));
        assert_eq!(default.folder(here, env(None, Some("/h"))), Path::new("/h/.local/share/armrest"));
        // A relative XDG_DATA_HOME is invalid by the XDG spec and ignored.
        assert_eq!(default.folder(here, env(Some("rel"), None)), Path::new("/etc/armrest/armrest-data"));
        let named = DataSettings { dir: "/var/lib/armrest".into() };
        assert_eq!(named.folder(here, env(Some("/d"), None)), Path::new("/var/lib/armrest"));
        let relative = DataSettings { dir: "../data".into() };
        assert_eq!(relative.folder(here, env(None, None)), Path::new("/etc/armrest/../data"));
    }
}
