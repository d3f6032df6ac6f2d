//! Starts a real armrest server on a free loopback port for one test, with a configuration the
//! test builds as typed values, and talks HTTP to it; `eventually` waits for what a test
//! observes.

pub mod sse;

use armrest::config::settings::{DataSettings, RobotSettings, WebSettings};
use armrest::config::{Config, EndpointsConfig, Overrides, SettingsFile};
use armrest::server::Service;
use armrest_backend::formats::yaml_file;
use armrest_sim::{SimFaults, SimSettings};
use serde_json::Value;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

pub fn repo() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// How often `eventually` looks again: short against the waits it serves (motion, processes,
/// discovery), long enough not to load the server it asks.
const POLL: Duration = Duration::from_millis(10);

/// Looks at `condition` every few milliseconds until it gives `Ok`, and returns that value.
/// When `deadline` (wall clock) passes first, the test fails naming what it waited for
/// (`awaited`) and what the last look saw instead (the last `Err`).
pub async fn eventually<T, O: std::fmt::Debug>(
    deadline: Duration,
    awaited: &str,
    mut condition: impl AsyncFnMut() -> Result<T, O>,
) -> T {
    let start = Instant::now();
    loop {
        let seen = match condition().await {
            Ok(value) => return value,
            Err(seen) => seen,
        };
        if start.elapsed() >= deadline {
            panic!("waited {deadline:?} for {awaited}; the last look saw: {seen:?}");
        }
        tokio::time::sleep(POLL).await;
    }
}

/// The test Python environment (scripts/install-test-deps.sh makes it), if present. Absent,
/// a test that needs it is skipped with a notice, unless ARMREST_REQUIRE_TEST_DEPS is set
/// (scripts/test.sh and CI set it), when it fails.
pub fn test_python() -> Option<PathBuf> {
    let venv = std::env::var_os("TEST_VENV").map(PathBuf::from).unwrap_or_else(|| repo().join("target/test-venv"));
    let python = venv.join("bin/python");
    if python.is_file() {
        return Some(python);
    }
    if std::env::var_os("ARMREST_REQUIRE_TEST_DEPS").is_some() {
        panic!("no test Python environment at {}: run scripts/install-test-deps.sh", venv.display());
    }
    eprintln!("SKIPPED: no test Python environment at {} (run scripts/install-test-deps.sh)", venv.display());
    None
}

/// The shipped robot model, from the shipped settings file; tests compare with it.
pub fn shipped_model() -> armrest_backend::RobotModel {
    let settings = repo().join("config/settings.yaml");
    Config::load(&settings, &Overrides::default(), None).expect("config").robot_model().expect("model")
}

