//! Publishing trajectories (JSON or CSV) and reading the trajectory log.

use super::request::kinds::{CsvFile, Flag, Points, Separator};
use super::request::{Absent, Field, Form, Request};
use super::schema::{Ack, LogLines};
use super::{ApiError, App};
use crate::events::Outcome;
use crate::events::kinds::MotionPhase;
use crate::motions::{ARRIVAL_TOLERANCE_RAD, Phase, SETTLE_S, log_prefix};
use armrest_backend::drive::{self, Start};
use armrest_backend::middleware::seconds;
use armrest_backend::planning::JointRates;
use armrest_backend::validation::Loc;
use armrest_backend::{BackendError, Delivery, Execution};
use armrest_backend::{JointPositions, Trajectory, TrajectoryPoint, Violations, formats::trajectory_csv};
use axum::body::Bytes;
use std::time::{Duration, Instant};

/// The points, checked against the joint limits unless the request turned that off.
const fn points(limits: bool) -> Field<Points> {
    Field::new(
        "points",
        Points { limits },
        Absent::Required,
        "At least one point. Times should increase; the controller refuses a trajectory whose times \
         do not (see `/trajectory/logs`).",
    )
}
const VALIDATE_LIMITS: Field<Flag> =
    Field::new("validate_limits", Flag, Absent::Default(true), "Check every position against the joint limits.");

/// Body of `POST /trajectory/send`.
#[derive(Debug)]
pub struct SendTrajectoryRequest {
    pub trajectory: Trajectory,
    /// Where its points sit in the request, for the locations of its problems.
    pub at: PointsAt,
    /// Whether the positions are checked against the joint limits and the path against the
    /// world (what the drives can follow is checked whatever this says, D24).
    pub validate_limits: bool,
}

impl Request for SendTrajectoryRequest {
    const NAME: &'static str = "SendTrajectoryRequest";
    const DESCRIPTION: &'static str = "Body of `POST /trajectory/send`.";
    fn declare(form: &mut Form<'_>) -> Option<Self> {
        let validate = form.field(&VALIDATE_LIMITS);
        let field = points(validate != Some(false));
        let trajectory = form.field(&field)?;
        let at = PointsAt::List(form.loc_of(&field));
        Some(SendTrajectoryRequest { trajectory, at, validate_limits: validate? })
    }
}

/// Where a trajectory's points sit in their request, so a collision's 422 names the point.
#[derive(Clone, Debug)]
pub enum PointsAt {
    /// A list of points (`body.points`): point `i` at its index.
    List(Loc),
    /// An uploaded CSV file: point `i` at its row (the file's line number).
    Csv { loc: Loc, file: Bytes, separator: u8 },
}

impl PointsAt {
    fn point(&self, i: usize) -> Loc {
        match self {
            PointsAt::List(loc) => loc.at(i),
            PointsAt::Csv { loc, file, .. } => loc.at("row").at(trajectory_csv::row_of_point(file, i)),
        }
    }

    /// Where point `i`'s time sits: its `time_from_start`, or its row of the file.
    fn time(&self, i: usize) -> Loc {
        match self {
            PointsAt::List(loc) => loc.at(i).at("time_from_start"),
            PointsAt::Csv { .. } => self.point(i),
        }
    }

    /// Where joint `j` of point `i` sits: its position in the list, or its cell in the file
    /// (the column as the header names it).
    fn joint(&self, i: usize, j: usize) -> Loc {
        match self {
            PointsAt::List(loc) => loc.at(i).at("positions").at(j),
            PointsAt::Csv { file, separator, .. } => match trajectory_csv::joint_column(file, *separator, j) {
                Some(column) => self.point(i).at(column),
                None => self.point(i),
            },
        }
    }
}

/// A contact along a trajectory: the point it comes at or before, and what touches where.
pub struct PointContact {
    pub point: usize,
    pub what: String,
}

