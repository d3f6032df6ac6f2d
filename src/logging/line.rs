//! The shape of one log line: `time level target: message fields`, as `tracing_subscriber`'s
//! default format writes it (operators' tools and the tests read that shape), written without
//! its per-character escaping.
//!
//! `tracing_subscriber` passes every message through a writer that escapes terminal control
//! characters one character at a time; at 80,000 requests per second that was a third of the
//! request log's cost (issue 25). The same characters are escaped here, the same way, and a
//! text without any (nearly every line) is written in one piece.

use std::cell::RefCell;
use std::fmt::{self, Write};
use std::time::{Duration, SystemTime, UNIX_EPOCH};
use tracing::field::{Field, Visit};
use tracing::{Event, Level, Subscriber};
use tracing_subscriber::fmt::format::Writer;
use tracing_subscriber::fmt::{FmtContext, FormatEvent, FormatFields};
use tracing_subscriber::registry::LookupSpan;

/// The service's log line format.
#[derive(Clone, Copy, Debug, Default)]
pub struct Line;

impl<S, N> FormatEvent<S, N> for Line
where
    S: Subscriber + for<'a> LookupSpan<'a>,
    N: for<'a> FormatFields<'a> + 'static,
{
    fn format_event(&self, _: &FmtContext<'_, S, N>, mut writer: Writer<'_>, event: &Event<'_>) -> fmt::Result {
        let meta = event.metadata();
        let ansi = writer.has_ansi_escapes();
        head(&mut writer, ansi, *meta.level(), meta.target(), SystemTime::now())?;
        let mut fields = Fields { out: &mut writer, first: true, result: Ok(()) };
        event.record(&mut fields);
        fields.result?;
        writer.write_char('\n')
    }
}

/// A whole line whose only field is its message, as [`Line`] writes an event of `level` and
/// `target` at `at` with that message: for a line written without an event (the request log).
pub fn message_line(
    out: &mut impl Write,
    ansi: bool,
    (level, target, at): (Level, &str, SystemTime),
    message: &str,
) -> fmt::Result {
    head(out, ansi, level, target, at)?;
    Escaped(&mut *out).write_str(message)?;
    out.write_char('\n')
}

/// The line's beginning: `time level target: `.
fn head(out: &mut impl Write, ansi: bool, level: Level, target: &str, at: SystemTime) -> fmt::Result {
    let text = level_text(level);
    if ansi {
        out.write_str(DIM)?;
        time(out, at)?;
        write!(out, "{RESET} {}{text}{RESET} {DIM}{target}:{RESET} ", colour(level))
    } else {
        time(out, at)?;
        for part in [" ", text, " ", target, ": "] {
            out.write_str(part)?;
        }
        Ok(())
    }
}

/// `t` as RFC 3339 in UTC with microseconds (`2026-11-25T19:04:15.123456Z`), as
/// `humantime::format_rfc3339_micros` writes it. The calendar part is worked out once a second
/// per thread: on a line written for every request it was most of the line's cost.
fn time(out: &mut impl Write, t: SystemTime) -> fmt::Result {
    thread_local! {
        /// A whole second since the epoch and its text up to the seconds (`2026-11-25T19:04:15`).
        static SECOND: RefCell<(u64, String)> = const { RefCell::new((0, String::new())) };
    }
    // A clock before 1970 is written as 1970, as no log reader would want a panic instead.
    let since = t.duration_since(UNIX_EPOCH).unwrap_or_default();
    SECOND.with_borrow_mut(|(second, text)| {
        if *second != since.as_secs() || text.is_empty() {
            text.clear();
            let whole = humantime::format_rfc3339_seconds(UNIX_EPOCH + Duration::from_secs(since.as_secs()));
            write!(text, "{whole}")?;
            text.pop(); // Its `Z`: the microseconds come before it.
            *second = since.as_secs();
        }
        out.write_str(text)
    })?;
    let mut fraction = *b".000000Z";
    let mut micros = since.subsec_micros();
    for digit in fraction[1..7].iter_mut().rev() {
        // A digit: below 10, so it fits the byte.
        *digit = b'0' + (micros % 10) as u8;
        micros /= 10;
    }
    // ASCII digits and punctuation.
    out.write_str(std::str::from_utf8(&fraction).map_err(|_| fmt::Error)?)
}

const DIM: &str = "\x1b[2m";
const RESET: &str = "\x1b[0m";

/// The level, five characters wide, as `tracing_subscriber` writes it.
fn level_text(level: Level) -> &'static str {
    match level {
        Level::TRACE => "TRACE",
        Level::DEBUG => "DEBUG",
        Level::INFO => " INFO",
        Level::WARN => " WARN",
        Level::ERROR => "ERROR",
    }
}

/// The level's colour on a terminal, as `tracing_subscriber` paints it.
fn colour(level: Level) -> &'static str {
    match level {
        Level::TRACE => "\x1b[35m",
        Level::DEBUG => "\x1b[34m",
        Level::INFO => "\x1b[32m",
        Level::WARN => "\x1b[33m",
        Level::ERROR => "\x1b[31m",
    }
}

/// Writes an event's fields: the message as it is, the others as ` name=value`.
struct Fields<'a, 'w> {
    out: &'a mut Writer<'w>,
    first: bool,
    result: fmt::Result,
}

impl Visit for Fields<'_, '_> {
    fn record_debug(&mut self, field: &Field, value: &dyn fmt::Debug) {
        let name = field.name();
        // The metadata `tracing-log` attaches to a `log` record, already in the line's head.
        if self.result.is_err() || name.starts_with("log.") {
            return;
        }
        let gap = if std::mem::take(&mut self.first) { "" } else { " " };
        let mut out = Escaped(&mut *self.out);
        self.result = if name == "message" {
            write!(out, "{gap}{value:?}")
        } else {
            write!(out, "{gap}{}={value:?}", name.strip_prefix("r#").unwrap_or(name))
        };
    }