/// A fresh folder for one test's files. Folders are kept while their test process runs (a
/// failing test's files can be read); the first call in a process removes those of test
/// processes that have ended, so runs do not fill the disk.
pub fn temp_dir(tag: &str) -> PathBuf {
    static SWEEP: std::sync::Once = std::sync::Once::new();
    SWEEP.call_once(|| {
        let Ok(entries) = std::fs::read_dir(std::env::temp_dir()) else { return };
        for e in entries.flatten() {
            let name = e.file_name().to_string_lossy().into_owned();
            let pid = name
                .strip_prefix("armrest-test-")
                .and_then(|r| r.split('-').next())
                .and_then(|p| p.parse::<u32>().ok());
            if let Some(pid) = pid
                && !Path::new(&format!("/proc/{pid}")).exists()
            {
                let _ = std::fs::remove_dir_all(e.path());
            }
        }
    });
    static COUNTER: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let n = COUNTER.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
    let d = std::env::temp_dir().join(format!("armrest-test-{}-{tag}-{n}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).expect("temp dir");
    d
}

/// `armrest_sim_node`'s flags for the shipped default stack (`config/stacks/jazzy-moveit.yaml`
/// and its robot files, copied) with each `(file, from, to)` edit made: a test's robot that
/// differs in a setting. `file` is relative to `config/stacks/` (e.g.
/// `jazzy-moveit/moveit_controllers.yaml`).
pub fn stack_variant(tag: &str, edits: &[(&str, &str, &str)]) -> &'static [&'static str] {
    let shipped = repo().join("config/stacks");
    let dir = temp_dir(tag);
    let robot = dir.join("jazzy-moveit");
    std::fs::create_dir_all(&robot).expect("the robot files' folder");
    for file in ["jazzy-moveit.yaml", "jazzy-moveit/ros2_controllers.yaml", "jazzy-moveit/moveit_controllers.yaml"] {
        let mut text = std::fs::read_to_string(shipped.join(file)).expect("a shipped stack file");
        for (_, from, to) in edits.iter().filter(|(f, _, _)| *f == file) {
            assert!(text.contains(from), "the shipped {file} has no {from:?}");
            text = text.replace(from, to);
        }
        std::fs::write(dir.join(file), text).expect("the stack file is written");
    }
    if let Some((file, _, _)) = edits.iter().find(|(f, _, _)| !f.starts_with("jazzy-moveit")) {
        panic!("{file} is not a file of the jazzy-moveit stack");
    }
    let path: &'static str = Box::leak(dir.join("jazzy-moveit.yaml").display().to_string().into_boxed_str());
    Box::leak(Box::new(["--stack", path]))
}

/// The environment variable naming the stand-in file (relative to the repository, e.g.
/// `config/stacks/position-only.yaml`) every ROS 2 test server's sim node runs with where the
/// test gives it no flags of its own: the ROS 2 stage (`scripts/test-ros2.sh`). Unset: the
/// default stack.
#[cfg(feature = "ros2")]
pub const TEST_STACK: &str = "ARMREST_TEST_STACK";

/// The stand-in file of [`TEST_STACK`], if set.
#[cfg(feature = "ros2")]
pub fn test_stack() -> Option<PathBuf> {
    std::env::var(TEST_STACK).ok().filter(|s| !s.is_empty()).map(|s| repo().join(s))
}

/// What a test server runs with, beyond the shipped configuration.
pub struct Options {
    pub time_scale: f64,
    /// The simulator's joint states per second (`simulator.publish_rate_hz`): the stream's
    /// highest rate.
    pub publish_rate_hz: f64,
    /// `simulator.planning_time_s`: how long the motion server plans a move, simulated seconds.
    pub planning_time_s: f64,
    pub faults: SimFaults,
    pub auth_token: &'static str,
    /// The endpoints configuration; `None` names the shipped file.
    pub endpoints: Option<EndpointsConfig>,
    /// armrest's open-file limit as `prlimit --nofile` takes it (`SOFT:HARD`); the server then
    /// runs as a process of its own.
    pub open_files: Option<&'static str>,
    /// `web.allowed_origins` and `web.allowed_hosts`.
    pub allowed_origins: Vec<String>,
    pub allowed_hosts: Vec<String>,
    /// Extra flags of `armrest_sim_node` (over ROS 2).
    #[cfg_attr(not(feature = "ros2"), allow(dead_code))]
    pub sim_node_args: &'static [&'static str],
    /// The world file's text (D28); `None` names the shipped `config/world.yaml`.
    pub world: Option<&'static str>,
    /// `robot.tools` and `robot.tool` (D36): the configured tools and the one mounted at start.
    pub tools: Vec<Value>,
    pub tool: &'static str,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            time_scale: 20.0,
            publish_rate_hz: 100.0,
            planning_time_s: 0.0,
            faults: SimFaults::default(),
            auth_token: "",
            endpoints: None,
            open_files: None,
            allowed_origins: Vec::new(),
            allowed_hosts: Vec::new(),
            sim_node_args: &[],
            world: None,
            tools: Vec::new(),
            tool: "",
        }
    }
}

impl Options {
    /// These options with the endpoints configuration (the shipped one, if none was set yet)
    /// changed by `edit`.
    pub fn with_endpoints(mut self, edit: impl FnOnce(&mut EndpointsConfig)) -> Options {
        let mut endpoints = self.endpoints.take().unwrap_or_else(shipped_endpoints);
        edit(&mut endpoints);
        self.endpoints = Some(endpoints);
        self
    }
}

/// `config/api_endpoints.yaml`, loaded.
pub fn shipped_endpoints() -> EndpointsConfig {
    yaml_file::load(&repo().join("config/api_endpoints.yaml")).expect("the shipped endpoints file loads")
}

