//! The CSV trajectory parser on arbitrary bytes and separators: no panic, no unbounded work.
#![no_main]

use armrest_backend::formats::trajectory_csv::{Reading, parse_with};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Some((&sep, csv)) = data.split_first() else { return };
    let fast = parse_with(csv, sep, None, Reading::Auto);
    let reference = parse_with(csv, sep, None, Reading::CsvCrate);
    // The hand-written splitter and the csv crate agree on every input.
    assert_eq!(fast, reference);
});
