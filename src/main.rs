use armrest::cli::Cli;
use armrest::config::Config;
use armrest::server::{Service, shutdown_signal};
use clap::Parser;
use std::process::ExitCode;

fn main() -> ExitCode {
    // One executable (D30): started under the runner's name, this is the sequence runner.
    if armrest::sequence_runner::process::invoked_as_runner() {
        return armrest::sequence_runner::process::main();
    }
    let mut cli = Cli::parse();
    // A client subcommand (D40): a client of a running service, no server here.
    if let Some(command) = cli.command.take() {
        return armrest::client::main(cli, command);
    }
    armrest::sequence_supervisor::runner_path::this_executable_runs_sequences();
    let runtime = match tokio::runtime::Builder::new_multi_thread().enable_all().build() {
        Ok(rt) => rt,
        Err(e) => {
            eprintln!("cannot start the async runtime: {e}");
            return ExitCode::FAILURE;
        }
    };
    runtime.block_on(serve(cli))
}

async fn serve(cli: Cli) -> ExitCode {
    let log = armrest::logging::init();
    let ament = std::env::var("AMENT_PREFIX_PATH").ok();
    let config = match Config::load(&cli.config, &cli.overrides(), ament.as_deref()) {
        Ok(c) => c,
        Err(e) => {
            tracing::error!("configuration error: {e}");
            return ExitCode::from(2);
        }
    };
    if !config.settings.web.enabled {
        tracing::info!("web server disabled (web.enabled: false in {}); exiting", config.settings_path.display());
        return ExitCode::SUCCESS;
    }
    let backend = config.settings.robot.backend.as_str();
    let joint_states = config.endpoints.joint_states.clone();
    let shutdown = match shutdown_signal() {
        Ok(s) => s,
        Err(e) => {
            tracing::error!("cannot watch for SIGTERM and SIGINT: {e}");
            return ExitCode::FAILURE;
        }
    };
    let service = match Service::bind(config).await {
        Ok(s) => s,
        Err(e) => {
            tracing::error!("cannot start: {e}");
            return ExitCode::from(2);
        }
    };
    let first = armrest::readiness::first_joint_state(service.app.backend.as_ref(), &joint_states).await;
    armrest::readiness::report(first, &joint_states);
    match service.local_addr() {
        Ok(addr) => tracing::info!("armrest listening on http://{addr} (backend: {backend})"),
        Err(e) => tracing::warn!("armrest listening (address unknown: {e}) (backend: {backend})"),
    }
    // Kept until exit: middleware handles are not torn down (ROS 2 from wheels can abort in its
    // destructors), the process ending releases them.
    let backend = std::sync::Arc::clone(&service.app.backend);
    match service.run(shutdown).await {
        Ok(()) => {
            tracing::info!("armrest stopped");
            std::mem::forget(backend);
            // Every line written before the process ends.
            drop(log);
            // Skip exit handlers too: ROS 2 libraries' can crash while their threads run.
            // SAFETY: _exit(2) ends the process; the log was written out just above.
            unsafe { libc::_exit(0) }
        }
        Err(e) => {
            tracing::error!("{e}");
            ExitCode::FAILURE
        }
    }
}
