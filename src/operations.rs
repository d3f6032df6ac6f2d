//! The catalogue of operations: every endpoint of the service, declared once. The HTTP router,
//! the OpenAPI document and the MCP tool list are all built from [`catalogue`], so a new
//! operation is one entry here and one function in `api`, and no transport can miss it.
//!
//! An entry says how the operation is reached (method, path, body encoding, MCP tool name and
//! effect), whether the endpoints configuration enables it (D3), what it answers, and what it
//! runs: a typed request (see [`crate::api::request`]) handed to an `api` function.

use crate::api::control::{ControlStatus, LeaseGrant};
use crate::api::intent::{self, Intent};
use crate::api::logs::Lines;
use crate::api::motion::{MoveJointsRequest, MoveNamedRequest, MovePoseRequest};
use crate::api::request::{self, Context, Described, NoFields, Request, Source, Transport};
use crate::api::robot::RobotDescription;
use crate::api::schema::{Ack, DetailBody, LogLines, ValidationErrorBody};
use crate::api::sequences::StartSequenceForm;
use crate::api::speed_override::{SetOverrideRequest, SpeedOverride};
use crate::api::stop::StopResponse;
use crate::api::trajectory::{CsvUpload, SendTrajectoryRequest};
use crate::api::world::{ObjectIdRequest, PutObject, WorldView};
use crate::api::{self, ApiError};
use crate::app::App;
use crate::config::endpoints::EnabledEndpoints;
use crate::sequence_supervisor::SequenceStatus;
use armrest_backend::collision::WorldObject;
use armrest_backend::motion::MotionResult;
use armrest_backend::planning::PlanPreview;
use armrest_backend::speed_override::OverrideReport;
use armrest_backend::stop_signal::StopCause;
use armrest_backend::{JointState, NamedPosition, TcpPose};
use serde::Serialize;
use serde_json::Value;
use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;
use utoipa::ToSchema;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Method {
    Get,
    Post,
    Put,
    Delete,
}

impl Method {
    /// Its name in an OpenAPI path item.
    pub fn openapi(self) -> &'static str {
        match self {
            Method::Get => "get",
            Method::Post => "post",
            Method::Put => "put",
            Method::Delete => "delete",
        }
    }
}

/// How an HTTP request carries the operation's body fields.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Encoding {
    /// No body (any body is ignored).
    None,
    /// A JSON object.
    Json,
    /// `multipart/form-data`; `part` names the file part a non-multipart request lacks.
    Multipart { part: &'static str },
    /// An optional body that is read by no one (`POST /stop` accepts `{}`).
    Ignored,
}

/// What an MCP client should know before calling a tool (its annotations).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Effect {
    /// Reads state; changes nothing.
    Reads,
    /// Moves the arm.
    Moves,
    /// Stops what runs; never starts motion.
    Stops,
    /// Changes what the service knows (the world), not the arm: needs control in `lease` mode;
    /// over MCP audited, and a change that takes protection away follows `mcp.motion` (D28).
    Changes,
    /// Grants, renews or releases the control lease (D29).
    Controls,
    /// Changes how fast the arm moves (the speed override, D29): slows, pauses or resumes the
    /// motion in progress, never starts one. Audited; agents may lower it, and raise it only
    /// within their speed cap.
    Paces,
}

impl Effect {
    /// Whether a request of this effect needs control of the arm (the lease, in `lease` mode):
    /// it moves the arm, changes how fast it moves, or changes the world its motions are
    /// checked against (D28: what protects the arm is the holder's to change).
    pub fn needs_control(self) -> bool {
        match self {
            Effect::Moves | Effect::Paces | Effect::Changes => true,
            Effect::Reads | Effect::Stops | Effect::Controls => false,
        }
    }
}

/// The operation's MCP tool.
pub struct Tool {
    pub name: &'static str,
    pub description: &'static str,
    pub effect: Effect,
}

/// One documented answer.
pub struct Answer {
    pub status: u16,
    pub description: &'static str,
    /// Name of the body's schema component; a list of them when `list`.
    pub body: String,
    pub list: bool,
    pub example: Option<Value>,
    /// Adds the body's schema and those it refers to.
    pub register: fn(&mut Vec<(String, utoipa::openapi::RefOr<utoipa::openapi::schema::Schema>)>),
}

impl Answer {
    pub fn of<T: ToSchema>(status: u16, description: &'static str) -> Self {
        Answer {
            status,
            description,
            body: T::name().into_owned(),
            list: false,
            example: None,
            register: |all| {
                all.push((T::name().into_owned(), T::schema()));
                T::schemas(all);
            },
        }
    }
    pub fn list_of<T: ToSchema>(status: u16, description: &'static str) -> Self {
        Answer { list: true, ..Answer::of::<T>(status, description) }
    }
    pub fn example(mut self, example: Value) -> Self {
        self.example = Some(example);
        self
    }
}

/// An operation's answer, written as JSON once, straight from its type: HTTP sends the text as
/// it is, and a transport that needs a value (MCP) reads one from it.
#[derive(Clone, Debug)]
pub struct Reply(Vec<u8>);

/// Room for the JSON text of most answers (a joint state, a pose, a motion's result) at once,
/// rather than grown twice on the way.
const REPLY_CAPACITY: usize = 512;

impl Reply {
    fn of(value: &impl Serialize) -> Result<Reply, ApiError> {
        let mut text = Vec::with_capacity(REPLY_CAPACITY);
        serde_json::to_writer(&mut text, value)
            .map(|()| Reply(text))
            .map_err(|e| ApiError::Internal(format!("the answer could not be written: {e}")))
    }

