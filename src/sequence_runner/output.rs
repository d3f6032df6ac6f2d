//! The runner's output lines. armrest reads them through pipes that close when armrest dies;
//! `println!` would then panic (EPIPE) before the runner cancelled its goal, so every line goes
//! through these macros, which drop a line nobody can read.

/// One line on stdout (progress).
#[macro_export]
macro_rules! runner_out {
    ($($arg:tt)*) => {{
        use std::io::Write as _;
        let _ = writeln!(std::io::stdout(), $($arg)*);
    }};
}

/// One line on stderr (errors).
#[macro_export]
macro_rules! runner_err {
    ($($arg:tt)*) => {{
        use std::io::Write as _;
        let _ = writeln!(std::io::stderr(), $($arg)*);
    }};
}

pub use crate::{runner_err as err, runner_out as out};
