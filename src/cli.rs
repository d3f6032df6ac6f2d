//! Command-line flags (D1) and the client's subcommands (D40). Without a subcommand `armrest`
//! serves, each flag overriding the settings file; with one it is a client of a running service
//! (`crate::client`).

use crate::config::{BackendKind, Overrides};
use clap::{Args, Parser, Subcommand, ValueEnum};
use std::path::PathBuf;

/// Where the client looks for the service when neither `--url` nor `ARMREST_URL` says.
pub const DEFAULT_URL: &str = "http://localhost:8007";

/// The client's exit codes (D40): what a script may branch on.
pub mod exit {
    /// The command did what it was asked (a motion: `success: true`).
    pub const DONE: u8 = 0;
    /// The service answered, and the motion (or sequence) did not succeed (`success: false`, a
    /// non-zero return code).
    pub const FAILED: u8 = 1;
    /// The command line is wrong (clap's own code).
    pub const USAGE: u8 = 2;
    /// The service or the robot is unreachable: no connection, a timeout, a 503 or another 5xx.
    pub const UNREACHABLE: u8 = 3;
    /// The service refused the request: 401/403 (the token), 409 (busy, control held), 422 (a
    /// value out of bounds), 423 (no control lease) and every other 4xx.
    pub const REFUSED: u8 = 4;
}

const AFTER_HELP: &str = "\
Without a subcommand armrest serves (the flags above override the settings file). With one it is
a client of a running service at --url (ARMREST_URL, default http://localhost:8007); --token
(ARMREST_TOKEN) is sent as `Authorization: Bearer`, --lease (ARMREST_LEASE) as X-Armrest-Lease.

Exit codes of the client subcommands:
  0  done (a motion: success true)
  1  the motion or sequence did not succeed (success false, a non-zero return code)
  2  usage: the command line is wrong
  3  the service or the robot is unreachable (no connection, 503, another 5xx)
  4  refused: 401/403 (token), 409 (busy, control held), 422 (out of bounds), 423 (no lease), other 4xx

Shell completions: armrest completions bash|zsh|fish";

#[derive(Debug, Parser)]
#[command(
    name = "armrest",
    version,
    about = "HTTP service for a 7-joint robot arm (ROS 2 or simulator), and its command line",
    after_help = AFTER_HELP
)]
pub struct Cli {
    /// Settings file.
    #[arg(long, env = "ARMREST_CONFIG", default_value = "config/settings.yaml")]
    pub config: PathBuf,
    /// Robot connection: the simulator or ROS 2.
    #[arg(long, value_enum)]
    pub backend: Option<BackendKind>,
    /// Listen address (0.0.0.0 for all interfaces, 127.0.0.1 for this machine only).
    #[arg(long)]
    pub host: Option<String>,
    /// Listen port; 0 picks a free port and logs it.
    #[arg(long)]
    pub port: Option<u16>,
    /// Simulated seconds per wall-clock second (simulator only).
    #[arg(long)]
    pub time_scale: Option<f64>,
    /// Folder for run-time data (sequence bags): `data.dir` of the settings file.
    #[arg(long, env = "ARMREST_DATA_DIR")]
    pub data_dir: Option<String>,
    #[command(flatten)]
    pub client: ClientOptions,
    /// A client subcommand; none: serve.
    #[command(subcommand)]
    pub command: Option<Command>,
}

impl Cli {
    pub fn overrides(&self) -> Overrides {
        Overrides {
            backend: self.backend,
            host: self.host.clone(),
            port: self.port,
            time_scale: self.time_scale,
            data_dir: self.data_dir.clone().filter(|d| !d.is_empty()),
            auth_token: std::env::var("ARMREST_AUTH_TOKEN").ok().filter(|t| !t.is_empty()),
        }
    }
}

/// What every client subcommand takes, before or after its name.
#[derive(Clone, Debug, Args)]
pub struct ClientOptions {
    /// The service's address.
    #[arg(long, global = true, env = "ARMREST_URL", default_value = DEFAULT_URL, help_heading = "Client")]
    pub url: String,
    /// Bearer token of a service with `web.auth_token` set.
    #[arg(long, global = true, env = "ARMREST_TOKEN", hide_env_values = true, help_heading = "Client")]
    pub token: Option<String>,
    /// Control lease (from `armrest control take`), sent as X-Armrest-Lease and kept renewed
    /// while the command runs.
    #[arg(long, global = true, env = "ARMREST_LEASE", hide_env_values = true, help_heading = "Client")]
    pub lease: Option<String>,
    /// Take the control lease for this command (renewed while it runs, released after it).
    #[arg(long, global = true, conflicts_with = "lease", help_heading = "Client")]
    pub take_control: bool,
    /// Print the service's JSON answers (for scripts): no tables, no progress bar.
    #[arg(long, global = true, help_heading = "Client")]
    pub json: bool,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// The joint state: each joint's position, velocity and effort.
    State,
    /// The tool centre point's pose.
    Pose,
    /// The named positions (the SRDF's and those saved).
    Positions,
    /// Move the arm (waits for the motion's end).
    #[command(subcommand)]
    Move(Target),
    /// Plan a motion without moving (a preview: duration, path, clearance).
    #[command(subcommand)]
    Plan(Target),
    /// Stop the arm (never refused).
    Stop,
    /// Publish a trajectory file to the controller.
    #[command(subcommand)]
    Trajectory(TrajectoryCommand),
    /// Motion sequences.
    #[command(subcommand)]
    Sequence(SequenceCommand),
    /// The live joint table (from /robot/stream), until Ctrl-C.
    Watch(WatchArgs),
    /// The world's collision objects.
    #[command(subcommand)]
    World(WorldCommand),
    /// The control lease (control.mode: lease).
    #[command(subcommand)]
    Control(ControlCommand),
    /// Read the speed override, or set it (0 pauses, 1 as planned).
    Override {
        /// The new fraction, 0..1; none: print the current one.
        fraction: Option<f64>,
    },
    /// Print a shell completion script.
    Completions {
        #[arg(value_enum)]
        shell: Shell,
    },
}