    /// The answer's JSON text, as UTF-8 bytes.
    pub fn into_bytes(self) -> Vec<u8> {
        self.0
    }

    /// The answer as a JSON value.
    pub fn value(&self) -> Value {
        // The text was written from a value a moment ago, so it reads back.
        serde_json::from_slice(&self.0).unwrap_or(Value::Null)
    }
}

pub type Outcome = Pin<Box<dyn Future<Output = Result<Reply, ApiError>> + Send>>;
/// What a moving request would do, once worked out (a plan, for a move).
pub type Planned = Pin<Box<dyn Future<Output = Result<Intent, ApiError>> + Send>>;
type IntentOf<R> = fn(&App, &R) -> Planned;
/// Reads a request; with `true`, also sets out what it would do (which may copy the request).
type Prepare = Arc<
    dyn Fn(App, Source, Option<String>, bool) -> Pin<Box<dyn Future<Output = Result<Prepared, ApiError>> + Send>>
        + Send
        + Sync,
>;

/// A request read and checked, not yet run. Both futures do nothing until awaited.
pub struct Prepared {
    /// What running it would do; every operation that moves the arm has one.
    pub intent: Option<Planned>,
    pub run: Outcome,
}

/// How an operation is reached and documented: everything of a catalogue entry but its request
/// type and its function.
pub struct Spec {
    /// Its switch under `enabled:` in the endpoints configuration, and its `operationId`.
    pub name: &'static str,
    pub method: Method,
    pub path: &'static str,
    pub tag: &'static str,
    pub summary: &'static str,
    pub description: &'static str,
    pub encoding: Encoding,
    pub answers: Vec<Answer>,
    pub tool: Tool,
    /// Read a large request on a blocking thread (a long trajectory; see
    /// [`request::Source::is_large`]).
    pub heavy: bool,
}

/// One operation of the service.
pub struct Operation {
    pub spec: Spec,
    /// The request body's schema component (empty: the body has no fields).
    pub request_name: &'static str,
    pub request_description: &'static str,
    /// Its fields as a transport publishes them.
    pub describe: fn(Context<'_>, Transport) -> Vec<Described>,
    /// Whether it reads the `X-Armrest-Lease` header (D29): `Some(true)` when it needs one
    /// (a renewal), `Some(false)` when it needs one in `lease` mode only (a motion).
    pub lease: Option<bool>,
    prepare: Prepare,
}

impl Operation {
    /// Reads the request from `source` and runs the operation for a caller presenting `lease`
    /// (the control lease, D29: an operation that moves the arm needs it in `lease` mode).
    pub fn run(&self, app: App, source: Source, lease: Option<String>) -> Outcome {
        let prepared = (self.prepare)(app, source, lease, false);
        Box::pin(async move { prepared.await?.run.await })
    }

