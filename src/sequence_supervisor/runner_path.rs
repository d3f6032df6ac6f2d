//! Which executable runs sequences: the configured one, else armrest's own (D30).

use crate::sequence_runner::process::RUNNER;
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, Ordering};

/// Set by a program that runs as the runner when started under the runner's name (`armrest`'s
/// `main` does): the service then starts itself again as the runner, so one executable is all
/// an installation needs.
static SELF_RUNS_SEQUENCES: AtomicBool = AtomicBool::new(false);

/// Says that this program's `main` runs the runner when `argv[0]` is [`RUNNER`].
pub fn this_executable_runs_sequences() {
    SELF_RUNS_SEQUENCES.store(true, Ordering::Relaxed);
}

/// The configured path when given; else this very executable (through `/proc/self/exe`, which
/// stays valid when the file is rebuilt or removed while the service runs), when its `main` runs
/// sequences; else, for a program that embeds the service without that (a test harness), a
/// `motion_sequence_runner` beside the running executable (or one folder up, where cargo puts
/// binaries when tests run from `deps/`), or on `PATH`.
pub fn find(configured: &str) -> Result<PathBuf, String> {
    if !configured.trim().is_empty() {
        let p = PathBuf::from(configured.trim());
        return if p.is_file() { Ok(p) } else { Err(format!("sequences.runner: {} does not exist", p.display())) };
    }
    if SELF_RUNS_SEQUENCES.load(Ordering::Relaxed) {
        return Ok(PathBuf::from("/proc/self/exe"));
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
            "cannot find {RUNNER} (looked in {}); set sequences.runner in the endpoints configuration",
            places.iter().map(|p| p.display().to_string()).take(3).collect::<Vec<_>>().join(", ")
        )
    })
}
