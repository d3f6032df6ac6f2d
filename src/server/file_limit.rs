//! The open-file limit and the connection bound below it (D26). Each connection is a file; so
//! are the backend's sockets, the runner's pipes, bags and logs. Connections get the limit less
//! a reserve, so a flood of them can never take the files the rest of the service needs.

/// Raises the soft open-file limit to the hard one (a process may do so unprivileged) and
/// returns the soft limit in force. `None` when the limit cannot be read.
pub fn raise_to_hard() -> Option<u64> {
    let mut limit = libc::rlimit { rlim_cur: 0, rlim_max: 0 };
    // SAFETY: getrlimit writes the struct it is given.
    if unsafe { libc::getrlimit(libc::RLIMIT_NOFILE, &mut limit) } != 0 {
        return None;
    }
    if limit.rlim_cur < limit.rlim_max {
        let raised = libc::rlimit { rlim_cur: limit.rlim_max, rlim_max: limit.rlim_max };
        // SAFETY: setrlimit reads the struct it is given.
        if unsafe { libc::setrlimit(libc::RLIMIT_NOFILE, &raised) } == 0 {
            return Some(raised.rlim_cur);
        }
        tracing::warn!(
            "could not raise the open-file limit from {} to {}: {}",
            limit.rlim_cur,
            limit.rlim_max,
            std::io::Error::last_os_error()
        );
    }
    Some(limit.rlim_cur)
}

/// The connection bound: the configured number, or fewer when the open-file limit less the
/// reserve is lower (never below one).
pub fn connection_bound(configured: usize, open_files: Option<u64>, reserved: usize) -> usize {
    let room = open_files.map_or(usize::MAX, |n| usize::try_from(n).unwrap_or(usize::MAX).saturating_sub(reserved));
    configured.min(room).max(1)
}

#[cfg(test)]
mod tests {
    use super::connection_bound;

    #[test]
    fn the_bound_stays_below_the_file_limit() {
        assert_eq!(connection_bound(1024, Some(1_048_576), 64), 1024);
        assert_eq!(connection_bound(1024, Some(256), 64), 192);
        assert_eq!(connection_bound(1024, Some(10), 64), 1, "one connection at least: /stop");
        assert_eq!(connection_bound(1024, None, 64), 1024);
        assert_eq!(connection_bound(1024, Some(u64::MAX), 64), 1024, "RLIM_INFINITY");
    }
}
