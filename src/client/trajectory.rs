//! `armrest trajectory send FILE`: a CSV file to `/trajectory/send_csv`, JSON to
//! `/trajectory/send` (D40).

use super::http::{Client, Failure};
use super::output::Output;
use super::stream::Events;
use crate::cli::exit;
use reqwest::Method;
use reqwest::multipart::{Form, Part};
use serde_json::{Value, json};
use std::path::Path;

/// A CSV file: by its extension, or else by its content (JSON starts with `{` or `[`).
pub fn is_csv(path: &Path, text: &str) -> bool {
    match path.extension().and_then(|e| e.to_str()).map(str::to_ascii_lowercase).as_deref() {
        Some("csv") | Some("tsv") | Some("txt") => true,
        Some("json") => false,
        _ => !matches!(text.trim_start_matches('\u{feff}').trim_start().chars().next(), Some('{') | Some('[')),
    }
}

/// The CSV's separator: `;` when its header has one and no comma, else `,`.
pub fn separator(text: &str) -> char {
    let header = text.lines().next().unwrap_or("");
    if header.contains(';') && !header.contains(',') { ';' } else { ',' }
}

pub async fn send(
    client: &Client,
    out: Output,
    file: &Path,
    separator: Option<char>,
    no_validate: bool,
) -> Result<u8, Failure> {
    let text =
        std::fs::read_to_string(file).map_err(|e| Failure::usage(format!("cannot read {}: {e}", file.display())))?;
    let validate = if no_validate { "false" } else { "true" };
    let request = if is_csv(file, &text) {
        let sep = separator.unwrap_or_else(|| self::separator(&text)).to_string();
        let name = file.file_name().and_then(|n| n.to_str()).unwrap_or("trajectory.csv").to_owned();
        let part = Part::text(text).file_name(name).mime_str("text/csv").map_err(|e| Failure::usage(e.to_string()))?;
        let query: String = form_urlencoded::Serializer::new(String::new())
            .append_pair("separator", &sep)
            .append_pair("validate_limits", validate)
            .finish();
        client.request(Method::POST, &format!("/trajectory/send_csv?{query}")).multipart(Form::new().part("file", part))
    } else {
        let mut body: serde_json::Value =
            serde_json::from_str(&text).map_err(|e| Failure::usage(format!("{} is not JSON: {e}", file.display())))?;
        if no_validate && body.is_object() {
            body["validate_limits"] = serde_json::json!(false);
        }
        client.request(Method::POST, "/trajectory/send").json(&body)
    };
    // Opened before the request, so the trajectory's end is not missed (issue 49: "trajectory
    // sent", exit 0, for what the controller refused or a protective stop cut).
    let mut events = Events::open(client, "events=motion").await?;
    let answer = client.send(request).await?;
    let id = answer["motion_id"].as_u64();
    out.answer(&answer, |a| {
        let mut t = format!("trajectory {}", a["status"].as_str().unwrap_or("sent"));
        if let Some(id) = id {
            t.push_str(&format!(" (motion {id})"));
        }
        t
    });
    let Some(id) = id else { return Ok(exit::DONE) };
    let Some(ended) = outcome_of(&mut events, id).await else {
        return Err(Failure::unreachable(format!(
            "the event stream ended before motion {id}'s outcome; see GET /robot/motion"
        )));
    };
    out.answer(&ended, |e| {
        let word = if e["success"] == true { "succeeded" } else { "did not succeed" };
        format!("motion {id} {word}: {}", e["message"].as_str().unwrap_or(""))
    });
    Ok(if ended["success"] == true { exit::DONE } else { exit::FAILED })
}

/// How motion `id` ended, as the stream's `motion` events tell it: its `finished` or `stopped`
/// event; a later motion's admission ends it too (the service then stops judging it). `None`
/// when the stream ends first.
async fn outcome_of(events: &mut Events, id: u64) -> Option<Value> {
    while let Some(e) = events.next().await {
        if e.kind != "motion" {
            continue;
        }
        let of = e.data["motion_id"].as_u64();
        let phase = e.data["phase"].as_str().unwrap_or("");
        match (of, phase) {
            (Some(m), "finished") if m == id => return Some(e.data),
            // The stop's `success` says whether it held: the motion did not succeed.
            (Some(m), "stopped") if m == id => {
                let message = e.data["message"].as_str().unwrap_or("stopped").to_owned();
                return Some(json!({"motion_id": id, "success": false, "message": message}));
            }
            (Some(m), "admitted") if m > id => {
                let message = format!("motion {m} began before motion {id}'s outcome was known");
                return Some(json!({"motion_id": id, "success": false, "message": message}));
            }
            _ => {}
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn csv_is_told_by_extension_then_by_content() {
        assert!(is_csv(Path::new("a.CSV"), "{"));
        assert!(!is_csv(Path::new("a.json"), "t,joint1"));
        assert!(is_csv(Path::new("a"), "t;joint1\n1;0"));
        assert!(!is_csv(Path::new("a"), "\u{feff} {\"points\": []}"));
        assert_eq!(separator("t;joint1;joint2\n"), ';');
        assert_eq!(separator("t,joint1\n"), ',');
    }
}
