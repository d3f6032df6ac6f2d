//! Recordings (D33): start and stop one, list, read, delete and download them, import a CSV,
//! and replay one along its own path, planned and checked before anything moves.

use super::intent::Fixed;
use super::motion::{self, SPEED};
use super::request::kinds::{CsvText, Number, OpenSeconds, SavedName, StateRate};
use super::request::{Absent, Field, Form, Request};
use super::{ApiError, App};
use crate::recordings::recorder::{Settings, StartError};
use crate::recordings::{
    Ended, Origin, PREVIEW_POINTS, PreviewPoint, RATE_DEFAULT_HZ, RecordingDetail, RecordingInfo, StoreError, path,
};
use armrest_backend::motion::{JointGoal, MotionResult, Scaling};
use armrest_backend::planning::{self, ClosestPair, PlanPreview, handover, retime};
use armrest_backend::validation::{Loc, fmt_fixed};
use armrest_backend::{BackendError, JointPositions, Trajectory, TrajectoryPoint, Violations, formats::trajectory_csv};
use serde::Serialize;
use std::sync::{Arc, OnceLock};
use utoipa::ToSchema;

/// Most characters of a CSV imported inline (`csv`): 8 MiB, about 100 000 rows of seven joints,
/// half the default upload limit (`uploads.max_bytes`), so the field's own bound answers first.
pub const IMPORT_MAX_CHARS: usize = 8 * 1024 * 1024;

const NAME: Field<SavedName> = Field::new(
    "name",
    SavedName("recording"),
    Absent::Required,
    "The recording's name: 1 to 64 letters, digits, `_` and `-`.",
);
const PATH_NAME: Field<SavedName> =
    Field::new("name", SavedName("recording"), Absent::Required, "The recording's name.").in_path();
const RATE: Field<StateRate> = Field::new(
    "rate_hz",
    StateRate,
    Absent::Configured(|ctx| RATE_DEFAULT_HZ.min(ctx.joint_state_rate_hz)),
    "Samples per second, at most the rate the robot publishes joint states at (default 50, or that rate if lower).",
);
const CSV: Field<CsvText> = Field::new(
    "csv",
    CsvText { max_chars: IMPORT_MAX_CHARS },
    Absent::Default(None),
    "Imports instead of recording: a CSV in the trajectory format (`POST /trajectory/send_csv`: a header naming \
     joint1..joint7 and t, time or time_from_start; comma-separated; times increasing).",
)
// `null` is no CSV: read as absent it started a live recording (issue 49).
.null_refused();
const FROM: Field<Number> =
    Field::new("from_s", Number::at_least(0.0), Absent::Default(0.0), "Replay from this time of the recording, s.");
const TO: Field<OpenSeconds> = Field::new(
    "to_s",
    OpenSeconds,
    Absent::Default(None),
    "Replay up to this time of the recording, s; absent: its end.",
);

/// `POST /recordings`.
#[derive(Debug)]
pub struct StartRecording {
    pub name: String,
    pub rate_hz: f64,
    /// Import this CSV instead of recording.
    pub csv: Option<String>,
    /// Where `csv` sits in the request.
    pub csv_loc: Loc,
}

impl Request for StartRecording {
    const NAME: &'static str = "StartRecordingBody";
    const DESCRIPTION: &'static str =
        "A recording to start (`name`, `rate_hz`), or with `csv` a trajectory CSV to import under `name`.";
    fn declare(form: &mut Form<'_>) -> Option<Self> {
        let name = form.field(&NAME);
        let rate_hz = form.field(&RATE);
        let csv = form.field(&CSV);
        let csv_loc = form.loc_of(&CSV);
        Some(StartRecording { name: name?, rate_hz: rate_hz?, csv: csv?, csv_loc })
    }
}

/// A recording named in the path.
#[derive(Debug)]
pub struct RecordingName(pub String);

impl Request for RecordingName {
    const NAME: &'static str = "";
    const DESCRIPTION: &'static str = "";
    fn declare(form: &mut Form<'_>) -> Option<Self> {
        form.field(&PATH_NAME).map(RecordingName)
    }
}

