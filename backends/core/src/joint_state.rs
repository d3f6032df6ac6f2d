//! The arm's joint state as `/robot/joint_states` reports it.

use crate::velocity_estimate::VelocityEstimate;
use crate::{DOF, JointPositions};
use serde::Serialize;
use std::sync::{Arc, Mutex, PoisonError};
use std::time::SystemTime;
use tokio::time::Instant;
use utoipa::ToSchema;

/// Latest joint state; every array is in the order of `name` (J1..J7). A velocity or effort
/// the robot does not report is `null` (D27): ROS 2's joint_state_broadcaster publishes NaN for
/// a joint without that state interface, and a message may leave the array empty.
#[derive(Clone, Debug, PartialEq, Serialize, ToSchema)]
pub struct JointState {
    /// Joint names, `joint1` … `joint7`.
    pub name: Vec<String>,
    /// Radians.
    pub position: Vec<f64>,
    /// Radians per second; `null` where the robot does not report it.
    #[schema(value_type = Vec<Option<f64>>)]
    pub velocity: Vec<f64>,
    /// Newton metres; `null` where the robot does not report it.
    #[schema(value_type = Vec<Option<f64>>)]
    pub effort: Vec<f64>,
}

/// Stands for a velocity or effort the robot does not report; serialized as `null`.
pub const UNKNOWN: f64 = f64::NAN;

impl JointState {
    /// Positions in J1..J7 order, if the message carries exactly those seven.
    pub fn positions(&self) -> Option<JointPositions> {
        self.position.as_slice().try_into().ok()
    }

    /// Velocities in J1..J7 order as the robot reports them: one it does not report counts as
    /// none (what is not known is never extrapolated). For judging motion, a sample's
    /// [`JointStateSample::motion_velocities`] fills those in from positions.
    pub fn known_velocities(&self) -> JointPositions {
        std::array::from_fn(|j| self.velocity.get(j).copied().filter(|v| v.is_finite()).unwrap_or(0.0))
    }
}

/// One joint state message as a backend received (or, simulated, published) it.
#[derive(Clone, Debug)]
pub struct JointStateSample {
    /// When the message reached armrest (on tokio's clock, which a simulator may pause).
    pub received: Instant,
    /// The message's stamp (its arrival time when it carries none).
    pub stamp: SystemTime,
    /// What the robot reported, as the answers give it (unknown velocities `null`, D27).
    pub state: JointState,
    /// The velocities estimated from the positions received, for judging motion where the robot
    /// does not report them; `None` when it reports them all (or the backend knows them).
    pub velocity_estimate: Option<VelocityEstimate>,
}

impl JointStateSample {
    /// Velocities in J1..J7 order for judging motion (a hold, the drive check): the robot's
    /// where it reports them, else estimated from positions, else none.
    pub fn motion_velocities(&self) -> JointPositions {
        self.state.velocities_with(self.velocity_estimate.as_ref())
    }
}

impl JointState {
    /// Velocities in J1..J7 order for judging motion: the robot's where it reports them, else
    /// `estimate`'s (from positions, see [`crate::VelocityEstimator`]), else none.
    pub fn velocities_with(&self, estimate: Option<&VelocityEstimate>) -> JointPositions {
        let reported = self.known_velocities();
        let Some(VelocityEstimate::Estimated(estimated)) = estimate else { return reported };
        std::array::from_fn(|j| match self.velocity.get(j) {
            Some(v) if v.is_finite() => reported[j],
            _ => estimated[j],
        })
    }

    /// The joints whose velocity the robot does not report (NaN or missing), by name.
    pub fn unreported_velocities(&self) -> Vec<&str> {
        (0..DOF)
            .filter(|&j| !self.velocity.get(j).is_some_and(|v| v.is_finite()))
            .map(|j| self.name.get(j).map_or("?", String::as_str))
            .collect()
    }
}

/// What a hold (or any judgement of motion) from `state` should say of its velocities: `None`
/// when the robot reports them all; else that they were estimated from positions, or why they
/// count as none.
pub fn velocity_note(state: &JointState, estimate: Option<&VelocityEstimate>) -> Option<String> {
    let unreported = state.unreported_velocities();
    if unreported.is_empty() {
        return None;
    }
    let which = if unreported.len() == DOF {
        "velocities".to_owned()
    } else {
        format!("the velocities of {}", unreported.join(", "))
    };
    Some(match estimate {
        Some(VelocityEstimate::Estimated(_)) => {
            format!("{which} estimated from positions: the robot reports none")
        }
        Some(VelocityEstimate::Unknown(why)) => {
            format!("{which} taken as 0: the robot reports none and {why}")
        }
        None => format!("{which} taken as 0: the robot reports none"),
    })
}

/// A value worked out from a joint state sample (or from a value made from one, `K`), kept until
/// the next sample: a backend receives 100 samples a second and clients may read thousands of
/// times a second, so nearly every read is of a sample whose value was already worked out (the
/// answer's JSON, the TCP pose). Keyed by the sample's identity, not its values: a new reading is
/// worked out again. The sample kept is held, so its address is not another's.
pub struct PerSample<T, K = JointStateSample>(Mutex<Option<(Arc<K>, T)>>);

impl<T, K> Default for PerSample<T, K> {
    fn default() -> Self {
        PerSample(Mutex::new(None))
    }
}

impl<T: Clone, K> PerSample<T, K> {
    /// The value of `sample`: `make`'s, if `sample` is not the one last asked for, else the value
    /// kept then.
    pub fn of<E>(&self, sample: Arc<K>, make: impl FnOnce(&K) -> Result<T, E>) -> Result<T, E> {
        let mut latest = self.0.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some((seen, value)) = latest.as_ref()
            && Arc::ptr_eq(seen, &sample)
        {
            return Ok(value.clone());
        }
        let value = make(&sample)?;
        *latest = Some((sample, value.clone()));
        Ok(value)
    }
}

#[cfg(test)]
mod per_sample_tests {
    use super::*;

    fn sample(position: f64) -> Arc<JointStateSample> {
        Arc::new(JointStateSample {
            received: Instant::now(),
            stamp: SystemTime::now(),
            state: JointState {
                name: (1..=7).map(|i| format!("joint{i}")).collect(),
                position: vec![position; 7],
                velocity: vec![0.0; 7],
                effort: vec![0.0; 7],
            },
            velocity_estimate: None,
        })
    }

    #[test]
    fn a_sample_is_worked_out_once_and_a_new_one_again() {
        let kept = PerSample::<f64>::default();
        let made = std::cell::Cell::new(0);
        let first_position = |s: &JointStateSample| {
            made.set(made.get() + 1);
            Ok::<_, ()>(s.state.position[0])
        };
        let first = sample(0.5);
        assert_eq!(kept.of(Arc::clone(&first), first_position), Ok(0.5));
        assert_eq!(kept.of(Arc::clone(&first), first_position), Ok(0.5));
        assert_eq!(made.get(), 1, "worked out again for the same sample");
        // A new sample, even with the same values, is a new reading.
        assert_eq!(kept.of(sample(0.5), first_position), Ok(0.5));
        assert_eq!(kept.of(sample(0.25), first_position), Ok(0.25));
        assert_eq!(made.get(), 3);
        // A failure keeps nothing.
        let second = sample(1.0);
        assert_eq!(kept.of(Arc::clone(&second), |_| Err::<f64, _>(())), Err(()));
        assert_eq!(kept.of(second, first_position), Ok(1.0));
    }
}
