//! The service's metrics (`GET /metrics`, D38): one registry per running service, held by the
//! app, in the Prometheus project's own client (`prometheus-client`). Counters and histograms
//! are counted where things happen (a request answered, a motion finished, a stop, a refusal);
//! what is a state rather than an event (the joint state's age, open streams, the jog, the
//! lease) is read when the metrics are scraped ([`Live`]).
//!
//! Every label takes its values from a fixed set (a catalogue path template, a method, a status,
//! a motion kind, a reason), never from what a client sent, so no request can grow the series
//! without bound.

use armrest_backend::stop_signal::StopCause;
use prometheus_client::encoding::EncodeLabelSet;
use prometheus_client::metrics::counter::Counter;
use prometheus_client::metrics::family::Family;
use prometheus_client::metrics::gauge::Gauge;
use prometheus_client::metrics::histogram::Histogram;
use prometheus_client::registry::Registry;
use std::sync::atomic::AtomicU64;
use std::time::Duration;

/// The prefix of every metric's name.
pub const PREFIX: &str = "armrest";

/// The media type of the answer: the OpenMetrics text format, which Prometheus scrapes (and
/// which its classic text parsers read).
pub const CONTENT_TYPE: &str = "application/openmetrics-text; version=1.0.0; charset=utf-8";

/// The `route` label of a request that matched no route.
pub const UNMATCHED: &str = "unmatched";

/// The latency buckets of a request, in seconds: 0.5 ms to about 16 s, doubling.
fn latency_buckets() -> Histogram {
    Histogram::new(prometheus_client::metrics::histogram::exponential_buckets(0.0005, 2.0, 16))
}

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
struct RequestLabels {
    method: &'static str,
    /// The catalogue path template (`/world/objects/{id}`), never the raw URL.
    route: &'static str,
    status: u16,
}

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
struct MotionLabels {
    /// The request that made it (`move_joints`, `trajectory_send`, …).
    kind: &'static str,
    outcome: &'static str,
}

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
struct StopLabels {
    cause: &'static str,
}

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
struct RefusalLabels {
    reason: &'static str,
}

/// How a motion ended, as its metric counts it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MotionOutcome {
    /// It reached its goal.
    Succeeded,
    /// It ran and did not succeed (stopped, refused by the controller, timed out, …).
    Failed,
    /// The backend could not run it.
    NotExecuted,
}

impl MotionOutcome {
    /// The outcome of a motion's result.
    pub fn of<E>(result: &Result<armrest_backend::motion::MotionResult, E>) -> MotionOutcome {
        match result {
            Ok(r) if r.success => MotionOutcome::Succeeded,
            Ok(_) => MotionOutcome::Failed,
            Err(_) => MotionOutcome::NotExecuted,
        }
    }

    fn label(self) -> &'static str {
        match self {
            MotionOutcome::Succeeded => "succeeded",
            MotionOutcome::Failed => "failed",
            MotionOutcome::NotExecuted => "not_executed",
        }
    }
}

/// Why a request was refused, as its metric counts it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// 422: a value out of its limits or otherwise invalid.
    Invalid,
    /// 422: the motion would collide (D28).
    Collision,
    /// 423: control is leased and the request did not carry the lease (D29).
    Lease,
    /// 409: another motion, a jog or a sequence holds the arm.
    Conflict,
    /// 503: the service is shutting down.
    ShuttingDown,
}

impl Refusal {
    pub fn label(self) -> &'static str {
        match self {
            Refusal::Invalid => "invalid",
            Refusal::Collision => "collision",
            Refusal::Lease => "lease",
            Refusal::Conflict => "conflict",
            Refusal::ShuttingDown => "shutting_down",
        }
    }
}

/// What is read at scrape time.
#[derive(Clone, Copy, Debug, Default)]
pub struct Live {
    /// Seconds since the latest joint state arrived; `None`: none has.
    pub joint_state_age_s: Option<f64>,
    pub stream_clients: usize,
    pub jog_sessions: usize,
    pub lease_held: bool,
}