/// `POST /recordings/{name}/replay` and `/plan`.
#[derive(Clone, Debug)]
pub struct ReplayRequest {
    pub name: String,
    pub speed: f64,
    pub from_s: f64,
    pub to_s: Option<f64>,
    /// The recording as this request first read it, shared by its clones: the plan shown to a
    /// person and the replay that runs after they accepted read it once (issue 49).
    pub loaded: Arc<OnceLock<Loaded>>,
}

/// A recording as a request read it.
#[derive(Debug)]
pub struct Loaded {
    info: RecordingInfo,
    samples: Arc<Vec<TrajectoryPoint>>,
}

impl Loaded {
    /// What it holds, for a person and to compare: its points' SHA-256 and a summary.
    pub fn content(&self) -> Fixed {
        use sha2::Digest;
        let mut hash = sha2::Sha256::new();
        for p in self.samples.iter() {
            hash.update(p.time_from_start.to_le_bytes());
            for q in p.positions {
                hash.update(q.to_le_bytes());
            }
        }
        let i = &self.info;
        let summary = format!("{} points over {} s, made {}", i.points, fmt_fixed(i.duration_s, 3), i.created);
        Fixed::Content { digest: hash.finalize().into(), summary }
    }
}

impl Request for ReplayRequest {
    const NAME: &'static str = "ReplayBody";
    const DESCRIPTION: &'static str = "How to replay a recording: `speed`, and the part (`from_s`, `to_s`).";
    fn declare(form: &mut Form<'_>) -> Option<Self> {
        let name = form.field(&PATH_NAME);
        let speed = form.field(&SPEED);
        let from_s = form.field(&FROM);
        let to_s = form.field(&TO);
        Some(ReplayRequest { name: name?, speed: speed?, from_s: from_s?, to_s: to_s?, loaded: Arc::default() })
    }
}

fn store_error(e: StoreError) -> ApiError {
    match e {
        StoreError::NotFound { .. } => ApiError::NotFound(e.to_string()),
        StoreError::Exists(_) | StoreError::UnderWay(_) => ApiError::Conflict(e.to_string()),
        StoreError::Full { .. } => ApiError::InsufficientStorage(e.to_string()),
        StoreError::Write { .. } | StoreError::Read { .. } => ApiError::Internal(e.to_string()),
    }
}

fn now_rfc3339() -> String {
    humantime::format_rfc3339_millis(std::time::SystemTime::now()).to_string()
}

/// Starts a recording, or imports `csv`; answers it as listed.
pub async fn start(app: &App, r: StartRecording) -> Result<RecordingInfo, ApiError> {
    if let Some(csv) = r.csv {
        return import(app, r.name, csv, r.csv_loc).await;
    }
    let info = RecordingInfo {
        name: r.name.clone(),
        created: now_rfc3339(),
        duration_s: 0.0,
        points: 0,
        origin: Origin::Recorded,
        rate_hz: r.rate_hz,
        clock_rate: app.backend.clock_rate(),
        state: Ended::Recording,
    };
    let store = Arc::clone(&app.recordings);
    let settings = Settings { rate_hz: r.rate_hz, max_duration_s: app.endpoints.recordings.max_duration_s };
    let started = app.recorder.start(Arc::clone(&app.backend), Arc::clone(&store), || store.begin(info), settings);
    let info = started.map_err(|e| match e {
        StartError::Busy(_) => ApiError::Conflict(e.to_string()),
        StartError::Store(e) => store_error(e),
    })?;
    tracing::info!("recordings: '{}' started at {} Hz", info.name, info.rate_hz);
    Ok(info)
}

