//! The audit of agents' calls that can move the arm: one entry per call, with who called, what
//! they asked, what the guardrails decided and what came of it. Each entry goes to the service
//! log under the target `armrest::audit` and into a ring of the latest (`GET /mcp/audit`).

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
}

impl Decision {
    /// As `GET /mcp/audit` writes it.
    pub fn label(self) -> String {
        serde_json::to_value(self).ok().and_then(|v| v.as_str().map(str::to_owned)).unwrap_or_default()
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
    pub fn new(client: String, tool: &str, arguments: &Value) -> AuditEntry {
        AuditEntry {
            time: crate::events::rfc3339(SystemTime::now()),
            client,
            tool: tool.to_owned(),
            arguments: shorten(arguments).to_string(),
            decision: Decision::Rejected,
            outcome: String::new(),
        }
    }

    pub fn decided(mut self, decision: Decision, outcome: impl Into<String>) -> AuditEntry {
        self.decision = decision;
        self.outcome = cut(&outcome.into(), 2 * VALUE_CHARS);
        self
    }
}

/// `v` with every long string cut and every long array summarised.
fn shorten(v: &Value) -> Value {
    match v {
        Value::String(s) => Value::String(cut(s, VALUE_CHARS)),
        Value::Array(items) if items.len() > 8 => {
            let mut kept: Vec<Value> = items.iter().take(3).map(shorten).collect();
            kept.push(Value::String(format!("… {} items in all", items.len())));
            Value::Array(kept)
        }
        Value::Array(items) => Value::Array(items.iter().map(shorten).collect()),
        Value::Object(m) => Value::Object(m.iter().map(|(k, v)| (k.clone(), shorten(v))).collect()),
        other => other.clone(),
    }
}

fn cut(s: &str, max: usize) -> String {
    match s.char_indices().nth(max) {
        Some((at, _)) => format!("{}… ({} characters)", &s[..at], s.chars().count()),
        None => s.to_owned(),
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
}
