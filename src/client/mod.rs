//! The command line's client side (D40): `armrest <subcommand>` talks HTTP to a running service
//! (`--url`), prints for a person or, with `--json`, the service's JSON, and ends with an exit
//! code a script can branch on (`crate::cli::exit`). One file per concept: the HTTP client,
//! the output, the stream reader, and each group of subcommands.

pub mod control;
pub mod http;
pub mod motion;
pub mod output;
pub mod sequence;
pub mod stream;
pub mod trajectory;
pub mod watch;
pub mod world;

use crate::cli::{Cli, Command, exit};
use http::{Client, Failure};
use output::Output;
use std::process::ExitCode;

/// Runs a client subcommand to its exit code.
pub fn main(cli: Cli, command: Command) -> ExitCode {
    if let Command::Completions { shell } = command {
        completions(shell);
        return ExitCode::SUCCESS;
    }
    let runtime = match tokio::runtime::Builder::new_current_thread().enable_all().build() {
        Ok(rt) => rt,
        Err(e) => {
            eprintln!("armrest: cannot start the async runtime: {e}");
            return ExitCode::FAILURE;
        }
    };
    let out = Output::new(cli.client.json);
    let code = match runtime.block_on(run(&cli, &command, out)) {
        Ok(code) => code,
        Err(failure) => {
            if out.json
                && let Some(body) = &failure.body
            {
                println!("{body}");
            }
            eprintln!("armrest: {}", failure.message);
            failure.code
        }
    };
    ExitCode::from(code)
}

async fn run(cli: &Cli, command: &Command, out: Output) -> Result<u8, Failure> {
    let o = &cli.client;
    let client = Client::new(&o.url, o.token.clone(), o.lease.clone())?;
    // The lease kept renewed while the command runs: the one given, or one taken for it.
    let (client, keeper) = if o.take_control {
        let (client, keeper) = control::Keeper::take(&client).await?;
        (client, Some(keeper))
    } else {
        let keeper = if matches!(command, Command::Control(_)) { None } else { control::Keeper::keep(&client) };
        (client, keeper)
    };
    let result = dispatch(&client, command, out).await;
    if let Some(keeper) = keeper {
        keeper.finish().await;
    }
    result
}

async fn dispatch(client: &Client, command: &Command, out: Output) -> Result<u8, Failure> {
    match command {
        Command::State => motion::state(client, out).await,
        Command::Pose => motion::pose(client, out).await,
        Command::Positions => motion::positions(client, out).await,
        Command::Move(target) => motion::move_to(client, out, target).await,
        Command::Plan(target) => motion::plan(client, out, target).await,
        Command::Stop => motion::stop(client, out).await,
        Command::Override { fraction } => motion::speed_override(client, out, *fraction).await,
        Command::Trajectory(crate::cli::TrajectoryCommand::Send { file, separator, no_validate }) => {
            trajectory::send(client, out, file, *separator, *no_validate).await
        }
        Command::Sequence(c) => sequence::run(client, out, c).await,
        Command::Watch(args) => watch::run(client, out, args).await,
        Command::World(c) => world::run(client, out, c).await,
        Command::Control(c) => control::run(client, out, c).await,
        Command::Completions { shell } => {
            completions(*shell);
            Ok(exit::DONE)
        }
    }
}

/// The completion script of `shell` on stdout.
fn completions(shell: crate::cli::Shell) {
    use clap::CommandFactory;
    use clap_complete::Shell as S;
    let shell = match shell {
        crate::cli::Shell::Bash => S::Bash,
        crate::cli::Shell::Zsh => S::Zsh,
        crate::cli::Shell::Fish => S::Fish,
    };
    clap_complete::generate(shell, &mut Cli::command(), "armrest", &mut std::io::stdout());
}