    /// Reads the request from `source`: what it would do and how to run it.
    pub async fn prepare(&self, app: App, source: Source, lease: Option<String>) -> Result<Prepared, ApiError> {
        (self.prepare)(app, source, lease, true).await
    }
}

/// An operation that does not move the arm.
fn operation<R, T, F, Fut>(spec: Spec, f: F) -> Operation
where
    R: Request + Send + 'static,
    T: Serialize,
    F: Fn(App, R) -> Fut + Copy + Send + Sync + 'static,
    Fut: Future<Output = Result<T, ApiError>> + Send + 'static,
{
    debug_assert!(spec.tool.effect != Effect::Moves, "{} moves the arm: declare its intent", spec.name);
    build(spec, None, move |app, request, _| f(app, request))
}

/// An operation on the caller's own control lease (renew, release): `f` gets the lease the
/// caller presented.
fn with_lease<R, T, F, Fut>(spec: Spec, f: F) -> Operation
where
    R: Request + Send + 'static,
    T: Serialize,
    F: Fn(App, R, Option<String>) -> Fut + Copy + Send + Sync + 'static,
    Fut: Future<Output = Result<T, ApiError>> + Send + 'static,
{
    Operation { lease: Some(true), ..build(spec, None, f) }
}

/// An operation that moves the arm, with what a request of it would do.
fn moving<R, T, F, Fut>(spec: Spec, intent: IntentOf<R>, f: F) -> Operation
where
    R: Request + Send + 'static,
    T: Serialize,
    F: Fn(App, R) -> Fut + Copy + Send + Sync + 'static,
    Fut: Future<Output = Result<T, ApiError>> + Send + 'static,
{
    build(Spec { tool: Tool { effect: Effect::Moves, ..spec.tool }, ..spec }, Some(intent), move |app, request, _| {
        f(app, request)
    })
}

fn build<R, T, F, Fut>(spec: Spec, intent: Option<IntentOf<R>>, f: F) -> Operation
where
    R: Request + Send + 'static,
    T: Serialize,
    F: Fn(App, R, Option<String>) -> Fut + Copy + Send + Sync + 'static,
    Fut: Future<Output = Result<T, ApiError>> + Send + 'static,
{
    let heavy = spec.heavy;
    let controlled = spec.tool.effect.needs_control();
    let unchanged = if spec.tool.effect == Effect::Changes { "nothing changed" } else { "nothing moved" };
    let mut spec = spec;
    if controlled {
        spec.answers.push(Answer::of::<DetailBody>(
            423,
            if spec.tool.effect == Effect::Changes {
                "`control.mode: lease` and the request does not carry the lease in force in `X-Armrest-Lease`; \
                 `detail` says who holds control, or how to take it (D29). Nothing changed."
            } else {
                "`control.mode: lease` and the request does not carry the lease in force in `X-Armrest-Lease`; \
                 `detail` says who holds control, or how to take it (D29). Nothing moved."
            },
        ));
    }
    let prepare: Prepare = Arc::new(move |app: App, source: Source, lease: Option<String>, with_intent: bool| {
        Box::pin(async move {
            // Before the request is read: whoever does not hold control learns nothing more.
            if controlled {
                app.control.require_for(lease.as_deref(), unchanged)?;
            }
            let request = if heavy && source.is_large() {
                let reader = app.clone();
                tokio::task::spawn_blocking(move || request::read::<R>(reader.context(), &source))
                    .await
                    .map_err(|e| ApiError::Internal(format!("reading the request failed: {e}")))??
            } else {
                request::read::<R>(app.context(), &source)?
            };
            let intent = intent.filter(|_| with_intent).map(|i| i(&app, &request));
            let run = Box::pin(async move { Reply::of(&f(app, request, lease).await?) }) as Outcome;
            Ok(Prepared { intent, run })
        }) as Pin<Box<dyn Future<Output = Result<Prepared, ApiError>> + Send>>
    });
    Operation {
        spec,
        request_name: R::NAME,
        request_description: R::DESCRIPTION,
        describe: request::describe::<R>,
        lease: controlled.then_some(false),
        prepare,
    }
}

/// A tool description for an operation that moves the arm: said once, for every such tool.
macro_rules! moves_the_arm {
    ($description:literal) => {
        concat!($description, " With the ROS 2 backend this moves the real robot arm.")
    };
}

/// A plan tool's description: said once, for every such tool.
macro_rules! plans_only {
    ($what:literal) => {
        concat!(
            $what,
            " without moving: duration, start and goal joints, goal pose, peak joint speeds against their limits, \
             TCP path length. Over ROS 2 the plan is armrest's estimate (`estimate: true`)."
        )
    };
}

fn busy() -> Answer {
    Answer::of::<DetailBody>(409, "Another motion request or a sequence is running.")
}
fn invalid(description: &'static str) -> Answer {
    Answer::of::<ValidationErrorBody>(422, description)
}
fn unavailable(description: &'static str) -> Answer {
    Answer::of::<DetailBody>(503, description)
}
fn too_large(description: &'static str) -> Answer {
    Answer::of::<DetailBody>(413, description)
}
fn motion_answers() -> Vec<Answer> {
    vec![
        Answer::of::<MotionResult>(
            200,
            "Motion finished (`success: true`) or failed (`success: false`, `message` says why).",
        ),
        busy(),
        invalid("Invalid request."),
        unavailable("Planning framework or action server unavailable."),
    ]
}

fn plan_answers() -> Vec<Answer> {
    vec![
        Answer::of::<PlanPreview>(
            200,
            "Planned (`success: true`, with `plan`) or not plannable (`success: false`, `message` as the move would give).",
        ),
        busy(),
        invalid("Invalid request."),
        unavailable("Planning framework or joint state unavailable."),
    ]
}

/// Every operation, in the order the spec lists them.
pub fn catalogue() -> Vec<Operation> {
    vec![
        operation(
            Spec {
                name: "joint_states",
                method: Method::Get,
                path: "/robot/joint_states",
                tag: "robot",
                summary: "Current joint state",
                description: "The latest message of the `/joint_states` topic, joints in J1..J7 order.",
                encoding: Encoding::None,
                answers: vec![
                    Answer::of::<JointState>(200, "Latest joint state"),
                    unavailable("No joint state message within the wait (`joint_states.wait_s`)"),
                ],
                tool: Tool {
                    name: "read_joint_states",
                    description: "Read the arm's current joint state: names joint1..joint7 with position (rad), velocity and effort.",
                    effect: Effect::Reads,
                },
                heavy: false,
            },
            |app, NoFields| async move { api::robot::joint_states(&app).await },
        ),
        operation(
            Spec {
                name: "pose",
                method: Method::Get,
                path: "/robot/pose",
                tag: "robot",
                summary: "TCP pose",
                description: "Tool-centre-point pose relative to the planning frame (`base_link`), computed by forward\nkinematics from the current joint state.",
                encoding: Encoding::None,
                answers: vec![
                    Answer::of::<TcpPose>(200, "TCP pose"),
                    unavailable("Joint state or planning framework unavailable"),
                ],
                tool: Tool {
                    name: "read_tcp_pose",
                    description: "Read the tool-centre-point pose relative to base_link: position in metres, orientation as quaternion and ABC angles (rad and deg).",
                    effect: Effect::Reads,
                },
                heavy: false,
            },
            |app, NoFields| async move { api::robot::pose(&app).await },
        ),
        operation(
            Spec {
                name: POSITIONS,
                method: Method::Get,
                path: "/robot/positions",
                tag: "robot",
                summary: "Named positions",
                description: "Read from the robot's semantic description (SRDF `group_state` entries); each `name` can be\nused with `POST /robot/move/named`.",
                encoding: Encoding::None,
                answers: vec![Answer::list_of::<NamedPosition>(200, "Named positions")],
                tool: Tool {
                    name: "list_named_positions",
                    description: "List the named positions (from the robot's SRDF) with their joint angles; use a name with move_to_named_position.",
                    effect: Effect::Reads,
                },
                heavy: false,
            },
            |app, NoFields| async move { Ok(api::robot::positions(&app)) },
        ),
        operation(
            Spec {
                name: DESCRIPTION,
                method: Method::Get,
                path: "/robot/description",
                tag: "robot",
                summary: "Robot description",
                description: "The URDF and SRDF text the service loaded (as ROS's `robot_description`), with the
planning frame and the TCP link: everything a client needs to draw the arm or compute its poses. With them
the bounds requests are checked against (`limits` per joint; `ranges`: speed scale, log lines), so a client's
controls offer exactly what a request may ask.",
                encoding: Encoding::None,
                answers: vec![Answer::of::<RobotDescription>(200, "Robot description")],
                tool: Tool {
                    name: "read_robot_description",
                    description: "Read the robot description: the URDF (links, joints, limits, geometry) and the SRDF (named positions) the service loaded, the planning frame and the TCP link.",
                    effect: Effect::Reads,
                },
                heavy: false,
            },
            |app, NoFields| async move { Ok(api::robot::description(&app)) },
        ),
        moving(
            Spec {
                name: "move_named",
                method: Method::Post,
                path: "/robot/move/named",
                tag: "robot",
                summary: "Move to a named position",
                description: "Moves the arm to a named position from `/robot/positions`. Answers when the motion has\nfinished, failed or timed out; check `success`.",
                encoding: Encoding::Json,
                answers: motion_answers(),
                tool: Tool {
                    name: "move_to_named_position",
                    description: moves_the_arm!(
                        "Move the arm to a named position and wait until the motion ends; check `success` in the result."
                    ),
                    effect: Effect::Moves,
                },
                heavy: false,
            },
            |app, r: &MoveNamedRequest| {
                Box::pin(intent::joints(app.clone(), r.goal.clone(), format!("the named position '{}'", r.name)))
            },
            |app, MoveNamedRequest { name, goal }| async move {
                api::motion::move_joints(&app, goal, "move_named", &format!("named position '{name}'")).await
            },
        ),
        moving(
            Spec {
                name: "move_pose",
                method: Method::Post,
                path: "/robot/move/pose",
                tag: "robot",
                summary: "Move the TCP to a pose",
                description: "Cartesian motion of the tool-centre point to `x, y, z` (metres) and ABC angles (radians) in\n`frame_id`. Answers when the motion has finished, failed or timed out; check `success`.",
                encoding: Encoding::Json,
                answers: motion_answers(),
                tool: Tool {
                    name: "move_to_pose",
                    description: moves_the_arm!(
                        "Move the tool-centre point to x, y, z (metres) and ABC angles (radians, R = Rz(a)·Ry(b)·Rx(c)) and wait until the motion ends; check `success`."
                    ),
                    effect: Effect::Moves,
                },
                heavy: false,
            },
            |app, MovePoseRequest(goal)| Box::pin(intent::pose(app.clone(), goal.clone())),
            |app, MovePoseRequest(goal)| async move { api::motion::move_pose(&app, goal).await },
        ),
        moving(
            Spec {
                name: "move_joints",
                method: Method::Post,
                path: "/robot/move/joints",
                tag: "robot",
                summary: "Move the joints",
                description: "Moves the seven joints to the given angles (radians, J1..J7, each within its limits).\nAnswers when the motion has finished, failed or timed out; check `success`.",
                encoding: Encoding::Json,
                answers: motion_answers(),
                tool: Tool {
                    name: "move_to_joints",
                    description: moves_the_arm!(
                        "Move the seven joints to the given angles (radians, J1..J7, within the limits) and wait until the motion ends; check `success`."
                    ),
                    effect: Effect::Moves,
                },
                heavy: false,
            },
            |app, MoveJointsRequest(goal)| {
                let target = format!("the joint target {}", intent::angles(&goal.joints));
                Box::pin(intent::joints(app.clone(), goal.clone(), target))
            },
            |app, MoveJointsRequest(goal)| async move {
                api::motion::move_joints(&app, goal, "move_joints", "joint target").await
            },
        ),
        operation(
            Spec {
                name: "plan_named",
                method: Method::Post,
                path: "/robot/plan/named",
                tag: "plan",
                summary: "Plan a move to a named position",
                description: "The motion `POST /robot/move/named` would make now, planned from the current joint state;\nnothing moves. Same body, 409, 422 and 503 as the move.",
                encoding: Encoding::Json,
                answers: plan_answers(),
                tool: Tool {
                    name: "plan_to_named_position",
                    description: plans_only!("Plan a move to a named position"),
                    effect: Effect::Reads,
                },
                heavy: false,
            },
            |app, MoveNamedRequest { goal, .. }| async move { api::plan::plan_joints(&app, goal).await },
        ),
        operation(
            Spec {
                name: "plan_pose",
                method: Method::Post,
                path: "/robot/plan/pose",
                tag: "plan",
                summary: "Plan a move of the TCP to a pose",
                description: "The motion `POST /robot/move/pose` would make now, planned from the current joint state;\nnothing moves. Same body, 409, 422 and 503 as the move; for `lin` the answer gives the\nlargest deviation from the straight line.",
                encoding: Encoding::Json,
                answers: plan_answers(),
                tool: Tool {
                    name: "plan_to_pose",
                    description: plans_only!(
                        "Plan a move of the tool-centre point to x, y, z (metres) and ABC angles (radians)"
                    ),
                    effect: Effect::Reads,
                },
                heavy: false,
            },
            |app, MovePoseRequest(goal)| async move { api::plan::plan_pose(&app, goal).await },
        ),
        operation(
            Spec {
                name: "plan_joints",
                method: Method::Post,
                path: "/robot/plan/joints",
                tag: "plan",
                summary: "Plan a move of the joints",
                description: "The motion `POST /robot/move/joints` would make now, planned from the current joint state;\nnothing moves. Same body, 409, 422 and 503 as the move.",
                encoding: Encoding::Json,
                answers: plan_answers(),
                tool: Tool {
                    name: "plan_to_joints",
                    description: plans_only!("Plan a move of the seven joints to the given angles (radians, J1..J7)"),
                    effect: Effect::Reads,
                },
                heavy: false,
            },
            |app, MoveJointsRequest(goal)| async move { api::plan::plan_joints(&app, goal).await },
        ),
        moving(
            Spec {
                name: "trajectory_send",
                method: Method::Post,
                path: "/trajectory/send",
                tag: "trajectory",
                summary: "Publish a trajectory (JSON)",
                description: "Publishes a joint trajectory to the controller topic. `sent` confirms publication only;\nfollow the motion through `/robot/joint_states` and `/trajectory/logs`. Whatever\n`validate_limits` says, a trajectory no joint's drive could follow from where the arm is (velocity,\na velocity change beyond what the drives spread over 0.1 s, a jump at time 0) is 422 at the point\nand joint, and nothing is published (D24).",
                encoding: Encoding::Json,
                answers: vec![
                    Answer::of::<Ack>(200, "Published").example(serde_json::json!({"status": "sent"})),
                    Answer::of::<DetailBody>(409, "A move, a jog session or a sequence holds the arm"),
                    too_large("Body larger than the upload limit"),
                    invalid("Invalid trajectory, or one no drive could follow from where the arm is (D24)"),
                    unavailable("Controller topic unavailable"),
                ],
                tool: Tool {
                    name: "send_trajectory",
                    description: moves_the_arm!(
                        "Publish a joint trajectory to the controller (points of 7 positions with increasing time_from_start). Returns when published, not when the motion ends; follow it with read_joint_states and read_trajectory_logs."
                    ),
                    effect: Effect::Moves,
                },
                // Checking every point of a long trajectory is not a job for an async worker.
                heavy: true,
            },
            |app, r: &SendTrajectoryRequest| {
                Box::pin(intent::trajectory(app.clone(), r.trajectory.clone(), r.validate_limits))
            },
            |app, SendTrajectoryRequest { trajectory, at, validate_limits }| async move {
                api::trajectory::send(&app, "trajectory_send", trajectory, &at, validate_limits).await
            },
        ),
        moving(
            Spec {
                name: "trajectory_send_csv",
                method: Method::Post,
                path: "/trajectory/send_csv",
                tag: "trajectory",
                summary: "Publish a trajectory (CSV upload)",
                description: "Uploads a CSV file and publishes it as a trajectory. Problems are reported with the row\n(the file's line number, the header being row 1) and the column.",
                encoding: Encoding::Multipart { part: "file" },
                answers: vec![
                    Answer::of::<Ack>(200, "Published").example(serde_json::json!({"status": "sent"})),
                    Answer::of::<DetailBody>(409, "A move, a jog session or a sequence holds the arm"),
                    too_large("Upload larger than the limit"),
                    invalid(
                        "Invalid CSV or parameters, or a trajectory no drive could follow; `loc` names row and column",
                    ),
                    unavailable("Controller topic unavailable"),
                ],
                tool: Tool {
                    name: "send_trajectory_csv",
                    description: moves_the_arm!(
                        "Publish a joint trajectory given as CSV text (`csv`: a header naming joint1..joint7 and t, time or time_from_start; one point per row). Problems name the row and column. Returns when published; follow it with read_joint_states and read_trajectory_logs."
                    ),
                    effect: Effect::Moves,
                },
                heavy: false,
            },
            |app, upload: &CsvUpload| Box::pin(intent::csv(app.clone(), upload.clone())),
            |app, upload: CsvUpload| async move {
                let (at, validate_limits) = (upload.at(), upload.validate_limits);
                let trajectory = api::trajectory::parse_csv(&app, upload).await?;
                api::trajectory::send(&app, "trajectory_send_csv", trajectory, &at, validate_limits).await
            },
        ),
        operation(
            Spec {
                name: "trajectory_logs",
                method: Method::Get,
                path: "/trajectory/logs",
                tag: "trajectory",
                summary: "Trajectory log",
                description: "Latest entries of the trajectory module's log, oldest first, each with a UTC timestamp.",
                encoding: Encoding::None,
                answers: vec![Answer::of::<LogLines>(200, "Log entries, oldest first"), invalid("`n` out of range")],
                tool: Tool {
                    name: "read_trajectory_logs",
                    description: "Read the latest entries of the trajectory log (UTC timestamped).",
                    effect: Effect::Reads,
                },
                heavy: false,
            },
            |app, Lines(n)| async move { Ok(api::trajectory::logs(&app, n)) },
        ),
        moving(
            Spec {
                name: "sequences_start",
                method: Method::Post,
                path: "/sequences/start",
                tag: "sequences",
                summary: "Start a sequence",
                description: "Uploads a sequence file and launches the separate `motion_sequence_runner` process. The\nfile and the form are validated first (422 with `loc` into the file, nothing starts).\n`started` confirms the launch only; follow `/sequences/status` and `/sequences/logs`.",
                encoding: Encoding::Multipart { part: "config" },
                answers: vec![
                    Answer::of::<Ack>(200, "Runner launched").example(serde_json::json!({"status": "started"})),
                    Answer::of::<DetailBody>(409, "A sequence (or a motion request) is already running"),
                    too_large("Upload larger than the limit"),
                    invalid("Invalid file or form field"),
                ],
                tool: Tool {
                    name: "start_sequence",
                    description: moves_the_arm!(
                        "Start a motion sequence in a separate runner process: `sequence` is {\"home\": joint point, \"waypoints\": [joint points {joints, speed} or Cartesian points {x, y, z, a, b, c, speed, planner}]}. Returns once started; follow with read_sequence_status and read_sequence_logs."
                    ),
                    effect: Effect::Moves,
                },
                heavy: false,
            },
            |app, StartSequenceForm(launch)| Box::pin(intent::sequence(app.clone(), launch.clone())),
            |app, StartSequenceForm(launch)| async move { api::sequences::start(&app, launch) },
        ),
        operation(
            Spec {
                name: "sequences_status",
                method: Method::Get,
                path: "/sequences/status",
                tag: "sequences",
                summary: "Sequence status",
                description: "`idle` (none started), `running`, or `finished` with the runner's `returncode` (0 all\nwaypoints done, 1 a motion failed, 2 invalid configuration, 3 middleware unavailable,\nnegative: ended by that signal, e.g. -15 after `POST /stop`).",
                encoding: Encoding::None,
                answers: vec![Answer::of::<SequenceStatus>(200, "Runner state")],
                tool: Tool {
                    name: "read_sequence_status",
                    description: "Read the sequence runner's state: idle, running, or finished with its return code (0 ok, 1 motion failed, 2 invalid file, 3 middleware unavailable, negative: stopped by a signal).",
                    effect: Effect::Reads,
                },
                heavy: false,
            },
            |app, NoFields| async move { Ok(app.sequences.status()) },
        ),
        operation(
            Spec {
                name: "sequences_logs",
                method: Method::Get,
                path: "/sequences/logs",
                tag: "sequences",
                summary: "Sequence log",
                description: "The latest lines the runner printed (stdout, and stderr prefixed `stderr:`), oldest first,\neach with a UTC timestamp. A new start replaces the previous run's lines.",
                encoding: Encoding::None,
                answers: vec![Answer::of::<LogLines>(200, "Log lines"), invalid("`n` out of range")],
                tool: Tool {
                    name: "read_sequence_logs",
                    description: "Read the latest lines the sequence runner printed (UTC timestamped).",
                    effect: Effect::Reads,
                },
                heavy: false,
            },
            |app, Lines(n)| async move { Ok(api::sequences::logs(&app, n)) },
        ),
        operation(
            Spec {
                name: WORLD,
                method: Method::Get,
                path: "/world",
                tag: "world",
                summary: "The world",
                description: "The objects every path is checked against (D28: `obstacle`s no link may touch, `keep_out`\nzones no link may enter) and the tool the arm carries, with the world's `version` (changes since\nstart-up). The world file (`robot.world`) is the start; changes hold until restart.",
                encoding: Encoding::None,
                answers: vec![Answer::of::<WorldView>(200, "The world")],
                tool: Tool {
                    name: "read_world",
                    description: "Read the world every motion is checked against: obstacles (no link may touch) and keep-out zones (no link may enter), each with id, shape, pose (metres, ABC radians) and frame, and the tool the arm carries.",
                    effect: Effect::Reads,
                },
                heavy: false,
            },
            |app, NoFields| async move { Ok(api::world::get(&app)) },
        ),
        operation(
            Spec {
                name: "world_put_object",
                method: Method::Put,
                path: "/world/objects/{id}",
                tag: "world",
                summary: "Put an object in the world",
                description: "Adds the object, or replaces the one of the same id. From the next check on, every\nmotion, trajectory and plan is checked against it (one running on the simulator too). A `world`\nevent tells the change. An object that touches the arm where it stands is refused (422,\n`touches_arm`, naming the link): every move out of it would be refused. In `control.mode: lease`\nit needs the lease (D28).",
                encoding: Encoding::Json,
                answers: vec![
                    Answer::of::<WorldObject>(200, "The object as stored"),
                    invalid(
                        "Invalid object (a shape, a size at or below 0, an unknown frame; `loc` names the field), or \
                         one that touches the arm where it stands (type `touches_arm`, `loc` `[\"body\"]`)",
                    ),
                ],
                tool: Tool {
                    name: "put_world_object",
                    description: "Add an object to the world (or replace the one with the same id): kind obstacle or keep_out, shape box (size [x, y, z]), sphere (radius) or cylinder (radius, length), pose in metres and ABC radians. Nothing moves; every later motion is checked against it. An object touching the arm where it stands is refused. Replacing an existing object by a different one takes protection away, so it follows this server's motion policy (mcp.motion: a person confirms, or agents may not). Audited.",
                    effect: Effect::Changes,
                },
                heavy: false,
            },
            |app, PutObject(object)| async move { api::world::put(&app, object).await },
        ),
        operation(
            Spec {
                name: "world_delete_object",
                method: Method::Delete,
                path: "/world/objects/{id}",
                tag: "world",
                summary: "Remove an object from the world",
                description: "Removes the object; answers it as it was. A `world` event tells the change. In\n`control.mode: lease` it needs the lease (D28).",
                encoding: Encoding::None,
                answers: vec![
                    Answer::of::<WorldObject>(200, "The object removed"),
                    Answer::of::<DetailBody>(404, "No object of this id"),
                    invalid("Invalid id"),
                ],
                tool: Tool {
                    name: "delete_world_object",
                    description: "Remove an object from the world by id; later motions are no longer checked against it. Nothing moves. This takes protection away, so it follows this server's motion policy (mcp.motion: a person confirms, or agents may not). Audited.",
                    effect: Effect::Changes,
                },
                heavy: false,
            },
            |app, ObjectIdRequest(id)| async move { api::world::delete(&app, id) },
        ),
        operation(
            Spec {
                name: "speed_override",
                method: Method::Get,
                path: "/robot/override",
                tag: "robot",
                summary: "Speed override",
                description: "The speed override in effect (D29): the fraction of the planned speed motions run at (1: as\nplanned, 0: paused).",
                encoding: Encoding::None,
                answers: vec![Answer::of::<SpeedOverride>(200, "The speed override")],
                tool: Tool {
                    name: "read_speed_override",
                    description: "Read the speed override: the fraction (0..1) of the planned speed motions run at; 0 means paused.",
                    effect: Effect::Reads,
                },
                heavy: false,
            },
            |app, NoFields| async move { Ok(api::speed_override::get(&app)) },
        ),
        operation(
            Spec {
                name: "speed_override_set",
                method: Method::Put,
                path: "/robot/override",
                tag: "robot",
                summary: "Set the speed override (pause, resume)",
                description: "Scales the speed of the motion in progress and of later ones, as a pendant's override does\n(D29). `1` runs them as planned; `0` pauses: the arm decelerates to rest on its path and the\nmotion stays in progress (other motions still get 409); a fraction above 0 resumes along the same\npath to the same goal. Speed changes ramp within the acceleration limits; stops are never slowed.\nThe answer says what the change applied to and, in `not_applied`, what it could not reach (over\nROS 2 the robot's controller scales the motion through its speed scaling; one without it keeps\nthe motion in progress at its speed: see the user guide). A `motion` event (`phase: override`)\ntells the change.",
                encoding: Encoding::Json,
                answers: vec![
                    Answer::of::<OverrideReport>(200, "The override in effect and what it applied to"),
                    Answer::of::<DetailBody>(
                        409,
                        "Not now: over ROS 2, a pause while the robot's motion server runs a move",
                    ),
                    invalid("`fraction` missing or outside 0..1"),
                    unavailable("The controller topic or joint state unavailable"),
                ],
                tool: Tool {
                    name: "set_speed_override",
                    description: "Set the speed override: `fraction` 0..1 of the planned speed for the motion in progress and later ones; 0 pauses on the path (the motion stays in progress), above 0 resumes it. The answer says what it applied to and what it could not. Audited.",
                    effect: Effect::Paces,
                },
                heavy: false,
            },
            |app, SetOverrideRequest(fraction)| async move { api::speed_override::set(&app, fraction).await },
        ),
        operation(
            Spec {
                name: "stop",
                method: Method::Post,
                path: "/stop",
                tag: "stop",
                summary: "Stop",
                description: "Stops the running sequence, makes the controller hold at the current position (an empty\ntrajectory when no joint state is available) and stops the planner. A motion request in\nflight answers `success: false`. This is not an emergency stop: verify the robot's state.",
                encoding: Encoding::Ignored,
                answers: vec![Answer::of::<StopResponse>(200, "What the stop did")],
                tool: Tool {
                    name: "stop",
                    description: "Stop software operations: end a running sequence, make the arm hold where it is, stop the planner. Not an emergency stop; verify the robot's state afterwards.",
                    effect: Effect::Stops,
                },
                heavy: false,
            },
            |app, NoFields| async move { Ok(api::stop::stop(&app, &StopCause::Request).await) },
        ),
        operation(
            Spec {
                name: "control_status",
                method: Method::Get,
                path: "/control",
                tag: "control",
                summary: "Who holds control",
                description: "Whether the control lease is held, by whom, and for how long more unless renewed\n(D29). Anyone may ask. In `control.mode: lease` only the holder may move the arm.",
                encoding: Encoding::None,
                answers: vec![Answer::of::<ControlStatus>(200, "The lease as anyone may see it")],
                tool: Tool {
                    name: "read_control",
                    description: "Who holds the control lease and for how long more; whether this server needs it to move the arm (mode lease) or not (mode open).",
                    effect: Effect::Reads,
                },
                heavy: false,
            },
            |app, NoFields| async move { Ok(api::control::status(&app)) },
        ),
        operation(
            Spec {
                name: "control_take",
                method: Method::Post,
                path: "/control",
                tag: "control",
                summary: "Take control",
                description: "Grants the control lease (D29). Send the `lease` it answers in the `X-Armrest-Lease`\nheader with every request that moves the arm, and renew it within `ttl_s` (`POST\n/control/renew`); not renewed, it lapses and the arm is held as `POST /stop` holds it. While\nanother holds it: 409 naming them, unless `take` is true, which stops the arm first.",
                encoding: Encoding::Json,
                answers: vec![
                    Answer::of::<LeaseGrant>(200, "Granted"),
                    Answer::of::<DetailBody>(409, "Someone else holds control; `detail` names them"),
                    invalid("Invalid request"),
                ],
                tool: Tool {
                    name: "take_control",
                    description: "Take the control lease for this MCP session, named after your client. The session keeps it and renews it with each of your tool calls (and while one runs); it lapses ttl_s after your last call ends, and the arm is then held. With take: true, stops the arm and takes control from whoever holds it.",
                    effect: Effect::Controls,
                },
                heavy: false,
            },
            api::control::take,
        ),
        with_lease(
            Spec {
                name: "control_renew",
                method: Method::Post,
                path: "/control/renew",
                tag: "control",
                summary: "Renew control",
                description: "Renews the lease named in the `X-Armrest-Lease` header for its `ttl_s` from now.",
                encoding: Encoding::Ignored,
                answers: vec![
                    Answer::of::<ControlStatus>(200, "Renewed"),
                    Answer::of::<DetailBody>(409, "The lease is no longer in force (lapsed, released or taken over)"),
                    invalid("No lease in the `X-Armrest-Lease` header"),
                ],
                tool: Tool {
                    name: "renew_control",
                    description: "Renew this session's control lease for its ttl_s from now (any tool call renews it too).",
                    effect: Effect::Controls,
                },
                heavy: false,
            },
            |app, NoFields, lease| api::control::renew(app, lease),
        ),
        with_lease(
            Spec {
                name: "control_release",
                method: Method::Delete,
                path: "/control",
                tag: "control",
                summary: "Release control",
                description: "Gives back the lease named in the `X-Armrest-Lease` header. What its holder started\nruns on; the arm is not stopped.",
                encoding: Encoding::None,
                answers: vec![
                    Answer::of::<ControlStatus>(200, "Released; the lease as it is now"),
                    Answer::of::<DetailBody>(409, "The lease is no longer in force (lapsed, released or taken over)"),
                    invalid("No lease in the `X-Armrest-Lease` header"),
                ],
                tool: Tool {
                    name: "release_control",
                    description: "Give back this session's control lease. Nothing stops.",
                    effect: Effect::Controls,
                },
                heavy: false,
            },
            |app, NoFields, lease| api::control::release(app, lease),
        ),
    ]
}

/// The enabled operations.
pub fn enabled(enabled: &EnabledEndpoints) -> Vec<Operation> {
    catalogue().into_iter().filter(|op| enabled.is_enabled(op.spec.name)).collect()
}

/// Operations other modules switch their own parts by (MCP resources, the URDF's files).
pub const POSITIONS: &str = "positions";
pub const DESCRIPTION: &str = "description";
pub const WORLD: &str = "world";

/// Switches under `enabled:` for the routes outside the catalogue: the live stream and the 3D
/// page (they are not request/answer operations).
pub const STREAM: &str = "stream";
pub const VIEW: &str = "view";
/// The jog WebSocket (D29).
pub const JOG: &str = "jog";

/// Every name `enabled:` may give: the catalogue's operations, then [`STREAM`], [`VIEW`] and
/// [`JOG`].
pub fn switch_names() -> Vec<&'static str> {
    catalogue().iter().map(|op| op.spec.name).chain([STREAM, VIEW, JOG]).collect()
}

