//! `armrest_sim_node`: armrest's simulator as a ROS 2 stack, for `armrest --backend ros2` and any
//! other ROS 2 tool without a robot. The same simulator code as `--backend sim` (controller,
//! planner, IK, clock, faults), served under the names of the endpoints configuration (see
//! the library of this crate). Built with the `ros2` feature.

use armrest::config::{Config, Overrides};
use armrest_ros2::stack::{RobotFiles, Stack};
use armrest_sim::RunningArm;
use armrest_sim_node::{Publishing, SimNode};
use clap::Parser;
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::Arc;

#[derive(Debug, Parser)]
#[command(name = "armrest_sim_node", version, about = "armrest's simulated arm on a ROS 2 graph")]
struct Args {
    /// Settings file (the simulator block, the robot model and the endpoints configuration).
    #[arg(long, env = "ARMREST_CONFIG", default_value = "config/settings.yaml")]
    config: PathBuf,
    /// Simulated seconds per wall-clock second.
    #[arg(long)]
    time_scale: Option<f64>,
    /// Publish every velocity and effort as NaN, as joint_state_broadcaster does for joints
    /// without those state interfaces.
    #[arg(long)]
    nan_velocity_effort: bool,
    /// The robot stack it stands in for (a stand-in file, e.g. config/stacks/position-only.yaml):
    /// the robot's controller files it names, and what they do not say (the controller's
    /// version, faults, QoS). Without it: config/stacks/jazzy-moveit.yaml's values.
    #[arg(long)]
    stack: Option<PathBuf>,
    /// The robot's ros2_control controllers file (its bringup's YAML): the joint trajectory
    /// controller's name (its topics) and parameters, upstream's defaults where it is silent.
    #[arg(long)]
    controllers: Option<PathBuf>,
    /// The robot's MoveIt moveit_controllers.yaml: trajectory_execution.* and the controllers'
    /// own overrides.
    #[arg(long)]
    moveit_controllers: Option<PathBuf>,
    /// Which joint trajectory controller of the controllers file drives the arm, where it lists
    /// several.
    #[arg(long, value_name = "NAME")]
    controller: Option<String>,
    /// The files' joint names renamed to the URDF's: FROM=TO,…
    #[arg(long, value_name = "FROM=TO,…")]
    joint_map: Option<String>,
}

#[tokio::main]
async fn main() -> ExitCode {
    tracing_subscriber::fmt()
        .with_env_filter(
            tracing_subscriber::EnvFilter::try_from_default_env().unwrap_or_else(|_| "armrest=info".into()),
        )
        .with_writer(std::io::stderr)
        .init();
    let args = Args::parse();
    let ament = std::env::var("AMENT_PREFIX_PATH").ok();
    let overrides = Overrides { time_scale: args.time_scale, ..Overrides::default() };
    let config = match Config::load(&args.config, &overrides, ament.as_deref()) {
        Ok(c) => c,
        Err(e) => {
            tracing::error!("configuration error: {e}");
            return ExitCode::from(2);
        }
    };
    let model = match config.robot_model() {
        Ok(m) => Arc::new(m),
        Err(e) => {
            tracing::error!("{e}");
            return ExitCode::from(2);
        }
    };
    let running = match RunningArm::start(model, config.settings.simulator.clone(), config.endpoints.middleware()) {
        Ok(r) => r,
        Err(e) => {
            tracing::error!("{e}");
            return ExitCode::from(2);
        }
    };
    let files = RobotFiles {
        stack: args.stack,
        controllers: args.controllers,
        moveit_controllers: args.moveit_controllers,
        controller: args.controller,
        joint_map: args.joint_map,
    };
    let stack = match Stack::load(&files, running.arm.model().joint_names()) {
        Ok(stack) => stack,
        Err(e) => {
            tracing::error!("stack file: {e}");
            return ExitCode::from(2);
        }
    };
    for note in &stack.notes {
        tracing::info!("{note}");
    }
    if let Some(jtc) = &stack.controller {
        tracing::info!("simulating {jtc} (joint_trajectory_controller/JointTrajectoryController)");
    }
    let publishing = Publishing { nan_velocity_effort: args.nan_velocity_effort };
    let node = match SimNode::start(Arc::clone(&running.arm), "armrest_sim_node", publishing, &stack) {
        Ok(n) => n,
        Err(e) => {
            tracing::error!("cannot join the ROS 2 graph: {e}");
            return ExitCode::FAILURE;
        }
    };
    tracing::info!("armrest_sim_node ready (time scale {})", config.settings.simulator.time_scale);
    let mut term = match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
        Ok(s) => s,
        Err(e) => {
            tracing::error!("cannot watch for SIGTERM: {e}");
            return ExitCode::FAILURE;
        }
    };
    tokio::select! {
        _ = term.recv() => {}
        _ = tokio::signal::ctrl_c() => {}
    }
    tracing::info!("armrest_sim_node stopped");
    // As armrest does: ROS 2 libraries from the wheels can abort in their destructors, so the
    // process ends without running them.
    std::mem::forget((node, running));
    // SAFETY: _exit(2) ends the process; tracing writes unbuffered to stderr.
    unsafe { libc::_exit(0) }
}
