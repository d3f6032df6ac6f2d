//! Start-up configuration: the settings file, the files it names, and command-line overrides.
//! Everything is checked before anything starts; the first mistake stops start-up with a
//! message naming the file, the key and the expected form (D2).

pub mod endpoints;
pub mod jog;
pub mod meshes;
pub mod package_path;
pub mod settings;
#[cfg(test)]
mod shipped_defaults;

use armrest_backend::collision::{World, WorldError};
use armrest_backend::formats::yaml_file::{self, FileError};
use armrest_backend::robot_model::Frames;
use armrest_backend::tool::ToolDefinition;
use armrest_backend::validation::LocItem;
use armrest_backend::{ModelError, RobotFiles, RobotModel};
pub use endpoints::EndpointsConfig;
pub use settings::{BackendKind, SettingsFile};
use std::path::{Path, PathBuf};

#[derive(Debug, thiserror::Error)]
pub enum ConfigError {
    #[error(transparent)]
    File(#[from] FileError),
    #[error(transparent)]
    Path(#[from] package_path::PathError),
    #[error(transparent)]
    Model(#[from] ModelError),
}

/// Why the settings file could not be read, with where armrest looked (a relative path is
/// relative to the folder armrest was started in, not to the executable) and how to name
/// another file.
fn settings_unreadable(path: &Path, e: &std::io::Error) -> String {
    let looked = std::path::absolute(path).map_or_else(|_| path.display().to_string(), |p| p.display().to_string());
    let from = std::env::current_dir().map_or_else(|_| "an unknown folder".to_owned(), |d| d.display().to_string());
    let relative = if path.is_relative() {
        format!(", relative to the folder armrest was started in ({from})")
    } else {
        String::new()
    };
    format!(
        "cannot read the settings file: {e}; looked for {looked}{relative}. Start armrest in the repository's folder \
         (where config/settings.yaml is), or name the file with --config PATH (or ARMREST_CONFIG=PATH)"
    )
}

/// Values given on the command line (or by environment) that win over the settings file.
#[derive(Clone, Debug, Default)]
pub struct Overrides {
    pub backend: Option<BackendKind>,
    pub host: Option<String>,
    pub port: Option<u16>,
    pub time_scale: Option<f64>,
    pub auth_token: Option<String>,
    /// `data.dir`; a relative path is relative to the folder armrest was started in, as any
    /// path on a command line.
    pub data_dir: Option<String>,
}

/// Everything loaded and checked.
#[derive(Debug)]
pub struct Config {
    /// Where armrest keeps what it makes at run time (`data.dir`, absolute).
    pub data_dir: PathBuf,
    pub settings_path: PathBuf,
    pub settings: SettingsFile,
    pub endpoints_path: PathBuf,
    pub endpoints: EndpointsConfig,
    pub urdf: PathBuf,
    pub srdf: PathBuf,
    pub joint_limits: PathBuf,
    /// The world file, if one is configured.
    pub world: Option<PathBuf>,
    /// The URDF's mesh files, for the view and the collision geometry.
    pub meshes: meshes::Meshes,
    /// The configured tools and the arm's payload rating (D36).
    pub tools: Tools,
}

/// The tools the configuration names (`robot.tools`), the one active at start-up (`robot.tool`)
/// and the arm's rated payload (`robot.payload_rating_kg`), checked (D36).
#[derive(Clone, Debug, Default)]
pub struct Tools {
    pub configured: Vec<ToolDefinition>,
    pub active: Option<ToolDefinition>,
    pub payload_rating_kg: f64,
}

/// Largest payload rating a configuration may give, kilograms: more is a unit mistake (grams).
pub const MAX_PAYLOAD_RATING_KG: f64 = 2000.0;

impl Tools {
    /// Reads the tool keys of `settings`; the first problem as its key in the settings file and
    /// what is wrong.
    pub fn read(settings: &settings::RobotSettings) -> Result<Tools, (String, String)> {
        let rating = settings.payload_rating_kg;
        if !(rating.is_finite() && rating > 0.0 && rating <= MAX_PAYLOAD_RATING_KG) {
            return Err((
                "robot.payload_rating_kg".into(),
                format!("must be above 0 and at most {MAX_PAYLOAD_RATING_KG} (kilograms), got {rating}"),
            ));
        }
        let configured =
            ToolDefinition::read_list(&serde_json::Value::Array(settings.tools.clone()), rating).map_err(|v| {
                let first = &v.0[0];
                let mut key = "robot.tools".to_owned();
                for item in &first.loc.0 {
                    match item {
                        LocItem::Key(k) => key.push_str(&format!(".{k}")),
                        LocItem::Index(i) => key.push_str(&format!(".{i}")),
                    }
                }
                (key, first.msg.clone())
            })?;
        let active = match settings.tool.trim() {
            "" => None,
            name => match configured.iter().find(|t| t.name == name) {
                Some(t) => Some(t.clone()),
                None => {
                    let known: Vec<&str> = configured.iter().map(|t| t.name.as_str()).collect();
                    let known = if known.is_empty() { "none".to_owned() } else { known.join(", ") };
                    return Err((
                        "robot.tool".into(),
                        format!("no tool `{name}` among robot.tools (configured: {known})"),
                    ));
                }
            },
        };
        Ok(Tools { configured, active, payload_rating_kg: rating })
    }
}

impl Config {
    /// Gives `model` the configured tools and the payload rating, and mounts the tool
    /// `robot.tool` names (D36). After the world: an active tool's geometry stands in for the
    /// world's `tool`.
    pub fn mount_tools(&self, model: &RobotModel) {
        model.set_tool_library(self.tools.configured.clone(), self.tools.payload_rating_kg);
        if let Some(tool) = &self.tools.active {
            model.set_tool(Some(tool.clone()));
        }
    }

    /// Loads the settings file at `path`, applies `overrides`, resolves and loads the files it
    /// names. `ament_prefix_path` is `AMENT_PREFIX_PATH`.
    pub fn load(path: &Path, overrides: &Overrides, ament_prefix_path: Option<&str>) -> Result<Config, ConfigError> {
        let mut settings: SettingsFile = match std::fs::read_to_string(path) {
            Ok(text) => yaml_file::parse(path, &text)?,
            Err(e) => return Err(FileError::new(path, "", settings_unreadable(path, &e)).into()),
        };
        if let Some(b) = overrides.backend {
            settings.robot.backend = b;
        }
        if let Some(h) = &overrides.host {
            settings.web.host = h.clone();
        }
        if let Some(p) = overrides.port {
            settings.web.port = p;
        }
        if let Some(t) = overrides.time_scale {
            settings.simulator.time_scale = t;
        }
        if let Some(t) = &overrides.auth_token {
            settings.web.auth_token = t.clone();
        }
        if let Some(d) = &overrides.data_dir {
            let d = std::path::absolute(d).map_or_else(|_| d.clone(), |p| p.display().to_string());
            settings.data.dir = d;
        }
        if let Some((key, problem)) = settings.web.problems().into_iter().next() {
            return Err(FileError::new(path, key, problem).into());
        }
        if let Some((key, problem)) = settings.simulator.problems().into_iter().next() {
            return Err(FileError::new(path, format!("simulator.{key}"), problem).into());
        }
        let tools = Tools::read(&settings.robot).map_err(|(key, problem)| FileError::new(path, key, problem))?;
        let resolve =
            |spec: &str, key: &str| package_path::resolve(spec, key, path, &settings.packages, ament_prefix_path);
        let endpoints_path = resolve(&settings.web.endpoints, "web.endpoints")?;
        let joint_limits = resolve(&settings.web.joint_limits, "web.joint_limits")?;
        let urdf = resolve(&settings.robot.urdf, "robot.urdf")?;
        let srdf = resolve(&settings.robot.srdf, "robot.srdf")?;
        let world = match settings.robot.world.trim() {
            "" => None,
            spec => Some(resolve(spec, "robot.world")?),
        };
        let mut endpoints: EndpointsConfig = yaml_file::load(&endpoints_path)?;
        if let Some((key, problem)) = endpoints.problems().into_iter().next() {
            return Err(FileError::new(&endpoints_path, key, problem).into());
        }
        // Relative to the settings file, like every other path of the configuration.
        let settings_dir = path.parent().unwrap_or(Path::new("."));
        let data_dir = settings.data.folder(settings_dir, |k| std::env::var(k).ok());
        let data_dir = std::path::absolute(&data_dir).unwrap_or(data_dir);
        let bag_root = match endpoints.sequences.bag_root.trim() {
            "" => data_dir.join("bags"),
            given => settings_dir.join(given),
        };
        let bag_root = std::path::absolute(&bag_root).unwrap_or(bag_root);
        endpoints.sequences.bag_root = bag_root.display().to_string();
        let positions_file = match endpoints.positions.file.trim() {
            "" => data_dir.join(crate::positions::DEFAULT_FILE),
            given => settings_dir.join(given),
        };
        let positions_file = std::path::absolute(&positions_file).unwrap_or(positions_file);
        endpoints.positions.file = positions_file.display().to_string();
        let recordings_dir = match endpoints.recordings.dir.trim() {
            "" => data_dir.join("recordings"),
            given => settings_dir.join(given),
        };
        let recordings_dir = std::path::absolute(&recordings_dir).unwrap_or(recordings_dir);
        endpoints.recordings.dir = recordings_dir.display().to_string();
        // A URDF that does not parse fails later with its own message (`robot_model`).
        let meshes = urdf_rs::read_file(&urdf)
            .map(|robot| meshes::resolve(&robot, path, &settings.packages, ament_prefix_path))
            .unwrap_or_default();
        Ok(Config {
            data_dir,
            settings_path: path.to_path_buf(),
            settings,
            endpoints_path,
            endpoints,
            urdf,
            srdf,
            joint_limits,
            world,
            meshes,
            tools,
        })
    }

    /// Loads the robot model the configuration names, with its world; the bare flange (the
    /// service mounts the configured tool: [`Config::mount_tools`]; the ROS 2 simulator node,
    /// which stands in for the robot's stack, knows no tool).
    pub fn robot_model(&self) -> Result<RobotModel, ConfigError> {
        let files = RobotFiles {
            urdf: &self.urdf,
            srdf: &self.srdf,
            joint_limits: &self.joint_limits,
            meshes: &self.meshes.files,
        };
        let frames = Frames {
            planning_frame: self.endpoints.pose.planning_frame.clone(),
            tcp_link: self.endpoints.pose.tcp_link.clone(),
        };
        let descriptions = &self.endpoints.positions.descriptions;
        let model = RobotModel::load(files, frames, descriptions)?;
        if let Some(name) = descriptions.keys().find(|n| model.named_position(n).is_none()) {
            return Err(FileError::new(
                &self.endpoints_path,
                format!("positions.descriptions.{name}"),
                format!("the SRDF {} defines no position `{name}`", self.srdf.display()),
            )
            .into());
        }
        if let Some(path) = &self.world {
            let world = World::load(path, &model.world_frames()).map_err(|WorldError::File(e)| e)?;
            model.set_world(world);
        }
        Ok(model)
    }
}

#[cfg(test)]
mod tool_tests {
    use super::Tools;
    use super::settings::RobotSettings;
    use serde_json::json;

    fn read(tools: serde_json::Value, tool: &str, rating: f64) -> Result<Tools, (String, String)> {
        let settings = RobotSettings {
            tools: tools.as_array().expect("a list").clone(),
            tool: tool.into(),
            payload_rating_kg: rating,
            ..RobotSettings::default()
        };
        Tools::read(&settings)
    }

    /// D36: the configured tools are read by the rules a `PUT` is, and a mistake names its key.
    #[test]
    fn configured_tools_are_checked_and_a_mistake_names_its_key() {
        let probe = json!({"name": "probe", "tcp": {"z": 0.2}, "mass_kg": 0.5});
        let t = read(json!([probe]), "probe", 7.0).expect("valid");
        assert_eq!((t.configured.len(), t.active.map(|a| a.name)), (1, Some("probe".to_owned())));
        let (key, problem) = read(json!([{"name": "anvil", "tcp": {}, "mass_kg": 9}]), "", 7.0).expect_err("heavy");
        assert_eq!(key, "robot.tools.0.mass_kg");
        assert!(problem.contains("rating of 7 kg"), "{problem}");
        let (key, problem) = read(json!([probe]), "gripper", 7.0).expect_err("unknown");
        assert_eq!(key, "robot.tool");
        assert!(problem.contains("probe"), "{problem}");
        let (key, _) = read(json!([]), "", 0.0).expect_err("no rating");
        assert_eq!(key, "robot.payload_rating_kg");
        let (key, _) = read(json!([{"name": "t", "tcp": {"zz": 1}}]), "", 7.0).expect_err("unknown key");
        assert_eq!(key, "robot.tools.0.tcp.zz");
    }
}
