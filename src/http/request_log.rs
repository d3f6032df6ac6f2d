//! One log line per request, after its answer: method, path (quoted, as every client string in a
//! log line is), version, status and how long the answer took, under the target
//! `armrest::request` at `info`.
//!
//! One event and no span: a `tracing` span per request (what `tower_http::trace` makes) is
//! created, formatted into a string, entered and closed on every request, and in the profile of
//! issue 25 the request log cost a third of armrest's read rate. Lines a handler logs name what
//! they are about themselves (a motion's target, an agent's call).
//!
//! The worker that answered only records the line's parts as bytes (`Answered::record`); the log
//! thread writes the line from them (`logging::write_later`), off the request path
//! (docs/performance.md, "The HTTP ceiling").

use armrest_backend::client_text::push_quoted;
use axum::extract::Request;
use axum::http::{Method, StatusCode, Uri, Version};
use smallvec::SmallVec;
use std::borrow::Cow;
use std::time::Instant;

/// The target of the request lines: `RUST_LOG=armrest::request=warn` leaves them out.
pub const TARGET: &str = "armrest::request";

/// What the line needs of the request, taken only when the line will be written.
pub struct Asked {
    method: Method,
    /// The request target's text, copied: a clone of the request's `Uri` shares hyper's read
    /// buffer, and held past the request it kept hyper from reusing that buffer, a fresh one
    /// for every request (issue 25). A path up to [`TARGET_INLINE`] bytes is copied without an
    /// allocation.
    target: SmallVec<[u8; TARGET_INLINE]>,
    version: Version,
    at: Instant,
}

/// The longest request target an [`Asked`] holds without a heap allocation: longer than every
/// route's path.
const TARGET_INLINE: usize = 64;

impl Asked {
    /// What to log of `request`; `None` when the request lines are off.
    pub fn of(request: &Request) -> Option<Asked> {
        tracing::enabled!(target: TARGET, tracing::Level::INFO).then(|| Asked {
            method: request.method().clone(),
            target: SmallVec::from_slice(shown(request.uri()).as_bytes()),
            version: request.version(),
            at: Instant::now(),
        })
    }

    /// Writes the line of the request, answered with `status`: by the log thread when the
    /// service's log is armrest's own, else through `tracing`.
    pub fn answered(self, status: StatusCode) {
        let micros = u64::try_from(self.at.elapsed().as_micros()).unwrap_or(u64::MAX);
        let line = Answered {
            method: Cow::Borrowed(self.method.as_str()),
            target: String::from_utf8_lossy(&self.target),
            version: version_text(self.version),
            status: status.as_u16(),
            micros,
        };
        if !crate::logging::write_later(tracing::Level::INFO, TARGET, |bytes| line.record(bytes), Answered::message) {
            let mut message = String::new();
            line.push(&mut message);
            tracing::info!(target: TARGET, "{message}");
        }
    }
}

/// The request line's message.
#[derive(Debug, PartialEq)]
struct Answered<'a> {
    method: Cow<'a, str>,
    /// The request target as the client sent it.
    target: Cow<'a, str>,
    version: &'static str,
    status: u16,
    /// How long the answer took: whole microseconds, written as milliseconds with three
    /// decimals (integers format faster than a float on a line written for every request).
    micros: u64,
}

/// The versions a request line can name, by their number in a record (`Answered::record`).
const VERSIONS: [&str; 6] = ["HTTP/0.9", "HTTP/1.0", "HTTP/1.1", "HTTP/2.0", "HTTP/3.0", "HTTP/?"];

fn version_text(version: Version) -> &'static str {
    match version {
        Version::HTTP_09 => VERSIONS[0],
        Version::HTTP_10 => VERSIONS[1],
        Version::HTTP_11 => VERSIONS[2],
        Version::HTTP_2 => VERSIONS[3],
        Version::HTTP_3 => VERSIONS[4],
        _ => VERSIONS[5],
    }
}

