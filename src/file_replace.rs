//! Replacing a file whole: written to a temporary file beside it, synced, renamed over it. A
//! reader (or a restart) finds the old version or the new one, never a part of one.

use std::path::Path;

/// What a temporary file's name adds to the file's: `.tmp-<pid>`.
const TMP_INFIX: &str = ".tmp-";

/// Replaces `file` with `bytes`, creating its folder if need be.
pub fn replace(file: &Path, bytes: &[u8]) -> std::io::Result<()> {
    if let Some(dir) = file.parent() {
        std::fs::create_dir_all(dir)?;
    }
    let mut tmp_name = file.file_name().unwrap_or_default().to_owned();
    tmp_name.push(format!("{TMP_INFIX}{}", std::process::id()));
    let tmp = file.with_file_name(tmp_name);
    let written = std::fs::write(&tmp, bytes).and_then(|()| {
        std::fs::File::open(&tmp)?.sync_all()?;
        std::fs::rename(&tmp, file)
    });
    if written.is_err() {
        let _ = std::fs::remove_file(&tmp);
    }
    written
}

/// Removes the temporary files a process killed mid-replace left beside `file` (issue 49: six
/// `positions.yaml.tmp-<pid>` after twelve kills). Only those of processes no longer running:
/// another armrest on the same folder may be writing its own right now.
pub fn remove_leftovers(file: &Path) {
    let (Some(dir), Some(name)) = (file.parent(), file.file_name().and_then(|n| n.to_str())) else { return };
    let Ok(entries) = std::fs::read_dir(dir) else { return };
    let prefix = format!("{name}{TMP_INFIX}");
    for entry in entries.flatten() {
        let Some(pid) = entry.file_name().to_str().and_then(|n| n.strip_prefix(&prefix)).map(str::to_owned) else {
            continue;
        };
        let alive = pid.parse::<u32>().is_ok_and(|p| Path::new(&format!("/proc/{p}")).exists());
        if !alive {
            match std::fs::remove_file(entry.path()) {
                Ok(()) => tracing::info!("removed {}, left by a process that ended mid-write", entry.path().display()),
                Err(e) => tracing::warn!("cannot remove {}: {e}", entry.path().display()),
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn leftovers_of_ended_processes_are_removed_and_a_running_ones_kept() {
        let dir = std::env::temp_dir().join(format!("armrest-file-replace-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let file = dir.join("positions.yaml");
        replace(&file, b"positions: {}\n").unwrap();
        // PIDs above the kernel's maximum (4194304) never run.
        let dead = dir.join("positions.yaml.tmp-4194399");
        let alive = dir.join(format!("positions.yaml.tmp-{}", std::process::id()));
        let other = dir.join("other.yaml.tmp-4194399");
        for f in [&dead, &alive, &other] {
            std::fs::write(f, b"half").unwrap();
        }
        remove_leftovers(&file);
        assert!(!dead.exists(), "a dead process's leftover is removed");
        assert!(alive.exists(), "a running process's is kept");
        assert!(other.exists(), "another file's is not this file's business");
        assert!(file.exists());
        let _ = std::fs::remove_dir_all(&dir);
    }
}
