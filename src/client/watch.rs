//! `armrest watch`: the live joint table from `/robot/stream?events=state`, redrawn in place on
//! a terminal, a line per state otherwise (`--json`: each event's data), until Ctrl-C (D40).

use super::http::{Client, Failure};
use super::output::{Output, joint_table, pose_text};
use super::stream::Events;
use crate::cli::{WatchArgs, exit};
use serde_json::Value;
use std::io::Write;

/// One state as one line: its stamp and the positions.
pub fn state_line(state: &Value) -> String {
    let positions: Vec<String> = state["position"]
        .as_array()
        .into_iter()
        .flatten()
        .map(|p| p.as_f64().map_or_else(|| "-".to_owned(), |x| format!("{x:.4}")))
        .collect();
    format!("{} {}", state["stamp"].as_str().unwrap_or(""), positions.join(" "))
}

pub async fn run(client: &Client, out: Output, args: &WatchArgs) -> Result<u8, Failure> {
    let mut events = Events::open(client, &format!("events=state&rate={}", args.rate)).await?;
    let redraw = out.terminal && !out.json;
    let mut drawn = 0usize;
    let mut stdout = std::io::stdout();
    loop {
        let event = tokio::select! {
            e = events.next() => e,
            _ = tokio::signal::ctrl_c() => return Ok(exit::DONE),
        };
        let Some(event) = event else {
            return Err(Failure::unreachable(format!("the stream of {} ended", client.base())));
        };
        if event.kind != "state" {
            continue;
        }
        let text = if out.json {
            event.data.to_string()
        } else if redraw {
            format!(
                "{}\n{}{}",
                event.data["stamp"].as_str().unwrap_or(""),
                joint_table(&event.data),
                pose_text(&event.data["pose"])
            )
        } else {
            state_line(&event.data)
        };
        if redraw && drawn > 0 {
            // Back to the table's first line, and clear to the screen's end.
            let _ = write!(stdout, "\x1b[{drawn}A\x1b[J");
        }
        let _ = writeln!(stdout, "{}", text.trim_end());
        let _ = stdout.flush();
        drawn = text.trim_end().lines().count();
    }
}
