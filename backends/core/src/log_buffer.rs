//! A bounded log of timestamped lines, as `/trajectory/logs` and `/sequences/logs` serve them.
//! Old lines fall off the front so memory stays flat however long the service runs. An
//! observer (the event stream) sees every line as it is stored.

use crate::client_text::push_sanitized;
use std::collections::VecDeque;
use std::fmt::Write;
use std::sync::{Arc, Mutex, PoisonError, RwLock};
use std::time::SystemTime;

/// The most lines one read may ask for (`n` of `/trajectory/logs`, `/sequences/logs` and
/// `GET /mcp/audit`). A log must keep at least this many, so that a read of the maximum is whole.
pub const MAX_TAIL: usize = 300;

/// The longest line kept, characters: longer ones are cut (and say how long they were). Client
/// text reaches these logs only bounded and quoted; this bounds what any other source adds
/// (a runner's output, a middleware's error).
pub const MAX_LINE_CHARS: usize = 2000;

/// Called with each line as stored (timestamp included), in the order the log keeps them.
pub type LineObserver = Arc<dyn Fn(&str) + Send + Sync>;

pub struct LogBuffer {
    capacity: usize,
    lines: Mutex<VecDeque<String>>,
    observers: RwLock<Vec<LineObserver>>,
    /// Written after each line's timestamp: what the lines are about now (the trajectory log's
    /// `[motion 17] `, D39); empty for none.
    prefix: RwLock<String>,
}

impl LogBuffer {
    pub fn new(capacity: usize) -> Self {
        LogBuffer {
            capacity: capacity.max(1),
            lines: Mutex::new(VecDeque::new()),
            observers: RwLock::default(),
            prefix: RwLock::default(),
        }
    }

    /// Appends `line`, prefixed with the current UTC time (RFC 3339, milliseconds): one line,
    /// control characters escaped, at most [`MAX_LINE_CHARS`].
    pub fn push(&self, line: impl AsRef<str>) {
        let line = line.as_ref();
        let mut lines = self.lines.lock().unwrap_or_else(PoisonError::into_inner);
        // A full log writes the new line over the oldest one's text: a busy log (a trajectory
        // writes three lines) allocates nothing once it is full.
        let mut stamped =
            if lines.len() == self.capacity { lines.pop_front().unwrap_or_default() } else { String::new() };
        stamped.clear();
        // Writing into a String cannot fail.
        let _ = write!(stamped, "{} ", humantime::format_rfc3339_millis(SystemTime::now()));
        stamped.push_str(&self.prefix.read().unwrap_or_else(PoisonError::into_inner));
        push_sanitized(&mut stamped, line, MAX_LINE_CHARS);
        // Observers are told while the lock is held, so they see lines in the log's order.
        for observe in self.observers.read().unwrap_or_else(PoisonError::into_inner).iter() {
            observe(&stamped);
        }
        lines.push_back(stamped);
    }

    /// From now on, every line pushed starts (after its timestamp) with `prefix`; `""` for none.
    pub fn set_prefix(&self, prefix: impl Into<String>) {
        *self.prefix.write().unwrap_or_else(PoisonError::into_inner) = prefix.into();
    }

    /// From now on, `observer` sees every line pushed.
    pub fn observe(&self, observer: LineObserver) {
        self.observers.write().unwrap_or_else(PoisonError::into_inner).push(observer);
    }

    /// The latest `n` lines, oldest first.
    pub fn tail(&self, n: usize) -> Vec<String> {
        let lines = self.lines.lock().unwrap_or_else(PoisonError::into_inner);
        lines.iter().skip(lines.len().saturating_sub(n)).cloned().collect()
    }

    /// Forgets every line (a new sequence run replaces the previous run's output).
    pub fn clear(&self) {
        self.lines.lock().unwrap_or_else(PoisonError::into_inner).clear();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keeps_the_latest_lines_with_timestamps() {
        let log = LogBuffer::new(3);
        for i in 0..5 {
            log.push(format!("line {i}"));
        }
        let tail = log.tail(10);
        assert_eq!(tail.len(), 3);
        assert!(tail[0].ends_with("Z line 2"), "{}", tail[0]);
        assert!(tail[2].ends_with("line 4"));
        assert_eq!(log.tail(1).len(), 1);
        log.clear();
        assert!(log.tail(5).is_empty());
    }

    #[test]
    fn a_line_is_one_bounded_line() {
        let log = LogBuffer::new(3);
        log.push(format!("frame {}", "f".repeat(10 * MAX_LINE_CHARS)));
        log.push("forged\n2099-01-01T00:00:00.000Z all is well");
        let tail = log.tail(2);
        assert!(tail[0].chars().count() < MAX_LINE_CHARS + 60, "{}", tail[0].len());
        assert!(
            tail[0].ends_with(&format!("… ({} characters)", 10 * MAX_LINE_CHARS + 6)),
            "{}",
            &tail[0][tail[0].len() - 40..]
        );
        assert!(tail[1].ends_with("forged\\n2099-01-01T00:00:00.000Z all is well"), "{}", tail[1]);
    }

    #[test]
    fn a_prefix_names_what_the_lines_are_about() {
        let log = LogBuffer::new(3);
        log.push("before");
        log.set_prefix("[motion 7] ");
        log.push("during");
        log.set_prefix("");
        log.push("after");
        let tail = log.tail(3);
        assert!(tail[0].ends_with("Z before"), "{}", tail[0]);
        assert!(tail[1].ends_with("Z [motion 7] during"), "{}", tail[1]);
        assert!(tail[2].ends_with("Z after"), "{}", tail[2]);
    }

    #[test]
    fn observers_see_every_line_as_stored() {
        let log = LogBuffer::new(2);
        let seen = Arc::new(Mutex::new(Vec::new()));
        let into = Arc::clone(&seen);
        log.observe(Arc::new(move |line: &str| into.lock().unwrap().push(line.to_owned())));
        for i in 0..4 {
            log.push(format!("line {i}"));
        }
        let seen = seen.lock().unwrap().clone();
        assert_eq!(seen.len(), 4, "lines that fell off the log were still observed");
        assert_eq!(&seen[2..], log.tail(2).as_slice());
    }
}
