//! The sequence-file parser on arbitrary bytes: no panic; what parses round-trips.
#![no_main]

use armrest_backend::formats::sequence::SequenceFile;
use armrest_backend::validation::Loc;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Ok(file) = SequenceFile::parse(data, &Loc::root("config"), None) {
        let text = serde_json::to_vec(&file.to_value()).expect("serialises");
        let again = SequenceFile::parse(&text, &Loc::root("config"), None).expect("re-parses");
        assert_eq!(again, file);
    }
});
