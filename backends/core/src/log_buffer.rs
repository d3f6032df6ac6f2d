//! A bounded log of timestamped lines, as `/trajectory/logs` and `/sequences/logs` serve them.
//! Old lines fall off the front so memory stays flat however long the service runs.

use std::collections::VecDeque;
use std::sync::{Mutex, PoisonError};
use std::time::SystemTime;

pub struct LogBuffer {
    capacity: usize,
    lines: Mutex<VecDeque<String>>,
}

impl LogBuffer {
    pub fn new(capacity: usize) -> Self {
        LogBuffer { capacity: capacity.max(1), lines: Mutex::new(VecDeque::new()) }
    }

    /// Appends `line`, prefixed with the current UTC time (RFC 3339, milliseconds).
    pub fn push(&self, line: impl AsRef<str>) {
        let stamped = format!("{} {}", humantime::format_rfc3339_millis(SystemTime::now()), line.as_ref());
        let mut lines = self.lines.lock().unwrap_or_else(PoisonError::into_inner);
        if lines.len() == self.capacity {
            lines.pop_front();
        }
        lines.push_back(stamped);
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
}