impl Answered<'_> {
    /// Appends the line's parts as bytes, for the log thread: the status (2 bytes), the
    /// microseconds (8), the version's number in [`VERSIONS`] (1), then the method and the
    /// target, each as its length (4 bytes) and its text. Little-endian.
    fn record(&self, out: &mut Vec<u8>) {
        out.extend_from_slice(&self.status.to_le_bytes());
        out.extend_from_slice(&self.micros.to_le_bytes());
        out.push(u8::try_from(VERSIONS.iter().position(|v| *v == self.version).unwrap_or(5)).unwrap_or(5));
        for text in [&self.method, &self.target] {
            // A text longer than 4 GiB is not in a request hyper accepted; cut, not a panic.
            let len = u32::try_from(text.len()).unwrap_or(u32::MAX);
            out.extend_from_slice(&len.to_le_bytes());
            out.extend_from_slice(&text.as_bytes()[..len as usize]);
        }
    }

    /// The line's parts from the bytes [`Answered::record`] wrote; `None` if they are not such.
    fn read(bytes: &[u8]) -> Option<Answered<'_>> {
        let mut rest = bytes;
        let mut take = |n: usize| -> Option<&[u8]> {
            let (taken, left) = rest.split_at_checked(n)?;
            rest = left;
            Some(taken)
        };
        let status = u16::from_le_bytes(take(2)?.try_into().ok()?);
        let micros = u64::from_le_bytes(take(8)?.try_into().ok()?);
        let version = VERSIONS.get(usize::from(*take(1)?.first()?)).copied()?;
        let mut text = || -> Option<Cow<'_, str>> {
            let len = u32::from_le_bytes(take(4)?.try_into().ok()?);
            let bytes = take(usize::try_from(len).ok()?)?;
            // Recorded from text, so nearly always text; the check by chunks is the slower one.
            Some(std::str::from_utf8(bytes).map_or_else(|_| String::from_utf8_lossy(bytes), Cow::Borrowed))
        };
        let method = text()?;
        let target = text()?;
        Some(Answered { method, target, version, status, micros })
    }

    /// The message of a line recorded as `bytes`: for the log thread.
    fn message(bytes: &[u8], out: &mut String) {
        match Answered::read(bytes) {
            Some(line) => line.push(out),
            None => out.push_str("(a request line that could not be read back)"),
        }
    }

    /// Appends the message. Piece by piece into the `String` rather than through `fmt`: this
    /// line is written for every request.
    fn push(&self, out: &mut String) {
        let mut number = itoa::Buffer::new();
        out.push_str(&self.method);
        out.push(' ');
        push_quoted(out, &self.target);
        out.push(' ');
        out.push_str(self.version);
        out.push(' ');
        out.push_str(number.format(self.status));
        out.push(' ');
        // Milliseconds with three decimals, from whole microseconds.
        out.push_str(number.format(self.micros / 1000));
        out.push('.');
        let decimals = self.micros % 1000;
        for digit in [decimals / 100, decimals / 10 % 10, decimals % 10] {
            out.push(char::from_digit(u32::try_from(digit).unwrap_or(0), 10).unwrap_or('0'));
        }
        out.push_str(" ms");
    }
}

/// The request target as the client sent it: the path and query, or, for the rare request in
/// absolute form, the whole URI.
fn shown(uri: &Uri) -> Cow<'_, str> {
    let target = match uri.path_and_query() {
        Some(path) if uri.scheme().is_none() => Cow::Borrowed(path.as_str()),
        _ => Cow::Owned(uri.to_string()),
    };
    redacted(target)
}

/// Query parameters whose values are secrets (D29: the lease is never logged): the jog's
/// WebSocket takes its lease as `?lease=`, browsers setting no header there (issue 49).
const SECRET_PARAMETERS: &[&str] = &["lease"];

