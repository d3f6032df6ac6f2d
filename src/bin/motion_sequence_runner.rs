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
        // Exit without running destructors or exit handlers of the middleware (see `run`).
        Some(code) => exit_now(code),
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
    let mut transport: Box<dyn Transport> = match transport(&args) {
        Ok(t) => t,
        Err(why) => {
            eprintln!("{why}");
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
    let outcome = {
        let run = runner::run_sequence(&args, &file, transport.as_mut());
        tokio::select! {
            code = run => Some(code),
            _ = term.recv() => {
                eprintln!("SIGTERM: stopping the current motion");
                None
            }
        }
    };
    if outcome.is_none() {
        transport.cancel().await;
    }
    let tail = if outcome.is_some() { std::time::Duration::from_millis(300) } else { std::time::Duration::ZERO };
    runner::finish_recording(bag, tail).await;
    // The process ends right after this; tearing down middleware objects first gains nothing
    // and can crash some (ROS 2 from wheels aborts in its destructors). Exiting closes every
    // connection, which also cancels a goal still in progress on the simulator.
    std::mem::forget(transport);
    outcome
}

/// Ends the process with `code` at once: ROS 2 libraries' exit handlers can crash while their
/// threads still run, which would turn a finished sequence into a signal death.
fn exit_now(code: i32) -> ExitCode {
    use std::io::Write;
    let _ = std::io::stdout().flush();
    let _ = std::io::stderr().flush();
    // SAFETY: _exit(2) ends the process; all output was flushed above.
    unsafe { libc::_exit(code) }
}

/// The robot connection the arguments name.
fn transport(args: &RunnerArgs) -> Result<Box<dyn Transport>, String> {
    if let Some(path) = &args.sim_socket {
        return Ok(Box::new(SimTransport::new(path.clone())));
    }
    if args.ros2 {
        #[cfg(feature = "ros2")]
        {
            let wait = std::time::Duration::try_from_secs_f64(args.server_wait).unwrap_or_default();
            let timeout = std::time::Duration::try_from_secs_f64(args.motion_timeout).unwrap_or_default();
            return armrest::runner::ros2_transport::Ros2Transport::start(wait, timeout)
                .map(|t| Box::new(t) as Box<dyn Transport>)
                .map_err(|e| e.to_string());
        }
        #[cfg(not(feature = "ros2"))]
        return Err("this runner was built without ROS 2 support; build with `--features ros2`".into());
    }
    Err("no robot connection given: pass --sim-socket PATH or --ros2".into())
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