async fn import(app: &App, name: String, csv: String, at: Loc) -> Result<RecordingInfo, ApiError> {
    let model = Arc::clone(&app.model);
    let csv = csv.into_bytes();
    let max_duration_s = app.endpoints.recordings.max_duration_s;
    let parsed = tokio::task::spawn_blocking(move || {
        let points = trajectory_csv::parse(&csv, b',', Some(model.limits()))?.into_points();
        if points.len() < 2 {
            return Err(Violations::one(
                Loc::empty(),
                "too_short",
                "a recording needs at least 2 points: a header and two rows",
            ));
        }
        if let Some(i) = points.windows(2).position(|w| w[1].time_from_start <= w[0].time_from_start) {
            let row = trajectory_csv::row_of_point(&csv, i + 1);
            return Err(Violations::one(
                Loc::empty().at("row").at(row),
                "value_error",
                format!("times must increase: row {row}'s time is not later than the row before"),
            ));
        }
        // As long as a recording may last (issue 49): a time of 1e300 s is no recording.
        let t0 = points[0].time_from_start;
        if let Some(i) = points.iter().position(|p| p.time_from_start - t0 > max_duration_s) {
            let row = trajectory_csv::row_of_point(&csv, i);
            return Err(Violations::one(
                Loc::empty().at("row").at(row),
                "less_than_equal",
                format!(
                    "row {row} comes {} s after the first, longer than a recording lasts (recordings.max_duration_s = \
                     {max_duration_s} s)",
                    armrest_backend::validation::fmt_num(points[i].time_from_start - t0)
                ),
            ));
        }
        Ok(points)
    })
    .await
    .map_err(|e| ApiError::Internal(format!("the CSV could not be read: {e}")))?
    .map_err(|v| v.prefixed(&at))?;
    let info = RecordingInfo {
        name,
        created: now_rfc3339(),
        duration_s: 0.0,
        points: 0,
        origin: Origin::Imported,
        rate_hz: 0.0,
        clock_rate: 1.0,
        state: Ended::Imported,
    };
    let store = Arc::clone(&app.recordings);
    let info = tokio::task::spawn_blocking(move || store.import(info, &parsed))
        .await
        .map_err(|e| ApiError::Internal(format!("the import failed: {e}")))?
        .map_err(store_error)?;
    tracing::info!("recordings: '{}' imported: {} point(s) over {:.3} s", info.name, info.points, info.duration_s);
    Ok(info)
}

/// Ends the recording `name`; one that already ended is answered as it ended.
pub async fn stop(app: &App, name: &str) -> Result<RecordingInfo, ApiError> {
    if let Some(info) = app.recorder.stop(name).await {
        return Ok(info);
    }
    app.recordings.get(name).map_err(store_error)
}

pub fn list(app: &App) -> Vec<RecordingInfo> {
    app.recordings.list()
}

/// The recording's metadata, its path downsampled, and where it moves.
pub async fn get(app: &App, name: &str) -> Result<RecordingDetail, ApiError> {
    let info = app.recordings.get(name).map_err(store_error)?;
    let samples = samples(app, name).await?;
    let model = Arc::clone(&app.model);
    let detail = tokio::task::spawn_blocking(move || {
        let moving = path::moving(&samples).and_then(|m| Some([m.first()?.time_from_start, m.last()?.time_from_start]));
        let preview = downsample(&samples, PREVIEW_POINTS)
            .into_iter()
            .map(|p| {
                let tcp = model.tcp_pose(&p.positions).translation.vector;
                PreviewPoint { t: p.time_from_start, joints: p.positions.to_vec(), tcp: [tcp.x, tcp.y, tcp.z] }
            })
            .collect();
        RecordingDetail { info, preview, moving }
    })
    .await
    .map_err(|e| ApiError::Internal(format!("the preview failed: {e}")))?;
    Ok(detail)
}

/// At most `n` points of `samples`, evenly spaced in time, the first and the last included.
fn downsample(samples: &[TrajectoryPoint], n: usize) -> Vec<TrajectoryPoint> {
    if samples.len() <= n || n < 2 {
        return samples.to_vec();
    }
    let (t0, t1) = (samples[0].time_from_start, samples[samples.len() - 1].time_from_start);
    (0..n)
        .map(|k| {
            let t = t0 + (t1 - t0) * k as f64 / (n - 1) as f64;
            let i = samples.partition_point(|p| p.time_from_start < t).min(samples.len() - 1);
            samples[i]
        })
        .collect()
}

