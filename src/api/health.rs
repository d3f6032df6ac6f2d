//! What the operations probes answer (D38): `GET /health` (the process serves), `GET /ready`
//! (the robot can be served: the backend's joint states are fresh, its planner answers, the
//! service admits motions) and `GET /version`.

use crate::app::App;
use armrest_backend::robot_parameters::{NodeParameters, ParameterValue};
use serde::Serialize;
use std::time::Duration;
use utoipa::ToSchema;

/// The API version: the OpenAPI document's `info.version`.
pub const API_VERSION: &str = env!("CARGO_PKG_VERSION");

/// The commit armrest was built from (build.rs: `git rev-parse HEAD`, or `ARMREST_GIT_COMMIT`),
/// `unknown` when the source was no git checkout.
pub const COMMIT: &str = match option_env!("ARMREST_GIT_COMMIT") {
    Some(commit) => commit,
    None => "unknown",
};

/// `GET /health`: the process serves.
#[derive(Serialize, ToSchema)]
#[schema(example = json!({"status": "ok"}))]
pub struct HealthBody {
    /// Always `ok`.
    pub status: &'static str,
}

/// One thing the service needs to be ready that it lacks.
#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct Missing {
    /// What: `joint_states`, `planner`, `controller` or `admission`.
    pub check: &'static str,
    /// Why, in words.
    pub detail: String,
}

/// `GET /ready`: ready, or what is missing.
#[derive(Debug, Serialize, ToSchema)]
#[schema(example = json!({
    "status": "not_ready",
    "detail": "not ready: joint_states",
    "missing": [{"check": "joint_states", "detail": "the latest joint state on /joint_states is 3.20 s old (joint_states.wait_s: 1 s)"}]
}))]
pub struct ReadyBody {
    /// `ready` or `not_ready`.
    pub status: &'static str,
    /// A sentence: what is missing (the D5 `detail` an error answer carries), or `ready`.
    pub detail: String,
    /// Each check that failed, with why; empty when ready.
    pub missing: Vec<Missing>,
    /// Over ROS 2: the robot's own settings armrest read from its nodes (the trajectory
    /// controller's and MoveIt's parameters) and what they mean for its motions. Absent on the
    /// simulator, which runs its own controller.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub robot: Option<RobotBody>,
}

/// The robot's settings, as `GET /ready` shows them.
#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct RobotBody {
    /// The joint trajectory controller's parameters.
    pub controller: NodeBody,
    /// MoveIt's (`move_group`'s) execution duration monitoring, where the motion server is
    /// MoveIt (`motion.moveit_node`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub moveit: Option<NodeBody>,
    /// What these settings mean for armrest's motions, a sentence each.
    pub advice: Vec<String>,
}

/// One node's parameters.
#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct NodeBody {
    /// The node, e.g. `/robot_arm_controller`.
    pub node: String,
    /// `read from …`, or why nothing was read (yet: armrest asks again every 5 s).
    pub source: String,
    /// The parameters by name (upstream's names), as the node answered them.
    #[schema(value_type = Object)]
    pub parameters: serde_json::Map<String, serde_json::Value>,
}

impl From<&NodeParameters> for NodeBody {
    fn from(p: &NodeParameters) -> NodeBody {
        let parameters = p
            .values
            .iter()
            .map(|(name, v)| {
                let v = match v {
                    ParameterValue::Bool(b) => serde_json::Value::from(*b),
                    ParameterValue::Integer(i) => serde_json::Value::from(*i),
                    ParameterValue::Double(x) => serde_json::Value::from(*x),
                    ParameterValue::String(s) => serde_json::Value::from(s.as_str()),
                    ParameterValue::Strings(s) => serde_json::Value::from(s.clone()),
                };
                (name.clone(), v)
            })
            .collect();
        NodeBody { node: p.node.clone(), source: p.source.clone(), parameters }
    }
}

impl ReadyBody {
    pub fn is_ready(&self) -> bool {
        self.missing.is_empty()
    }
}

/// `GET /version`.
#[derive(Serialize, ToSchema)]
#[schema(example = json!({"name": "armrest", "version": "0.1.0", "commit": "422dc19…", "backend": "sim", "api_version": "0.1.0"}))]
pub struct VersionBody {
    pub name: &'static str,
    /// The crate's version.
    pub version: &'static str,
    /// The git commit it was built from; `unknown` when built outside a git checkout.
    pub commit: &'static str,
    /// `sim` or `ros2`.
    pub backend: &'static str,
    /// The REST API's version: the OpenAPI document's `info.version`.
    pub api_version: &'static str,
}

pub fn health() -> HealthBody {
    HealthBody { status: "ok" }
}

pub fn version(app: &App) -> VersionBody {
    VersionBody {
        name: env!("CARGO_PKG_NAME"),
        version: env!("CARGO_PKG_VERSION"),
        commit: COMMIT,
        backend: app.backend.name(),
        api_version: API_VERSION,
    }
}

/// Whether the robot can be served now, and what is missing if not.
pub async fn readiness(app: &App) -> ReadyBody {
    let mut missing = Vec::new();
    let js = &app.endpoints.joint_states;
    let wait = Duration::try_from_secs_f64(js.wait_s).unwrap_or(Duration::ZERO);
    let latest = app.backend.joint_state_samples().borrow().as_ref().map(|s| s.received.elapsed());
    match latest {
        None => missing
            .push(Missing { check: "joint_states", detail: format!("no joint state has arrived on {}", js.topic) }),
        Some(age) if age > wait => missing.push(Missing {
            check: "joint_states",
            detail: format!(
                "the latest joint state on {} is {:.2} s old (joint_states.wait_s: {} s)",
                js.topic,
                age.as_secs_f64(),
                js.wait_s
            ),
        }),
        Some(_) => {}
    }
    if let Err(e) = app.backend.planner_ready().await {
        missing.push(Missing { check: "planner", detail: e.to_string() });
    }
    if let Err(e) = app.backend.controller_ready() {
        missing.push(Missing { check: "controller", detail: e.to_string() });
    }
    if app.admission.holder() == crate::admission::Holder::Closed {
        missing
            .push(Missing { check: "admission", detail: "armrest is shutting down: no new motion is admitted".into() });
    }
    let detail = if missing.is_empty() {
        "ready".to_owned()
    } else {
        let names: Vec<&str> = missing.iter().map(|m| m.check).collect();
        format!("not ready: {}", names.join(", "))
    };
    let robot = app.backend.robot_parameters().map(|r| RobotBody {
        controller: NodeBody::from(&r.controller),
        moveit: r.moveit.as_ref().map(NodeBody::from),
        advice: r.advice,
    });
    ReadyBody { status: if missing.is_empty() { "ready" } else { "not_ready" }, detail, missing, robot }
}