/// The settings of a test server: this repository's robot on the simulator, on a free loopback
/// port, with the shipped endpoints file (`write_config` points it at the options' own
/// endpoints configuration when they have one).
pub fn settings(o: &Options) -> SettingsFile {
    SettingsFile {
        web: WebSettings {
            enabled: true,
            host: "127.0.0.1".into(),
            port: 0,
            auth_token: o.auth_token.into(),
            allowed_origins: o.allowed_origins.clone(),
            allowed_hosts: o.allowed_hosts.clone(),
            ..WebSettings::default()
        },
        robot: RobotSettings { tools: o.tools.clone(), tool: o.tool.into(), ..RobotSettings::default() },
        simulator: SimSettings {
            time_scale: o.time_scale,
            publish_rate_hz: o.publish_rate_hz,
            initial_position: "home".into(),
            planning_time_s: o.planning_time_s,
            faults: o.faults.clone(),
        },
        // Data (bags) beside the settings file, in the test's own folder.
        data: DataSettings { dir: ".".into() },
        packages: [("robot_config".to_owned(), repo().display().to_string())].into(),
    }
}

/// Writes the configuration of `o` into `dir`: `settings.yaml`, and `api_endpoints.yaml` when
/// the options have their own; the settings file's path.
pub fn write_config(dir: &Path, o: &Options) -> PathBuf {
    let mut s = settings(o);
    if let Some(endpoints) = &o.endpoints {
        s.web.endpoints = write_yaml(&dir.join("api_endpoints.yaml"), endpoints).display().to_string();
    }
    if let Some(world) = o.world {
        let path = dir.join("world.yaml");
        std::fs::write(&path, world).expect("write the world file");
        s.robot.world = path.display().to_string();
    }
    write_yaml(&dir.join("settings.yaml"), &s)
}

/// Writes `value` to `path` as YAML; `path`. The text is read back first: a test runs on the
/// configuration it built, or fails here.
pub fn write_yaml<T>(path: &Path, value: &T) -> PathBuf
where
    T: serde::Serialize + serde::de::DeserializeOwned + PartialEq + std::fmt::Debug,
{
    let text = serde_saphyr::to_string(value).expect("the configuration serializes");
    let back: T = yaml_file::parse(path, &text).unwrap_or_else(|e| panic!("{e}:\n{text}"));
    assert_eq!(&back, value, "{} reads back as written:\n{text}", path.display());
    std::fs::write(path, text).expect("write the configuration");
    path.to_path_buf()
}

pub struct Server {
    pub base: String,
    pub client: reqwest::Client,
    /// The folder of the server's settings file (its bag folder is `bags/` in it).
    pub dir: PathBuf,
    /// armrest's process id, when it runs as a process of its own.
    pub pid: Option<u32>,
    /// armrest's log lines, when it runs as a process of its own.
    log: Option<std::sync::Arc<std::sync::Mutex<Vec<String>>>>,
    /// What keeps the server running while this lives: its task, or its processes.
    _running: Box<dyn std::any::Any + Send>,
}

/// The backend `Server::start` runs the tests on, from `ARMREST_TEST_BACKEND`: `sim` (the
/// default, the simulator in process) or `ros2` (armrest on `--backend ros2` against
/// `armrest_sim_node`, each server in a ROS domain of its own; needs the `ros2` feature and the
/// environment of `target/ros2/env.sh`). CI runs the HTTP suites once each way.
pub fn over_ros2() -> bool {
    match std::env::var("ARMREST_TEST_BACKEND").as_deref() {
        Ok("ros2") if cfg!(feature = "ros2") => true,
        Ok("ros2") => panic!("ARMREST_TEST_BACKEND=ros2 needs a build with --features ros2"),
        Ok("sim") | Err(_) => false,
        Ok(other) => panic!("ARMREST_TEST_BACKEND={other}: expected sim or ros2"),
    }
}

/// The `armrest_sim_node` binary of this build (crate `armrest-sim-node`, backends/sim-node):
/// the one in `target/<profile>/`, above this test binary's folder. Cargo builds a package's
/// binaries for its own tests only: a run that names `-p armrest-sim-node` too builds the node
/// first (scripts/test-ros2.sh does); a missing one says so.
#[cfg(feature = "ros2")]
pub fn sim_node_exe() -> String {
    let exe = std::env::current_exe().expect("the test binary's path");
    // target/<profile>/deps/integration-<hash> → target/<profile>/armrest_sim_node
    let node = exe.parent().and_then(Path::parent).map(|dir| dir.join("armrest_sim_node"));
    match node {
        Some(node) if node.is_file() => node.display().to_string(),
        _ => panic!(
            "armrest_sim_node is not built for {}: add `-p armrest-sim-node` to the cargo test command \
             (scripts/test-ros2.sh does), or build it with `cargo build --features ros2 -p armrest-sim-node`",
            exe.display()
        ),
    }
}