/// The arm's latest state, if fresh, as the drive check takes it (D24): a trajectory is never
/// held up waiting for one.
fn fresh_start(app: &App) -> Option<Start> {
    let fresh = seconds(app.endpoints.joint_states.wait_s);
    let latest = app.backend.joint_state_samples().borrow().clone()?;
    if latest.received.elapsed() >= fresh {
        return None;
    }
    let hold_tolerance = app.endpoints.trajectory.hold_tolerance_rad;
    // The controller's own state where the backend knows it (issue 49: a trajectory continuing
    // at the measured velocity just after a stop asks the decelerating hold for a step).
    if let Some(start) = app.backend.controller_start() {
        return Some(Start { hold_tolerance, ..start });
    }
    let position = latest.state.positions()?;
    // Where the robot reports no velocity, the one estimated from positions: a moving arm taken
    // as at rest would judge the first segment from the wrong start.
    Some(Start::measured(position, latest.motion_velocities(), hold_tolerance))
}

/// The longest trajectory armrest sends, seconds (issue 49): an hour. A `time_from_start` of
/// 1e300 s would hold the arm for the whole motion timeout while its progress shows done.
pub const DURATION_MAX_S: f64 = 3600.0;

/// A trajectory's length, checked before anything is sent (issue 49): nothing longer than
/// [`DURATION_MAX_S`]. (Times that do not increase are the client's duty, as the specification
/// says: they are published, and the controller refuses them, Jazzy's as the simulator's.)
fn within_duration(trajectory: &Trajectory, at: &PointsAt) -> Result<(), ApiError> {
    let pts = trajectory.points();
    let last = pts.len().saturating_sub(1);
    let end = pts.last().map_or(0.0, |p| p.time_from_start);
    if end > DURATION_MAX_S {
        let why = format!(
            "the trajectory would last {} s, longer than armrest sends ({DURATION_MAX_S} s, an hour); nothing was sent",
            armrest_backend::validation::fmt_num(end)
        );
        return Err(Violations::one(at.time(last), "less_than_equal", why).into());
    }
    Ok(())
}

/// What no drive could follow (D24), whatever `validate_limits` says: over ROS 2 nothing else
/// stands between the request and the arm (Jazzy's trajectory controller checks no limits and
/// executes a step), so it is refused before anything is published, located at the point and
/// the joint, and said in the trajectory log as the controller would say it.
/// A long trajectory is judged on a blocking thread (a million points take tens of
/// milliseconds); the trajectory is handed back.
pub async fn beyond_the_drives(
    app: &App,
    trajectory: Trajectory,
    start: Option<&Start>,
    at: &PointsAt,
) -> Result<Trajectory, ApiError> {
    let limits = app.model.limits();
    let rates = JointRates::of(limits);
    // A point's own velocity or acceleration beyond its joint's (D42): judged before its curve.
    if let Some(b) = trajectory.first_rate_beyond(&rates) {
        let why = format!("{}; the drives cannot follow it, nothing was sent", b.describe(limits));
        app.backend.trajectory_log().push(format!("refused before publishing: {why}"));
        let kind = if b.field == "velocities" { "velocity_limit" } else { "acceleration_limit" };
        return Err(Violations::one(at.point(b.point).at(b.field).at(b.joint), kind, why).into());
    }
    let short = trajectory.points().len() <= crate::api::request::INLINE_CHECK_MAX_POINTS;
    let judge = {
        let start = start.cloned();
        move || {
            // Points with velocities are judged on the controller's curves through them: the
            // excess found on a sample is said of the point its curve leads to.
            let e = match trajectory.commanded(start.as_ref()) {
                Some(samples) => {
                    let dense: Vec<TrajectoryPoint> = samples.iter().map(|s| s.0).collect();
                    drive::first_excess_by(drive::Steps::EachBySize, &dense, start.as_ref(), &rates)
                        .map(|e| (e, Some(samples[e.point].1)))
                }
                None => drive::first_excess_by(drive::Steps::EachBySize, trajectory.points(), start.as_ref(), &rates)
                    .map(|e| (e, None)),
            };
            (trajectory, e)
        }
    };
    let (trajectory, excess) = if short {
        judge()
    } else {
        tokio::task::spawn_blocking(judge)
            .await
            .map_err(|e| ApiError::Internal(format!("the drive check failed: {e}")))?
    };
    let Some((e, on_curve)) = excess else { return Ok(trajectory) };
    let (point, said) = match on_curve {
        Some(point) => (point, e.describe_on_curve(limits, point, trajectory.curve())),
        None => (e.point, e.describe(limits)),
    };
    let why = format!("{said}; the drives cannot follow it, nothing was sent");
    app.backend.trajectory_log().push(format!("refused before publishing: {why}"));
    let kind = match e.quantity {
        drive::Quantity::Velocity => "velocity_limit",
        drive::Quantity::Acceleration => "acceleration_limit",
        drive::Quantity::Jump => "jump",
    };
    Err(Violations::one(at.joint(point, e.joint), kind, why).into())
}

