//! Runs a motion sequence file on the robot; launched by armrest for `POST /sequences/start`,
//! and usable by hand. See `armrest::runner` for the behaviour and exit codes.

use armrest::runner::sim_transport::SimTransport;
use armrest::runner::transport::Transport;
use armrest::runner::{self, EXIT_INVALID, RunnerArgs};
use clap::Parser;
use std::process::ExitCode;

fn main() -> ExitCode {
    let args = match RunnerArgs::try_parse() {
        Ok(a) => a,
        Err(e) => {
            let _ = e.print();
            return ExitCode::from(if e.use_stderr() { EXIT_INVALID as u8 } else { 0 });
        }
    };
    let rt = match tokio::runtime::Builder::new_current_thread().enable_all().build() {
        Ok(rt) => rt,
        Err(e) => {
            eprintln!("cannot start: {e}");
            return ExitCode::from(EXIT_INVALID as u8);
        }
    };
    let code = rt.block_on(run(args));
    match code {
        Some(code) => ExitCode::from(code as u8),
        None => die_by_sigterm(),
    }
}

/// The exit code, or `None` when a termination signal ended the run.
async fn run(args: RunnerArgs) -> Option<i32> {
    let file = match runner::load(&args) {
        Ok(f) => f,
        Err(why) => {
            eprintln!("{why}");
            return Some(EXIT_INVALID);
        }
    };
    let mut transport: Box<dyn Transport> = match &args.sim_socket {
        Some(path) => Box::new(SimTransport::new(path.clone())),
        None => {
            eprintln!("no robot connection given: pass --sim-socket PATH (this build has no ROS 2 transport)");
            return Some(runner::EXIT_UNAVAILABLE);
        }
    };
    let mut term = match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("cannot watch for SIGTERM: {e}");
            return Some(EXIT_INVALID);
        }
    };
    let bag = match runner::start_recording(&args, transport.as_mut()).await {
        Ok(bag) => bag,
        Err((code, why)) => {
            eprintln!("{why}");
            return Some(code);
        }
    };
    let outcome = tokio::select! {
        code = runner::run_sequence(&args, &file, transport.as_mut()) => Some(code),
        _ = term.recv() => {
            eprintln!("SIGTERM: stopping the current motion");
            None
        }
    };
    // Dropping the transport closes its connections, which cancels a goal in progress.
    drop(transport);
    runner::finish_recording(bag);
    outcome
}

/// Ends the process by SIGTERM, so the parent sees the signal (returncode -15), after the
/// cleanup above.
fn die_by_sigterm() -> ExitCode {
    // SAFETY: resetting a signal to its default disposition and raising it are plain libc calls
    // with no memory effects; the process ends here.
    unsafe {
        libc::signal(libc::SIGTERM, libc::SIG_DFL);
        libc::raise(libc::SIGTERM);
    }
    ExitCode::from(143)
}
