//! The operations probes (tag `service`, D38): health, readiness, version and the Prometheus
//! metrics. HTTP only (no MCP tools); each is served by its handler in `http::health`.
//! `/health` and `/ready` are public like `/docs` (probes carry no robot data and a
//! supervisor's probe has no token); `/version` and `/metrics` need the token like every data
//! route (D15).

use super::machinery::route;
use super::{Answer, Effect, Encoding, Method, Operation, Serves, Spec, Text};
use crate::api::health::{HealthBody, ReadyBody, VersionBody};
use crate::api::request::NoFields;
use serde_json::json;

/// What an entry of this file answers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Probe {
    Health,
    Ready,
    Version,
    Metrics,
}

/// The paths, for the front door, the token check and the request metrics.
pub const HEALTH: &str = "/health";
pub const READY: &str = "/ready";
pub const VERSION: &str = "/version";
pub const METRICS: &str = "/metrics";

/// The probes that need no token (D15, D38): a supervisor's probe carries none.
pub const PUBLIC: [&str; 2] = [HEALTH, READY];

fn spec(
    name: &'static str,
    path: &'static str,
    summary: &'static str,
    description: &'static str,
    answers: Vec<Answer>,
) -> Spec {
    Spec {
        name,
        method: Method::Get,
        path,
        tag: "service",
        summary,
        description: Text::Fixed(description),
        encoding: Encoding::None,
        answers,
        effect: Effect::Reads,
        tool: None,
        heavy: false,
    }
}

pub fn all() -> Vec<Operation> {
    vec![
        route::<NoFields>(
            spec(
                "health",
                HEALTH,
                "The process serves",
                "200 `{\"status\": \"ok\"}` whenever the process answers HTTP; never asks the robot (a liveness \
                 probe, the container's HEALTHCHECK). Public: no token needed.",
                vec![Answer::of::<HealthBody>(200, "The process serves")],
            ),
            Serves::Probe(Probe::Health),
        ),
        route::<NoFields>(
            spec(
                "ready",
                READY,
                "The robot can be served",
                "200 when the backend's joint states are fresh (the latest arrived within `joint_states.wait_s`), \
                 its planning framework answers and the service admits motions; otherwise 503 listing each \
                 missing check (`joint_states`, `planner`, `controller`, `admission`) with why (a readiness probe). Public: no \
                 token needed.",
                vec![
                    Answer::of::<ReadyBody>(200, "Ready: `missing` is empty"),
                    Answer::of::<ReadyBody>(503, "Not ready: `missing` lists what is missing, each with why"),
                ],
            ),
            Serves::Probe(Probe::Ready),
        ),
        route::<NoFields>(
            spec(
                "version",
                VERSION,
                "Version, commit, backend, API version",
                "The crate's version, the git commit it was built from (`unknown` outside a git checkout), the \
                 backend (`sim` or `ros2`) and the API version (the OpenAPI document's `info.version`).",
                vec![Answer::of::<VersionBody>(200, "The version")],
            ),
            Serves::Probe(Probe::Version),
        ),
        route::<NoFields>(
            spec(
                "metrics",
                METRICS,
                "Prometheus metrics",
                "The service's metrics in the OpenMetrics text format, which Prometheus scrapes: requests by \
                 method, route template and status with latency histograms, motions by kind and outcome, stops \
                 by cause and protective stops, refusals by reason, the joint state's age, open streams, jog \
                 sessions and whether a client holds the lease (names in docs/operations.md). Needs the token \
                 when one is set, like every data route.",
                vec![Answer::media(200, "The metrics", "application/openmetrics-text", json!({"type": "string"}))],
            ),
            Serves::Probe(Probe::Metrics),
        ),
    ]
}