/// A point beyond a joint's position limits, where the controller would send it on (Jazzy's
/// enforces none by default: the arm would drive into its end stop): refused whatever
/// `validate_limits` says, at the point and the joint, and said in the trajectory log.
fn beyond_the_limits(app: &App, trajectory: &Trajectory, at: &PointsAt) -> Result<(), ApiError> {
    let Some(beyond) = first_beyond_the_limits(app, trajectory) else { return Ok(()) };
    app.backend.trajectory_log().push(format!("refused before publishing: {}", beyond.why));
    Err(Violations::one(at.joint(beyond.point, beyond.joint), beyond.kind, beyond.why).into())
}

/// A point of a trajectory beyond a joint's position limits.
pub struct BeyondTheLimits {
    pub point: usize,
    pub joint: usize,
    /// The error's type, as the request check names it.
    pub kind: &'static str,
    pub why: String,
}

/// The first point of `trajectory` beyond a joint's position limits, if any, and why it is
/// refused (see [`Trajectories::controller_refuses_beyond_limits`]).
///
/// [`Trajectories::controller_refuses_beyond_limits`]: armrest_backend::Trajectories::controller_refuses_beyond_limits
pub fn first_beyond_the_limits(app: &App, trajectory: &Trajectory) -> Option<BeyondTheLimits> {
    let limits = app.model.limits();
    let at_point =
        trajectory.points().iter().enumerate().find_map(|(i, p)| limits.first_outside(&p.positions).map(|o| (i, o)));
    // Between points with velocities the controller's curve may overshoot them.
    let (point, outside, on) = match at_point {
        Some((i, o)) => (i, o, String::new()),
        None => {
            let samples = trajectory.commanded(None)?;
            let (i, o) = samples.iter().find_map(|(p, i)| limits.first_outside(&p.positions).map(|o| (*i, o)))?;
            (i, o, format!("on the controller's {} to point {i}, ", trajectory.curve()))
        }
    };
    let joint = limits.joints().iter().position(|j| j.name == outside.joint).unwrap_or(0);
    let kind = if outside.value < outside.min { "greater_than_equal" } else { "less_than_equal" };
    let why = format!(
        "point {point}: {on}{outside}; the controller enforces no position limits, so armrest refuses it whatever \
         validate_limits says; nothing was sent"
    );
    Some(BeyondTheLimits { point, joint, kind, why })
}

