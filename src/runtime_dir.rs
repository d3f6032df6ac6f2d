//! The service's runtime folder: the simulator's action socket and the uploaded sequence files
//! live in one folder per service (`armrest-run-PID-N` in the temporary folder), removed on
//! every exit path the process controls (normal end, SIGTERM, SIGINT). A process killed outright
//! leaves its folder behind; the next service to start removes the folders (and the older
//! per-file leftovers) of processes that no longer exist.

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};

const PREFIX: &str = "armrest-run-";
/// Names earlier versions used, swept too.
const LEGACY_PREFIXES: [&str; 2] = ["armrest-sim-", "armrest-sequences-"];

pub struct RuntimeDir {
    path: PathBuf,
}

impl RuntimeDir {
    /// Sweeps dead processes' leftovers from the temporary folder, then creates a fresh folder.
    pub fn create() -> std::io::Result<RuntimeDir> {
        let base = std::env::temp_dir();
        sweep(&base);
        // Several services may share a process (tests do): one folder each.
        static SERVICES: AtomicUsize = AtomicUsize::new(0);
        let n = SERVICES.fetch_add(1, Ordering::Relaxed);
        let path = base.join(format!("{PREFIX}{}-{n}", std::process::id()));
        let _ = std::fs::remove_dir_all(&path);
        std::fs::create_dir_all(&path)?;
        // Sockets and uploaded files are the service user's only.
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o700))?;
        Ok(RuntimeDir { path })
    }

    pub fn path(&self) -> &Path {
        &self.path
    }
}

impl Drop for RuntimeDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.path);
    }
}

/// Removes what processes that no longer run left in `base`.
fn sweep(base: &Path) {
    let Ok(entries) = std::fs::read_dir(base) else { return };
    for entry in entries.flatten() {
        let name = entry.file_name();
        let Some(pid) = name.to_str().and_then(owner) else { continue };
        if alive(pid) {
            continue;
        }
        let path = entry.path();
        let removed = if path.is_dir() { std::fs::remove_dir_all(&path) } else { std::fs::remove_file(&path) };
        if removed.is_ok() {
            tracing::info!("removed {} left by process {pid}, which no longer runs", path.display());
        }
    }
}

/// The process id in a runtime name, `armrest-run-PID-N` (or a legacy name).
fn owner(name: &str) -> Option<i32> {
    let rest = std::iter::once(PREFIX).chain(LEGACY_PREFIXES).find_map(|p| name.strip_prefix(p))?;
    let (pid, _) = rest.split_once('-')?;
    pid.parse().ok().filter(|p| *p > 0)
}

fn alive(pid: i32) -> bool {
    // SAFETY: kill(2) with signal 0 only checks whether the process exists.
    let r = unsafe { libc::kill(pid, 0) };
    r == 0 || std::io::Error::last_os_error().raw_os_error() == Some(libc::EPERM)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_of_runtime_leftovers() {
        assert_eq!(owner("armrest-run-123-0"), Some(123));
        assert_eq!(owner("armrest-sim-77-3.sock"), Some(77));
        assert_eq!(owner("armrest-sequences-9-1"), Some(9));
        assert_eq!(owner("armrest-test-5-srv-1"), None);
        assert_eq!(owner("armrest-run-x-0"), None);
        assert_eq!(owner("armrest-run--0"), None);
    }

    #[test]
    fn a_dead_process_folder_is_swept_and_a_live_one_kept() {
        let base = std::env::temp_dir().join(format!("armrest-sweep-check-{}", std::process::id()));
        std::fs::create_dir_all(&base).expect("base");
        // A pid far above any pid_max in use cannot be running.
        let dead = base.join("armrest-run-2147483000-0");
        let live = base.join(format!("armrest-run-{}-9", std::process::id()));
        let legacy = base.join("armrest-sim-2147483000-0.sock");
        for d in [&dead, &live] {
            std::fs::create_dir_all(d.join("sequences")).expect("folder");
        }
        std::fs::write(&legacy, b"").expect("file");
        sweep(&base);
        assert!(!dead.exists() && !legacy.exists());
        assert!(live.exists());
        let _ = std::fs::remove_dir_all(&base);
    }
}
