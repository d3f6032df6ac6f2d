//! Reading `/robot/stream`: server-sent events as (kind, JSON) pairs.

use super::http::{Client, Failure, code_of};
use reqwest::Method;
use serde_json::Value;

pub struct Events {
    response: reqwest::Response,
    buffer: String,
}

/// One event: its kind (`state`, `motion`, `log`, …) and its data.
pub struct Event {
    pub kind: String,
    pub data: Value,
}

impl Events {
    /// Opens the stream with `query` (`events=state&rate=10`).
    pub async fn open(client: &Client, query: &str) -> Result<Events, Failure> {
        let response = client
            .request(Method::GET, &format!("/robot/stream?{query}"))
            .send()
            .await
            .map_err(|e| client.unreachable(&e))?;
        let status = response.status();
        if !status.is_success() {
            let text = response.text().await.unwrap_or_default();
            let said = serde_json::from_str::<Value>(&text).map_or(text, |v| super::http::detail_text(&v));
            return Err(Failure { code: code_of(status), message: format!("{status}: {said}"), body: None });
        }
        Ok(Events { response, buffer: String::new() })
    }

    /// The next event; `None` when the stream ended.
    pub async fn next(&mut self) -> Option<Event> {
        loop {
            if let Some(end) = self.buffer.find("\n\n") {
                let frame: String = self.buffer.drain(..end + 2).collect();
                if let Some(event) = parse(&frame) {
                    return Some(event);
                }
                continue;
            }
            match self.response.chunk().await {
                Ok(Some(bytes)) => self.buffer.push_str(&String::from_utf8_lossy(&bytes).replace("\r\n", "\n")),
                _ => return None,
            }
        }
    }
}

fn parse(frame: &str) -> Option<Event> {
    let mut kind = "message".to_owned();
    let mut data = String::new();
    for line in frame.lines() {
        if let Some(k) = line.strip_prefix("event:") {
            kind = k.trim().to_owned();
        } else if let Some(d) = line.strip_prefix("data:") {
            data.push_str(d.strip_prefix(' ').unwrap_or(d));
        }
    }
    if data.is_empty() {
        return None;
    }
    Some(Event { kind, data: serde_json::from_str(&data).ok()? })
}

#[cfg(test)]
mod tests {
    #[test]
    fn frames_parse_and_comments_do_not() {
        let e = super::parse("event: log\nid: 3\ndata: {\"line\":\"x\"}\n\n").expect("an event");
        assert_eq!((e.kind.as_str(), &e.data["line"]), ("log", &serde_json::json!("x")));
        assert!(super::parse(": keep-alive\n\n").is_none());
    }
}
