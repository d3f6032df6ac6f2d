//! No request gets a dropped connection (D5): thousands of error answers, many given before the
//! body was read, each followed by another request on the same keep-alive connection. A raw
//! HTTP/1.1 client, so nothing hides a closed connection by reconnecting: it reconnects only
//! when an answer said `Connection: close`.

use crate::common::{Options, Server};
use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;

/// Small upload limit, so bodies over it (413) are part of the mix.
const MAX_BYTES: usize = 65536;

struct Answer {
    status: u16,
    close: bool,
}

struct Connection {
    addr: String,
    stream: Option<BufReader<TcpStream>>,
    reconnects: usize,
}

impl Connection {
    fn new(addr: &str) -> Connection {
        Connection { addr: addr.to_owned(), stream: None, reconnects: 0 }
    }

    /// Sends one request and reads its whole answer; `Err` if the connection ended without one.
    /// `split` sends the body in two parts with a pause between, as a body crossing a real
    /// network arrives: the answer may come before the rest of the body has.
    fn send(
        &mut self,
        method: &str,
        path: &str,
        content_type: Option<&str>,
        body: &[u8],
        split: bool,
    ) -> Result<Answer, String> {
        if self.stream.is_none() {
            let s = TcpStream::connect(&self.addr).map_err(|e| format!("connect: {e}"))?;
            s.set_nodelay(true).map_err(|e| format!("nodelay: {e}"))?;
            self.stream = Some(BufReader::new(s));
            self.reconnects += 1;
        }
        let reader = self.stream.as_mut().expect("connected");
        let mut head = format!("{method} {path} HTTP/1.1\r\nhost: {}\r\ncontent-length: {}\r\n", self.addr, body.len());
        if let Some(ct) = content_type {
            head.push_str(&format!("content-type: {ct}\r\n"));
        }
        head.push_str("\r\n");
        let mut request = head.into_bytes();
        let (first, rest) = body.split_at(if split { body.len() / 2 } else { body.len() });
        request.extend_from_slice(first);
        let out = reader.get_mut();
        out.write_all(&request).map_err(|e| format!("write: {e}"))?;
        if !rest.is_empty() {
            std::thread::sleep(std::time::Duration::from_millis(2));
            // The server may have answered and closed meanwhile; the answer is still readable.
            let _ = out.write_all(rest);
        }
        let answer = read_answer(reader);
        if answer.as_ref().map_or(true, |a| a.close) {
            self.stream = None;
        }
        answer
    }
}

fn read_answer(reader: &mut BufReader<TcpStream>) -> Result<Answer, String> {
    let mut line = String::new();
    if reader.read_line(&mut line).map_err(|e| format!("read: {e}"))? == 0 {
        return Err("connection closed without response".into());
    }
    let status: u16 =
        line.split_whitespace().nth(1).and_then(|s| s.parse().ok()).ok_or(format!("status line {line:?}"))?;
    let (mut length, mut close) = (0usize, false);
    loop {
        line.clear();
        reader.read_line(&mut line).map_err(|e| format!("read: {e}"))?;
        let header = line.trim_end();
        if header.is_empty() {
            break;
        }
        let (name, value) = header.split_once(':').ok_or(format!("header {header:?}"))?;
        match name.trim().to_ascii_lowercase().as_str() {
            "content-length" => length = value.trim().parse().map_err(|_| format!("length {value:?}"))?,
            "connection" => close = value.trim().eq_ignore_ascii_case("close"),
            "transfer-encoding" => return Err(format!("unexpected transfer-encoding {value}")),
            _ => {}
        }
    }
    let mut body = vec![0; length];
    reader.read_exact(&mut body).map_err(|e| format!("body: {e}"))?;
    serde_json::from_slice::<serde_json::Value>(&body).map_err(|_| format!("{status}: non-JSON body"))?;
    Ok(Answer { status, close })
}

#[tokio::test(flavor = "multi_thread")]
async fn five_thousand_error_then_request_pairs_on_one_connection() {
    let s = Server::start(Options::default().with_endpoints(|e| e.uploads.max_bytes = MAX_BYTES)).await;
    let addr = s.base.trim_start_matches("http://").to_owned();
    let routes = [
        "/robot/move/joints",
        "/robot/move/named",
        "/robot/move/pose",
        "/trajectory/send",
        "/trajectory/send_csv?separator=%3B",
        "/trajectory/send_csv?separator=toolong",
        "/sequences/start",
        "/nowhere",
    ];
    let types = [Some("application/json"), Some("text/plain"), Some("multipart/form-data; boundary=xyz"), None];
    let sizes = [0usize, 17, 1000, 40_000, MAX_BYTES + 10_000];
    let outcome = tokio::task::spawn_blocking(move || {
        let mut c = Connection::new(&addr);
        let (mut failures, mut closes, mut statuses) = (Vec::new(), Vec::new(), std::collections::BTreeMap::new());
        for i in 0..5000usize {
            let route = routes[i % routes.len()];
            let content_type = types[(i / routes.len()) % types.len()];
            let size = sizes[(i / (routes.len() * types.len())) % sizes.len()];
            // Never valid for the route: a JSON prefix cut short, then filler.
            let mut body = b"{\"joints\": [0.1, ".to_vec();
            body.resize(size.max(body.len()), b'7');
            body.truncate(size);
            match c.send("POST", route, content_type, &body, i % 2 == 1) {
                Ok(a) => {
                    assert!(a.status >= 400, "{route} {content_type:?} {size}: {}", a.status);
                    *statuses.entry(a.status).or_insert(0) += 1;
                    if a.close {
                        closes.push(size);
                    }
                }
                Err(e) => failures.push(format!("pair {i}, {route} {content_type:?} {size} B: {e}")),
            }
            match c.send("GET", "/sequences/status", None, b"", false) {
                Ok(a) => assert_eq!(a.status, 200),
                Err(e) => failures.push(format!("pair {i}, the request after {route} {content_type:?} {size} B: {e}")),
            }
        }
        (failures, closes, statuses, c.reconnects)
    })
    .await
    .expect("client");
    let (failures, closes, statuses, reconnects) = outcome;
    assert!(
        failures.is_empty(),
        "{} connection errors, first: {:?}",
        failures.len(),
        &failures[..failures.len().min(5)]
    );
    // Bodies over the limit are answered 413 and the connection is closed by announcement.
    assert!(statuses.get(&413).is_some_and(|n| *n > 0), "{statuses:?}");
    assert!(statuses.get(&422).is_some_and(|n| *n > 1000), "{statuses:?}");
    assert_eq!(reconnects, closes.len() + 1, "a new connection only after `Connection: close`");
    // Only answers to bodies over the limit may say close: everything else was drained.
    assert!(closes.iter().all(|size| *size > MAX_BYTES), "closed after bodies of {closes:?} bytes");
}