/// True (with the reason printed as a skip notice) when the tests run over ROS 2, for a test
/// that checks something the ROS 2 pass cannot reach.
pub fn skipped_over_ros2(reason: &str) -> bool {
    let skip = over_ros2();
    if skip {
        // Straight to the process's stderr: libtest hides what `eprintln!` prints in a test
        // that passes, and a skip should be seen in the run's output.
        use std::io::Write;
        let test = std::thread::current().name().unwrap_or("a test").to_owned();
        let _ = writeln!(std::io::stderr(), "SKIPPED over ROS 2 in {test}: {reason}");
    }
    skip
}

impl Server {
    /// A server on the test backend (see `over_ros2`).
    pub async fn start(o: Options) -> Server {
        #[cfg(feature = "ros2")]
        if over_ros2() {
            // Domains 1..=100, one per server in turn; a test binary starts its servers one
            // after another (at most as many at once as test threads), so a domain is free again
            // long before the counter comes back to it.
            static NEXT: std::sync::atomic::AtomicU32 = std::sync::atomic::AtomicU32::new(0);
            let domain = 1 + NEXT.fetch_add(1, std::sync::atomic::Ordering::SeqCst) % 100;
            return Self::start_over_ros2(o, domain).await;
        }
        // Without the feature, asks for ros2 fail here rather than test the simulator twice.
        over_ros2();
        if o.open_files.is_some() {
            return Self::start_as_process(o).await;
        }
        Self::start_in_process(o).await
    }

    /// The simulator backend in this test process.
    pub async fn start_in_process(o: Options) -> Server {
        let dir = temp_dir("srv");
        let path = write_config(&dir, &o);
        let config = Config::load(&path, &Overrides::default(), None).expect("config loads");
        let service = Service::bind(config).await.expect("service binds");
        let addr = service.local_addr().expect("address");
        let task = tokio::spawn(async move {
            let _ = service.run(std::future::pending()).await;
        });
        Server {
            base: format!("http://{addr}"),
            client: reqwest::Client::new(),
            dir,
            pid: None,
            log: None,
            _running: Box::new(task),
        }
    }

    /// armrest on the simulator as a process of its own (as `start_over_ros2` runs it), for
    /// what only a process of its own shows (its memory, its children) and for comparisons
    /// between the backends.
    pub async fn start_as_process(o: Options) -> Server {
        let dir = temp_dir("process");
        let path = write_config(&dir, &o);
        let armrest = Killed(Process::start_limited(&path, &["--backend", "sim"], &[], o.open_files));
        let base = armrest.0.base.clone();
        let pid = Some(armrest.0.child.id());
        let log = Some(std::sync::Arc::clone(&armrest.0.log));
        Server { base, client: reqwest::Client::new(), dir, pid, log, _running: Box::new(armrest) }
    }

    /// armrest on `--backend ros2` against `armrest_sim_node`, both reading the settings of `o`,
    /// alone in ROS domain `domain`; ready once armrest reads a joint state over ROS 2.
    #[cfg(feature = "ros2")]
    pub async fn start_over_ros2(o: Options, domain: u32) -> Server {
        // No joint state will come: armrest need not wait for one before it listens.
        let o =
            if o.faults.joint_states_silent { o.with_endpoints(|e| e.joint_states.startup_wait_s = 0.0) } else { o };
        // The sim node's clock runs at the time scale: armrest's jog follows it there.
        let o = o.with_endpoints(|e| e.trajectory.clock_topic = "/clock".into());
        let dir = temp_dir(&format!("ros2sim-{domain}"));
        let path = write_config(&dir, &o);
        let env = [("ROS_DOMAIN_ID", domain.to_string())];
        let config = path.display().to_string();
        // The suite on another shipped stack (the ROS 2 stage, scripts/test-ros2.sh): a test that gives the
        // sim node flags of its own keeps them.
        let stack = test_stack().map(|s| s.display().to_string());
        let sim_node_args: Vec<&str> = match &stack {
            Some(stack) if o.sim_node_args.is_empty() => vec!["--stack", stack.as_str()],
            _ => o.sim_node_args.to_vec(),
        };
        let node = Killed(Process::start_until(
            &sim_node_exe(),
            &[&["--config", config.as_str()][..], &sim_node_args].concat(),
            &env,
            "armrest_sim_node ready",
        ));
        let armrest = Killed(Process::start_limited(&path, &["--backend", "ros2"], &env, o.open_files));
        let base = armrest.0.base.clone();
        let pid = Some(armrest.0.child.id());
        let log = Some(std::sync::Arc::clone(&armrest.0.log));
        let server =
            Server { base, client: reqwest::Client::new(), dir, pid, log, _running: Box::new((armrest, node)) };
        if o.faults.joint_states_silent {
            // Nothing will arrive to wait for: the node said it is ready, armrest listens.
            return server;
        }
        let url = server.url("/robot/joint_states");
        eventually(Duration::from_secs(30), "a joint state over ROS 2", async || {
            match server.client.get(&url).bearer_auth(o.auth_token).send().await {
                Ok(r) if r.status() == 200 => Ok(()),
                Ok(r) => Err(format!("status {}", r.status())),
                Err(e) => Err(e.to_string()),
            }
        })
        .await;
        server
    }