/// The first contact of the world or the robot itself along `trajectory`, from where the arm
/// is (D28) when its state is fresh, checked as densely as a move; the trajectory is handed
/// back. Off the async workers: a long trajectory takes milliseconds.
pub async fn first_contact(
    app: &App,
    trajectory: Trajectory,
    start: Option<&Start>,
) -> Result<(Trajectory, Option<PointContact>), ApiError> {
    // Without a fresh state the path is checked from its first point on, and the log says what
    // was not. With one, from where the arm is: to the first point, even one at time 0 (within
    // the hold tolerance of where the command is).
    let start_state = start;
    let start = start.map(|s| s.position);
    if start.is_none() {
        app.backend.trajectory_log().push(
            "no fresh joint state: the path from where the arm is to the first point was not checked for collisions",
        );
    }
    let model = std::sync::Arc::clone(&app.model);
    let short = trajectory.points().len() <= crate::api::request::INLINE_CHECK_MAX_POINTS;
    let command = start_state.cloned();
    let check = move || {
        // The path the controller commands: through points with velocities, its curves (each
        // sample named by the point it leads to).
        let samples = trajectory
            .commanded(command.as_ref())
            .unwrap_or_else(|| trajectory.points().iter().enumerate().map(|(i, p)| (*p, i)).collect());
        let mut path: Vec<(JointPositions, f64)> =
            samples.iter().map(|(p, _)| (p.positions, p.time_from_start)).collect();
        let point_of = |waypoint: usize| samples.get(waypoint).map_or(waypoint, |s| s.1);
        if let Some(q) = start {
            path.insert(0, (q, 0.0));
        }
        let contact = model.world().scene.check_path(&path, false).contact.map(|c| {
            // Waypoint 0 is the arm's own state when the path starts there.
            let point = point_of(if start.is_some() { c.waypoint.saturating_sub(1) } else { c.waypoint });
            let what = if start.is_some() && c.waypoint == 0 {
                format!("the arm already touches where it is: {}", c.closest.pair())
            } else {
                format!("{} (at or before point {point})", c.describe())
            };
            PointContact { point, what }
        });
        (trajectory, contact)
    };
    // A short path is checked in microseconds, where it arrived; a long one on a blocking thread.
    if short {
        return Ok(check());
    }
    tokio::task::spawn_blocking(check).await.map_err(|e| ApiError::Internal(format!("the collision check failed: {e}")))
}

const CSV: Field<CsvFile> = Field::new(
    "file",
    CsvFile,
    Absent::Required,
    "CSV: header row naming joint1..joint7 (or joint_1..joint_7) and t, time or time_from_start, \
     in any order; one point per further row.",
)
.tool_name("csv");
const SEPARATOR: Field<Separator> = Field::new(
    "separator",
    Separator,
    Absent::Default(b','),
    "Column separator, one character; default `,` (send `;` as %3B, a tab as `\\t`)",
)
.in_query();
const CSV_VALIDATE_LIMITS: Field<Flag> =
    Field::new("validate_limits", Flag, Absent::Default(true), "Check joint limits; default true").in_query();

/// `POST /trajectory/send_csv`: the uploaded file and how to read it.
#[derive(Clone, Debug)]
pub struct CsvUpload {
    pub file: Bytes,
    /// Where the file sits in the request, for the locations of its problems.
    pub file_loc: Loc,
    pub separator: u8,
    pub validate_limits: bool,
}

impl Request for CsvUpload {
    const NAME: &'static str = "CsvUpload";
    const DESCRIPTION: &'static str = "A CSV trajectory upload.";
    fn declare(form: &mut Form<'_>) -> Option<Self> {
        let separator = form.field(&SEPARATOR);
        let validate_limits = form.field(&CSV_VALIDATE_LIMITS);
        let file = form.field(&CSV);
        let file_loc = form.loc_of(&CSV);
        Some(CsvUpload { file: file?, file_loc, separator: separator?, validate_limits: validate_limits? })
    }
}

impl CsvUpload {
    /// Where the file's points sit.
    pub fn at(&self) -> PointsAt {
        PointsAt::Csv { loc: self.file_loc.clone(), file: self.file.clone(), separator: self.separator }
    }
}

