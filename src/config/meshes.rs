//! Mesh files the URDF's visuals and collisions name, resolved once at start-up, so `GET
//! /robot/description/packages/NAME/PATH` serves exactly those files and nothing else of the
//! file system.

use super::package_path;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// Resolved meshes by `NAME/PATH` (the URL under `/robot/description/packages/`), and what
/// could not be resolved (the view then draws those links as capsules).
#[derive(Debug, Default)]
pub struct Meshes {
    pub files: BTreeMap<String, PathBuf>,
    pub unresolved: Vec<String>,
}

/// Resolves every `package://NAME/PATH` mesh of `robot`; `settings_file`, `packages` and
/// `ament_prefix_path` resolve as every other package path of the configuration does.
pub fn resolve(
    robot: &urdf_rs::Robot,
    settings_file: &Path,
    packages: &BTreeMap<String, String>,
    ament_prefix_path: Option<&str>,
) -> Meshes {
    let mut meshes = Meshes::default();
    for link in &robot.links {
        let geometries = link.visual.iter().map(|v| &v.geometry).chain(link.collision.iter().map(|c| &c.geometry));
        for geometry in geometries {
            let urdf_rs::Geometry::Mesh { filename, .. } = geometry else { continue };
            let Some(rel) = filename.strip_prefix("package://") else {
                meshes.unresolved.push(filename.clone());
                continue;
            };
            let spec = format!("pkg://{rel}");
            match package_path::resolve(&spec, "mesh", settings_file, packages, ament_prefix_path) {
                Ok(path) => {
                    meshes.files.insert(rel.to_owned(), path);
                }
                Err(_) => meshes.unresolved.push(filename.clone()),
            }
        }
    }
    meshes
}