    /// What armrest logged so far, when it runs as a process of its own.
    pub fn log(&self) -> Option<String> {
        self.log.as_ref().map(|l| l.lock().unwrap_or_else(std::sync::PoisonError::into_inner).join("\n"))
    }

    pub fn url(&self, path: &str) -> String {
        format!("{}{path}", self.base)
    }

    pub async fn get(&self, path: &str) -> (u16, Value) {
        let r = self.client.get(self.url(path)).send().await.expect("GET");
        decode(r).await
    }

    pub async fn post_json(&self, path: &str, body: &Value) -> (u16, Value) {
        let r = self.client.post(self.url(path)).json(body).send().await.expect("POST");
        decode(r).await
    }

    pub async fn put_json(&self, path: &str, body: &Value) -> (u16, Value) {
        let r = self.client.put(self.url(path)).json(body).send().await.expect("PUT");
        decode(r).await
    }

    /// `method path` with `body` and, when given, the control lease in its header (D29).
    pub async fn send_leased(
        &self,
        method: reqwest::Method,
        path: &str,
        body: Option<Value>,
        lease: Option<&str>,
    ) -> (u16, Value) {
        let mut request = self.client.request(method, self.url(path));
        if let Some(body) = body {
            request = request.json(&body);
        }
        if let Some(lease) = lease {
            request = request.header("X-Armrest-Lease", lease);
        }
        decode(request.send().await.expect("request")).await
    }

    pub async fn delete(&self, path: &str) -> (u16, Value) {
        let r = self.client.delete(self.url(path)).send().await.expect("DELETE");
        decode(r).await
    }

    pub async fn post_raw(
        &self,
        path: &str,
        content_type: Option<&str>,
        body: impl Into<reqwest::Body>,
    ) -> (u16, Value) {
        let mut req = self.client.post(self.url(path)).body(body);
        if let Some(ct) = content_type {
            req = req.header("content-type", ct);
        }
        decode(req.send().await.expect("POST")).await
    }

    /// Uploads `bytes` as the multipart part `part` to `path` (with its query string).
    pub async fn upload(&self, path: &str, part: &str, bytes: Vec<u8>) -> (u16, Value) {
        let form = reqwest::multipart::Form::new()
            .part(part.to_owned(), reqwest::multipart::Part::bytes(bytes).file_name("upload.csv"));
        let r = self.client.post(self.url(path)).multipart(form).send().await.expect("upload");
        decode(r).await
    }

    /// POSTs `body` to `path` in the background (for a long motion to act on while it runs).
    pub fn post_in_background(&self, path: &str, body: Value) -> tokio::task::JoinHandle<Value> {
        let request = self.client.post(self.url(path)).json(&body);
        tokio::spawn(async move { request.send().await.expect("POST").json::<Value>().await.expect("JSON answer") })
    }

    /// Starts a slow joint move to `target` in the background and waits (bounded) until the arm
    /// is seen moving: the arm is taken while the returned answer is pending.
    pub async fn slow_move_under_way(&self, target: &[f64]) -> tokio::task::JoinHandle<Value> {
        let first = self.post_in_background("/robot/move/joints", serde_json::json!({"joints": target, "speed": 0.05}));
        let home = self.joints().await;
        self.wait_for_joints(Duration::from_secs(10), "the slow motion to start", |q| !close(q, &home, 1e-6)).await;
        first
    }

