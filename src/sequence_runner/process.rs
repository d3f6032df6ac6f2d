//! `motion_sequence_runner` as a process: arguments, signals, exit codes. The same code runs
//! as the standalone `motion_sequence_runner` binary and as `armrest` started again under that
//! name (D30), which is how the service launches it: one executable, nothing else to build.

use super::output::{err, out};
use super::sim_transport::SimTransport;
use super::transport::Transport;
use super::{self as runner, EXIT_INVALID, RunnerArgs, secs};
use clap::Parser;
use std::ffi::OsStr;
use std::path::Path;
use std::process::ExitCode;
use tokio::signal::unix::{Signal, SignalKind, signal};

/// The runner's program name: its binary's name, and the `argv[0]` armrest gives itself when
/// it starts its own executable as the runner.
pub const RUNNER: &str = "motion_sequence_runner";

/// True when this process was started under the runner's name (`argv[0]`).
pub fn invoked_as_runner() -> bool {
    std::env::args_os().next().is_some_and(|arg0| Path::new(&arg0).file_name() == Some(OsStr::new(RUNNER)))
}

/// The kernel's name of the process (`ps -e`, `pgrep`, `/proc/PID/comm`) is the executable's
/// file name; started from `armrest` it would say `armrest`. Named as the standalone binary
/// is (the kernel keeps the first 15 bytes), so tools see the same process either way.
fn name_the_process() {
    let name = c"motion_sequence_runner";
    // SAFETY: PR_SET_NAME reads a NUL-terminated string, which `name` is; it changes only this
    // thread's name (the main thread's is the process's).
    unsafe { libc::prctl(libc::PR_SET_NAME, name.as_ptr() as libc::c_ulong, 0, 0, 0) };
}

/// The runner process: parses its arguments, runs the sequence, exits with the runner's exit
/// code (D9) or by the signal that ended it.
pub fn main() -> ExitCode {
    name_the_process();
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
            err!("cannot start: {e}");
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
            err!("{why}");
            return Some(EXIT_INVALID);
        }
    };
    // The model loads before anything connects: a file it cannot plan with moves nothing.
    let blending = match runner::load_blending(&args, &file) {
        Ok(b) => b,
        Err(why) => {
            err!("{why}");
            return Some(EXIT_INVALID);
        }
    };
    let mut transport: Box<dyn Transport> = match transport(&args) {
        Ok(t) => t,
        Err(why) => {
            err!("{why}");
            return Some(runner::EXIT_UNAVAILABLE);
        }
    };
    if let Some((b, topic)) = &blending {
        transport.plan_with(b.model.joint_names(), topic);
    }
    let mut ended = match Termination::watch() {
        Ok(t) => t,
        Err(e) => {
            err!("cannot watch for termination signals: {e}");
            return Some(EXIT_INVALID);
        }
    };
    let bag = match runner::start_recording(&args, transport.as_mut()).await {
        Ok(bag) => bag,
        Err((code, why)) => {
            err!("{why}");
            return Some(code);
        }
    };
    let outcome = {
        let run = runner::run_sequence(&args, &file, blending.as_ref().map(|(b, _)| b), transport.as_mut());
        tokio::select! {
            biased;
            signal = ended.next() => Err(signal),
            code = run => Ok(code),
        }
    };
    // A goal that failed because a stop held the arm arrives at about the moment the stop's
    // SIGTERM does: give the signal a moment, so a stopped run reads as stopped.
    let outcome = match outcome {
        Ok(code) if code != runner::EXIT_OK => match tokio::time::timeout(STOP_RACE, ended.next()).await {
            Ok(signal) => Err(signal),
            Err(_) => Ok(code),
        },
        other => other,
    };
    if let Err(signal) = &outcome {
        if args.test_ignore_sigterm {
            // Test hook: behave like a runner stuck in a middleware call, until SIGKILL.
            out!("{signal}: ignored (test hook)");
            std::future::pending::<()>().await;
        }
        // Cancel first: the arm matters more than the log line, and armrest may be gone.
        transport.cancel().await;
        err!("{signal}: the current goal was cancelled; stopping");
    }
    let tail = if outcome.is_ok() { std::time::Duration::from_millis(300) } else { std::time::Duration::ZERO };
    let now_stamp = if bag.is_some() && !tail.is_zero() { transport.arm_stamp().await } else { None };
    runner::finish_recording(bag, tail, transport.recorded_rest(), now_stamp, secs(args.server_wait)).await;
    // The process ends right after this; tearing down middleware objects first gains nothing
    // and can crash some (ROS 2 from wheels aborts in its destructors).
    std::mem::forget(transport);
    outcome.ok()
}

/// How long a failed goal waits for a stop's SIGTERM before it counts as a failure.
const STOP_RACE: std::time::Duration = std::time::Duration::from_millis(150);

/// SIGTERM (armrest's stop, or armrest's death through the parent-death signal), SIGINT
/// (Ctrl-C when run by hand) and SIGHUP (the terminal gone).
struct Termination {
    term: Signal,
    int: Signal,
    hup: Signal,
}

impl Termination {
    fn watch() -> std::io::Result<Termination> {
        Ok(Termination {
            term: signal(SignalKind::terminate())?,
            int: signal(SignalKind::interrupt())?,
            hup: signal(SignalKind::hangup())?,
        })
    }

    /// The next termination signal's name.
    async fn next(&mut self) -> &'static str {
        tokio::select! {
            _ = self.term.recv() => "SIGTERM",
            _ = self.int.recv() => "SIGINT",
            _ = self.hup.recv() => "SIGHUP",
        }
    }
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
        return Ok(Box::new(SimTransport::new(path.clone(), secs(args.cancel_wait), secs(args.server_wait))));
    }
    if args.ros2 {
        #[cfg(feature = "ros2")]
        {
            return super::ros2_transport::Ros2Transport::start(args)
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
