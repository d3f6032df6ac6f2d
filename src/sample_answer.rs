//! The answer to a joint-state read, written once per sample. A backend receives 100 samples a
//! second (the simulator's rate, a robot's `/joint_states`) and clients may read thousands of
//! times a second: nearly every read would write the same seven names and 21 numbers again.

use armrest_backend::JointStateSample;
use serde_json::value::RawValue;
use std::sync::{Arc, Mutex, PoisonError};

/// The latest sample read and its answer's JSON text.
#[derive(Default)]
pub struct SampleAnswer(Mutex<Option<(Arc<JointStateSample>, Arc<RawValue>)>>);

impl SampleAnswer {
    /// The JSON text of `sample`'s joint state: written now if `sample` is not the one last
    /// asked for, else the text written then.
    pub fn of(&self, sample: Arc<JointStateSample>) -> Result<Arc<RawValue>, serde_json::Error> {
        let mut latest = self.0.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some((seen, text)) = latest.as_ref()
            && Arc::ptr_eq(seen, &sample)
        {
            return Ok(Arc::clone(text));
        }
        let text: Arc<RawValue> = serde_json::value::to_raw_value(&sample.state)?.into();
        *latest = Some((sample, Arc::clone(&text)));
        Ok(text)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use armrest_backend::JointState;

    fn sample(position: f64) -> Arc<JointStateSample> {
        Arc::new(JointStateSample {
            received: tokio::time::Instant::now(),
            stamp: std::time::SystemTime::now(),
            state: JointState {
                name: (1..=7).map(|i| format!("joint{i}")).collect(),
                position: vec![position; 7],
                velocity: vec![0.0; 7],
                effort: vec![f64::NAN; 7],
            },
        })
    }

    #[test]
    fn a_sample_is_written_once_and_a_new_one_again() {
        let answers = SampleAnswer::default();
        let first = sample(0.5);
        let text = answers.of(Arc::clone(&first)).unwrap();
        assert_eq!(text.get(), serde_json::to_string(&first.state).unwrap());
        assert!(Arc::ptr_eq(&text, &answers.of(Arc::clone(&first)).unwrap()), "written again for the same sample");
        // A new sample, even with the same values, is a new reading: written from it.
        let second = sample(0.25);
        let again = answers.of(Arc::clone(&second)).unwrap();
        assert_eq!(again.get(), serde_json::to_string(&second.state).unwrap());
        assert!(again.get().contains("0.25") && !again.get().contains("0.5"), "{}", again.get());
    }
}
