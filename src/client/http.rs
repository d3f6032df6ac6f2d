//! The HTTP client of the command line: one service's address, token and lease; each answer
//! sorted into what the command prints and the exit code a script branches on (D40).

use crate::cli::exit;
use crate::control::LEASE_HEADER_NAME;
use reqwest::{Method, RequestBuilder, StatusCode};
use serde_json::Value;

/// Why a command ends without its answer: printed on stderr, with its exit code.
#[derive(Debug)]
pub struct Failure {
    pub code: u8,
    pub message: String,
    /// The service's JSON answer, when there was one (`--json` prints it).
    pub body: Option<Value>,
}

impl Failure {
    pub fn unreachable(message: impl Into<String>) -> Failure {
        Failure { code: exit::UNREACHABLE, message: message.into(), body: None }
    }

    pub fn usage(message: impl Into<String>) -> Failure {
        Failure { code: exit::USAGE, message: message.into(), body: None }
    }

    pub fn failed(message: impl Into<String>, body: Option<Value>) -> Failure {
        Failure { code: exit::FAILED, message: message.into(), body }
    }
}

/// The exit code of an answer's status: 5xx is a service or robot out of reach, 4xx a refusal.
pub fn code_of(status: StatusCode) -> u8 {
    if status.is_success() {
        exit::DONE
    } else if status.is_server_error() {
        exit::UNREACHABLE
    } else {
        exit::REFUSED
    }
}

/// What an error answer says, D5's `detail` as one line: a text, or each problem at its place.
pub fn detail_text(body: &Value) -> String {
    match body.get("detail") {
        Some(Value::String(s)) => s.clone(),
        Some(Value::Array(items)) => items
            .iter()
            .map(|item| {
                let loc = item["loc"]
                    .as_array()
                    .map(|l| {
                        l.iter().map(|p| p.as_str().map_or_else(|| p.to_string(), str::to_owned)).collect::<Vec<_>>()
                    })
                    .unwrap_or_default()
                    .join(".");
                let msg = item["msg"].as_str().unwrap_or("");
                if loc.is_empty() { msg.to_owned() } else { format!("{loc}: {msg}") }
            })
            .collect::<Vec<_>>()
            .join("; "),
        _ => body.to_string(),
    }
}

#[derive(Clone)]
pub struct Client {
    base: String,
    token: Option<String>,
    lease: Option<String>,
    http: reqwest::Client,
}

impl Client {
    pub fn new(url: &str, token: Option<String>, lease: Option<String>) -> Result<Client, Failure> {
        let base = url.trim_end_matches('/').to_owned();
        if !(base.starts_with("http://") || base.starts_with("https://")) {
            return Err(Failure::usage(format!("--url {url}: expected an http:// address")));
        }
        let http = reqwest::Client::builder()
            .build()
            .map_err(|e| Failure::unreachable(format!("cannot make a client: {e}")))?;
        Ok(Client { base, token: token.filter(|t| !t.is_empty()), lease: lease.filter(|l| !l.is_empty()), http })
    }

    pub fn base(&self) -> &str {
        &self.base
    }

    pub fn lease(&self) -> Option<&str> {
        self.lease.as_deref()
    }

    pub fn with_lease(&self, lease: Option<String>) -> Client {
        Client { lease, ..self.clone() }
    }

    /// A request to `path` with the token and the lease.
    pub fn request(&self, method: Method, path: &str) -> RequestBuilder {
        let mut r = self.http.request(method, format!("{}{path}", self.base));
        if let Some(token) = &self.token {
            r = r.bearer_auth(token);
        }
        if let Some(lease) = &self.lease {
            r = r.header(LEASE_HEADER_NAME, lease);
        }
        r
    }

    /// Sends `request`; its JSON answer when the status is a success, else the failure it is.
    pub async fn send(&self, request: RequestBuilder) -> Result<Value, Failure> {
        let response = request.send().await.map_err(|e| self.unreachable(&e))?;
        let status = response.status();
        let text = response.text().await.map_err(|e| self.unreachable(&e))?;
        let body: Option<Value> = serde_json::from_str(&text).ok();
        if status.is_success() {
            return Ok(body.unwrap_or(Value::String(text)));
        }
        let said = body.as_ref().map_or_else(|| text.trim().to_owned(), detail_text);
        Err(Failure { code: code_of(status), message: format!("{status}: {said}"), body })
    }

    pub async fn get(&self, path: &str) -> Result<Value, Failure> {
        self.send(self.request(Method::GET, path)).await
    }

    pub async fn post(&self, path: &str, body: &Value) -> Result<Value, Failure> {
        self.send(self.request(Method::POST, path).json(body)).await
    }

    pub async fn put(&self, path: &str, body: &Value) -> Result<Value, Failure> {
        self.send(self.request(Method::PUT, path).json(body)).await
    }

    pub async fn delete(&self, path: &str) -> Result<Value, Failure> {
        self.send(self.request(Method::DELETE, path)).await
    }

    pub fn unreachable(&self, e: &reqwest::Error) -> Failure {
        let mut cause = e.to_string();
        let mut source = std::error::Error::source(e);
        while let Some(s) = source {
            cause = format!("{cause}: {s}");
            source = s.source();
        }
        Failure::unreachable(format!("cannot reach {}: {cause}", self.base))
    }
}

/// A path segment percent-encoded (a position's, an object's or a recording's name).
pub fn segment(name: &str) -> String {
    let mut out = String::with_capacity(name.len());
    for b in name.bytes() {
        if b.is_ascii_alphanumeric() || b"-._~".contains(&b) {
            out.push(char::from(b));
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn statuses_map_to_exit_codes() {
        assert_eq!(code_of(StatusCode::OK), exit::DONE);
        for s in [401, 403, 404, 409, 413, 422, 423] {
            assert_eq!(code_of(StatusCode::from_u16(s).expect("status")), exit::REFUSED, "{s}");
        }
        for s in [500, 503, 504] {
            assert_eq!(code_of(StatusCode::from_u16(s).expect("status")), exit::UNREACHABLE, "{s}");
        }
    }

    #[test]
    fn details_read_as_one_line() {
        assert_eq!(detail_text(&json!({"detail": "busy"})), "busy");
        let list = json!({"detail": [{"loc": ["body", "joints", 0], "msg": "out of range", "type": "x"}, {"loc": [], "msg": "m"}]});
        assert_eq!(detail_text(&list), "body.joints.0: out of range; m");
        assert_eq!(segment("a b/é"), "a%20b%2F%C3%A9");
    }
}