/// `target` with the value of every [`SECRET_PARAMETERS`] query parameter written `***`.
fn redacted(target: Cow<'_, str>) -> Cow<'_, str> {
    let Some((path, query)) = target.split_once('?') else { return target };
    let secret = |pair: &str| {
        let name = pair.split_once('=').map_or(pair, |(n, _)| n);
        SECRET_PARAMETERS.iter().any(|s| name.eq_ignore_ascii_case(s))
    };
    if !query.split('&').any(|p| secret(p) && p.contains('=')) {
        return target;
    }
    let query: Vec<String> = query
        .split('&')
        .map(|p| match p.split_once('=') {
            Some((name, _)) if secret(p) => format!("{name}=***"),
            _ => p.to_owned(),
        })
        .collect();
    Cow::Owned(format!("{path}?{}", query.join("&")))
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn line(method: &str, target: &str, status: u16, micros: u64) -> String {
        let mut line = String::new();
        Answered {
            method: method.into(),
            target: target.into(),
            version: version_text(Version::HTTP_11),
            status,
            micros,
        }
        .push(&mut line);
        line
    }

    #[test]
    fn the_line_says_method_target_version_status_and_milliseconds() {
        let target = "/trajectory/send?x=%60";
        assert_eq!(line("POST", target, 200, 1234), "POST `/trajectory/send?x=%60` HTTP/1.1 200 1.234 ms");
        assert_eq!(line("POST", target, 422, 5), "POST `/trajectory/send?x=%60` HTTP/1.1 422 0.005 ms");
        assert_eq!(line("POST", target, 404, 12_000_050), "POST `/trajectory/send?x=%60` HTTP/1.1 404 12000.050 ms");
        assert_eq!(line("POST", target, 200, 999), "POST `/trajectory/send?x=%60` HTTP/1.1 200 0.999 ms");
    }

    #[test]
    fn a_lease_in_the_query_is_never_written() {
        let uri: Uri = "/robot/jog?lease=529d0c5e&rate=10&LEASE=abc".parse().unwrap();
        assert_eq!(shown(&uri), "/robot/jog?lease=***&rate=10&LEASE=***");
        let plain: Uri = "/robot/stream?events=state".parse().unwrap();
        assert!(matches!(shown(&plain), Cow::Borrowed(_)), "nothing copied without a secret");
        assert_eq!(shown(&"/robot/jog?leased=1".parse().unwrap()), "/robot/jog?leased=1");
    }

    #[test]
    fn every_version_is_named_as_the_http_crate_names_it() {
        for v in [Version::HTTP_09, Version::HTTP_10, Version::HTTP_11, Version::HTTP_2, Version::HTTP_3] {
            assert_eq!(version_text(v), format!("{v:?}"));
        }
    }

    #[test]
    fn bytes_that_are_no_record_say_so_rather_than_panic() {
        let mut out = String::new();
        Answered::message(&[1, 2, 3], &mut out);
        assert_eq!(out, "(a request line that could not be read back)");
    }

    proptest! {
        /// The log thread writes the line the worker would have written.
        #[test]
        fn a_recorded_line_reads_back_as_the_same_line(
            method in "[A-Z]{1,10}|\\PC{0,12}",
            target in "/\\PC{0,40}",
            version in 0usize..6,
            status in 100u16..1000,
            micros: u64,
            cut in 0usize..64,
        ) {
            let (method, target) = (method.as_str().into(), target.as_str().into());
            let asked = Answered { method, target, version: VERSIONS[version], status, micros };
            let mut bytes = Vec::new();
            asked.record(&mut bytes);
            let read = Answered::read(&bytes);
            prop_assert_eq!(read.as_ref(), Some(&asked));
            let mut written = String::new();
            let mut pushed = String::new();
            Answered::message(&bytes, &mut written);
            asked.push(&mut pushed);
            prop_assert_eq!(written, pushed);
            // Cut short, the record is refused, never misread.
            let cut = cut.min(bytes.len() - 1);
            prop_assert_eq!(Answered::read(&bytes[..cut]), None);
        }
    }
}