    fn record_str(&mut self, field: &Field, value: &str) {
        self.record_debug(field, &value);
    }
}

/// Writes text with the characters a terminal would act on (ESC, BEL, BS, FF, DEL and the C1
/// controls) escaped, as `tracing_subscriber` escapes them.
struct Escaped<W>(W);

impl<W: Write> Write for Escaped<W> {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        // By bytes, the common case at once: every character acted on is one of these bytes
        // or, for the C1 controls (U+0080 to U+009F), begins with 0xC2.
        if !s.bytes().any(|b| matches!(b, 0x07 | 0x08 | 0x0c | 0x1b | 0x7f | 0xc2)) {
            return self.0.write_str(s);
        }
        for c in s.chars() {
            match c {
                '\x1b' => self.0.write_str("\\x1b")?,
                '\x07' => self.0.write_str("\\x07")?,
                '\x08' => self.0.write_str("\\x08")?,
                '\x0c' => self.0.write_str("\\x0c")?,
                '\x7f' => self.0.write_str("\\x7f")?,
                c if acted_on(c) => write!(self.0, "\\u{{{:x}}}", c as u32)?,
                c => self.0.write_char(c)?,
            }
        }
        Ok(())
    }
}

fn acted_on(c: char) -> bool {
    matches!(c, '\x1b' | '\x07' | '\x08' | '\x0c' | '\x7f' | '\u{80}'..='\u{9f}')
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::logging::tests::Sink;
    use proptest::prelude::*;

    /// What `emit` logs through `tracing_subscriber`'s own format and through [`Line`], with
    /// the timestamps cut off.
    fn both(emit: impl Fn()) -> (String, String) {
        let theirs = Sink::default();
        let ours = Sink::default();
        let subscriber = tracing_subscriber::fmt().with_ansi(false).with_writer(theirs.clone()).finish();
        tracing::subscriber::with_default(subscriber, &emit);
        let subscriber =
            tracing_subscriber::fmt().with_ansi(false).event_format(Line).with_writer(ours.clone()).finish();
        tracing::subscriber::with_default(subscriber, &emit);
        let text = |s: &Sink| strip_times(&String::from_utf8(s.0.lock().unwrap().clone()).unwrap());
        (text(&theirs), text(&ours))
    }

    /// `text` without the timestamps (`2026-11-25T19:04:15.123456Z`) it holds.
    pub(crate) fn strip_times(text: &str) -> String {
        const SHAPE: &[u8] = b"dddd-dd-ddTdd:dd:dd.ddddddZ";
        let is_time = |b: &[u8]| {
            b.len() >= SHAPE.len()
                && SHAPE.iter().zip(b).all(|(s, c)| if *s == b'd' { c.is_ascii_digit() } else { s == c })
        };
        let bytes = text.as_bytes();
        let (mut out, mut i) = (Vec::new(), 0);
        while i < bytes.len() {
            if is_time(&bytes[i..]) {
                i += SHAPE.len();
            } else {
                out.push(bytes[i]);
                i += 1;
            }
        }
        String::from_utf8(out).unwrap()
    }

    #[test]
    fn lines_read_as_tracing_subscriber_writes_them() {
        let (theirs, ours) = both(|| {
            tracing::info!(target: "armrest::request", "GET {} HTTP/1.1 200 {:.3} ms", "\"/robot/joint_states\"", 0.25);
            tracing::warn!(joint = 3, why = "beyond its limit", "a joint stopped");
            tracing::error!(r#type = "x", "an error\x1b[31m with a bell \x07 and \u{9b}");
            tracing::debug!("not shown at the default level");
        });
        assert_eq!(ours, theirs);
        assert_eq!(ours.lines().count(), 3, "{ours}");
    }

    #[test]
    fn the_time_is_rfc_3339_in_utc_with_microseconds() {
        let ours = Sink::default();
        let subscriber =
            tracing_subscriber::fmt().with_ansi(false).event_format(Line).with_writer(ours.clone()).finish();
        tracing::subscriber::with_default(subscriber, || tracing::info!("hello"));
        let text = String::from_utf8(ours.0.lock().unwrap().clone()).unwrap();
        let (time, rest) = text.split_once(' ').unwrap();
        assert!(humantime::parse_rfc3339(time).is_ok(), "{time}");
        assert_eq!(time.len(), "2026-11-25T19:04:15.123456Z".len(), "{time}");
        assert_eq!(rest, " INFO armrest::logging::line::tests: hello\n");
    }

    proptest! {
        /// Twice in one second and once in another: the second's text worked out and reused.
        #[test]
        fn the_time_is_written_as_humantime_writes_it(seconds in 0u64..8_000_000_000, micros in 0u32..1_000_000, later in 0u32..1_000_000) {
            let at = |s: u64, us: u32| UNIX_EPOCH + Duration::new(s, us * 1000 + 999);
            for t in [at(seconds, micros), at(seconds, later), at(seconds + 1, micros)] {
                let mut ours = String::new();
                time(&mut ours, t).unwrap();
                prop_assert_eq!(ours, humantime::format_rfc3339_micros(t).to_string());
            }
        }

        #[test]
        fn any_message_is_escaped_as_tracing_subscriber_escapes_it(text in "\\PC{0,20}|[\\x00-\\x20\\x7f-\\u{a0}a]{0,20}") {
            let (theirs, ours) = both(|| tracing::info!("{text}"));
            prop_assert_eq!(ours, theirs);
        }
    }
}
