//! Where a sequence's bag may be written (D19): armrest listens on every interface without a
//! token by default, so a client must not be able to make it write a folder anywhere the
//! service user can. Every `bag_path` lies inside `sequences.bag_root`: a relative path below
//! it, an absolute one only if it resolves (after `..` and symlinks) inside it.

use std::path::{Component, Path, PathBuf};

/// The folder `given` names, made absolute and checked to lie strictly inside `root` (which is
/// created if missing). `Err` is the message for a 422 at `bag_path`.
pub fn resolve(root: &Path, given: &str) -> Result<PathBuf, String> {
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
}
