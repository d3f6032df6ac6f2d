//! The runner's command line: the one contract between `armrest` (which launches the runner)
//! and `motion_sequence_runner` (which parses it). Both sides use [`RunnerArgs`]: the supervisor
//! builds one and turns it into arguments with [`RunnerArgs::to_args`], the runner parses them
//! back with clap, so a renamed flag cannot compile on one side and fail on the other.

use armrest_backend::RunnerConnection;
use armrest_backend::formats::sequence;
use armrest_backend::middleware::{MotionConfig, TrajectoryConfig};
use clap::Parser;
use std::ffi::OsString;
use std::path::PathBuf;

#[derive(Debug, Clone, PartialEq, Parser)]
#[command(name = "motion_sequence_runner", version, about = "Runs a motion sequence file on the robot")]
pub struct RunnerArgs {
    /// Sequence file (JSON: `home`, `waypoints`).
    #[arg(long)]
    pub config: PathBuf,
    /// Number of repetitions of the waypoints (>= 1).
    #[arg(long, default_value_t = sequence::N_ITERATIONS_DEFAULT)]
    pub n_iterations: u64,
    /// Pause between iterations, seconds.
    #[arg(long, default_value_t = sequence::DELAY_BETWEEN_ITERATIONS_DEFAULT_S)]
    pub delay_between_iterations: f64,
    /// Record topics into this rosbag2 folder; empty: no recording.
    #[arg(long, default_value = "")]
    pub bag_path: String,
    /// Comma-separated topics to record; empty: every topic available.
    #[arg(long, default_value = "")]
    pub topics: String,
    /// Action name for joint targets.
    #[arg(long, default_value_t = MotionConfig::default().joints_action)]
    pub joints_action: String,
    /// Action name for Cartesian targets.
    #[arg(long, default_value_t = MotionConfig::default().pose_action)]
    pub pose_action: String,
    /// The controller's FollowJointTrajectory action (`trajectory.controller_action`): where a
    /// blended iteration's trajectory goes (D37).
    #[arg(long, default_value_t = TrajectoryConfig::default().controller_action)]
    pub controller_action: String,
    /// What a sequence with blend radii plans with (JSON: the robot's files, the world, the hold
    /// tolerance, the joint state topic), written by armrest beside the sequence file (D37).
    #[arg(long)]
    pub planning: Option<PathBuf>,
    /// Drive the built-in simulator through its action socket.
    #[arg(long)]
    pub sim_socket: Option<PathBuf>,
    /// Drive the robot over ROS 2 actions (needs a build with the `ros2` feature).
    #[arg(long, conflicts_with = "sim_socket")]
    pub ros2: bool,
    /// Seconds to wait for a middleware peer: an action server (ROS 2), a recorded topic's
    /// first message (simulator).
    #[arg(long, default_value_t = MotionConfig::default().server_wait_s)]
    pub server_wait: f64,
    /// Seconds a goal may take before it is cancelled (ROS 2).
    #[arg(long, default_value_t = MotionConfig::default().timeout_s)]
    pub motion_timeout: f64,
    /// Seconds to wait for a goal to be accepted (ROS 2).
    #[arg(long, default_value_t = MotionConfig::default().accept_wait_s)]
    pub accept_wait: f64,
    /// Seconds to wait for the answer to a cancel request.
    #[arg(long, default_value_t = MotionConfig::default().cancel_wait_s)]
    pub cancel_wait: f64,
    /// Seconds between checks that a goal's action server is still there (ROS 2).
    #[arg(long, default_value_t = MotionConfig::default().server_check_s)]
    pub server_check: f64,
    /// Seconds this fresh process may take to discover the graph: action servers, topics to
    /// record (ROS 2).
    #[arg(long, default_value_t = MotionConfig::default().discovery_wait_s)]
    pub discovery_wait: f64,
    /// The controller's speed scaling topic (ROS 2): a goal's timeout counts only the time its
    /// path advanced by the factors there. Empty: none.
    #[arg(long, default_value = "")]
    pub speed_scaling_topic: String,
    /// Test hook: on SIGTERM neither cancel nor exit, as a runner stuck in a middleware call
    /// would; only SIGKILL ends it.
    #[arg(long, hide = true, env = "ARMREST_TEST_RUNNER_IGNORES_SIGTERM")]
    pub test_ignore_sigterm: bool,
}

/// How one run goes: the form fields of `POST /sequences/start` beside the sequence file.
#[derive(Clone, Debug, PartialEq)]
pub struct RunOptions {
    pub n_iterations: u64,
    pub delay_between_iterations: f64,
    pub bag_path: String,
    pub topics: String,
    pub joints_action: String,
    pub pose_action: String,
}

impl RunnerArgs {
    /// The arguments of one run: the sequence file's path, how the run goes, how to reach the
    /// robot, and the configured waits on the middleware.
    pub fn new(config: PathBuf, run: RunOptions, connection: RunnerConnection, waits: &MotionConfig) -> RunnerArgs {
        let (sim_socket, ros2, speed_scaling_topic) = match connection {
            RunnerConnection::SimSocket(path) => (Some(path), false, String::new()),
            RunnerConnection::Ros2 { speed_scaling_topic } => (None, true, speed_scaling_topic),
        };
        RunnerArgs {
            config,
            n_iterations: run.n_iterations,
            delay_between_iterations: run.delay_between_iterations,
            bag_path: run.bag_path,
            topics: run.topics,
            joints_action: run.joints_action,
            pose_action: run.pose_action,
            controller_action: TrajectoryConfig::default().controller_action,
            planning: None,
            sim_socket,
            ros2,
            server_wait: waits.server_wait_s,
            motion_timeout: waits.timeout_s,
            accept_wait: waits.accept_wait_s,
            cancel_wait: waits.cancel_wait_s,
            server_check: waits.server_check_s,
            discovery_wait: waits.discovery_wait_s,
            speed_scaling_topic,
            test_ignore_sigterm: false,
        }
    }

