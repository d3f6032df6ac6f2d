//! `armrest sequence start|status|logs`: a sequence file started, optionally recorded as a
//! demonstration (`--record`) and followed to its end (`--follow`) through the stream's
//! `sequence` and `log` events, or `/sequences/status` when the stream ends early (D40).

use super::http::{Client, Failure, segment};
use super::output::Output;
use super::stream::Events;
use crate::cli::{SequenceCommand, SequenceStart, exit};
use reqwest::Method;
use reqwest::multipart::{Form, Part};
use serde_json::{Value, json};
use std::time::Duration;

/// How often `/sequences/status` is read when the stream is gone.
const POLL: Duration = Duration::from_millis(250);

pub async fn run(client: &Client, out: Output, command: &SequenceCommand) -> Result<u8, Failure> {
    match command {
        SequenceCommand::Start(start) => self::start(client, out, start).await,
        SequenceCommand::Status => {
            let s = client.get("/sequences/status").await?;
            out.answer(&s, status_text);
            Ok(exit::DONE)
        }
        SequenceCommand::Logs { n } => {
            let logs = client.get(&format!("/sequences/logs?n={n}")).await?;
            out.answer(&logs, lines_text);
            Ok(exit::DONE)
        }
    }
}

fn status_text(s: &Value) -> String {
    match s["returncode"].as_i64() {
        Some(rc) => format!("{} (return code {rc})", s["status"].as_str().unwrap_or("?")),
        None => s["status"].as_str().unwrap_or("?").to_owned(),
    }
}

fn lines_text(logs: &Value) -> String {
    logs["lines"].as_array().into_iter().flatten().filter_map(Value::as_str).collect::<Vec<_>>().join("\n")
}

/// The number of waypoint motions a file asks for over `iterations`: the bar's length.
pub fn motions(config: &Value, iterations: u32) -> u64 {
    let waypoints = config["waypoints"].as_array().map_or(0, Vec::len) as u64;
    u64::from(config.get("home").is_some()) + waypoints * u64::from(iterations.max(1))
}

/// A log line that reports a waypoint's end (`…, waypoint 2/3: … ok in 0.8 s`, `… failed: …`).
fn ends_a_motion(line: &str) -> bool {
    (line.contains("waypoint") || line.contains("home")) && (line.contains(" ok in ") || line.contains(" failed"))
}

async fn start(client: &Client, out: Output, s: &SequenceStart) -> Result<u8, Failure> {
    let text = std::fs::read_to_string(&s.file)
        .map_err(|e| Failure::usage(format!("cannot read {}: {e}", s.file.display())))?;
    let wait = s.follow || s.record.is_some();
    // Opened before the start: no line of this run is missed.
    let mut events = if wait { Some(Events::open(client, "events=sequence,log").await?) } else { None };
    if let Some(name) = &s.record {
        let recording = client.post("/recordings", &json!({"name": name})).await?;
        if out.json {
            println!("{recording}");
        } else {
            eprintln!("recording `{name}`");
        }
    }
    let name = s.file.file_name().and_then(|n| n.to_str()).unwrap_or("sequence.json").to_owned();
    let part = Part::text(text.clone())
        .file_name(name)
        .mime_str("application/json")
        .map_err(|e| Failure::usage(e.to_string()))?;
    let mut form = Form::new().part("config", part);
    if let Some(n) = s.iterations {
        form = form.text("n_iterations", n.to_string());
    }
    if let Some(d) = s.delay {
        form = form.text("delay_between_iterations", d.to_string());
    }
    let started = client.send(client.request(Method::POST, "/sequences/start").multipart(form)).await;
    let started = match started {
        Ok(a) => a,
        Err(f) => {
            stop_recording(client, out, s.record.as_deref()).await;
            return Err(f);
        }
    };
    out.answer(&started, |a| format!("sequence {}", a["status"].as_str().unwrap_or("started")));
    let Some(events) = events.as_mut() else { return Ok(exit::DONE) };

    let total = serde_json::from_str::<Value>(&text).map(|c| motions(&c, s.iterations.unwrap_or(3))).ok();
    let bar = out.bar(total, "sequence");
    let mut returncode = None;
    while let Some(event) = events.next().await {
        match event.kind.as_str() {
            "log" if event.data["source"] == "sequence" => {
                let line = event.data["line"].as_str().unwrap_or("");
                if ends_a_motion(line) {
                    bar.inc(1);
                }
                if s.follow {
                    if out.json {
                        println!("{}", event.data);
                    } else {
                        bar.suspend(|| println!("{line}"));
                    }
                }
            }
            "sequence" if event.data["status"] == "finished" => {
                returncode = Some(event.data["returncode"].as_i64().unwrap_or(-1));
                if out.json && s.follow {
                    println!("{}", event.data);
                }
                break;
            }
            _ => {}
        }
    }
    bar.finish_and_clear();
    let returncode = match returncode {
        Some(rc) => rc,
        // The stream ended first (the service closed it): the status tells the end.
        None => loop {
            let status = client.get("/sequences/status").await?;
            if status["status"] == "finished" {
                break status["returncode"].as_i64().unwrap_or(-1);
            }
            tokio::time::sleep(POLL).await;
        },
    };
    stop_recording(client, out, s.record.as_deref()).await;
    if !out.json {
        println!("sequence finished with return code {returncode}");
    }
    Ok(if returncode == 0 { exit::DONE } else { exit::FAILED })
}

async fn stop_recording(client: &Client, out: Output, name: Option<&str>) {
    let Some(name) = name else { return };
    match client.post(&format!("/recordings/{}/stop", segment(name)), &json!({})).await {
        Ok(r) if out.json => println!("{r}"),
        Ok(r) => println!(
            "recorded `{name}`: {} points over {:.2} s",
            r["points"],
            r["duration_s"].as_f64().unwrap_or(f64::NAN)
        ),
        Err(f) => eprintln!("armrest: the recording `{name}` did not stop: {}", f.message),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_sequence_counts_its_motions() {
        let config =
            json!({"home": {"joints": [0, 0, 0, 0, 0, 0, 0]}, "waypoints": [{"name": "work"}, {"name": "home"}]});
        assert_eq!(motions(&config, 3), 7);
        assert!(ends_a_motion("… iteration 1/2, waypoint 2/2: MoveToJoints … ok in 0.4 s (…)"));
        assert!(!ends_a_motion("… runner exited with return code 0"));
    }
}
