//! `armrest trajectory send FILE`: a CSV file to `/trajectory/send_csv`, JSON to
//! `/trajectory/send` (D40).

use super::http::{Client, Failure};
use super::output::Output;
use crate::cli::exit;
use reqwest::Method;
use reqwest::multipart::{Form, Part};
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
    let answer = client.send(request).await?;
    out.answer(&answer, |a| {
        let mut t = format!("trajectory {}", a["status"].as_str().unwrap_or("sent"));
        if let Some(id) = a["motion_id"].as_str() {
            t.push_str(&format!(" (motion {id})"));
        }
        t
    });
    Ok(exit::DONE)
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
