//! Reading the arm (`state`, `pose`, `positions`), moving and planning it (`move`, `plan`),
//! `stop` and `override` (D40).

use super::http::{Client, Failure};
use super::output::{self, Output};
use crate::cli::{Target, exit};
use serde_json::{Value, json};
use std::time::{Duration, Instant};

pub async fn state(client: &Client, out: Output) -> Result<u8, Failure> {
    let state = client.get("/robot/joint_states").await?;
    out.answer(&state, output::joint_table);
    Ok(exit::DONE)
}

pub async fn pose(client: &Client, out: Output) -> Result<u8, Failure> {
    let pose = client.get("/robot/pose").await?;
    out.answer(&pose, output::pose_text);
    Ok(exit::DONE)
}

pub async fn positions(client: &Client, out: Output) -> Result<u8, Failure> {
    let list = client.get("/robot/positions").await?;
    out.answer(&list, output::positions_table);
    Ok(exit::DONE)
}

/// The endpoint (after `/robot/move` or `/robot/plan`) and body of a target.
pub fn request(target: &Target) -> (&'static str, Value) {
    let with_speed = |mut body: Value, speed: Option<f64>| {
        if let Some(s) = speed {
            body["speed"] = json!(s);
        }
        body
    };
    match target {
        Target::Joints { joints, speed } => ("/joints", with_speed(json!({"joints": joints}), speed.speed)),
        Target::Named { name, speed } => ("/named", with_speed(json!({"name": name}), speed.speed)),
        Target::Pose { pose, planner, frame, speed } => {
            let mut body = json!({});
            for (key, value) in ["x", "y", "z", "a", "b", "c"].iter().zip(pose) {
                body[*key] = json!(value);
            }
            if let Some(p) = planner {
                body["planner"] = json!(p);
            }
            if let Some(f) = frame {
                body["frame_id"] = json!(f);
            }
            ("/pose", with_speed(body, speed.speed))
        }
    }
}

/// A motion's exit code: 0 when it succeeded, 1 when the service said `success: false`.
fn outcome(answer: &Value) -> u8 {
    if answer["success"].as_bool() == Some(true) { exit::DONE } else { exit::FAILED }
}

pub async fn plan(client: &Client, out: Output, target: &Target) -> Result<u8, Failure> {
    let (path, body) = request(target);
    let answer = client.post(&format!("/robot/plan{path}"), &body).await?;
    out.answer(&answer, output::motion_text);
    Ok(outcome(&answer))
}

pub async fn move_to(client: &Client, out: Output, target: &Target) -> Result<u8, Failure> {
    let (path, body) = request(target);
    // On a terminal the plan's duration gives the bar its length (nothing moves for it); the
    // bar follows the wall clock and waits at its end for the answer.
    let planned = if out.terminal && !out.json {
        client
            .post(&format!("/robot/plan{path}"), &body)
            .await
            .ok()
            .and_then(|p| p["plan"]["duration_s"].as_f64())
            .filter(|d| d.is_finite() && *d > 0.0)
    } else {
        None
    };
    let bar = out.bar(planned.map(|d| (d * 1000.0) as u64), "moving");
    let ticker = planned.map(|_| {
        let bar = bar.clone();
        tokio::spawn(async move {
            let start = Instant::now();
            loop {
                let ms = start.elapsed().as_millis() as u64;
                bar.set_position(ms.min(bar.length().unwrap_or(0).saturating_sub(1)));
                tokio::time::sleep(Duration::from_millis(100)).await;
            }
        })
    });
    let answer = client.post(&format!("/robot/move{path}"), &body).await;
    if let Some(t) = ticker {
        t.abort();
    }
    bar.finish_and_clear();
    let answer = answer?;
    out.answer(&answer, output::motion_text);
    Ok(outcome(&answer))
}

pub async fn stop(client: &Client, out: Output) -> Result<u8, Failure> {
    let answer = client.post("/stop", &json!({})).await?;
    out.answer(&answer, output::motion_text);
    Ok(outcome(&answer))
}

pub async fn speed_override(client: &Client, out: Output, fraction: Option<f64>) -> Result<u8, Failure> {
    let answer = match fraction {
        None => client.get("/robot/override").await?,
        Some(f) => client.put("/robot/override", &json!({"fraction": f})).await?,
    };
    out.answer(&answer, |a| {
        let mut text = format!("speed override {}", a["fraction"]);
        if a["paused"].as_bool() == Some(true) {
            text.push_str(" (paused)");
        }
        for note in a["notes"].as_array().into_iter().flatten() {
            text.push_str(&format!("\n  {}", note.as_str().unwrap_or("")));
        }
        if let Some(n) = a["not_applied"].as_str() {
            text.push_str(&format!("\n  not applied: {n}"));
        }
        text
    });
    Ok(exit::DONE)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cli::Speed;

    #[test]
    fn a_pose_without_angles_sends_only_what_was_given() {
        let target = Target::Pose {
            pose: vec![0.5, 0.1, 0.4],
            planner: Some("lin".into()),
            frame: None,
            speed: Speed { speed: Some(0.2) },
        };
        let (path, body) = request(&target);
        assert_eq!(path, "/pose");
        assert_eq!(body, json!({"x": 0.5, "y": 0.1, "z": 0.4, "planner": "lin", "speed": 0.2}));
    }
}
