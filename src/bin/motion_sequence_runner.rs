//! Runs a motion sequence file on the robot; the same program `armrest` runs when it starts
//! itself as the runner (see `armrest::sequence_runner::process`), usable by hand.

fn main() -> std::process::ExitCode {
    armrest::sequence_runner::process::main()
}
