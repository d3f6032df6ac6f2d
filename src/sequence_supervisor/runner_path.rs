//! Where the `motion_sequence_runner` executable is: configured, or beside `armrest`.

use std::path::PathBuf;

pub const RUNNER: &str = "motion_sequence_runner";

/// The configured path when given, else the runner next to the running executable (or one
/// folder up, where cargo puts binaries when tests run from `deps/`), else `PATH`.
pub fn find(configured: &str) -> Result<PathBuf, String> {
    if !configured.trim().is_empty() {
        let p = PathBuf::from(configured.trim());
        return if p.is_file() { Ok(p) } else { Err(format!("sequences.runner: {} does not exist", p.display())) };
    }
    let exe = std::env::current_exe().map_err(|e| format!("cannot locate the running executable: {e}"))?;
    let mut places: Vec<PathBuf> = Vec::new();
    if let Some(dir) = exe.parent() {
        places.push(dir.join(RUNNER));
        if let Some(up) = dir.parent() {
            places.push(up.join(RUNNER));
        }
    }
    if let Some(path) = std::env::var_os("PATH") {
        places.extend(std::env::split_paths(&path).map(|d| d.join(RUNNER)));
    }
    places.iter().find(|p| p.is_file()).cloned().ok_or_else(|| {
        format!(
            "cannot find {RUNNER} (looked in {}); build it with `cargo build --release` or set sequences.runner",
            places.iter().map(|p| p.display().to_string()).take(3).collect::<Vec<_>>().join(", ")
        )
    })
}
