//! Starting and stopping the service, and serving its connections.

mod accept;
mod connection;
mod exchange;
mod file_limit;
mod memory;
pub mod streams;

use crate::admission::Admission;
use crate::app::App;
use crate::backend_select::{self, StartError};
use crate::config::{Config, ConfigError};
use crate::events::kinds::LogSource;
use crate::events::{Hub, spawn_protective_stop_feed, spawn_state_feed};
use crate::http;
use crate::runtime_dir::RuntimeDir;
use crate::sequence_runner::blend::Planning;
use crate::sequence_supervisor::supervisor::PlanningSource;
use crate::sequence_supervisor::{Supervisor, SupervisorConfig, runner_path};
use armrest_backend::middleware::seconds;
use armrest_backend::stop_signal::StopCause;
use std::net::SocketAddr;
use std::sync::Arc;
use tokio::net::TcpListener;

#[derive(Debug, thiserror::Error)]
pub enum ServeError {
    #[error(transparent)]
    Config(#[from] ConfigError),
    #[error(transparent)]
    Start(#[from] StartError),
    #[error("cannot listen on {addr}: {source}")]
    Bind { addr: String, source: std::io::Error },
    #[error("{0}")]
    Runner(String),
    #[error("cannot create the runtime folder: {0}")]
    RuntimeDir(std::io::Error),
}

/// A configured service, bound to its address and ready to serve.
pub struct Service {
    pub listener: TcpListener,
    pub router: crate::http::front::Front,
    pub app: App,
    /// The simulator's faults, switched at run time (tests; `None` over ROS 2).
    pub sim_faults: Option<armrest_sim::FaultSwitch>,
    /// How many connections at once, and their timeouts.
    limits: accept::Limits,
    /// Removed when the service ends.
    runtime: RuntimeDir,
}

impl Service {
    /// Loads the robot model, starts the backend and binds the listener.
    pub async fn bind(config: Config) -> Result<Service, ServeError> {
        if let Some((key, problem)) = crate::operations::unknown_switch(&config.endpoints.enabled) {
            let error = armrest_backend::formats::yaml_file::FileError::new(&config.endpoints_path, key, problem);
            return Err(ConfigError::from(error).into());
        }
        // First, so that everything the service opens counts against the raised limit.
        let limits = connection_limits(&config.endpoints.connections);
        let model = Arc::new(config.robot_model()?);
        config.mount_tools(&model);
        // Geometry left out is a gap in every collision check (D28): said once, at start.
        for warning in &model.bodies().warnings {
            tracing::warn!("collision geometry: {warning}");
        }
        let world = model.world();
        tracing::info!(
            "collision checks: {} robot bodies, {} world object(s){}",
            model.bodies().bodies.len(),
            world.world.objects.len(),
            if world.world.tool.is_some() { " and a tool" } else { "" }
        );
        match model.tool() {
            Some(t) => tracing::info!("tool: {} active (robot.tool), its TCP the pose's (D36)", t.name),
            None => tracing::info!("tool: none active, the TCP is the flange {} (D36)", model.frames().tcp_link),
        }
        tracing::info!(
            "data folder: {} (sequence bags in {}, saved positions in {}, recordings in {}; data.dir, --data-dir)",
            config.data_dir.display(),
            config.endpoints.sequences.bag_root,
            config.endpoints.positions.file,
            config.endpoints.recordings.dir
        );
        for mesh in &config.meshes.unresolved {
            tracing::warn!("mesh {mesh} of the URDF cannot be resolved; /view draws its link without it");
        }
        let runtime = RuntimeDir::create().map_err(ServeError::RuntimeDir)?;
        let backend_select::Started { backend, sim_faults } =
            backend_select::start(&config, Arc::clone(&model), runtime.path())?;
        let web = &config.settings.web;
        if web.auth_token.is_empty() && !is_loopback(&web.host) {
            tracing::warn!(
                "listening on {} with no authentication: anyone who reaches this address can move the robot; \
                 set web.host to 127.0.0.1 or set web.auth_token",
                web.host
            );
        }
        let seq = &config.endpoints.sequences;
        let runner = runner_path::find(&seq.runner).map_err(ServeError::Runner)?;
        let admission = Admission::default();
        let stream = &config.endpoints.stream;
        let events = Arc::new(Hub::new(stream.queue, seconds(stream.keep_alive_s)));
        backend.trajectory_log().observe(events.log_observer(LogSource::Trajectory));
        spawn_state_feed(Arc::clone(&events), backend.as_ref(), Arc::clone(&model));
        spawn_protective_stop_feed(Arc::clone(&events), backend.as_ref());
        let sequences = Arc::new(Supervisor::new(
            SupervisorConfig {
                runner,
                connection: backend.runner_connection(),
                waits: config.endpoints.motion.clone(),
                grace: seconds(seq.stop_grace_s),
                log_lines: seq.log_lines,
                workdir: runtime.path().join("sequences"),
                planning: PlanningSource {
                    base: Planning {
                        urdf: std::path::absolute(&config.urdf).unwrap_or_else(|_| config.urdf.clone()),
                        srdf: std::path::absolute(&config.srdf).unwrap_or_else(|_| config.srdf.clone()),
                        joint_limits: std::path::absolute(&config.joint_limits)
                            .unwrap_or_else(|_| config.joint_limits.clone()),
                        meshes: config.meshes.files.clone(),
                        planning_frame: config.endpoints.pose.planning_frame.clone(),
                        tcp_link: config.endpoints.pose.tcp_link.clone(),
                        world: serde_json::Value::Null,
                        hold_tolerance_rad: config.endpoints.trajectory.hold_tolerance_rad,
                        joint_states_topic: config.endpoints.joint_states.topic.clone(),
                        tool: serde_json::Value::Null,
                    },
                    model: Arc::clone(&model),
                    controller_action: config.endpoints.trajectory.controller_action.clone(),
                },
            },
            admission.clone(),
            Arc::clone(&events),
        ));
        let positions_file = std::path::Path::new(&config.endpoints.positions.file);
        let positions = crate::positions::PositionStore::load(positions_file, &model).map_err(ConfigError::from)?;
        let metrics = Arc::new(crate::metrics::Metrics::new());
        metrics.watch_protective_stops(backend.protective_stops());
        let app = App::new(crate::app::Parts {
            backend,
            positions: Arc::new(positions),
            recordings: Arc::new(
                crate::recordings::RecordingStore::open(std::path::Path::new(&config.endpoints.recordings.dir))
                    .with_quota(config.endpoints.recordings.max_total_bytes()),
            ),
            recorder: Default::default(),
            model,
            endpoints: Arc::new(config.endpoints.clone()),
            admission,
            control: Arc::new(crate::control::Control::new(config.endpoints.control.clone())),
            sequences,
            events,
            audit: Default::default(),
            answers: Default::default(),
            metrics,
            large_bodies: crate::large_bodies::LargeBodies::new(config.endpoints.uploads.max_bytes),
        });
        let options = http::RouterOptions {
            auth_token: Some(web.auth_token.clone()).filter(|t| !t.is_empty()),
            mcp_allowed_hosts: crate::mcp::allowed_hosts(
                &web.host,
                &[config.endpoints.mcp.allowed_hosts.as_slice(), web.allowed_hosts.as_slice()].concat(),
            ),
            exposure: http::exposure::Exposure::new(
                &http::exposure::machine_names(),
                &web.allowed_hosts,
                &web.allowed_origins,
            ),
            meshes: config.meshes.files.clone(),
        };
        // Holds the arm whenever a control lease lapses (D29), for the service's life.
        tokio::spawn(crate::api::control::hold_on_lapse(app.clone()));
        let router = http::router(app.clone(), options);
        let addr = format!("{}:{}", web.host, web.port);
        let listener =
            TcpListener::bind(&addr).await.map_err(|source| ServeError::Bind { addr: addr.clone(), source })?;
        Ok(Service { listener, router, app, sim_faults, limits, runtime })
    }

    pub fn local_addr(&self) -> std::io::Result<SocketAddr> {
        self.listener.local_addr()
    }

    /// Serves until `shutdown` completes. Then it admits no new motion, stops and holds the arm
    /// as `POST /stop` does (so requests in flight, a motion waiting for its end, finish at
    /// once), and gives requests in flight at most `shutdown.drain_s`. The runtime folder goes
    /// with the service.
    pub async fn run(self, shutdown: impl std::future::Future<Output = ()> + Send + 'static) -> Result<(), ServeError> {
        let Service { listener, router, app, limits, runtime, .. } = self;
        let drain = seconds(app.endpoints.shutdown.drain_s);
        let signalled = Arc::new(tokio::sync::Notify::new());
        let notify = Arc::clone(&signalled);
        let stopping = app.clone();
        let graceful = async move {
            shutdown.await;
            // Nothing admitted after the hold: close first, then stop.
            stopping.admission.close();
            notify.notify_one();
            tracing::info!("shutting down: no new motion admitted; stopping the sequence runner and holding the arm");
            let report = crate::api::stop::stop(&stopping, &StopCause::Shutdown).await;
            tracing::info!("shutdown stop: {}", report.message);
            // Open streams would hold the drain until its deadline.
            stopping.events.close("the service is shutting down");
        };
        let served = accept::serve(listener, router, limits, graceful);
        let deadline = async {
            signalled.notified().await;
            tokio::time::sleep(drain).await;
        };
        tokio::select! {
            () = served => {},
            () = deadline => {
                tracing::warn!("requests still open {drain:?} after the shutdown signal; exiting anyway");
            }
        };
        // No runner outlives the service, however serving ended.
        app.sequences.stop().await;
        drop(runtime);
        Ok(())
    }
}

/// The connection bound and timeouts; raises the open-file limit first, so the bound is as high
/// as the system lets this process go.
fn connection_limits(c: &crate::config::endpoints::ConnectionsConfig) -> accept::Limits {
    let open_files = file_limit::raise_to_hard();
    let max_connections = file_limit::connection_bound(c.max, open_files, c.reserved_files);
    if max_connections < c.max {
        tracing::warn!(
            "serving at most {max_connections} connections at once, not connections.max = {}: the open-file limit is {} \
             and {} files are kept for the rest of the service (connections.reserved_files)",
            c.max,
            open_files.unwrap_or_default(),
            c.reserved_files
        );
    }
    let max_streams = streams::stream_bound(c.max_streams, max_connections);
    if max_streams < c.max_streams {
        tracing::warn!(
            "serving at most {max_streams} event streams and WebSockets at once, not connections.max_streams = {}: \
             streams get at most half of the {max_connections} connections, the rest is kept for requests",
            c.max_streams
        );
    }
    let timeouts =
        connection::Timeouts { header_read: seconds(c.header_read_timeout_s), idle: seconds(c.idle_timeout_s) };
    accept::Limits { timeouts, max_connections, max_streams }
}

fn is_loopback(host: &str) -> bool {
    host == "localhost" || host.parse::<std::net::IpAddr>().is_ok_and(|ip| ip.is_loopback())
}

/// Watches for SIGINT and SIGTERM from now on; the future resolves on the first. Registered
/// before the service announces its address, so a signal right after that line still shuts it
/// down in order instead of killing it.
pub fn shutdown_signal() -> std::io::Result<impl std::future::Future<Output = ()> + Send + 'static> {
    use tokio::signal::unix::{SignalKind, signal};
    let mut term = signal(SignalKind::terminate())?;
    let mut int = signal(SignalKind::interrupt())?;
    Ok(async move {
        tokio::select! {
            _ = term.recv() => {},
            _ = int.recv() => {},
        }
    })
}