/// A motion's target, for `move` and `plan`.
#[derive(Debug, Subcommand)]
pub enum Target {
    /// Joint positions J1..J7 (radians).
    Joints {
        #[arg(num_args = 7, value_names = ["J1", "J2", "J3", "J4", "J5", "J6", "J7"], allow_negative_numbers = true, required = true)]
        joints: Vec<f64>,
        #[command(flatten)]
        speed: Speed,
    },
    /// A named position (see `armrest positions`).
    Named {
        name: String,
        #[command(flatten)]
        speed: Speed,
    },
    /// A pose of the TCP: X Y Z in metres, optional A B C in radians (R = Rz(A)·Ry(B)·Rx(C)).
    Pose {
        #[arg(num_args = 3..=6, value_names = ["X", "Y", "Z", "A", "B", "C"], allow_negative_numbers = true, required = true)]
        pose: Vec<f64>,
        /// ompl | ptp | lin | circ | chomp (the service's default when not given).
        #[arg(long)]
        planner: Option<String>,
        /// The pose's frame: a link of the robot model (default: the planning frame).
        #[arg(long)]
        frame: Option<String>,
        #[command(flatten)]
        speed: Speed,
    },
}

#[derive(Debug, Args)]
pub struct Speed {
    /// Speed scale 0.01..1 (the service's default when not given).
    #[arg(long)]
    pub speed: Option<f64>,
}

#[derive(Debug, Subcommand)]
pub enum TrajectoryCommand {
    /// Send a trajectory: CSV (by extension or content) or JSON (`{"points": […]}`).
    Send {
        file: PathBuf,
        /// The CSV's separator (default: `;` when the header has one and no comma, else `,`).
        #[arg(long)]
        separator: Option<char>,
        /// Skip the joint range check (the drives' check always runs).
        #[arg(long)]
        no_validate: bool,
    },
}

#[derive(Debug, Subcommand)]
pub enum SequenceCommand {
    /// Start a sequence file (JSON: `home`, `waypoints`).
    Start(SequenceStart),
    /// The sequence runner's status.
    Status,
    /// The runner's latest log lines.
    Logs {
        /// How many (1..300).
        #[arg(short, long, default_value_t = 50)]
        n: u32,
    },
}

#[derive(Debug, Args)]
pub struct SequenceStart {
    pub file: PathBuf,
    /// Iterations (at least 1; the service's default: 3).
    #[arg(long)]
    pub iterations: Option<u32>,
    /// Seconds between iterations (the service's default: 5).
    #[arg(long)]
    pub delay: Option<f64>,
    /// Record the arm's motion as a demonstration of this name (started before, stopped after).
    #[arg(long, value_name = "NAME")]
    pub record: Option<String>,
    /// Print the sequence's log lines until it ends (exit 1 when the runner fails).
    #[arg(long)]
    pub follow: bool,
}

#[derive(Debug, Args)]
pub struct WatchArgs {
    /// State events per second.
    #[arg(long, default_value_t = 10)]
    pub rate: u32,
}

#[derive(Debug, Subcommand)]
pub enum WorldCommand {
    /// The world's objects.
    List,
    /// Put an object from a JSON file (its `id`, or the file's name without extension).
    Put { file: PathBuf },
    /// Remove an object.
    Rm { id: String },
}

#[derive(Debug, Subcommand)]
pub enum ControlCommand {
    /// Take the lease and print it (for --lease or ARMREST_LEASE).
    Take {
        /// Who holds it, as others see it.
        #[arg(long, default_value = "armrest-cli")]
        holder: String,
        /// The lease's life unless renewed (the service's `control.ttl_s` when not given).
        #[arg(long)]
        ttl: Option<f64>,
        /// Take it from its holder (stops the arm first).
        #[arg(long)]
        force: bool,
    },
    /// Give the lease back (--lease).
    Release,
    /// Who holds control.
    Status,
}

#[derive(Clone, Copy, Debug, ValueEnum)]
pub enum Shell {
    Bash,
    Zsh,
    Fish,
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;

    #[test]
    fn the_command_line_is_consistent() {
        Cli::command().debug_assert();
    }

    #[test]
    fn the_help_names_every_exit_code() {
        for code in [exit::DONE, exit::FAILED, exit::USAGE, exit::UNREACHABLE, exit::REFUSED] {
            assert!(AFTER_HELP.contains(&format!("\n  {code}  ")), "exit code {code}");
        }
        assert!(AFTER_HELP.contains(DEFAULT_URL));
    }

    #[test]
    fn client_options_go_before_or_after_the_subcommand() {
        for args in [
            &["armrest", "--url", "http://h:1", "--json", "move", "joints", "0", "-0.5", "0", "0", "0", "0", "0"][..],
            &["armrest", "move", "joints", "0", "-0.5", "0", "0", "0", "0", "0", "--url", "http://h:1", "--json"][..],
        ] {
            let cli = Cli::try_parse_from(args).expect("parses");
            assert_eq!(cli.client.url, "http://h:1");
            assert!(cli.client.json);
            match cli.command {
                Some(Command::Move(Target::Joints { joints, .. })) => assert_eq!(joints[1], -0.5),
                other => panic!("{other:?}"),
            }
        }
        assert!(Cli::try_parse_from(["armrest", "move", "joints", "1", "2"]).is_err(), "7 joints");
        assert!(Cli::try_parse_from(["armrest"]).expect("serves").command.is_none());
    }
}