/// The metrics of one running service.
pub struct Metrics {
    registry: Registry,
    requests: Family<RequestLabels, Counter>,
    latency: Family<RequestLabels, Histogram, fn() -> Histogram>,
    motions: Family<MotionLabels, Counter>,
    stops: Family<StopLabels, Counter>,
    protective_stops: Counter,
    refusals: Family<RefusalLabels, Counter>,
    joint_state_age: Gauge<f64, AtomicU64>,
    joint_state_present: Gauge,
    stream_clients: Gauge,
    jog_sessions: Gauge,
    lease_held: Gauge,
}

/// The names of the metrics (without the prefix), as the registry and docs/operations.md give them.
pub mod names {
    pub const REQUESTS: &str = "http_requests";
    pub const LATENCY: &str = "http_request_duration_seconds";
    pub const MOTIONS: &str = "motions";
    pub const STOPS: &str = "stops";
    pub const PROTECTIVE_STOPS: &str = "protective_stops";
    pub const REFUSALS: &str = "refusals";
    pub const JOINT_STATE_AGE: &str = "joint_state_age_seconds";
    pub const JOINT_STATE_PRESENT: &str = "joint_state_present";
    pub const STREAM_CLIENTS: &str = "stream_clients";
    pub const JOG_SESSIONS: &str = "jog_sessions";
    pub const LEASE_HELD: &str = "lease_held";
}

impl Default for Metrics {
    fn default() -> Self {
        Metrics::new()
    }
}

impl Metrics {
    pub fn new() -> Metrics {
        let mut registry = Registry::with_prefix(PREFIX);
        let m = Metrics {
            requests: Family::default(),
            latency: Family::new_with_constructor(latency_buckets),
            motions: Family::default(),
            stops: Family::default(),
            protective_stops: Counter::default(),
            refusals: Family::default(),
            joint_state_age: Gauge::default(),
            joint_state_present: Gauge::default(),
            stream_clients: Gauge::default(),
            jog_sessions: Gauge::default(),
            lease_held: Gauge::default(),
            registry: Registry::default(),
        };
        use names::*;
        registry.register(REQUESTS, "HTTP requests answered, by method, route template and status", m.requests.clone());
        registry.register(LATENCY, "Time to answer an HTTP request (to its headers), seconds", m.latency.clone());
        registry.register(
            MOTIONS,
            "Motions finished, by the request that made them (kind) and outcome",
            m.motions.clone(),
        );
        registry.register(STOPS, "Stops of the arm, by cause (request, shutdown, lease, …)", m.stops.clone());
        registry.register(
            PROTECTIVE_STOPS,
            "Protective stops of the controller before a contact (D28)",
            m.protective_stops.clone(),
        );
        registry.register(
            REFUSALS,
            "Requests refused, by reason (invalid, collision, lease, conflict, shutting_down)",
            m.refusals.clone(),
        );
        registry.register(
            JOINT_STATE_AGE,
            "Seconds since the latest joint state arrived (NaN before the first)",
            m.joint_state_age.clone(),
        );
        registry.register(JOINT_STATE_PRESENT, "1 once a joint state has arrived", m.joint_state_present.clone());
        registry.register(STREAM_CLIENTS, "Open event streams (GET /robot/stream)", m.stream_clients.clone());
        registry.register(JOG_SESSIONS, "Open jog sessions (GET /robot/jog)", m.jog_sessions.clone());
        registry.register(LEASE_HELD, "1 while a client holds the control lease (D29)", m.lease_held.clone());
        Metrics { registry, ..m }
    }

    /// A request answered with `status` after `elapsed`; `route` is its path template.
    pub fn request(&self, method: &'static str, route: &'static str, status: u16, elapsed: Duration) {
        let labels = RequestLabels { method, route, status };
        self.requests.get_or_create(&labels).inc();
        self.latency.get_or_create(&labels).observe(elapsed.as_secs_f64());
    }

