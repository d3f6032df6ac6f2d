//! The joint-limits file loader on arbitrary text, merged with the shipped limits: a clear
//! error or valid limits, never a panic.
#![no_main]

use armrest_backend::limits::{JointLimit, JointLimits, LimitsFile};
use armrest_backend::formats::yaml_file::parse;
use libfuzzer_sys::fuzz_target;
use std::path::Path;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    let path = Path::new("joint_limits.yaml");
    let Ok(file) = parse::<LimitsFile>(path, text) else { return };
    let base = JointLimits::new(
        (1..=7)
            .map(|i| JointLimit {
                name: format!("joint{i}"),
                min_position: -2.0,
                max_position: 2.0,
                max_velocity: 1.0,
                max_acceleration: None,
            })
            .collect(),
    )
    .expect("seven joints");
    if let Ok(merged) = base.overridden_by(&file, path) {
        for j in merged.joints() {
            assert!(j.min_position < j.max_position && j.max_velocity > 0.0);
        }
    }
});
