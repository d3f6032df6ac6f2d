//! The audit of agents' calls that can move the arm or change the world the arm is checked in: one entry per call, with who called, what
//! they asked, what the guardrails decided and what came of it. Each entry goes to the service
//! log under the target `armrest::audit` and into a ring of the latest (`GET /mcp/audit`).

use armrest_backend::client_text::sanitized;
use serde::Serialize;
use serde_json::Value;
use std::collections::VecDeque;
use std::sync::{Mutex, PoisonError};
use std::time::SystemTime;
use utoipa::ToSchema;

/// Entries kept: as many as one `GET /mcp/audit` can ask for.
pub const KEPT: usize = armrest_backend::log_buffer::MAX_TAIL;

/// Longest argument value kept whole; a longer one (a CSV file, a long trajectory) is cut.
const VALUE_CHARS: usize = 120;

/// One MCP tool call that could move the arm.
#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct AuditEntry {
    /// When the call arrived, UTC.
    #[schema(example = "2026-11-23T10:15:02.123456Z")]
    pub time: String,
    /// The client's name and version as it introduced itself (`initialize`, or each request's
    /// metadata), or `unknown`.
    #[schema(example = "claude-desktop 1.4.2")]
    pub client: String,
    #[schema(example = "move_to_named_position")]
    pub tool: String,
    /// The arguments, long values shortened.
    #[schema(example = r#"{"name":"work","speed":0.2}"#)]
    pub arguments: String,
    pub decision: Decision,
    /// The control lease the session held when it called (`#3 of 'claude-code 1.0'`, D29);
    /// absent when it held none.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(example = "#3 of 'claude-code 1.0.3'")]
    pub lease: Option<String>,
    /// What came of it: the tool's answer or error, shortened.
    pub outcome: String,
}

/// What the guardrails decided about a call.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum Decision {
    /// `mcp.motion: allow`: run without asking.
    Allowed,
    /// The person asked accepted: run.
    Confirmed,
    /// The person is being asked (the client answers in a second call of the same tool).
    Asked,
    /// The person declined: nothing moved.
    Declined,
    /// The person dismissed the question: nothing moved.
    Cancelled,
    /// No answer within `mcp.confirm_wait_s`: nothing moved.
    TimedOut,
    /// A speed or acceleration above the caps: refused.
    OverCap,
    /// The motion cannot be planned (a pose out of reach) or no drive could follow it: answered
    /// without asking.
    NotPlannable,
    /// The person accepted, but the arm had moved meanwhile or the plan had changed (D25):
    /// nothing moved.
    Stale,
    /// Confirmation is required but the client cannot ask its user (no elicitation).
    NoConfirmation,
    /// `mcp.motion: deny`: the tool is not offered.
    Denied,
    /// The request was not valid, the arm was busy or the robot unavailable: nothing ran.
    Rejected,
    /// The call changes what armrest knows (the world), not the arm: run without the motion
    /// guardrails, audited all the same.
    NotAMotion,
}

impl Decision {
    /// As `GET /mcp/audit` writes it.
    pub fn label(self) -> String {
        self.word().to_owned()
    }

    /// The decision's word, as the audit and a tool's answer (`status`) write it.
    pub const fn word(self) -> &'static str {
        match self {
            Decision::Allowed => "allowed",
            Decision::Confirmed => "confirmed",
            Decision::Asked => "asked",
            Decision::Declined => "declined",
            Decision::Cancelled => "cancelled",
            Decision::TimedOut => "timed_out",
            Decision::OverCap => "over_cap",
            Decision::NotPlannable => "not_plannable",
            Decision::Stale => "stale",
            Decision::NoConfirmation => "no_confirmation",
            Decision::Denied => "denied",
            Decision::Rejected => "rejected",
            Decision::NotAMotion => "not_a_motion",
        }
    }
}

/// The latest entries, oldest first.
pub struct Audit {
    entries: Mutex<VecDeque<AuditEntry>>,
}

impl Default for Audit {
    fn default() -> Self {
        Audit { entries: Mutex::new(VecDeque::with_capacity(KEPT)) }
    }
}

impl Audit {
    /// Logs `entry` and keeps it.
    pub fn record(&self, entry: AuditEntry) {
        tracing::info!(
            target: "armrest::audit",
            client = %entry.client,
            tool = %entry.tool,
            arguments = %entry.arguments,
            decision = entry.decision.label(),
            "{}",
            entry.outcome
        );
        let mut entries = self.entries.lock().unwrap_or_else(PoisonError::into_inner);
        if entries.len() == KEPT {
            entries.pop_front();
        }
        entries.push_back(entry);
    }

    /// The latest `n` entries, oldest first.
    pub fn latest(&self, n: usize) -> Vec<AuditEntry> {
        let entries = self.entries.lock().unwrap_or_else(PoisonError::into_inner);
        entries.iter().skip(entries.len().saturating_sub(n)).cloned().collect()
    }
}

impl AuditEntry {
    /// An entry for a call of `tool` by `client`: all three as the client sent them, so each is
    /// cut and escaped before it is kept or logged.
    pub fn new(client: String, tool: &str, arguments: &Value) -> AuditEntry {
        AuditEntry {
            time: crate::events::rfc3339(SystemTime::now()),
            client: sanitized(&client, VALUE_CHARS),
            tool: sanitized(tool, VALUE_CHARS),
            arguments: shorten(arguments).to_string(),
            decision: Decision::Rejected,
            lease: None,
            outcome: String::new(),
        }
    }

