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
}

impl EventReader {
    /// Opens `url` (a `/robot/stream` address) and checks it is an event stream.
    pub async fn open(client: &reqwest::Client, url: &str) -> EventReader {
        let response = client.get(url).send().await.expect("stream request");
        assert_eq!(response.status(), 200, "stream answer");
        let ct = response.headers().get("content-type").and_then(|v| v.to_str().ok()).unwrap_or("").to_owned();
        assert!(ct.starts_with("text/event-stream"), "content type {ct}");
        EventReader { response, buffer: String::new() }
    }

    /// The next event, or `None` at the stream's end or after `limit` without one.
    pub async fn next(&mut self, limit: Duration) -> Option<Event> {
        let deadline = tokio::time::Instant::now() + limit;
        loop {
            if let Some(end) = self.buffer.find("\n\n") {
                let frame: String = self.buffer.drain(..end + 2).collect();
                if let Some(event) = parse(&frame) {
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

    /// Events until `done` holds for one (included), which `awaited` describes. When the stream
    /// ends or `limit` (wall clock) passes first, the test fails naming it and the last event.
    pub async fn until(&mut self, limit: Duration, awaited: &str, mut done: impl FnMut(&Event) -> bool) -> Vec<Event> {
        let deadline = Instant::now() + limit;
        let mut events: Vec<Event> = Vec::new();
        while let Some(e) = self.next(deadline.saturating_duration_since(Instant::now())).await {
            let stop = done(&e);
            events.push(e);
            if stop {
                return events;
            }
        }
        panic!("no event within {limit:?} was {awaited}; {} events, the last: {:?}", events.len(), events.last());
    }
}

/// The event in one frame; `None` for a frame without one (a keep-alive comment).
fn parse(frame: &str) -> Option<Event> {
    let (mut kind, mut id, mut data) = (None, None, None);
    for line in frame.lines() {
        if let Some(v) = line.strip_prefix("event: ") {
            kind = Some(v.to_owned());
        } else if let Some(v) = line.strip_prefix("id: ") {
            id = v.parse().ok();
        } else if let Some(v) = line.strip_prefix("data: ") {
            data = Some(serde_json::from_str(v).expect("data is JSON"));
        }
    }
    Some(Event { kind: kind?, id: id?, data: data? })
}

/// An event's `stamp` as seconds since the epoch.
pub fn stamp_s(e: &Event) -> f64 {
    let s = e.data["stamp"].as_str().expect("stamp");
    let t = humantime::parse_rfc3339(s).expect("RFC 3339 stamp");
    t.duration_since(std::time::UNIX_EPOCH).expect("after the epoch").as_secs_f64()
}