/// Parses an uploaded CSV file; problems are located below the file's place in the request. A large file
/// takes a while to parse, so it runs off the async workers.
pub async fn parse_csv(app: &App, upload: CsvUpload) -> Result<Trajectory, Violations> {
    let model = std::sync::Arc::clone(&app.model);
    let at = upload.file_loc.clone();
    let parsed = tokio::task::spawn_blocking(move || {
        let limits = upload.validate_limits.then(|| model.limits());
        trajectory_csv::parse(&upload.file, upload.separator, limits)
    })
    .await
    .unwrap_or_else(|_| Err(Violations::one(Loc::empty(), "csv_invalid", "the CSV could not be read")));
    parsed.map_err(|v| v.prefixed(&at))
}

/// Publishes `trajectory` for operation `request`, only if the drives can follow it from where
/// the arm is (D24) and, with `validate_limits`, its path is clear of the world and the robot
/// itself (else 422 naming the point and the joint, or the point where the contact comes).
pub async fn send(
    app: &App,
    request: &str,
    trajectory: Trajectory,
    at: &PointsAt,
    validate_limits: bool,
) -> Result<Ack, ApiError> {
    // Never cut into a move, a jog or a sequence (D18): held until the trajectory was handed over.
    let publishing = app.admission.trajectory()?;
    let id = publishing.motion_id();
    // Its lines name it from here on, a refusal before publishing included (D39).
    app.backend.trajectory_log().set_prefix(log_prefix(id));
    within_duration(&trajectory, at)?;
    // No state, no send (issue 49): the step from where the arm is to the first point is the
    // check that matters most, and over ROS 2 nothing else makes it.
    let Some(start) = fresh_start(app) else {
        let js = &app.endpoints.joint_states;
        let why = format!(
            "no fresh joint state on {} (none within joint_states.wait_s = {} s): where the arm is is unknown, so the \
             step to the trajectory's first point cannot be checked; nothing was sent",
            js.topic, js.wait_s
        );
        app.backend.trajectory_log().push(format!("refused before publishing: {why}"));
        return Err(BackendError::Unavailable(why).into());
    };
    let trajectory = beyond_the_drives(app, trajectory, Some(&start), at).await?;
    if !validate_limits && !app.backend.controller_refuses_beyond_limits() {
        beyond_the_limits(app, &trajectory, at)?;
    }
    let trajectory = if validate_limits {
        match first_contact(app, trajectory, Some(&start)).await? {
            (_, Some(c)) => {
                let why = format!("the path collides: {}; nothing was sent", c.what);
                return Err(Violations::one(at.point(c.point), "collision", why).into());
            }
            (trajectory, None) => trajectory,
        }
    } else {
        trajectory
    };
    let pts = trajectory.points();
    let duration = pts.last().map_or(0.0, |p| p.time_from_start);
    let Some(last) = pts.last().map(|p| p.positions) else {
        return Err(ApiError::Internal("a trajectory without points passed its checks".to_owned()));
    };
    // The client's time, short whatever it is (issue 21, item 9).
    let over = armrest_backend::validation::fmt_fixed(duration, 3);
    let what = format!("trajectory of {} point(s) over {over} s", pts.len());
    tracing::info!("motion {id}: publish {what}");
    let before = Instant::now();
    let delivery = app.backend.send_trajectory(trajectory).await?;
    // The backend's own account of when it runs (the simulator), else its times on the arm's
    // clock (over ROS 2 a simulator's `/clock` may run faster than the wall's).
    let rate = app.backend.clock_rate();
    let rate = if rate.is_finite() && rate > 0.0 { rate } else { 1.0 };
    let execution = app
        .backend
        .last_execution()
        .filter(|e| e.accepted >= before)
        .unwrap_or(Execution { accepted: Instant::now(), duration_s: duration / rate });
    let motions = app.admission.motions();
    motions.begin(id, request, &what, Phase::Executing, Some(execution));
    app.events.motion(MotionPhase::Published, Some(id), request, &what, None);
    match delivery {
        Delivery::Refused(why) => {
            let message = format!("the controller refused the trajectory: {why}");
            motions.end(id, Phase::Refused, &message);
            let outcome = Outcome { success: false, message: &message };
            app.events.motion(MotionPhase::Finished, Some(id), request, &what, Some(outcome));
        }
        Delivery::Published => judge_arrival(app.clone(), id, request.to_owned(), what, last, execution),
    }
    Ok(Ack::of_motion("sent", id))
}

