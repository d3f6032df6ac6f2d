//! Positions saved at run time (D32): named joint positions a user saves with
//! `PUT /robot/positions/{name}`, kept in a YAML file of their own (`positions.file`, by default
//! `positions.yaml` in the data folder) beside the SRDF's, which they can neither replace nor
//! delete. Every change rewrites the whole file atomically (a temporary file renamed over it),
//! one change at a time, so the file always holds one complete version and survives a restart.

use armrest_backend::yaml_file::{self, FileError};
use armrest_backend::{DOF, JointPositions, NamedPosition, RobotModel};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, PoisonError, RwLock};

/// Most characters a saved position's name has.
pub const NAME_MAX_CHARS: usize = 64;
/// A saved position's name: letters, digits, `_` and `-`, 1 to [`NAME_MAX_CHARS`] characters
/// (so it is one segment of a URL's path and a YAML key as it is).
pub const NAME_PATTERN: &str = "^[A-Za-z0-9_-]{1,64}$";
/// The rule in words, for a 422 and the docs.
pub const NAME_RULE: &str = "1 to 64 letters, digits, `_` and `-`";
/// Most characters a saved position's description has.
pub const DESCRIPTION_MAX_CHARS: usize = 256;
/// The file's name in the data folder when `positions.file` is empty.
pub const DEFAULT_FILE: &str = "positions.yaml";

/// Whether `name` may name a saved position ([`NAME_PATTERN`]).
pub fn name_ok(name: &str) -> bool {
    (1..=NAME_MAX_CHARS).contains(&name.len())
        && name.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'-')
}

/// Where a listed position comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum Source {
    /// The robot's SRDF (`group_state`): read-only.
    Srdf,
    /// Saved at run time (`PUT /robot/positions/{name}`), in `positions.file`.
    Saved,
}

/// One position of the file, as a user reads and edits it.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct Entry {
    /// J1..J7, radians.
    joints: Vec<f64>,
    #[serde(default, skip_serializing_if = "String::is_empty")]
    description: String,
}

#[derive(Debug, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct FileBody {
    #[serde(default)]
    positions: BTreeMap<String, Entry>,
}

/// Why a change could not be made.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    #[error("the position '{0}' comes from the robot's SRDF and cannot be replaced or deleted; choose another name")]
    Srdf(String),
    #[error(
        "a position named '{existing}' exists, and names are unique without letter case: use '{existing}' to replace \
         it, or another name than '{name}'"
    )]
    CaseTwin { name: String, existing: String },
    #[error("{0}")]
    NotFound(String),
    #[error("cannot write the saved positions to {file}: {source}")]
    Write { file: String, source: std::io::Error },
}

/// The saved positions, read at start and written on each change.
pub struct PositionStore {
    /// `None`: kept in memory only (unit tests).
    file: Option<PathBuf>,
    saved: RwLock<BTreeMap<String, NamedPosition>>,
    /// Held over a change and its write: two changes at once are made one after the other.
    writes: Mutex<()>,
    srdf: Vec<String>,
    group: String,
    joint_names: Arc<[String]>,
}

impl PositionStore {
    /// No saved positions, none written.
    pub fn in_memory(model: &RobotModel) -> PositionStore {
        PositionStore {
            file: None,
            saved: RwLock::default(),
            writes: Mutex::default(),
            srdf: model.named_positions().iter().map(|p| p.name.clone()).collect(),
            group: model.named_positions().first().map(|p| p.group.clone()).unwrap_or_else(|| "arm".into()),
            joint_names: Arc::clone(model.joint_names()),
        }
    }

    /// Reads `file` (absent: no saved positions yet). A name the SRDF has, a bad name or joints
    /// outside the limits make the start fail, naming the file and the key.
    pub fn load(file: &Path, model: &RobotModel) -> Result<PositionStore, FileError> {
        crate::file_replace::remove_leftovers(file);
        let mut store = PositionStore::in_memory(model);
        store.file = Some(file.to_path_buf());
        let body: FileBody = match std::fs::read_to_string(file) {
            Ok(text) if text.trim().is_empty() => FileBody::default(),
            Ok(text) => yaml_file::parse(file, &text)?,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => FileBody::default(),
            Err(e) => return Err(FileError::new(file, "", format!("cannot read the saved positions: {e}"))),
        };
        let mut saved = BTreeMap::new();
        for (name, entry) in body.positions {
            let key = format!("positions.{name}");
            if !name_ok(&name) {
                return Err(FileError::new(file, key, format!("a position's name is {NAME_RULE}")));
            }
            if store.srdf.contains(&name) {
                return Err(FileError::new(file, key, "the SRDF defines this position; saved ones take other names"));
            }
            let joints: JointPositions = entry
                .joints
                .as_slice()
                .try_into()
                .map_err(|_| FileError::new(file, format!("{key}.joints"), format!("{DOF} angles (radians)")))?;
            if let Some(out) = model.limits().first_outside(&joints) {
                return Err(FileError::new(file, format!("{key}.joints"), format!("outside the joint limits: {out}")));
            }
            let p = store.position(name.clone(), joints, entry.description);
            saved.insert(name, p);
        }
        store.saved = RwLock::new(saved);
        Ok(store)
    }