    pub fn with_lease(mut self, lease: Option<String>) -> AuditEntry {
        self.lease = lease;
        self
    }

    pub fn decided(mut self, decision: Decision, outcome: impl Into<String>) -> AuditEntry {
        self.decision = decision;
        self.outcome = sanitized(&outcome.into(), 2 * VALUE_CHARS);
        self
    }
}

/// Longest list, and most keys of an object, kept whole; a longer one is summarised.
const ITEMS_KEPT: usize = 8;

/// `v` with every long string (value or key) cut, every long array and large object summarised
/// and deep nesting elided: whatever a client sends, an entry stays small.
fn shorten(v: &Value) -> Value {
    shorten_below(v, 0)
}

/// Nesting kept: a sequence's waypoints (`sequence.waypoints[i].joints`) and a little more.
const DEPTH_KEPT: usize = 5;

fn shorten_below(v: &Value, depth: usize) -> Value {
    if depth > DEPTH_KEPT && (v.is_array() || v.is_object()) {
        return Value::String("…".into());
    }
    let inner = |v: &Value| shorten_below(v, depth + 1);
    match v {
        Value::String(s) => Value::String(sanitized(s, VALUE_CHARS)),
        Value::Array(items) if items.len() > ITEMS_KEPT => {
            let mut kept: Vec<Value> = items.iter().take(3).map(inner).collect();
            kept.push(Value::String(format!("… {} items in all", items.len())));
            Value::Array(kept)
        }
        Value::Array(items) => Value::Array(items.iter().map(inner).collect()),
        Value::Object(m) => {
            let mut kept: serde_json::Map<String, Value> =
                m.iter().take(ITEMS_KEPT).map(|(k, v)| (sanitized(k, VALUE_CHARS), inner(v))).collect();
            if m.len() > ITEMS_KEPT {
                kept.insert("…".into(), Value::String(format!("{} keys in all", m.len())));
            }
            Value::Object(kept)
        }
        other => other.clone(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn entry(tool: &str) -> AuditEntry {
        AuditEntry::new("test 1.0".into(), tool, &json!({})).decided(Decision::Allowed, "ok")
    }

    #[test]
    fn each_word_is_the_one_the_audit_serialises() {
        use Decision::*;
        for d in [
            Allowed,
            Confirmed,
            Asked,
            Declined,
            Cancelled,
            TimedOut,
            OverCap,
            NotPlannable,
            Stale,
            NoConfirmation,
            Denied,
            Rejected,
            NotAMotion,
        ] {
            assert_eq!(serde_json::to_value(d).unwrap(), json!(d.word()));
        }
    }

    #[test]
    fn the_ring_keeps_the_latest_in_order() {
        let audit = Audit::default();
        for i in 0..KEPT + 5 {
            audit.record(entry(&format!("t{i}")));
        }
        assert_eq!(Decision::TimedOut.label(), "timed_out");
        let all = audit.latest(usize::MAX);
        assert_eq!(all.len(), KEPT);
        assert_eq!(all[0].tool, "t5");
        assert_eq!(all[KEPT - 1].tool, format!("t{}", KEPT + 4));
        let two: Vec<String> = audit.latest(2).into_iter().map(|e| e.tool).collect();
        assert_eq!(two, [format!("t{}", KEPT + 3), format!("t{}", KEPT + 4)]);
    }

    #[test]
    fn long_arguments_are_shortened_on_character_boundaries() {
        let csv = "ä".repeat(500);
        let points: Vec<Value> = (0..100).map(|i| json!({"t": i})).collect();
        let e = AuditEntry::new("c".into(), "t", &json!({"csv": csv, "points": points, "speed": 0.2}));
        let args: Value = serde_json::from_str(&e.arguments).expect("still JSON");
        let cut = args["csv"].as_str().unwrap();
        assert!(cut.starts_with(&"ä".repeat(VALUE_CHARS)) && cut.ends_with("(500 characters)"), "{cut}");
        assert_eq!(args["points"].as_array().unwrap().len(), 4);
        assert_eq!(args["points"][3], json!("… 100 items in all"));
        assert_eq!(args["speed"], json!(0.2));
    }

    #[test]
    fn whatever_a_client_sends_the_entry_stays_small_and_one_line() {
        let key = "k".repeat(1_000_000);
        let many: serde_json::Map<String, Value> = (0..10_000).map(|i| (format!("a{i}"), json!(i))).collect();
        let mut deep = json!(1);
        for _ in 0..100 {
            deep = json!([deep]);
        }
        let e = AuditEntry::new(format!("evil\n{}", "c".repeat(100_000)), "tool\r\nforged", &{
            let mut args = json!({"many": many, "deep": deep});
            args[key.as_str()] = json!(1);
            args
        })
        .decided(Decision::Rejected, "x".repeat(100_000));
        assert!(e.client.len() < 200 && e.client.starts_with("evil\\n"), "{}", e.client.len());
        assert_eq!(e.tool, "tool\\r\\nforged");
        assert!(e.arguments.len() < 2000, "{}", e.arguments.len());
        assert!(e.outcome.len() < 400, "{}", e.outcome.len());
        let args: Value = serde_json::from_str(&e.arguments).expect("still JSON");
        assert_eq!(args["many"]["…"], json!("10000 keys in all"));
    }
}
