//! The runner process and its states (spec "States and transitions", D9): `idle` → `running`
//! → `finished` with the runner's return code, and again from `finished`. One run at a time;
//! its output becomes the sequence log; `stop` sends SIGTERM, then SIGKILL after a grace
//! period; the process is always reaped, and dies with the service. A run holds the arm's
//! [`Admission`] permit from its launch until the runner has exited.

use crate::admission::Admission;
use crate::admission::Refused;
use crate::events::Hub;
use crate::events::kinds::LogSource;
use crate::motions::Phase;
use crate::sequence_runner::args::{RunOptions, RunnerArgs};
use crate::sequence_runner::blend::Planning;
use crate::sequence_runner::process::RUNNER;
use armrest_backend::formats::sequence::SequenceFile;
use armrest_backend::middleware::MotionConfig;
use armrest_backend::validation::Loc;
use armrest_backend::{LogBuffer, RobotModel, RunnerConnection};
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
#[derive(Clone, Debug, PartialEq)]
pub struct Launch {
    /// The sequence file as uploaded.
    pub config: Vec<u8>,
    pub options: RunOptions,
}

pub struct Supervisor {
    state: Mutex<State>,
    log: Arc<LogBuffer>,
    runner: PathBuf,
    connection: RunnerConnection,
    waits: MotionConfig,
    grace: Duration,
    workdir: PathBuf,
    planning: PlanningSource,
    /// Runs started, for unique file names.
    runs: AtomicUsize,
    admission: Admission,
    /// Status changes and log lines go out as events.
    events: Arc<Hub>,
}

#[derive(Debug, thiserror::Error)]
pub enum StartError {
    /// The arm is taken (a sequence, a motion) or the service is shutting down.
    #[error(transparent)]
    Refused(Refused),
    #[error("cannot start {runner}: {source}")]
    Spawn { runner: String, source: std::io::Error },
}

/// How the supervisor runs its runners.
pub struct SupervisorConfig {
    /// The runner's executable (see `runner_path::find`).
    pub runner: PathBuf,
    /// How the runner reaches the robot.
    pub connection: RunnerConnection,
    /// The waits on the middleware the runner observes (the endpoints configuration's).
    pub waits: MotionConfig,
    /// Between SIGTERM and SIGKILL.
    pub grace: Duration,
    pub log_lines: usize,
    /// Where uploaded sequence files are kept while their run lasts (the service's runtime
    /// folder, removed when the service exits).
    pub workdir: PathBuf,
    /// What a sequence with blend radii plans with (D37).
    pub planning: PlanningSource,
}

/// What the runner of a sequence with blend radii plans with: the configuration's part of its
/// planning file, and the model whose world (as it is at the start) the file carries.
pub struct PlanningSource {
    /// The planning file without its world.
    pub base: Planning,
    pub model: Arc<RobotModel>,
    /// `trajectory.controller_action`.
    pub controller_action: String,
}

impl PlanningSource {
    /// The planning file of a run starting now.
    fn now(&self) -> Planning {
        let tool = self.model.tool().map_or(serde_json::Value::Null, |t| serde_json::json!(*t));
        Planning { world: Planning::world_value(&self.model.world().world), tool, ..self.base.clone() }
    }
}

/// A stop under way: SIGTERM was sent; [`StopWait::finish`] waits for the exit and sends
/// SIGKILL after the grace period.
pub struct StopWait {
    signals: mpsc::UnboundedSender<i32>,
    done: watch::Receiver<Option<i32>>,
    grace: Duration,
    log: Arc<LogBuffer>,
}

impl StopWait {
    /// Waits for the runner to exit, killing it after the grace period.
    pub async fn finish(mut self) {
        let finished =
            tokio::time::timeout(self.grace, self.done.wait_for(Option::is_some)).await.is_ok_and(|r| r.is_ok());
        if !finished {
            self.log.push(format!("runner still running after {:?}: sending SIGKILL", self.grace));
            let _ = self.signals.send(libc::SIGKILL);
            // SIGKILL cannot be ignored; the wait only covers a process stuck in the kernel.
            let _ = tokio::time::timeout(KILL_WAIT, self.done.wait_for(Option::is_some)).await;
        }
    }
}

/// How long a SIGKILLed runner may take to be reaped.
const KILL_WAIT: Duration = Duration::from_secs(5);

