//! Recordings of demonstrations (D33): the measured joint states, whatever moved the arm, kept
//! as files a user can take away (the trajectory CSV `POST /trajectory/send_csv` reads, and a
//! rosbag2 MCAP of `/joint_states`) and replayed along their own path, re-timed within the
//! joints' limits.
//!
//! - [`store`]: the recordings folder, one folder per recording (its metadata, its CSV, its bag);
//! - [`recorder`]: the one recording under way, sampling the joint states as they arrive;
//! - [`bag`]: a recording as a rosbag2 bag;
//! - [`path`]: a recording cut and trimmed to the part a replay follows.

pub mod bag;
pub mod path;
pub mod recorder;
pub mod store;

pub use recorder::Recorder;
pub use store::{RecordingStore, StoreError};

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// Samples per second a recording takes when the request names no rate.
pub const RATE_DEFAULT_HZ: f64 = 50.0;
/// The fewest samples per second a recording takes.
pub const RATE_MIN_HZ: f64 = 1.0;
/// Points of the path `GET /recordings/{name}` shows at most (evenly spaced in time).
pub const PREVIEW_POINTS: usize = 200;
/// A joint moving less than this from where a recording starts (ends) is at rest: the rests at
/// the start and end of a recording are cut off before a replay (rad; above joint-state noise).
pub const REST_TOLERANCE_RAD: f64 = 1e-4;

/// How a recording came to be.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum Origin {
    /// Measured joint states, `POST /recordings` with a `rate_hz`.
    Recorded,
    /// A CSV in the trajectory format, `POST /recordings` with `csv`.
    Imported,
}

/// Where a recording stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum Ended {
    /// Still recording.
    Recording,
    /// Ended by `POST /recordings/{name}/stop`.
    Stopped,
    /// Ended at `recordings.max_duration_s`.
    MaxDuration,
    /// Ended by a stop of the service (or found unfinished at start-up): what was written is kept.
    Interrupted,
    /// Imported whole.
    Imported,
}

/// One recording as `GET /recordings` lists it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct RecordingInfo {
    #[schema(example = "pick_demo")]
    pub name: String,
    /// When it started (UTC, RFC 3339).
    #[schema(example = "2026-11-26T21:00:00Z")]
    pub created: String,
    /// Seconds from its first point to its last, on the arm's clock (the simulator's time).
    pub duration_s: f64,
    /// Its points (samples).
    pub points: usize,
    pub origin: Origin,
    /// Samples per second asked for (an imported file: 0).
    pub rate_hz: f64,
    /// Seconds of the arm's clock per second of the wall clock its times were taken at: the
    /// simulator's time scale, the rate of a simulator's `/clock` over ROS 2 (1 until armrest
    /// has heard it for 2 s), 1 beside a real arm and for an imported file.
    #[serde(default = "one")]
    pub clock_rate: f64,
    /// `recording` while under way; else how it ended.
    pub state: Ended,
}

fn one() -> f64 {
    1.0
}

/// A point of a recording's preview: its time, the joints and where the TCP was.
#[derive(Clone, Debug, PartialEq, Serialize, ToSchema)]
pub struct PreviewPoint {
    /// Seconds from the recording's start.
    pub t: f64,
    /// J1..J7, rad.
    pub joints: Vec<f64>,
    /// The TCP's position in the planning frame, metres (x, y, z).
    pub tcp: [f64; 3],
}

/// `GET /recordings/{name}`: the recording's metadata and its path, downsampled.
#[derive(Clone, Debug, PartialEq, Serialize, ToSchema)]
pub struct RecordingDetail {
    #[serde(flatten)]
    pub info: RecordingInfo,
    /// At most [`PREVIEW_POINTS`] points, evenly spaced in time, the first and the last included.
    pub preview: Vec<PreviewPoint>,
    /// Where the arm moves in it: from the first joint leaving its start to the last arriving
    /// (seconds); absent when nothing moves.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub moving: Option<[f64; 2]>,
}