async fn samples(app: &App, name: &str) -> Result<Vec<TrajectoryPoint>, ApiError> {
    let store = Arc::clone(&app.recordings);
    let name = name.to_owned();
    tokio::task::spawn_blocking(move || store.samples(&name))
        .await
        .map_err(|e| ApiError::Internal(format!("the recording could not be read: {e}")))?
        .map_err(store_error)
}

pub fn delete(app: &App, name: &str) -> Result<RecordingInfo, ApiError> {
    let info = app.recordings.delete(name).map_err(store_error)?;
    tracing::info!("recordings: deleted '{name}'");
    Ok(info)
}

/// A recording's file to download.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    /// `trajectory.csv`, as `POST /trajectory/send_csv` reads it.
    Csv,
    /// `bag.mcap`, a rosbag2 MCAP file of `/joint_states`.
    Mcap,
}

impl Format {
    pub fn content_type(self) -> &'static str {
        match self {
            Format::Csv => "text/csv; charset=utf-8",
            Format::Mcap => "application/octet-stream",
        }
    }
    pub fn file_name(self) -> &'static str {
        match self {
            Format::Csv => "trajectory.csv",
            Format::Mcap => "bag.mcap",
        }
    }
}

/// The bytes of the recording's file in `format`; a recording under way is 409.
pub async fn file(app: &App, name: &str, format: Format) -> Result<Vec<u8>, ApiError> {
    let info = app.recordings.get(name).map_err(store_error)?;
    if info.state == Ended::Recording {
        return Err(store_error(StoreError::UnderWay(info.name)));
    }
    let store = Arc::clone(&app.recordings);
    tokio::task::spawn_blocking(move || {
        let file = match format {
            Format::Csv => store.csv_file(&info.name),
            Format::Mcap => store.bag_file(&info).map_err(store_error)?,
        };
        std::fs::read(&file).map_err(|e| ApiError::Internal(format!("{}: {e}", file.display())))
    })
    .await
    .map_err(|e| ApiError::Internal(format!("the file could not be read: {e}")))?
}

/// The recorded path a replay follows, re-timed, and what it was cut from.
struct Replay {
    /// The moving part of the recording, on the recording's own times (shared with the
    /// collision checks, which run on blocking threads).
    recorded: Arc<[TrajectoryPoint]>,
    /// The same positions re-timed from rest to rest within the scaled limits, from 0.
    timed: Vec<TrajectoryPoint>,
}

impl Replay {
    fn first(&self) -> JointPositions {
        self.timed[0].positions
    }
    fn duration_s(&self) -> f64 {
        self.timed.last().map_or(0.0, |p| p.time_from_start)
    }
    fn recorded_span(&self) -> [f64; 2] {
        [self.recorded[0].time_from_start, self.recorded.last().map_or(0.0, |p| p.time_from_start)]
    }
}

fn path_loc(field: &'static str) -> Loc {
    Loc::root("path").at(field)
}