impl Supervisor {
    pub fn new(config: SupervisorConfig, admission: Admission, events: Arc<Hub>) -> Self {
        let log = Arc::new(LogBuffer::new(config.log_lines));
        log.observe(events.log_observer(LogSource::Sequence));
        Supervisor {
            state: Mutex::new(State::Idle),
            log,
            events,
            runner: config.runner,
            connection: config.connection,
            waits: config.waits,
            grace: config.grace,
            workdir: config.workdir,
            planning: config.planning,
            runs: AtomicUsize::new(0),
            admission,
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

    /// Launches the runner once the admission grants the arm, so of many simultaneous starts
    /// (and motion requests) exactly one succeeds. Answers the runner's pid and the run's
    /// motion handle (D39).
    pub fn start(self: &Arc<Self>, launch: Launch) -> Result<(u32, u64), StartError> {
        let permit = self.admission.sequence().map_err(StartError::Refused)?;
        let motion_id = permit.motion_id();
        let mut state = self.state();
        let spawn_error =
            |source| StartError::Spawn { runner: format!("{RUNNER} ({})", self.runner.display()), source };
        std::fs::create_dir_all(&self.workdir).map_err(spawn_error)?;
        let run = self.runs.fetch_add(1, Ordering::Relaxed);
        let config_path = self.workdir.join(format!("sequence-{run}.json"));
        std::fs::write(&config_path, &launch.config).map_err(spawn_error)?;
        let mut args =
            RunnerArgs::new(config_path.clone(), launch.options.clone(), self.connection.clone(), &self.waits);
        args.controller_action = self.planning.controller_action.clone();
        // A sequence with blend radii plans in the runner (D37): it gets the model's files and
        // the world as it is now; with a tool mounted, every runner gets it, so that its pose
        // goals over ROS 2 aim the tool's TCP as the service's do (D36).
        let blended = SequenceFile::parse(&launch.config, &Loc::empty(), None).is_ok_and(|f| f.blended());
        let planning_path = self.workdir.join(format!("planning-{run}.json"));
        if blended || self.planning.model.tool().is_some() {
            let text = serde_json::to_vec(&self.planning.now()).map_err(|e| spawn_error(std::io::Error::other(e)))?;
            std::fs::write(&planning_path, text).map_err(spawn_error)?;
            args.planning = Some(planning_path.clone());
        }
        let mut command = Command::new(&self.runner);
        // The runner's name as argv[0]: armrest's own executable runs as the runner under it.
        command
            .arg0(RUNNER)
            .args(args.to_args())
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
            "started {RUNNER} (pid {pid}): {} iteration(s), {} s between iterations{}",
            launch.options.n_iterations,
            launch.options.delay_between_iterations,
            if launch.options.bag_path.is_empty() {
                String::new()
            } else {
                format!(", recording into {}", launch.options.bag_path)
            }
        ));
        let (signals, mut signal_rx) = mpsc::unbounded_channel::<i32>();
        let (done_tx, done) = watch::channel(None);
        let stdout = child.stdout.take().map(|s| tokio::spawn(pump(s, Arc::clone(&self.log), "")));
        let stderr = child.stderr.take().map(|s| tokio::spawn(pump(s, Arc::clone(&self.log), "stderr: ")));
        *state = State::Running { signals, done };
        let what = format!("{} iteration(s)", launch.options.n_iterations);
        self.admission.motions().begin(motion_id, "sequence", &what, Phase::Executing, None);
        self.events.sequence("running", None);
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
            if blended {
                let _ = std::fs::remove_file(&planning_path);
            }
            *me.state() = State::Finished { returncode };
            // A stop that ended it made it `stopped` already (D39).
            let (phase, outcome) = match returncode {
                0 => (Phase::Succeeded, "the sequence finished".to_owned()),
                rc => (Phase::Failed, format!("the sequence runner exited with return code {rc}; see /sequences/logs")),
            };
            me.admission.motions().end(motion_id, phase, &outcome);
            me.events.sequence("finished", Some(returncode));
            // The arm is free only once the status says the run is over.
            drop(permit);
            let _ = done_tx.send(Some(returncode));
        });
        Ok((pid, motion_id))
    }

    /// Sends SIGTERM to a running runner; `None` if none runs. The caller holds the arm
    /// meanwhile and then awaits [`StopWait::finish`].
    pub fn signal_stop(&self) -> Option<StopWait> {
        let (signals, done) = match &*self.state() {
            State::Running { signals, done } => (signals.clone(), done.clone()),
            _ => return None,
        };
        self.log.push("stop requested: sending SIGTERM to the runner");
        let _ = signals.send(libc::SIGTERM);
        Some(StopWait { signals, done, grace: self.grace, log: Arc::clone(&self.log) })
    }

    /// Stops a running sequence: SIGTERM, SIGKILL after the grace period. True if one ran.
    pub async fn stop(&self) -> bool {
        match self.signal_stop() {
            Some(wait) => {
                wait.finish().await;
                true
            }
            None => false,
        }
    }
}

/// Copies a stream's lines into the log.
async fn pump(stream: impl AsyncRead + Unpin, log: Arc<LogBuffer>, prefix: &'static str) {
    let mut lines = BufReader::new(stream).lines();
    while let Ok(Some(line)) = lines.next_line().await {
        log.push(format!("{prefix}{line}"));
    }
}
