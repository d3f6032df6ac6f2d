//! Reads a YAML file into a typed structure, naming the file, the key path and what was
//! expected when anything is off: a configuration mistake must stop start-up with a message a
//! person can act on, not a bare parser error.

use serde::de::DeserializeOwned;
use std::path::{Path, PathBuf};

/// A configuration file that could not be used.
#[derive(Debug, thiserror::Error)]
#[error("{file}: {key}{problem}", file = file.display(), key = key_prefix(key))]
pub struct FileError {
    pub file: PathBuf,
    /// Dotted key path (`web.port`), empty for the whole file.
    pub key: String,
    pub problem: String,
}

fn key_prefix(key: &str) -> String {
    if key.is_empty() { String::new() } else { format!("key `{key}`: ") }
}

impl FileError {
    pub fn new(file: &Path, key: impl Into<String>, problem: impl Into<String>) -> Self {
        FileError { file: file.to_path_buf(), key: key.into(), problem: problem.into() }
    }
}

/// Parses YAML text, reporting the key path of the first problem.
pub fn parse<T: DeserializeOwned>(file: &Path, text: &str) -> Result<T, FileError> {
    // The key path is kept aside: the closure must hand the parser its own error type back, or
    // the parser goes on reading after the failure and reports a confusing follow-up error.
    let mut key_path: Option<String> = None;
    let outcome = serde_saphyr::with_deserializer_from_str(text, |de| {
        serde_path_to_error::deserialize::<_, T>(de).map_err(|e| {
            let key = e.path().to_string();
            key_path = Some(if key == "." { String::new() } else { key });
            e.into_inner()
        })
    });
    outcome.map_err(|e| FileError::new(file, key_path.unwrap_or_default(), first_line(&e.to_string())))
}

/// Reads and parses a YAML file.
pub fn load<T: DeserializeOwned>(file: &Path) -> Result<T, FileError> {
    let text =
        std::fs::read_to_string(file).map_err(|e| FileError::new(file, "", format!("cannot read the file: {e}")))?;
    parse(file, &text)
}

/// The parser's own message carries a source snippet over several lines; its first line says
/// what is wrong and where, which is what a log line needs.
fn first_line(msg: &str) -> String {
    let line = msg.lines().next().unwrap_or(msg).trim();
    let line = line.strip_prefix("error: ").unwrap_or(line);
    // The parser names Rust types; a person editing YAML wants the expected form.
    const FORMS: [(&str, &str); 9] = [
        ("invalid u16", "expected a whole number from 0 to 65535"),
        ("invalid u32", "expected a whole number >= 0"),
        ("invalid u64", "expected a whole number >= 0"),
        ("invalid usize", "expected a whole number >= 0"),
        ("invalid i64", "expected a whole number"),
        ("invalid floating point", "expected a number"),
        ("invalid boolean", "expected true or false"),
        ("expected string scalar", "expected a single value, not a list or mapping"),
        ("invalid f64", "expected a number"),
    ];
    let mut out = line.to_owned();
    for (from, to) in FORMS {
        out = out.replace(from, to);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(serde::Deserialize, Debug)]
    #[serde(deny_unknown_fields)]
    #[allow(dead_code)]
    struct Web {
        port: u16,
    }
    #[derive(serde::Deserialize, Debug)]
    #[serde(deny_unknown_fields)]
    #[allow(dead_code)]
    struct Doc {
        web: Web,
    }

    #[test]
    fn names_file_key_and_problem() {
        let e = parse::<Doc>(Path::new("s.yaml"), "web:\n  port: 80070\n").unwrap_err();
        let text = e.to_string();
        assert!(text.starts_with("s.yaml: key `web.port`: "), "{text}");
        assert!(text.contains("0 to 65535"), "{text}");
        let e = parse::<Doc>(Path::new("s.yaml"), "web:\n  prot: 1\n").unwrap_err();
        assert!(e.to_string().contains("unknown field `prot`"), "{e}");
        let e = parse::<Doc>(Path::new("s.yaml"), "web: [1\n").unwrap_err();
        assert!(e.to_string().starts_with("s.yaml: "), "{e}");
    }
}
