//! The runner process and its states (spec "States and transitions", D9): `idle` → `running`
//! → `finished` with the runner's return code, and again from `finished`. One run at a time;
//! its output becomes the sequence log; `stop` sends SIGTERM, then SIGKILL after a grace
//! period; the process is always reaped, and dies with the service.

use crate::api::gate::MotionGate;
use armrest_backend::LogBuffer;
use serde::Serialize;
use std::os::unix::process::ExitStatusExt;
use std::path::PathBuf;
use std::process::Stdio;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};
use std::time::Duration;
use tokio::io::{AsyncBufReadExt, AsyncRead, BufReader};
use tokio::process::Command;
use tokio::sync::{mpsc, watch};
use utoipa::ToSchema;

/// What `GET /sequences/status` reports.
#[derive(Clone, Debug, PartialEq, Serialize, ToSchema)]
pub struct SequenceStatus {
    /// `idle`, `running` or `finished`.
    #[schema(example = "finished")]
    pub status: &'static str,
    /// The runner's exit code when `finished`; a negative signal number when a signal ended it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub returncode: Option<i32>,
}

enum State {
    Idle,
    Running { signals: mpsc::UnboundedSender<i32>, done: watch::Receiver<Option<i32>> },
    Finished { returncode: i32 },
}

/// Parameters of one run, already validated.
#[derive(Clone, Debug)]
pub struct Launch {
    pub config: Vec<u8>,
    pub n_iterations: u64,
    pub delay_between_iterations: f64,
    pub bag_path: String,
    pub topics: String,
    pub joints_action: String,
    pub pose_action: String,
}

pub struct Supervisor {
    state: Mutex<State>,
    log: Arc<LogBuffer>,
    runner: PathBuf,
    transport: Vec<String>,
    grace: Duration,
    workdir: PathBuf,
    /// Runs started, for unique file names.
    runs: AtomicUsize,
    gate: MotionGate,
}

#[derive(Debug, thiserror::Error)]
pub enum StartError {
    #[error("a motion sequence is already running; stop it with POST /stop or wait for it to finish")]
    AlreadyRunning,
    #[error("a motion request is executing; start the sequence when it has finished")]
    MotionExecuting,
    #[error("cannot start {runner}: {source}")]
    Spawn { runner: String, source: std::io::Error },
}

impl Supervisor {
    pub fn new(runner: PathBuf, transport: Vec<String>, grace: Duration, log_lines: usize, gate: MotionGate) -> Self {
        // One folder per supervisor: several services may share a process (tests do).
        static SUPERVISORS: AtomicUsize = AtomicUsize::new(0);
        let n = SUPERVISORS.fetch_add(1, Ordering::Relaxed);
        let workdir = std::env::temp_dir().join(format!("armrest-sequences-{}-{n}", std::process::id()));
        Supervisor {
            state: Mutex::new(State::Idle),
            log: Arc::new(LogBuffer::new(log_lines)),
            runner,
            transport,
            grace,
            workdir,
            runs: AtomicUsize::new(0),
            gate,
        }
    }