    /// A motion made by request `kind` finished (`crate::api::motion::run`).
    pub fn motion_finished(&self, kind: &'static str, outcome: MotionOutcome) {
        self.motions.get_or_create(&MotionLabels { kind, outcome: outcome.label() }).inc();
    }

    /// The arm was stopped.
    pub fn stopped(&self, cause: &StopCause) {
        let cause = match cause {
            StopCause::Request => "request",
            StopCause::Shutdown => "shutdown",
            StopCause::LeaseLapsed { .. } => "lease_lapsed",
            StopCause::TakeOver { .. } => "take_over",
            StopCause::Robot => "robot",
            StopCause::Terminated => "terminated",
            #[allow(unreachable_patterns)]
            _ => "other",
        };
        self.stops.get_or_create(&StopLabels { cause }).inc();
    }

    /// The controller stopped the arm before a contact.
    pub fn protective_stop(&self) {
        self.protective_stops.inc();
    }

    /// A request was refused.
    pub fn refused(&self, refusal: Refusal) {
        self.refusals.get_or_create(&RefusalLabels { reason: refusal.label() }).inc();
    }

    /// Counts the protective stops `stops` announces, for the service's life.
    pub fn watch_protective_stops(
        self: &std::sync::Arc<Self>,
        stops: Option<tokio::sync::broadcast::Receiver<String>>,
    ) {
        let Some(mut stops) = stops else { return };
        let metrics = std::sync::Arc::clone(self);
        tokio::spawn(async move {
            use tokio::sync::broadcast::error::RecvError;
            loop {
                match stops.recv().await {
                    Ok(_) => metrics.protective_stop(),
                    Err(RecvError::Lagged(missed)) => {
                        metrics.protective_stops.inc_by(missed);
                    }
                    Err(RecvError::Closed) => return,
                }
            }
        });
    }

    /// The metrics as text, with `live` read now.
    pub fn encode(&self, live: Live) -> Result<String, std::fmt::Error> {
        self.joint_state_age.set(live.joint_state_age_s.unwrap_or(f64::NAN));
        self.joint_state_present.set(i64::from(live.joint_state_age_s.is_some()));
        self.stream_clients.set(i64::try_from(live.stream_clients).unwrap_or(i64::MAX));
        self.jog_sessions.set(i64::try_from(live.jog_sessions).unwrap_or(i64::MAX));
        self.lease_held.set(i64::from(live.lease_held));
        let mut text = String::new();
        prometheus_client::encoding::text::encode(&mut text, &self.registry)?;
        Ok(text)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_show_in_the_text_under_their_labels() {
        let m = Metrics::new();
        m.request("GET", "/robot/joint_states", 200, Duration::from_millis(2));
        m.request("GET", "/robot/joint_states", 200, Duration::from_millis(3));
        m.motion_finished("move_joints", MotionOutcome::Succeeded);
        m.stopped(&StopCause::Request);
        m.refused(Refusal::Lease);
        let text =
            m.encode(Live { joint_state_age_s: Some(0.01), stream_clients: 2, ..Live::default() }).expect("encodes");
        for line in [
            r#"armrest_http_requests_total{method="GET",route="/robot/joint_states",status="200"} 2"#,
            r#"armrest_motions_total{kind="move_joints",outcome="succeeded"} 1"#,
            r#"armrest_stops_total{cause="request"} 1"#,
            r#"armrest_refusals_total{reason="lease"} 1"#,
            "armrest_stream_clients 2",
            "armrest_joint_state_present 1",
        ] {
            assert!(text.lines().any(|l| l == line), "no `{line}` in\n{text}");
        }
        assert!(text.contains("armrest_http_request_duration_seconds_bucket{"), "{text}");
        assert!(text.trim_end().ends_with("# EOF"), "{text}");
    }
}
