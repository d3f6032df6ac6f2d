//! Starting and stopping the service.

use crate::api::App;
use crate::api::gate::MotionGate;
use crate::backend_select::{self, StartError};
use crate::config::{Config, ConfigError};
use crate::http;
use crate::sequences::{Supervisor, runner_path};
use armrest_backend::middleware::seconds;
use std::future::IntoFuture;
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
    #[error("server error: {0}")]
    Io(#[from] std::io::Error),
}

/// A configured service, bound to its address and ready to serve.
pub struct Service {
    pub listener: TcpListener,
    pub router: axum::Router,
    pub app: App,
}

impl Service {
    /// Loads the robot model, starts the backend and binds the listener.
    pub async fn bind(config: Config) -> Result<Service, ServeError> {
        let model = Arc::new(config.robot_model()?);
        let backend = backend_select::start(&config, Arc::clone(&model))?;
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
        let gate = MotionGate::default();
        let sequences = Arc::new(Supervisor::new(
            runner,
            backend.runner_transport(),
            seconds(seq.stop_grace_s),
            seq.log_lines,
            gate.clone(),
        ));
        let app = App { backend, model, endpoints: Arc::new(config.endpoints.clone()), gate, sequences };
        let options = http::RouterOptions {
            auth_token: Some(web.auth_token.clone()).filter(|t| !t.is_empty()),
            mcp_allowed_hosts: crate::mcp::allowed_hosts(&web.host, &config.endpoints.mcp.allowed_hosts),
        };
        let router = http::router(app.clone(), options);
        let addr = format!("{}:{}", web.host, web.port);
        let listener =
            TcpListener::bind(&addr).await.map_err(|source| ServeError::Bind { addr: addr.clone(), source })?;
        Ok(Service { listener, router, app })
    }

    pub fn local_addr(&self) -> std::io::Result<SocketAddr> {
        self.listener.local_addr()
    }

    /// Serves until `shutdown` completes. Then, like `POST /stop`, it ends the sequence runner
    /// and holds the arm, so requests in flight (a motion waiting for its end) finish at once;
    /// it waits for them at most [`DRAIN`].
    pub async fn run(self, shutdown: impl std::future::Future<Output = ()> + Send + 'static) -> Result<(), ServeError> {
        let app = self.app.clone();
        let signalled = Arc::new(tokio::sync::Notify::new());
        let notify = Arc::clone(&signalled);
        let graceful = async move {
            shutdown.await;
            notify.notify_one();
            tracing::info!("shutting down: stopping the sequence runner and holding the arm");
            app.sequences.stop().await;
            let report = app.backend.stop().await;
            tracing::info!("shutdown stop: {}", report.notes.join("; "));
        };
        let served = axum::serve(self.listener, self.router).with_graceful_shutdown(graceful).into_future();
        let deadline = async {
            signalled.notified().await;
            tokio::time::sleep(DRAIN).await;
        };
        tokio::select! {
            served = served => served?,
            () = deadline => tracing::warn!("requests still open {DRAIN:?} after the shutdown signal; exiting anyway"),
        }
        // No runner outlives the service, however serving ended.
        self.app.sequences.stop().await;
        Ok(())
    }
}

/// How long shutdown waits for requests in flight.
pub const DRAIN: std::time::Duration = std::time::Duration::from_secs(10);

fn is_loopback(host: &str) -> bool {
    host == "localhost" || host.parse::<std::net::IpAddr>().is_ok_and(|ip| ip.is_loopback())
}

/// Resolves on SIGINT or SIGTERM.
pub async fn shutdown_signal() {
    let ctrl_c = async {
        let _ = tokio::signal::ctrl_c().await;
    };
    #[cfg(unix)]
    let term = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut s) => {
                s.recv().await;
            }
            Err(_) => std::future::pending::<()>().await,
        }
    };
    #[cfg(not(unix))]
    let term = std::future::pending::<()>();
    tokio::select! {
        _ = ctrl_c => {},
        _ = term => {},
    }
}
