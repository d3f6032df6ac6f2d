//! A server-sent events reader for the stream tests: frames parsed into (kind, id, JSON).

use serde_json::Value;
use std::time::{Duration, Instant};

#[derive(Clone, Debug)]
pub struct Event {
    pub kind: String,
    pub id: u64,
    pub data: Value,
}

pub struct EventReader {
    response: reqwest::Response,
    buffer: String,
    /// Comment lines seen (keep-alives).
    pub comments: usize,
}

impl EventReader {
    /// Opens `url` (a `/robot/stream` address) and checks it is an event stream.
    pub async fn open(client: &reqwest::Client, url: &str) -> EventReader {
        let response = client.get(url).send().await.expect("stream request");
        assert_eq!(response.status(), 200, "stream answer");
        let ct = response.headers().get("content-type").and_then(|v| v.to_str().ok()).unwrap_or("").to_owned();
        assert!(ct.starts_with("text/event-stream"), "content type {ct}");
        EventReader { response, buffer: String::new(), comments: 0 }
    }

    /// The next event, or `None` at the stream's end or after `limit` without one.
    pub async fn next(&mut self, limit: Duration) -> Option<Event> {
        let deadline = tokio::time::Instant::now() + limit;
        loop {
            if let Some(end) = self.buffer.find("\n\n") {
                let frame: String = self.buffer.drain(..end + 2).collect();
                if let Some(event) = self.parse(&frame) {
                    return Some(event);
                }
                continue;
            }
            match tokio::time::timeout_at(deadline, self.response.chunk()).await {
                Ok(Ok(Some(bytes))) => self.buffer.push_str(&String::from_utf8_lossy(&bytes)),
                _ => return None,
            }
        }
    }

    fn parse(&mut self, frame: &str) -> Option<Event> {
        let (mut kind, mut id, mut data) = (None, None, None);
        for line in frame.lines() {
            if line.starts_with(':') {
                self.comments += 1;
            } else if let Some(v) = line.strip_prefix("event: ") {
                kind = Some(v.to_owned());
            } else if let Some(v) = line.strip_prefix("id: ") {
                id = v.parse().ok();
            } else if let Some(v) = line.strip_prefix("data: ") {
                data = Some(serde_json::from_str(v).expect("data is JSON"));
            }
        }
        Some(Event { kind: kind?, id: id?, data: data? })
    }

    /// Events until `done` holds for the last one (included) or `limit` passes.
    pub async fn until(&mut self, limit: Duration, done: impl Fn(&Event) -> bool) -> Vec<Event> {
        let deadline = Instant::now() + limit;
        let mut events = Vec::new();
        while let Some(e) = self.next(deadline.saturating_duration_since(Instant::now())).await {
            let stop = done(&e);
            events.push(e);
            if stop {
                break;
            }
        }
        events
    }
}

/// An event's `stamp` as seconds since the epoch.
pub fn stamp_s(e: &Event) -> f64 {
    let s = e.data["stamp"].as_str().expect("stamp");
    let t = humantime::parse_rfc3339(s).expect("RFC 3339 stamp");
    t.duration_since(std::time::UNIX_EPOCH).expect("after the epoch").as_secs_f64()
}