/// The first switch under `enabled:` that names no operation, with what it should have been.
pub fn unknown_switch(enabled: &EnabledEndpoints) -> Option<(String, String)> {
    let names = switch_names();
    enabled.0.keys().find(|k| !names.contains(&k.as_str())).map(|k| {
        (format!("enabled.{k}"), format!("no endpoint is named `{k}`; the switches are: {}", names.join(", ")))
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::config::EndpointsConfig;
    use armrest_backend::formats::yaml_file;
    use serde_json::json;

    #[test]
    fn the_shipped_endpoints_file_names_every_switch_and_no_other() {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("config/api_endpoints.yaml");
        let file: EndpointsConfig = yaml_file::load(&path).expect("the shipped endpoints file loads");
        let mut given: Vec<&str> = file.enabled.0.keys().map(String::as_str).collect();
        let mut names = switch_names();
        given.sort_unstable();
        names.sort_unstable();
        assert_eq!(given, names, "config/api_endpoints.yaml lists each switch once");
        assert!(file.enabled.0.values().all(|on| *on), "every endpoint is served by default");
        assert_eq!(unknown_switch(&file.enabled), None);
    }

    #[test]
    fn an_unknown_switch_is_named_with_the_known_ones() {
        let mut enabled = EnabledEndpoints::default();
        enabled.0.insert("move_joints".into(), false);
        enabled.0.insert("trajectory_sned".into(), true);
        let (key, problem) = unknown_switch(&enabled).expect("refused");
        assert_eq!(key, "enabled.trajectory_sned");
        assert!(problem.contains("trajectory_send") && problem.contains("view"), "{problem}");
    }

    /// Whether a field's schema is text a client writes (not an uploaded file).
    fn is_text(schema: &Value) -> bool {
        let string = |t: &Value| t == "string" || t.as_array().is_some_and(|a| a.contains(&json!("string")));
        let component = schema["$ref"].as_str().is_some_and(|r| r.ends_with("/PositionName"));
        let choice = schema["oneOf"].as_array().is_some_and(|a| a.iter().any(|s| string(&s["type"])));
        (string(&schema["type"]) || component || choice) && schema["format"] != "binary"
    }

    /// D26: every text field of every operation, on both transports, publishes a length bound.
    #[test]
    fn every_text_field_has_a_length_bound() {
        let model = armrest_backend::RobotModel::shipped(std::path::Path::new(env!("CARGO_MANIFEST_DIR")))
            .expect("the shipped model loads");
        let endpoints = EndpointsConfig::default();
        let ctx = Context { model: &model, endpoints: &endpoints, joint_state_rate_hz: 100.0 };
        let mut bounded = Vec::new();
        for op in catalogue() {
            for transport in [Transport::Http, Transport::Tool] {
                for f in (op.describe)(ctx, transport) {
                    // An MCP client's files (`csv`) are bounded by the request size limit.
                    if !is_text(&f.schema) || (transport == Transport::Tool && f.name == "csv") {
                        continue;
                    }
                    let max = f.schema["maxLength"].as_u64();
                    assert!(max.is_some(), "{} {}: no maxLength in {}", op.spec.name, f.name, f.schema);
                    bounded.push(f.name);
                }
            }
        }
        for expected in
            ["name", "frame_id", "planner", "separator", "bag_path", "topics", "joints_action", "pose_action"]
        {
            assert!(bounded.contains(&expected), "{expected} not among {bounded:?}");
        }
    }
}
