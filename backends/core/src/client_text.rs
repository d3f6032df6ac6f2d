//! Text a client sent, as armrest bounds it and shows it. Client strings reach 422 messages, log
//! lines and the logs armrest keeps (the trajectory log, the MCP audit): unbounded, one request
//! could add megabytes to each, and a line break inside one could forge a log line. So every
//! string field has a length bound (checked before anything else reads the value), and a
//! client's text is shown only through [`quoted`] or [`sanitized`].

use std::fmt::{self, Write};

/// The longest name a client gives where armrest expects a name: a named position, a frame
/// (`frame_id`), a planner, the event kinds of a stream. Real names (SRDF group states, URDF
/// links, tf frames) are identifiers of a few dozen characters; this is far above them and far
/// below what would make an answer or a log line large.
pub const NAME_MAX_CHARS: usize = 256;

/// At most this many characters of a client's text are shown in a message or a log line.
pub const SHOWN_MAX_CHARS: usize = 100;

/// `text` as a message or a log line shows it: in backticks, control characters and invisible
/// direction marks escaped (`\n`, `\u{1b}`, `\u{202e}`), at most [`SHOWN_MAX_CHARS`] characters,
/// then `…` and the whole text's length. A line break in it cannot start a line of its own, and an
/// escape sequence cannot reach the terminal that shows the log.
pub fn quoted(text: &str) -> Quoted<'_> {
    Quoted(text)
}

/// `text` escaped and cut as [`quoted`] does, without the backticks: for a field that keeps what
/// a client said (the MCP client's name in the audit).
pub fn sanitized(text: &str, max_chars: usize) -> String {
    let mut out = String::new();
    push_sanitized(&mut out, text, max_chars);
    out
}

/// [`sanitized`], appended to `out`.
pub fn push_sanitized(out: &mut String, text: &str, max_chars: usize) {
    // Writing into a String cannot fail.
    let _ = write_shown(out, text, max_chars);
}

/// [`quoted`], appended to `out`: for a line written piece by piece (the request log).
pub fn push_quoted(out: &mut String, text: &str) {
    // Writing into a String cannot fail.
    let _ = write_quoted(out, text);
}

/// What [`quoted`] returns: formats as the quoted text.
#[derive(Clone, Copy, Debug)]
pub struct Quoted<'a>(&'a str);

impl fmt::Display for Quoted<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_quoted(f, self.0)
    }
}

fn write_quoted(out: &mut impl Write, text: &str) -> fmt::Result {
    out.write_char('`')?;
    let cut = write_escaped(out, text, SHOWN_MAX_CHARS)?;
    out.write_char('`')?;
    if cut {
        write!(out, " ({} characters)", text.chars().count())?;
    }
    Ok(())
}

/// Writes `text` escaped and cut at `max_chars`, with `… (N characters)` when cut.
fn write_shown(out: &mut impl Write, text: &str, max_chars: usize) -> fmt::Result {
    if write_escaped(out, text, max_chars)? {
        write!(out, " ({} characters)", text.chars().count())?;
    }
    Ok(())
}

/// Writes at most `max_chars` characters of `text`, escaped; `…` and `true` when it cut.
fn write_escaped(out: &mut impl Write, text: &str, max_chars: usize) -> Result<bool, fmt::Error> {
    // The common text (a path, a name): printable ASCII within the bound, written in one piece.
    if text.len() <= max_chars && text.bytes().all(|b| (b' '..=b'~').contains(&b)) {
        out.write_str(text)?;
        return Ok(false);
    }
    for (shown, c) in text.chars().enumerate() {
        if shown == max_chars {
            out.write_char('…')?;
            return Ok(true);
        }
        if needs_escape(c) {
            write!(out, "{}", c.escape_default())?;
        } else {
            out.write_char(c)?;
        }
    }
    Ok(false)
}

/// Control characters, and the invisible marks that reorder or break what a reader sees (line
/// and paragraph separators, bidirectional overrides, the byte order mark).
fn needs_escape(c: char) -> bool {
    c.is_control()
        || matches!(c, '\u{200e}' | '\u{200f}' | '\u{2028}' | '\u{2029}' | '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}' | '\u{feff}')
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn short_text_is_shown_whole_and_escaped() {
        assert_eq!(quoted("base_link").to_string(), "`base_link`");
        assert_eq!(quoted("a\nb\r\u{1b}[2J\u{202e}").to_string(), "`a\\nb\\r\\u{1b}[2J\\u{202e}`");
        assert_eq!(quoted("").to_string(), "``");
        assert_eq!(quoted("ünïcödé").to_string(), "`ünïcödé`");
        assert_eq!(sanitized("claude\n1.0", 40), "claude\\n1.0");
        let mut pushed = String::from("a ");
        push_quoted(&mut pushed, "x\ny");
        assert_eq!(pushed, "a `x\\ny`");
    }

    #[test]
    fn long_text_is_cut_and_its_length_said() {
        let long = "x".repeat(8 * 1024 * 1024);
        let shown = quoted(&long).to_string();
        assert_eq!(shown, format!("`{}…` (8388608 characters)", "x".repeat(SHOWN_MAX_CHARS)));
        assert_eq!(quoted(&"y".repeat(SHOWN_MAX_CHARS)).to_string(), format!("`{}`", "y".repeat(SHOWN_MAX_CHARS)));
        assert_eq!(sanitized("abcdef", 3), "abc… (6 characters)");
    }

    proptest! {
        /// Whatever a client sends, what is shown is one short line.
        #[test]
        fn what_is_shown_is_one_bounded_line(text in any::<String>()) {
            let shown = quoted(&text).to_string();
            let mut pushed = String::new();
            push_quoted(&mut pushed, &text);
            prop_assert_eq!(&pushed, &shown);
            prop_assert!(!shown.chars().any(needs_escape), "{:?}", shown);
            // Every shown character escapes to at most 10 (`\u{10ffff}`), plus quotes and the length.
            prop_assert!(shown.chars().count() <= SHOWN_MAX_CHARS * 10 + 40, "{}", shown.len());
            if text.chars().count() <= SHOWN_MAX_CHARS && !text.chars().any(needs_escape) {
                prop_assert_eq!(shown, format!("`{text}`"));
            }
        }
    }
}
