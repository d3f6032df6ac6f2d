//! One log line per request, after its answer: method, path (quoted, as every client string in a
//! log line is), version, status and how long the answer took, under the target
//! `armrest::request` at `info`.
//!
//! One event and no span: a `tracing` span per request (what `tower_http::trace` makes) is
//! created, formatted into a string, entered and closed on every request, and in the profile of
//! issue 25 the request log cost a third of armrest's read rate. Lines a handler logs name what
//! they are about themselves (a motion's target, an agent's call).

use armrest_backend::client_text::quoted;
use axum::extract::Request;
use axum::http::{Method, StatusCode, Uri, Version};
use std::borrow::Cow;
use std::fmt::Write as _;
use std::time::Instant;

/// The target of the request lines: `RUST_LOG=armrest::request=warn` leaves them out.
pub const TARGET: &str = "armrest::request";

/// What the line needs of the request, taken only when the line will be written.
pub struct Asked {
    method: Method,
    uri: Uri,
    version: Version,
    at: Instant,
}

impl Asked {
    /// What to log of `request`; `None` when the request lines are off.
    pub fn of(request: &Request) -> Option<Asked> {
        tracing::enabled!(target: TARGET, tracing::Level::INFO).then(|| Asked {
            method: request.method().clone(),
            uri: request.uri().clone(),
            version: request.version(),
            at: Instant::now(),
        })
    }

    /// Writes the line of the request, answered with `status`: straight into the service's log
    /// when it is armrest's own, else through `tracing`.
    pub fn answered(self, status: StatusCode) {
        let line =
            Answered { asked: &self, status, micros: u64::try_from(self.at.elapsed().as_micros()).unwrap_or(u64::MAX) };
        if !crate::logging::write_direct(tracing::Level::INFO, TARGET, format_args!("{line}")) {
            tracing::info!(target: TARGET, "{line}");
        }
    }
}

/// The request line's message.
struct Answered<'a> {
    asked: &'a Asked,
    status: StatusCode,
    /// How long the answer took: whole microseconds, written as milliseconds with three
    /// decimals (integers format faster than a float on a line written for every request).
    micros: u64,
}

impl std::fmt::Display for Answered<'_> {
    // Piece by piece rather than through one format string: this line is written for every
    // request, and the pieces need no padding but the milliseconds' decimals.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let Asked { method, uri, version, .. } = self.asked;
        f.write_str(method.as_str())?;
        f.write_char(' ')?;
        std::fmt::Display::fmt(&quoted(&shown(uri)), f)?;
        write!(f, " {version:?} ")?;
        f.write_str(self.status.as_str())?;
        let us = self.micros;
        write!(f, " {}.", us / 1000)?;
        let decimals = us % 1000;
        for digit in [decimals / 100, decimals / 10 % 10, decimals % 10] {
            f.write_char(char::from_digit(u32::try_from(digit).unwrap_or(0), 10).unwrap_or('0'))?;
        }
        f.write_str(" ms")
    }
}

/// The request target as the client sent it: the path and query, or, for the rare request in
/// absolute form, the whole URI.
fn shown(uri: &Uri) -> Cow<'_, str> {
    match uri.path_and_query() {
        Some(path) if uri.scheme().is_none() => Cow::Borrowed(path.as_str()),
        _ => Cow::Owned(uri.to_string()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_line_says_method_target_version_status_and_milliseconds() {
        let asked = Asked {
            method: Method::POST,
            uri: Uri::from_static("/trajectory/send?x=%60"),
            version: Version::HTTP_11,
            at: Instant::now(),
        };
        let line = |status, micros| Answered { asked: &asked, status, micros }.to_string();
        assert_eq!(line(StatusCode::OK, 1234), "POST `/trajectory/send?x=%60` HTTP/1.1 200 1.234 ms");
        assert_eq!(line(StatusCode::UNPROCESSABLE_ENTITY, 5), "POST `/trajectory/send?x=%60` HTTP/1.1 422 0.005 ms");
        assert_eq!(line(StatusCode::NOT_FOUND, 12_000_050), "POST `/trajectory/send?x=%60` HTTP/1.1 404 12000.050 ms");
        assert_eq!(line(StatusCode::OK, 999), "POST `/trajectory/send?x=%60` HTTP/1.1 200 0.999 ms");
    }
}