    fn state(&self) -> MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(PoisonError::into_inner)
    }

    pub fn status(&self) -> SequenceStatus {
        match &*self.state() {
            State::Idle => SequenceStatus { status: "idle", returncode: None },
            State::Running { .. } => SequenceStatus { status: "running", returncode: None },
            State::Finished { returncode } => SequenceStatus { status: "finished", returncode: Some(*returncode) },
        }
    }

    pub fn log(&self, n: usize) -> Vec<String> {
        self.log.tail(n)
    }

    /// Launches the runner. The state check and the launch happen under one lock, so of many
    /// simultaneous starts exactly one succeeds.
    pub fn start(self: &Arc<Self>, launch: Launch) -> Result<u32, StartError> {
        let mut state = self.state();
        if matches!(*state, State::Running { .. }) {
            return Err(StartError::AlreadyRunning);
        }
        if self.gate.is_busy() {
            return Err(StartError::MotionExecuting);
        }
        let spawn_error = |source| StartError::Spawn { runner: self.runner.display().to_string(), source };
        std::fs::create_dir_all(&self.workdir).map_err(spawn_error)?;
        let run = self.runs.fetch_add(1, Ordering::Relaxed);
        let config_path = self.workdir.join(format!("sequence-{run}.json"));
        std::fs::write(&config_path, &launch.config).map_err(spawn_error)?;
        let mut command = Command::new(&self.runner);
        command
            .arg("--config")
            .arg(&config_path)
            .args(["--n-iterations", &launch.n_iterations.to_string()])
            .args(["--delay-between-iterations", &launch.delay_between_iterations.to_string()])
            .args(["--bag-path", &launch.bag_path])
            .args(["--topics", &launch.topics])
            .args(["--joints-action", &launch.joints_action])
            .args(["--pose-action", &launch.pose_action])
            .args(&self.transport)
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .kill_on_drop(true);
        // SAFETY: prctl is async-signal-safe and touches no memory of the parent. It makes the
        // kernel send SIGTERM to the runner if armrest dies, even by SIGKILL, so no runner keeps
        // moving the arm without its service.
        unsafe {
            command.pre_exec(|| {
                if libc::prctl(libc::PR_SET_PDEATHSIG, libc::SIGTERM) != 0 {
                    return Err(std::io::Error::last_os_error());
                }
                Ok(())
            });
        }
        let mut child = command.spawn().map_err(spawn_error)?;
        let pid = child.id().unwrap_or(0);
        self.log.clear();
        self.log.push(format!(
            "started {} (pid {pid}): {} iteration(s), {} s between iterations{}",
            self.runner.file_name().and_then(|n| n.to_str()).unwrap_or("runner"),
            launch.n_iterations,
            launch.delay_between_iterations,
            if launch.bag_path.is_empty() { String::new() } else { format!(", recording into {}", launch.bag_path) }
        ));
        let (signals, mut signal_rx) = mpsc::unbounded_channel::<i32>();
        let (done_tx, done) = watch::channel(None);
        let stdout = child.stdout.take().map(|s| tokio::spawn(pump(s, Arc::clone(&self.log), "")));
        let stderr = child.stderr.take().map(|s| tokio::spawn(pump(s, Arc::clone(&self.log), "stderr: ")));
        self.gate.set_sequence_running(true);
        *state = State::Running { signals, done };
        drop(state);
        let me = Arc::clone(self);
        tokio::spawn(async move {
            let status = loop {
                tokio::select! {
                    status = child.wait() => break status,
                    Some(sig) = signal_rx.recv() => {
                        // The child is not reaped yet, so its pid is still its own.
                        if let Some(pid) = child.id() {
                            // SAFETY: kill(2) on our own unreaped child.
                            unsafe { libc::kill(pid as libc::pid_t, sig) };
                        }
                    }
                }
            };
            for pump in [stdout, stderr].into_iter().flatten() {
                let _ = pump.await;
            }
            let returncode = match status {
                Ok(s) => s.code().or_else(|| s.signal().map(|sig| -sig)).unwrap_or(-1),
                Err(_) => -1,
            };
            me.log.push(format!("runner exited with return code {returncode}"));
            let _ = std::fs::remove_file(&config_path);
            *me.state() = State::Finished { returncode };
            me.gate.set_sequence_running(false);
            let _ = done_tx.send(Some(returncode));
        });
        Ok(pid)
    }

    /// Stops a running sequence: SIGTERM, SIGKILL after the grace period. True if one ran.
    pub async fn stop(&self) -> bool {
        let (signals, mut done) = match &*self.state() {
            State::Running { signals, done } => (signals.clone(), done.clone()),
            _ => return false,
        };
        self.log.push("stop requested: sending SIGTERM to the runner");
        let _ = signals.send(libc::SIGTERM);
        let finished = tokio::time::timeout(self.grace, done.wait_for(Option::is_some)).await.is_ok_and(|r| r.is_ok());
        if !finished {
            self.log.push(format!("runner still running after {:?}: sending SIGKILL", self.grace));
            let _ = signals.send(libc::SIGKILL);
            let _ = tokio::time::timeout(Duration::from_secs(5), done.wait_for(Option::is_some)).await.is_ok();
        }
        true
    }
}

/// Copies a stream's lines into the log.
async fn pump(stream: impl AsyncRead + Unpin, log: Arc<LogBuffer>, prefix: &'static str) {
    let mut lines = BufReader::new(stream).lines();
    while let Ok(Some(line)) = lines.next_line().await {
        log.push(format!("{prefix}{line}"));
    }
}
