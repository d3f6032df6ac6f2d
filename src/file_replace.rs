//! Replacing a file whole: written to a temporary file beside it, synced, renamed over it. A
//! reader (or a restart) finds the old version or the new one, never a part of one.

use std::path::Path;

/// Replaces `file` with `bytes`, creating its folder if need be.
pub fn replace(file: &Path, bytes: &[u8]) -> std::io::Result<()> {
    if let Some(dir) = file.parent() {
        std::fs::create_dir_all(dir)?;
    }
    let mut tmp_name = file.file_name().unwrap_or_default().to_owned();
    tmp_name.push(format!(".tmp-{}", std::process::id()));
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
