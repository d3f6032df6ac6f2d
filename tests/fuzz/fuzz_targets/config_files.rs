//! The settings and endpoints loaders on arbitrary text: a clear error or a value, never a
//! panic. (Needs the `app` feature: `scripts/fuzz.sh SECONDS --all`.)
#![no_main]

use armrest::config::{EndpointsConfig, SettingsFile};
use armrest_backend::formats::yaml_file::parse;
use libfuzzer_sys::fuzz_target;
use std::path::Path;

fuzz_target!(|data: &[u8]| {
    let Some((&which, rest)) = data.split_first() else { return };
    let Ok(text) = std::str::from_utf8(rest) else { return };
    let file = Path::new("fuzz.yaml");
    match which % 2 {
        0 => {
            let _ = parse::<SettingsFile>(file, text);
        }
        _ => {
            if let Ok(e) = parse::<EndpointsConfig>(file, text) {
                let _ = e.problems();
            }
        }
    }
});