/// The recording's path for `r`: cut, its rests trimmed, re-timed at `r.speed`. 404 for an
/// unknown recording, 409 for one under way, 422 for a part outside it or one where nothing moves.
async fn prepare(app: &App, r: &ReplayRequest) -> Result<Replay, ApiError> {
    let (info, samples) = match r.loaded.get() {
        Some(l) => (l.info.clone(), Arc::clone(&l.samples)),
        None => {
            let info = app.recordings.get(&r.name).map_err(store_error)?;
            if info.state == Ended::Recording {
                return Err(store_error(StoreError::UnderWay(info.name)));
            }
            let samples = Arc::new(samples(app, &r.name).await?);
            let loaded = r.loaded.get_or_init(|| Loaded { info, samples });
            (loaded.info.clone(), Arc::clone(&loaded.samples))
        }
    };
    let to_s = r.to_s.unwrap_or(info.duration_s);
    // The whole recording is never "outside" it: one of a single sample (the arm still, its states
    // sparse) is answered below as one where nothing moves.
    let whole = r.from_s == 0.0 && r.to_s.is_none();
    if !whole && (r.from_s >= to_s || r.from_s > info.duration_s) {
        let msg = format!(
            "the part to replay, from_s {} to to_s {}, is empty or outside the recording (0 to {} s)",
            r.from_s, to_s, info.duration_s
        );
        return Err(Violations::one(Loc::root("body").at("from_s"), "value_error", msg).into());
    }
    let rates = planning::rates(app.model.limits(), Scaling::new(r.speed)).map_err(ApiError::Internal)?;
    let (name, speed, from_s) = (r.name.clone(), r.speed, r.from_s);
    tokio::task::spawn_blocking(move || {
        let Some(recorded) = path::moving(path::cut(&samples, from_s, to_s)) else {
            return Err(ApiError::Invalid(Violations::one(
                path_loc("name"),
                "recording_still",
                format!(
                    "nothing moves in recording '{name}' from {from_s} s to {to_s} s (no joint by more than {} rad): \
                     there is no path to replay",
                    crate::recordings::REST_TOLERANCE_RAD
                ),
            )));
        };
        let timed = retime::retime(recorded, &rates, speed)
            .map_err(|e| ApiError::Internal(format!("recording '{name}' could not be re-timed: {e}")))?;
        Ok(Replay { recorded: recorded.into(), timed })
    })
    .await
    .map_err(|e| ApiError::Internal(format!("the replay could not be planned: {e}")))?
}

/// The first contact with the world or the robot itself along the recorded path, told with the
/// recording's time it comes at. Off the async workers, as a trajectory's check: a minute of
/// recording takes milliseconds.
async fn contact(app: &App, replay: &Replay) -> Result<Option<(String, ClosestPair)>, ApiError> {
    let (model, recorded) = (Arc::clone(&app.model), Arc::clone(&replay.recorded));
    let [t0, t1] = replay.recorded_span();
    tokio::task::spawn_blocking(move || {
        let path: Vec<(JointPositions, f64)> = recorded.iter().map(|p| (p.positions, p.time_from_start)).collect();
        let found = model.world().scene.check_path(&path, false).contact?;
        let t = t0 + found.fraction * (t1 - t0);
        let why = format!("{} at {t:.2} s of the recording", found.closest.pair());
        Some((why, ClosestPair::of(&found.closest, found.fraction)))
    })
    .await
    .map_err(|e| ApiError::Internal(format!("the collision check failed: {e}")))
}

/// `POST /recordings/{name}/plan`: what a replay would do, nothing moved.
#[derive(Clone, Debug, PartialEq, Serialize, ToSchema)]
pub struct ReplayPlan {
    /// Whether the replay can run; `false` with `message` saying why.
    pub success: bool,
    pub message: String,
    /// The approach from where the arm is to the recording's first point, planned as a move.
    pub approach: PlanPreview,
    /// The recorded part replayed: `[from, to]` in the recording's own seconds, its rests cut.
    pub recorded_s: [f64; 2],
    /// How long the re-timed path takes at `speed`, s (simulated seconds on the simulator).
    pub path_duration_s: f64,
    /// The approach and the path together, s.
    pub duration_s: f64,
    /// The path's points.
    pub points: usize,
    /// The two bodies that would touch on the path (and where, 0..1 by the recording's time).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub collision: Option<ClosestPair>,
    /// The TCP's trace along the path, at most 200 points (x, y, z in the planning frame, m).
    pub trace: Vec<[f64; 3]>,
}