    /// The three motion endpoints with a valid body each.
    pub fn motion_requests() -> [(&'static str, Value); 3] {
        [
            ("/robot/move/joints", serde_json::json!({"joints": [0.4, 0.3, -0.2, -1.1, 0.3, 0.8, -0.5]})),
            ("/robot/move/named", serde_json::json!({"name": "work"})),
            ("/robot/move/pose", serde_json::json!({"x": 0.4, "y": 0.0, "z": 0.5})),
        ]
    }

    pub async fn joints(&self) -> Vec<f64> {
        let (status, js) = self.get("/robot/joint_states").await;
        assert_eq!(status, 200, "{js}");
        positions(&js)
    }

    /// Polls the joint state for `window` (wall clock): `Ok` with the position if it never
    /// changed, `Err` with the first change. For "nothing moves now" checks, which have no
    /// condition to wait for.
    pub async fn still_for(&self, window: Duration) -> Result<Vec<f64>, String> {
        let held = self.joints().await;
        let start = Instant::now();
        while start.elapsed() < window {
            let q = self.joints().await;
            if !close(&q, &held, 1e-12) {
                return Err(format!("moved from {held:?} to {q:?}"));
            }
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
        Ok(held)
    }

    /// Waits (bounded) until every joint velocity is zero; the positions then. After a motion
    /// answered, over ROS 2 the joint states of its last milliseconds may still be on their way
    /// (the result and the states are separate topics); in process they are not.
    pub async fn settled(&self) -> Vec<f64> {
        eventually(Duration::from_secs(10), "the arm to come to rest (every velocity 0)", async || {
            let (status, js) = self.get("/robot/joint_states").await;
            assert_eq!(status, 200, "{js}");
            let still = js["velocity"].as_array().is_some_and(|v| v.iter().all(|x| x.as_f64() == Some(0.0)));
            if still { Ok(positions(&js)) } else { Err(js) }
        })
        .await
    }

    /// Waits (bounded) until armrest takes the arm's time at `time_scale` (D33): over ROS 2 it
    /// measures the simulator's `/clock` for 2 s first, and a recording started before takes
    /// its times at rate 1. Asked the only way a client can: a probe recording's `clock_rate`
    /// (stopped and deleted again).
    pub async fn arm_clock_known(&self, time_scale: f64) {
        eventually(Duration::from_secs(30), "armrest to know the arm's clock", async || {
            let (status, probe) = self.post_json("/recordings", &serde_json::json!({"name": "clock-probe"})).await;
            assert_eq!(status, 200, "{probe}");
            self.post_json("/recordings/clock-probe/stop", &serde_json::json!({})).await;
            assert_eq!(self.delete("/recordings/clock-probe").await.0, 200);
            let rate = probe["clock_rate"].as_f64().unwrap_or(0.0);
            if (rate - time_scale).abs() <= 0.05 * time_scale { Ok(()) } else { Err(probe) }
        })
        .await
    }

    /// Waits (bounded) until the sequence status is `finished`; that status.
    pub async fn sequence_finished(&self) -> Value {
        eventually(Duration::from_secs(60), "the sequence to finish", async || {
            let (_, status) = self.get("/sequences/status").await;
            if status["status"] == "finished" { Ok(status) } else { Err(status) }
        })
        .await
    }

    /// Waits (bounded by `limit`, wall clock) until the joint positions satisfy `pred`, which
    /// `awaited` describes; those positions. Used to wait for motion, never to judge speed.
    pub async fn wait_for_joints(&self, limit: Duration, awaited: &str, pred: impl Fn(&[f64]) -> bool) -> Vec<f64> {
        eventually(limit, awaited, async || {
            let q = self.joints().await;
            if pred(&q) { Ok(q) } else { Err(q) }
        })
        .await
    }
}

/// A `sent` or `started` answer without its `motion_id` (D39), which it must carry: a positive
/// integer. For comparing the rest with the specification's `{"status": …}`.
pub fn ack(answer: Value) -> Value {
    let mut answer = answer;
    let id = answer.as_object_mut().and_then(|o| o.remove("motion_id"));
    assert!(id.as_ref().and_then(Value::as_u64).is_some_and(|id| id > 0), "a motion_id in {answer} (was {id:?})");
    answer
}

/// The positions of a joint state answer.
pub fn positions(joint_state: &Value) -> Vec<f64> {
    let list = joint_state["position"].as_array().unwrap_or_else(|| panic!("positions in {joint_state}"));
    list.iter().map(|v| v.as_f64().expect("number")).collect()
}

/// The `armrest` binary started on `settings` (a file), listening on a free loopback port.
pub struct Process {
    pub child: std::process::Child,
    pub base: String,
    /// Every line armrest logged so far.
    pub log: std::sync::Arc<std::sync::Mutex<Vec<String>>>,
    reader: Option<std::thread::JoinHandle<()>>,
}

/// A process killed (and reaped) when this is dropped.
pub struct Killed(pub Process);

impl Drop for Killed {
    fn drop(&mut self) {
        let _ = self.0.child.kill();
        let _ = self.0.child.wait();
    }
}

/// How long a started program has to say it is ready: far beyond any start-up on a loaded
/// machine (armrest waits up to 20 s for a first joint state), short of a hung run.
const START_WITHIN: std::time::Duration = std::time::Duration::from_secs(180);

impl Process {
    pub fn start(settings: &Path) -> Process {
        Self::start_with(settings, &[], &[])
    }

    /// Starts armrest with extra arguments and environment variables.
    pub fn start_with(settings: &Path, args: &[&str], envs: &[(&str, String)]) -> Process {
        Self::start_limited(settings, args, envs, None)
    }

    /// Starts armrest as `start_with` does, under `prlimit --nofile=LIMIT` when a limit is given.
    pub fn start_limited(settings: &Path, args: &[&str], envs: &[(&str, String)], open_files: Option<&str>) -> Process {
        let settings = settings.display().to_string();
        let nofile = open_files.map(|limit| format!("--nofile={limit}"));
        let mut all: Vec<&str> = match &nofile {
            Some(n) => vec![n.as_str(), env!("CARGO_BIN_EXE_armrest")],
            None => Vec::new(),
        };
        all.extend(["--config", settings.as_str(), "--port", "0", "--host", "127.0.0.1"]);
        all.extend_from_slice(args);
        let program = if nofile.is_some() { "prlimit" } else { env!("CARGO_BIN_EXE_armrest") };
        let mut p = Self::start_until(program, &all, envs, "listening on");
        // The reader thread may have added lines after the one that said it listens.
        let line = p.log.lock().unwrap().iter().find(|l| l.contains("listening on")).cloned().unwrap_or_default();
        let addr = line.split("http://").nth(1).and_then(|r| r.split_whitespace().next()).expect("address").to_owned();
        p.base = format!("http://{addr}");
        p
    }

    /// Starts `program` and reads its log (stderr) until a line contains `ready`, within
    /// [`START_WITHIN`]: a program that hangs before it is ready (a ROS 2 participant that never
    /// finishes starting) fails the test with what it logged, instead of holding the run.
    pub fn start_until(program: &str, args: &[&str], envs: &[(&str, String)], ready: &str) -> Process {
        use std::io::{BufRead, BufReader};
        let mut child = std::process::Command::new(program)
            .args(args)
            .envs(envs.iter().map(|(k, v)| (k, v)))
            .env_remove("ARMREST_AUTH_TOKEN")
            .stderr(std::process::Stdio::piped())
            .spawn()
            .expect("the program starts");
        let stderr = child.stderr.take().expect("stderr");
        let log = std::sync::Arc::new(std::sync::Mutex::new(Vec::new()));
        let (said, heard) = std::sync::mpsc::channel();
        let sink = std::sync::Arc::clone(&log);
        let wanted = ready.to_owned();
        // Reads the whole log, so the process never blocks on a full pipe; says once whether the
        // ready line came before the log ended.
        let reader = std::thread::spawn(move || {
            let mut said = Some(said);
            for l in BufReader::new(stderr).lines().map_while(Result::ok) {
                let is_ready = l.contains(&wanted);
                sink.lock().unwrap().push(l);
                if is_ready && let Some(tx) = said.take() {
                    let _ = tx.send(true);
                }
            }
            if let Some(tx) = said.take() {
                let _ = tx.send(false);
            }
        });
        match heard.recv_timeout(START_WITHIN) {
            Ok(true) => {}
            Ok(false) => panic!("{program} ended before it said `{ready}`: {:?}", log.lock().unwrap()),
            Err(_) => {
                let _ = child.kill();
                panic!("{program} did not say `{ready}` within {} s: {:?}", START_WITHIN.as_secs(), log.lock().unwrap())
            }
        }
        Process { child, base: String::new(), log, reader: Some(reader) }
    }

    /// Waits until armrest has exited and every line it logged has been read.
    pub fn exit_and_log(&mut self) -> (std::process::ExitStatus, String) {
        let status = self.child.wait().expect("armrest exits");
        // The pipe ends with the process: the reader sees its end and returns.
        if let Some(reader) = self.reader.take() {
            let _ = reader.join();
        }
        (status, self.log.lock().unwrap().join("\n"))
    }

    pub fn signal(&self, signal: &str) {
        let _ = std::process::Command::new("kill").args([&format!("-{signal}"), &self.child.id().to_string()]).status();
    }
}

pub async fn decode(r: reqwest::Response) -> (u16, Value) {
    let status = r.status().as_u16();
    let ct = r.headers().get("content-type").and_then(|v| v.to_str().ok()).unwrap_or("").to_owned();
    let text = r.text().await.expect("body");
    let value = serde_json::from_str(&text).unwrap_or_else(|_| panic!("status {status}, non-JSON body ({ct}): {text}"));
    (status, value)
}

/// The `loc` of every item of a 422 answer.
pub fn locs(body: &Value) -> Vec<Value> {
    body["detail"]
        .as_array()
        .unwrap_or_else(|| panic!("422 detail list: {body}"))
        .iter()
        .map(|d| d["loc"].clone())
        .collect()
}

/// Simulated seconds a successful motion took, from its message ("... in 1.234 s").
pub fn motion_seconds(result: &Value) -> f64 {
    let m = result["message"].as_str().unwrap_or_default();
    let tail = m.rsplit(" in ").next().unwrap_or_default();
    tail.trim_end_matches(" s").parse().unwrap_or_else(|_| panic!("no duration in {m:?}"))
}

pub fn close(a: &[f64], b: &[f64], tol: f64) -> bool {
    a.len() == b.len() && a.iter().zip(b).all(|(x, y)| (x - y).abs() <= tol)
}

/// Whether the browser tests can run: Chromium and tests/view/node_modules are there. When they
/// are not, `test` is skipped with a notice, or fails where ARMREST_REQUIRE_TEST_DEPS is set.
pub fn browser_ready(test: &str) -> bool {
    let ready =
        repo().join("tests/view/node_modules/playwright-core").is_dir() && Path::new("/usr/bin/chromium").exists();
    if !ready {
        let msg = "missing Chromium or tests/view/node_modules: run scripts/install-test-deps.sh";
        if std::env::var_os("ARMREST_REQUIRE_TEST_DEPS").is_some() {
            panic!("{msg}");
        }
        eprintln!("SKIPPED {test}: {msg}");
    }
    ready
}

/// Runs the browser test `tests/view/SCRIPT` with `args` under Node.js; what it printed, once it
/// has passed.
pub async fn browser_script(script: &str, args: Vec<String>) -> String {
    // One Chromium at a time: two at once beside the ROS 2 suite and two busy loops took more
    // than 30 s to load a page (software rendering on two cores).
    static ONE_BROWSER: tokio::sync::Mutex<()> = tokio::sync::Mutex::const_new(());
    let _one = ONE_BROWSER.lock().await;
    let script = repo().join("tests/view").join(script);
    let out = tokio::task::spawn_blocking(move || {
        std::process::Command::new("node").arg(script).args(args).output().expect("node runs")
    })
    .await
    .expect("the browser test's thread");
    let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "the browser test failed:\n{stdout}\n{stderr}");
    stdout
}

/// Busy loops on this machine (one process each, spinning), for as long as the value lives: the
/// load under which a test's condition must still hold.
pub struct BusyLoops(Vec<std::process::Child>);

impl BusyLoops {
    pub fn start(n: usize) -> BusyLoops {
        BusyLoops(
            (0..n)
                .map(|_| {
                    std::process::Command::new("sh")
                        .args(["-c", "while :; do :; done"])
                        .spawn()
                        .expect("a busy loop starts")
                })
                .collect(),
        )
    }
}

impl Drop for BusyLoops {
    fn drop(&mut self) {
        for child in &mut self.0 {
            let _ = child.kill();
            let _ = child.wait();
        }
    }
}