    fn position(&self, name: String, joints: JointPositions, description: String) -> NamedPosition {
        NamedPosition {
            name,
            description,
            group: self.group.clone(),
            joints,
            joint_names: Arc::clone(&self.joint_names),
        }
    }

    /// Whether the SRDF defines `name`.
    pub fn is_srdf(&self, name: &str) -> bool {
        self.srdf.iter().any(|n| n == name)
    }

    /// The saved position `name`.
    pub fn get(&self, name: &str) -> Option<NamedPosition> {
        self.saved.read().unwrap_or_else(PoisonError::into_inner).get(name).cloned()
    }

    /// The saved positions, by name.
    pub fn list(&self) -> Vec<NamedPosition> {
        self.saved.read().unwrap_or_else(PoisonError::into_inner).values().cloned().collect()
    }

    /// The saved positions' names.
    pub fn names(&self) -> Vec<String> {
        self.saved.read().unwrap_or_else(PoisonError::into_inner).keys().cloned().collect()
    }

    /// Saves (or replaces) `name`; the file is written before the position is used. Answers the
    /// position and whether it replaced one.
    pub fn save(
        &self,
        name: &str,
        joints: JointPositions,
        description: String,
    ) -> Result<(NamedPosition, bool), StoreError> {
        if self.is_srdf(name) {
            return Err(StoreError::Srdf(name.to_owned()));
        }
        let _one_at_a_time = self.writes.lock().unwrap_or_else(PoisonError::into_inner);
        let p = self.position(name.to_owned(), joints, description);
        let mut next = self.saved.read().unwrap_or_else(PoisonError::into_inner).clone();
        // `HOME` beside `home` reads as the same position to a person (issue 49).
        let twin = self.srdf.iter().chain(next.keys()).find(|n| *n != name && n.eq_ignore_ascii_case(name));
        if let Some(existing) = twin {
            return Err(StoreError::CaseTwin { name: name.to_owned(), existing: existing.clone() });
        }
        let replaced = next.insert(name.to_owned(), p.clone()).is_some();
        self.write(&next)?;
        *self.saved.write().unwrap_or_else(PoisonError::into_inner) = next;
        Ok((p, replaced))
    }

    /// Deletes the saved position `name`; answers it as it was.
    pub fn delete(&self, name: &str) -> Result<NamedPosition, StoreError> {
        if self.is_srdf(name) {
            return Err(StoreError::Srdf(name.to_owned()));
        }
        let _one_at_a_time = self.writes.lock().unwrap_or_else(PoisonError::into_inner);
        let mut next = self.saved.read().unwrap_or_else(PoisonError::into_inner).clone();
        let Some(removed) = next.remove(name) else {
            let known: Vec<String> = next.keys().cloned().collect();
            let known = if known.is_empty() { "none".to_owned() } else { known.join(", ") };
            return Err(StoreError::NotFound(format!("no saved position '{name}'; the saved positions: {known}")));
        };
        self.write(&next)?;
        *self.saved.write().unwrap_or_else(PoisonError::into_inner) = next;
        Ok(removed)
    }

    /// Writes `positions` whole: a temporary file beside the file, renamed over it.
    fn write(&self, positions: &BTreeMap<String, NamedPosition>) -> Result<(), StoreError> {
        let Some(file) = &self.file else { return Ok(()) };
        let failed = |source: std::io::Error| StoreError::Write { file: file.display().to_string(), source };
        let body = FileBody {
            positions: positions
                .iter()
                .map(|(n, p)| (n.clone(), Entry { joints: p.joints.to_vec(), description: p.description.clone() }))
                .collect(),
        };
        let text = serde_saphyr::to_string(&body).map_err(|e| failed(std::io::Error::other(e.to_string())))?;
        let text = format!(
            "# Positions saved at run time (PUT /robot/positions/{{name}}), J1..J7 in radians. Written by armrest.\n{text}"
        );
        crate::file_replace::replace(file, text.as_bytes()).map_err(failed)?;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #[test]
        fn name_rule_is_the_pattern(name in "\\PC{0,70}") {
            let by_hand = !name.is_empty()
                && name.chars().count() <= NAME_MAX_CHARS
                && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-');
            prop_assert_eq!(name_ok(&name), by_hand);
        }

        #[test]
        fn names_of_the_alphabet_pass_up_to_64(name in "[A-Za-z0-9_-]{1,80}") {
            prop_assert_eq!(name_ok(&name), name.len() <= NAME_MAX_CHARS);
        }
    }

    #[test]
    fn pattern_says_the_same_bound() {
        assert!(NAME_PATTERN.contains(&format!("{{1,{NAME_MAX_CHARS}}}")));
    }
}
