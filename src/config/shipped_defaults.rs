//! The shipped configuration files are the defaults, written out: every key of the settings and
//! endpoints configuration stands in `config/*.yaml` with the value of its Rust `Default`, so
//! the files document what an absent key means and cannot drift from the code. The only values
//! that differ are the robot's own data: position texts and where its package lives.

use super::{EndpointsConfig, SettingsFile};
use armrest_backend::formats::yaml_file;
use serde_json::Value;
use std::path::{Path, PathBuf};

fn shipped(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("config").join(name)
}

/// Keys (as `a.b.c`) present in `defaults` but missing in `file`.
fn missing_keys(defaults: &Value, file: &Value, at: &str, out: &mut Vec<String>) {
    if let Value::Object(map) = defaults {
        for (key, value) in map {
            let path = if at.is_empty() { key.clone() } else { format!("{at}.{key}") };
            match file.get(key) {
                None => out.push(path),
                Some(given) => missing_keys(value, given, &path, out),
            }
        }
    }
}

fn every_key_written(name: &str, defaults: Value, skip: &[&str]) {
    let path = shipped(name);
    let text = std::fs::read_to_string(&path).expect("the shipped file is readable");
    let file: Value = yaml_file::parse(&path, &text).expect("the shipped file is YAML");
    let mut missing = Vec::new();
    missing_keys(&defaults, &file, "", &mut missing);
    missing.retain(|k| !skip.iter().any(|s| k.starts_with(s)));
    assert!(missing.is_empty(), "config/{name} does not write these keys with their defaults: {missing:?}");
}

#[test]
fn the_shipped_endpoints_file_holds_every_default() {
    let path = shipped("api_endpoints.yaml");
    let mut file: EndpointsConfig = yaml_file::load(&path).expect("the shipped endpoints file loads");
    // The robot's data, not defaults; the switches are compared by the catalogue
    // (`operations::tests`), which knows every endpoint's name.
    file.positions = Default::default();
    file.enabled = Default::default();
    assert_eq!(file, EndpointsConfig::default());
    let defaults = serde_json::to_value(EndpointsConfig::default()).expect("defaults serialize");
    every_key_written("api_endpoints.yaml", defaults, &[]);
}

#[test]
fn the_shipped_settings_file_holds_every_default() {
    let path = shipped("settings.yaml");
    let mut file: SettingsFile = yaml_file::load(&path).expect("the shipped settings file loads");
    // Where this repository's robot package lies is the one setting a default cannot know.
    file.packages.clear();
    let defaults = SettingsFile {
        web: Default::default(),
        robot: Default::default(),
        simulator: Default::default(),
        data: Default::default(),
        packages: Default::default(),
    };
    assert_eq!(file, defaults);
    every_key_written("settings.yaml", serde_json::to_value(&defaults).expect("defaults serialize"), &[]);
}