    /// The command line (without the program name) that parses back into `self`. Every value
    /// is given as `--flag=value`, so a value that starts with `-` stays a value. Numbers are
    /// written in Rust's shortest form that reads back to the same `f64`.
    pub fn to_args(&self) -> Vec<OsString> {
        let mut out: Vec<OsString> = Vec::new();
        let mut flag = |name: &str, value: &dyn std::fmt::Display| out.push(format!("--{name}={value}").into());
        flag("n-iterations", &self.n_iterations);
        flag("delay-between-iterations", &self.delay_between_iterations);
        flag("bag-path", &self.bag_path);
        flag("topics", &self.topics);
        flag("joints-action", &self.joints_action);
        flag("pose-action", &self.pose_action);
        flag("controller-action", &self.controller_action);
        flag("server-wait", &self.server_wait);
        flag("motion-timeout", &self.motion_timeout);
        flag("accept-wait", &self.accept_wait);
        flag("cancel-wait", &self.cancel_wait);
        flag("server-check", &self.server_check);
        flag("discovery-wait", &self.discovery_wait);
        flag("speed-scaling-topic", &self.speed_scaling_topic);
        // Paths need not be UTF-8: built from OsStrings, not through Display.
        let mut path_flag = |name: &str, path: &PathBuf| {
            let mut arg = OsString::from(format!("--{name}="));
            arg.push(path.as_os_str());
            out.push(arg);
        };
        path_flag("config", &self.config);
        if let Some(planning) = &self.planning {
            path_flag("planning", planning);
        }
        if let Some(socket) = &self.sim_socket {
            path_flag("sim-socket", socket);
        }
        if self.ros2 {
            out.push("--ros2".into());
        }
        if self.test_ignore_sigterm {
            out.push("--test-ignore-sigterm".into());
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn parse(args: &RunnerArgs) -> RunnerArgs {
        let argv = std::iter::once(OsString::from("motion_sequence_runner")).chain(args.to_args());
        RunnerArgs::try_parse_from(argv).expect("the runner parses what the supervisor builds")
    }

    fn text() -> impl Strategy<Value = String> {
        // Values a client may send: empty, leading dashes, spaces, commas, `=`, non-ASCII.
        prop_oneof![Just(String::new()), Just("--help".to_owned()), "[ -~]{0,20}", "\\PC{0,12}"]
    }

    fn seconds() -> impl Strategy<Value = f64> {
        prop_oneof![Just(0.0), Just(1e-9), 0.0..1e6f64, Just(86_400.0)]
    }

    proptest! {
        #[test]
        fn arguments_parse_back_into_the_same_value(
            n_iterations in 1u64..u64::MAX,
            delay in seconds(),
            bag_path in text(),
            topics in text(),
            joints_action in text(),
            pose_action in text(),
            config in "[a-z/ .-]{1,30}",
            sim in proptest::option::of("[a-z/ .-]{1,30}"),
            waits in proptest::array::uniform6(seconds()),
            scaling in text(),
            controller_action in text(),
            planning in proptest::option::of("[a-z/ .-]{1,30}"),
        ) {
            let run = RunOptions {
                n_iterations,
                delay_between_iterations: delay,
                bag_path,
                topics,
                joints_action,
                pose_action,
            };
            let motion = MotionConfig {
                server_wait_s: waits[0],
                timeout_s: waits[1],
                accept_wait_s: waits[2],
                cancel_wait_s: waits[3],
                server_check_s: waits[4],
                discovery_wait_s: waits[5],
                ..MotionConfig::default()
            };
            let connection = match sim {
                Some(path) => RunnerConnection::SimSocket(path.into()),
                None => RunnerConnection::Ros2 { speed_scaling_topic: scaling },
            };
            let mut args = RunnerArgs::new(config.into(), run, connection, &motion);
            args.controller_action = controller_action;
            args.planning = planning.map(PathBuf::from);
            prop_assert_eq!(parse(&args), args);
        }
    }

    #[test]
    fn the_test_hook_and_a_non_utf8_path_survive_the_round_trip() {
        use std::os::unix::ffi::OsStringExt;
        let odd = PathBuf::from(OsString::from_vec(b"/tmp/seq-\xff.json".to_vec()));
        let run = RunOptions {
            n_iterations: 2,
            delay_between_iterations: 0.25,
            bag_path: String::new(),
            topics: String::new(),
            joints_action: "cobot/move_to_joints".into(),
            pose_action: "cobot/move_to_pose".into(),
        };
        let mut args = RunnerArgs::new(odd.clone(), run, RunnerConnection::SimSocket(odd), &MotionConfig::default());
        args.test_ignore_sigterm = true;
        assert_eq!(parse(&args), args);
    }
}