pub async fn plan(app: &App, r: ReplayRequest) -> Result<ReplayPlan, ApiError> {
    app.admission.motion_free()?;
    let replay = prepare(app, &r).await?;
    let approach =
        app.backend.plan_joints(JointGoal { joints: replay.first(), scaling: Scaling::new(r.speed) }).await?;
    let collision = contact(app, &replay).await?;
    let path_duration_s = replay.duration_s();
    let approach_s = approach.plan.as_ref().map_or(0.0, |p| p.duration_s);
    let trace = downsample(&replay.recorded, PREVIEW_POINTS)
        .iter()
        .map(|p| {
            let v = app.model.tcp_pose(&p.positions).translation.vector;
            [v.x, v.y, v.z]
        })
        .collect();
    let (success, message) = match (&collision, approach.success) {
        (Some((why, _)), _) => (false, format!("the recorded path collides: {why}; a replay would be refused")),
        (None, false) => (false, format!("the approach to the recording's first point fails: {}", approach.message)),
        (None, true) => (
            true,
            format!(
                "approach {approach_s:.3} s, then the recorded path ({:.3} s to {:.3} s of the recording) in \
                 {path_duration_s:.3} s at speed {}",
                replay.recorded_span()[0],
                replay.recorded_span()[1],
                r.speed
            ),
        ),
    };
    Ok(ReplayPlan {
        success,
        message,
        approach,
        recorded_s: replay.recorded_span(),
        path_duration_s,
        duration_s: approach_s + path_duration_s,
        points: replay.timed.len(),
        collision: collision.map(|(_, c)| c),
        trace,
    })
}

/// `POST /recordings/{name}/replay`: the approach (a move to the first point at `speed`), then
/// the recorded path re-timed, as one motion owned by the service (D18). Checked against the
/// world before anything moves (422 naming the bodies and the recording's time) and again at the
/// first point, where the path must be one the drives can follow from where the arm is.
pub async fn replay(app: &App, r: ReplayRequest) -> Result<MotionResult, ApiError> {
    app.admission.motion_free()?;
    let replay = prepare(app, &r).await?;
    if let Some((why, _)) = contact(app, &replay).await? {
        let msg = format!("the recorded path collides: {why}; nothing moved");
        return Err(Violations::one(path_loc("name"), "collision", msg).into());
    }
    let admitted = motion::admit(app)?;
    let [from, to] = replay.recorded_span();
    let what = format!("recording '{}' ({from:.3} s to {to:.3} s) at speed {}", r.name, r.speed);
    let done = format!("replayed recording '{}'", r.name);
    let service = app.clone();
    motion::run(app, admitted, "replay_recording", what, move |backend, stop| async move {
        let at = backend.joint_state().await?;
        let here = at.state.positions().unwrap_or(replay.first());
        let tolerance = service.endpoints.trajectory.hold_tolerance_rad;
        let away = here.iter().zip(&replay.first()).any(|(a, b)| (a - b).abs() > tolerance);
        if away {
            let goal = JointGoal { joints: replay.first(), scaling: Scaling::new(r.speed) };
            let approach = backend.move_joints(goal, stop.clone()).await?;
            if !approach.success {
                return Ok(MotionResult::failed(format!(
                    "the approach to the recording's first point did not finish: {}; the recorded path was not started",
                    approach.message
                )));
            }
        }
        // At the first point: checked again as it runs (the world may have changed meanwhile).
        let contact = contact(&service, &replay).await.map_err(|e| BackendError::Aborted(e.to_string()))?;
        if let Some((why, _)) = contact {
            return Ok(MotionResult::failed(format!(
                "the recorded path collides: {why}; stopped at its first point, the path was not started"
            )));
        }
        let at = backend.joint_state().await?;
        match from_the_arm(&service, &at, replay.timed) {
            Ok(path) => backend.follow_trajectory(path, &done, stop).await,
            Err(why) => Ok(MotionResult::failed(why)),
        }
    })
    .await
}

/// The path from where the arm is now (`at`), as the controller judges it (D24); `Err` says why
/// it cannot be followed.
fn from_the_arm(
    app: &App,
    at: &armrest_backend::JointStateSample,
    timed: Vec<TrajectoryPoint>,
) -> Result<Trajectory, String> {
    let tolerance = app.endpoints.trajectory.hold_tolerance_rad;
    handover::from_the_arm(timed, at, tolerance, app.model.limits()).map_err(|e| {
        format!("the recorded path cannot be followed from where the arm is: {e}; stopped at its first point")
    })
}
