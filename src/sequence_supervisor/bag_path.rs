//! Where a sequence's bag may be written (D19): armrest listens on every interface without a
//! token by default, so a client must not be able to make it write a folder anywhere the
//! service user can. Every `bag_path` lies inside `sequences.bag_root`: a relative path below
//! it, an absolute one only if it resolves (after `..` and symlinks) inside it.

use std::path::{Component, Path, PathBuf};

/// The longest `bag_path` accepted, characters (as every string bound counts, D26): far more
/// than a folder name needs, far less than what would make a 422 message, a log line or the
/// runner's command line large; at most 4 KiB (Linux's `PATH_MAX`) whatever the characters.
pub const MAX_CHARS: usize = 1024;
/// The longest name of one folder along the path, bytes: Linux's `NAME_MAX`.
pub const MAX_NAME_BYTES: usize = 255;

/// The folder `given` names, made absolute and checked to lie strictly inside `root` (which is
/// created if missing). `Err` is the message for a 422 at `bag_path`.
pub fn resolve(root: &Path, given: &str) -> Result<PathBuf, String> {
    // Checked before `given` appears in any message or log line (the form checks it first;
    // this keeps the function safe on its own).
    let chars = given.chars().count();
    if chars > MAX_CHARS {
        return Err(format!("bag_path has at most {MAX_CHARS} characters; this one has {chars}"));
    }
    if given.chars().any(char::is_control) {
        return Err("bag_path must not contain control characters (a NUL byte, a line break, a tab)".into());
    }
    if let Some(long) = given.split('/').find(|name| name.len() > MAX_NAME_BYTES) {
        return Err(format!(
            "a folder name in bag_path has at most {MAX_NAME_BYTES} bytes; one has {} (`{}…`)",
            long.len(),
            long.chars().take(20).collect::<String>()
        ));
    }
    std::fs::create_dir_all(root)
        .map_err(|e| format!("the bag folder {} (sequences.bag_root) cannot be created: {e}", root.display()))?;
    let root = root
        .canonicalize()
        .map_err(|e| format!("the bag folder {} (sequences.bag_root) cannot be read: {e}", root.display()))?;
    let given_path = Path::new(given);
    let mut at = if given_path.is_absolute() { PathBuf::from("/") } else { root.clone() };
    for part in given_path.components() {
        match part {
            Component::RootDir | Component::Prefix(_) => at = PathBuf::from("/"),
            Component::CurDir => {}
            Component::ParentDir => {
                at.pop();
            }
            Component::Normal(name) => {
                at.push(name);
                // What exists is followed through its symlinks, as the writer would follow it.
                if let Ok(real) = at.canonicalize() {
                    at = real;
                }
            }
        }
    }
    if at.starts_with(&root) && at != root {
        Ok(at)
    } else {
        Err(format!(
            "bag_path must lie inside the bag folder {} (sequences.bag_root); `{given}` resolves to {}. \
             Give a path relative to the bag folder, e.g. `run1`",
            root.display(),
            at.display()
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scratch(tag: &str) -> PathBuf {
        let d = std::env::temp_dir().join(format!("armrest-bagpath-{}-{tag}", std::process::id()));
        let _ = std::fs::remove_dir_all(&d);
        std::fs::create_dir_all(&d).expect("scratch");
        d.canonicalize().expect("canonical")
    }

    #[test]
    fn inside_the_root_only() {
        let base = scratch("rules");
        let root = base.join("bags");
        assert_eq!(resolve(&root, "run1"), Ok(root.join("run1")));
        assert_eq!(resolve(&root, "a/../run2"), Ok(root.join("run2")));
        assert_eq!(resolve(&root, &root.join("x/y").display().to_string()), Ok(root.join("x/y")));
        for outside in ["../escape", "a/../../escape", ".", "/etc/armrest", "/tmp"] {
            assert!(resolve(&root, outside).is_err(), "{outside}");
        }
        let absolute_dots = format!("{}/../bags-sibling", root.display());
        assert!(resolve(&root, &absolute_dots).is_err());
        // A symlink inside the root that points out of it does not let a bag out.
        std::os::unix::fs::symlink(&base, root.join("link")).expect("symlink");
        assert!(resolve(&root, "link/run").is_err());
        assert!(!base.join("run").exists(), "nothing written");
        let _ = std::fs::remove_dir_all(&base);
    }

    #[test]
    fn control_characters_and_overlong_paths_are_refused_before_anything_is_made() {
        let base = scratch("bounds");
        let root = base.join("bags");
        for bad in ["run\0x", "run\nforged line", "run\tx"] {
            let why = resolve(&root, bad).expect_err(bad);
            assert!(why.contains("control characters"), "{why}");
        }
        let long_name = "a".repeat(MAX_NAME_BYTES + 1);
        assert!(resolve(&root, &long_name).expect_err("long name").contains("255"));
        assert!(resolve(&root, &"a".repeat(MAX_NAME_BYTES)).is_ok());
        let long_path = vec!["abc"; 300].join("/");
        let why = resolve(&root, &long_path).expect_err("long path");
        assert!(why.contains("1024") && why.len() < 200, "{why}");
        assert_eq!(std::fs::read_dir(&root).map(|d| d.count()).unwrap_or(0), 0, "nothing was made");
        let _ = std::fs::remove_dir_all(&base);
    }
}
