//! How the command line prints: the service's JSON with `--json`, tables and sentences for a
//! person otherwise, and a progress bar only on a terminal (D40).

use indicatif::{ProgressBar, ProgressStyle};
use serde_json::Value;
use std::io::IsTerminal;
use std::time::Duration;

/// Where and how a command prints.
#[derive(Clone, Copy, Debug)]
pub struct Output {
    pub json: bool,
    /// stdout is a terminal (a bar and in-place redraws may be shown).
    pub terminal: bool,
}

impl Output {
    pub fn new(json: bool) -> Output {
        Output { json, terminal: std::io::stdout().is_terminal() }
    }

    /// The answer as JSON (`--json`), or as `human` renders it.
    pub fn answer(&self, value: &Value, human: impl FnOnce(&Value) -> String) {
        if self.json {
            println!("{}", serde_json::to_string(value).unwrap_or_default());
        } else {
            let text = human(value);
            if !text.is_empty() {
                println!("{}", text.trim_end());
            }
        }
    }

    /// A bar over `total` steps (or, without a total, a spinner), on a terminal without `--json`
    /// only; `message` beside it.
    pub fn bar(&self, total: Option<u64>, message: &str) -> ProgressBar {
        if self.json || !self.terminal {
            return ProgressBar::hidden();
        }
        let bar = match total {
            Some(total) => ProgressBar::new(total).with_style(
                ProgressStyle::with_template("{spinner} {msg} [{bar:30}] {percent:>3}% {elapsed} elapsed, ~{eta} left")
                    .unwrap_or_else(|_| ProgressStyle::default_bar())
                    .progress_chars("=> "),
            ),
            None => ProgressBar::new_spinner().with_style(
                ProgressStyle::with_template("{spinner} {msg} {elapsed}")
                    .unwrap_or_else(|_| ProgressStyle::default_spinner()),
            ),
        };
        bar.set_message(message.to_owned());
        bar.enable_steady_tick(Duration::from_millis(100));
        bar
    }
}

fn num(v: &Value) -> String {
    v.as_f64().map_or_else(|| "-".to_owned(), |x| format!("{x:.4}"))
}

/// `/robot/joint_states` (or a stream's state event) as a table of joints.
pub fn joint_table(state: &Value) -> String {
    let names = state["name"].as_array().cloned().unwrap_or_default();
    let mut out = format!("{:<10} {:>10} {:>10} {:>10}\n", "joint", "position", "velocity", "effort");
    for (i, name) in names.iter().enumerate() {
        out.push_str(&format!(
            "{:<10} {:>10} {:>10} {:>10}\n",
            name.as_str().unwrap_or("?"),
            num(&state["position"][i]),
            num(&state["velocity"][i]),
            num(&state["effort"][i]),
        ));
    }
    out
}

/// A pose (`/robot/pose`, a state event's `pose`) as two lines.
pub fn pose_text(pose: &Value) -> String {
    let p = &pose["position"];
    let e = &pose["orientation"]["euler_rad"];
    let d = &pose["orientation"]["euler_deg"];
    format!(
        "position  x {} y {} z {} m (frame {})\nrotation  a {} b {} c {} rad ({} {} {} deg)",
        num(&p["x"]),
        num(&p["y"]),
        num(&p["z"]),
        pose["frame_id"].as_str().unwrap_or("?"),
        num(&e["a"]),
        num(&e["b"]),
        num(&e["c"]),
        num(&d["a"]),
        num(&d["b"]),
        num(&d["c"]),
    )
}

/// `/robot/positions` as a table.
pub fn positions_table(list: &Value) -> String {
    let mut out = format!("{:<14} {:<7} description\n", "name", "source");
    for p in list.as_array().into_iter().flatten() {
        out.push_str(&format!(
            "{:<14} {:<7} {}\n",
            p["name"].as_str().unwrap_or("?"),
            p["source"].as_str().unwrap_or(""),
            p["description"].as_str().unwrap_or("")
        ));
    }
    out
}

/// A motion's answer: its message, and a plan's figures when it has them.
pub fn motion_text(answer: &Value) -> String {
    let mut out = answer["message"].as_str().unwrap_or("").to_owned();
    let plan = &answer["plan"];
    if plan.is_object() {
        let peak =
            |key: &str| plan[key].as_array().into_iter().flatten().filter_map(Value::as_f64).fold(f64::NAN, f64::max);
        out.push_str(&format!("\nplanner   {}", plan["planner"].as_str().unwrap_or("?")));
        out.push_str(&format!("\nduration  {} s", num(&plan["duration_s"])));
        if plan["path_length_m"].is_number() {
            out.push_str(&format!("\npath      {} m", num(&plan["path_length_m"])));
        }
        if plan["clearance_m"].is_number() {
            out.push_str(&format!("\nclearance {} m", num(&plan["clearance_m"])));
        }
        let (v, a) = (peak("peak_velocity_ratio"), peak("peak_acceleration_ratio"));
        if v.is_finite() {
            out.push_str(&format!("\npeak      {:.0}% of a joint's velocity limit", v * 100.0));
        }
        if a.is_finite() {
            out.push_str(&format!(", {:.0}% of its acceleration limit", a * 100.0));
        }
    }
    out
}

/// The world's objects, one a line.
pub fn world_table(world: &Value) -> String {
    let mut out = format!("world version {}\n", world["version"]);
    for o in world["objects"].as_array().into_iter().flatten() {
        let pose = &o["pose"];
        out.push_str(&format!(
            "{:<20} {:<9} {:<9} at x {} y {} z {} ({})\n",
            o["id"].as_str().unwrap_or("?"),
            o["kind"].as_str().unwrap_or(""),
            o["shape"].as_str().unwrap_or(""),
            num(&pose["x"]),
            num(&pose["y"]),
            num(&pose["z"]),
            o["frame_id"].as_str().filter(|f| !f.is_empty()).unwrap_or("planning frame"),
        ));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn a_state_reads_as_a_table_with_unknown_values_dashed() {
        let state = json!({"name": ["joint1", "joint2"], "position": [0.5, -1.0], "velocity": [0.0, null], "effort": [null, null]});
        let t = joint_table(&state);
        assert!(t.lines().nth(1).is_some_and(|l| l.starts_with("joint1") && l.contains("0.5000")), "{t}");
        assert!(t.lines().nth(2).is_some_and(|l| l.contains("-1.0000") && l.ends_with('-')), "{t}");
    }

    #[test]
    fn a_plan_reads_with_its_figures() {
        let answer = json!({"success": true, "message": "planned", "plan": {"planner": "lin", "duration_s": 0.73,
            "path_length_m": 0.187, "peak_velocity_ratio": [0.1, 0.5], "peak_acceleration_ratio": [0.2]}});
        let t = motion_text(&answer);
        assert!(
            t.contains("planner   lin") && t.contains("0.7300 s") && t.contains("50% of a joint's velocity"),
            "{t}"
        );
    }
}
