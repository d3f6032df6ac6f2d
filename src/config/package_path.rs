//! `pkg://NAME/REL` paths (D2): resolved through the settings file's `packages:` map first,
//! then through every prefix of `AMENT_PREFIX_PATH` as `PREFIX/share/NAME/REL`, so the same
//! settings work from a source checkout and from an installed ROS 2 package. Plain relative
//! paths are relative to the settings file's folder.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

#[derive(Debug, thiserror::Error)]
#[error("{file}: key `{key}`: {problem}", file = file.display())]
pub struct PathError {
    pub file: PathBuf,
    pub key: String,
    pub problem: String,
}

/// Resolves `spec` (the value of `key` in `settings_file`). `ament_prefix_path` is the value of
/// `AMENT_PREFIX_PATH`, passed in so resolution is testable without touching the environment.
pub fn resolve(
    spec: &str,
    key: &str,
    settings_file: &Path,
    packages: &BTreeMap<String, String>,
    ament_prefix_path: Option<&str>,
) -> Result<PathBuf, PathError> {
    let base = settings_file.parent().unwrap_or(Path::new("."));
    let err = |problem: String| PathError { file: settings_file.to_path_buf(), key: key.to_owned(), problem };
    let Some(rest) = spec.strip_prefix("pkg://") else {
        if spec.trim().is_empty() {
            return Err(err("expected a path or pkg://PACKAGE/PATH, got an empty string".into()));
        }
        let p = base.join(spec);
        return if p.is_file() { Ok(p) } else { Err(err(format!("{} does not exist", p.display()))) };
    };
    let (name, rel) = rest
        .split_once('/')
        .filter(|(n, r)| !n.is_empty() && !r.is_empty())
        .ok_or_else(|| err(format!("`{spec}` is not of the form pkg://PACKAGE/PATH")))?;
    let mut searched = Vec::new();
    if let Some(dir) = packages.get(name) {
        searched.push(base.join(dir).join(rel));
    }
    for prefix in ament_prefix_path.unwrap_or("").split(':').filter(|p| !p.is_empty()) {
        searched.push(Path::new(prefix).join("share").join(name).join(rel));
    }
    if let Some(found) = searched.iter().find(|p| p.is_file()) {
        return Ok(found.clone());
    }
    let places = if searched.is_empty() {
        "nowhere: package is not in `packages:` and AMENT_PREFIX_PATH is empty".to_owned()
    } else {
        searched.iter().map(|p| p.display().to_string()).collect::<Vec<_>>().join(", ")
    };
    Err(err(format!("cannot resolve package `{name}` for `{spec}`; searched {places}")))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tmp() -> PathBuf {
        let d =
            std::env::temp_dir().join(format!("armrest-pkg-{}-{:?}", std::process::id(), std::thread::current().id()));
        std::fs::create_dir_all(d.join("cfg")).unwrap();
        std::fs::create_dir_all(d.join("robot/urdf")).unwrap();
        std::fs::create_dir_all(d.join("ament/share/robot_config/urdf")).unwrap();
        std::fs::write(d.join("robot/urdf/a.urdf"), "x").unwrap();
        std::fs::write(d.join("ament/share/robot_config/urdf/b.urdf"), "x").unwrap();
        d
    }

    #[test]
    fn packages_map_then_ament_prefixes() {
        let d = tmp();
        let settings = d.join("cfg/settings.yaml");
        let mut packages = BTreeMap::new();
        packages.insert("robot_config".to_owned(), "../robot".to_owned());
        let ament = format!("/nonexistent:{}", d.join("ament").display());
        let a = resolve("pkg://robot_config/urdf/a.urdf", "k", &settings, &packages, Some(&ament)).unwrap();
        assert!(a.ends_with("robot/urdf/a.urdf"));
        let b = resolve("pkg://robot_config/urdf/b.urdf", "k", &settings, &packages, Some(&ament)).unwrap();
        assert!(b.starts_with(d.join("ament")));
        let e =
            resolve("pkg://robot_config/urdf/c.urdf", "robot.urdf", &settings, &packages, Some(&ament)).unwrap_err();
        let msg = e.to_string();
        assert!(
            msg.contains("robot.urdf")
                && msg.contains("robot_config")
                && msg.contains("/nonexistent/share/robot_config/urdf/c.urdf"),
            "{msg}"
        );
        assert!(resolve("pkg://nope", "k", &settings, &packages, None).is_err());
        assert!(resolve("../robot/urdf/a.urdf", "k", &settings, &packages, None).is_ok());
        let _ = std::fs::remove_dir_all(&d);
    }
}