/// Once published trajectory `id` should have ended (its duration and [`SETTLE_S`]), judges it
/// from the arm (D39): at its last point (within [`ARRIVAL_TOLERANCE_RAD`]) it succeeded; an arm
/// at rest elsewhere means the controller refused, replaced or cut it short (over ROS 2 armrest
/// hears no refusal of a message on the controller's topic). While the arm still moves (a
/// slower override) it waits on, up to [`JUDGE_LIMIT_S`]. A stop or the next motion ends the
/// watch.
fn judge_arrival(app: App, id: u64, request: String, what: String, last: JointPositions, execution: Execution) {
    tokio::spawn(async move {
        let due = execution.accepted + Duration::from_secs_f64(execution.duration_s.max(0.0) + SETTLE_S);
        tokio::time::sleep_until(due.into()).await;
        let mut previous: Option<JointPositions> = None;
        // An arm that never settles (a pause by the override held for long) is judged then.
        let give_up = Instant::now() + Duration::from_secs_f64(JUDGE_LIMIT_S);
        loop {
            if !app.admission.motions().runs(id) {
                return;
            }
            let now = app.backend.joint_state_samples().borrow().as_ref().and_then(|s| s.state.positions());
            let off = |a: &JointPositions, b: &JointPositions| -> (usize, f64) {
                a.iter()
                    .zip(b.iter())
                    .map(|(x, y)| (x - y).abs())
                    .enumerate()
                    .fold((0, 0.0), |m, (j, d)| if d > m.1 { (j, d) } else { m })
            };
            let verdict = match (now, previous) {
                (Some(q), _) if off(&q, &last).1 <= ARRIVAL_TOLERANCE_RAD => {
                    Some((Phase::Succeeded, "the arm reached the trajectory's last point".to_owned()))
                }
                (Some(q), Some(p)) if off(&q, &p).1 < ARRIVAL_TOLERANCE_RAD / 10.0 || Instant::now() > give_up => {
                    let (j, d) = off(&q, &last);
                    let name = app.model.limits().joints().get(j).map_or("a joint", |l| l.name.as_str()).to_owned();
                    Some((
                        Phase::Failed,
                        format!(
                            "the arm is at rest {d:.3} rad from the trajectory's last point ({name}): the controller \
                             refused it, or something replaced or cut it short; see /trajectory/logs"
                        ),
                    ))
                }
                (None, Some(_)) => Some((
                    Phase::Failed,
                    "no joint state arrives: whether the arm reached the trajectory's end is unknown".to_owned(),
                )),
                _ => None,
            };
            if let Some((phase, message)) = verdict {
                app.admission.motions().end(id, phase, &message);
                let outcome = Outcome { success: phase == Phase::Succeeded, message: &message };
                app.events.motion(MotionPhase::Finished, Some(id), &request, &what, Some(outcome));
                return;
            }
            previous = now.or(previous);
            tokio::time::sleep(JUDGE_PERIOD).await;
        }
    });
}

/// How often [`judge_arrival`] looks at the arm once a trajectory's time is up.
const JUDGE_PERIOD: Duration = Duration::from_millis(200);

/// How long past a trajectory's time [`judge_arrival`] waits for a moving arm to reach its end
/// or come to rest, seconds.
const JUDGE_LIMIT_S: f64 = 60.0;

pub fn logs(app: &App, n: usize) -> LogLines {
    LogLines { lines: app.backend.trajectory_log().tail(n) }
}
