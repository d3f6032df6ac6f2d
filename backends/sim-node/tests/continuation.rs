//! armrest's continuation of the controller's command (armrest-ros2's `continuation`) against
//! the stand-in's port of Jazzy's trajectory class: what the controller does with a jog tick
//! built from a `~/controller_state` of some age, restarting from the *measured* state (Jazzy's
//! default, a position-only arm: velocity 0, lagging behind its command).

use armrest_backend::DOF;
use armrest_ros2::continuation::{self, Continued};
use armrest_ros2::controller_state::StampedCommand;
use armrest_sim::controller::jtc_trajectory::{Interpolation, JtcTrajectory, Message, Point, nanos};

/// The command's stamp on the controller's clock, and its steady jog on every joint.
const STAMP_S: f64 = 100.25;
const AT: f64 = 0.5;
const VELOCITY: f64 = 0.2;
/// How far the measured arm lags behind its command (the drives' tracking lag).
const LAG: f64 = 0.004;

fn command(since_s: f64) -> StampedCommand {
    StampedCommand { header: (100, 250_000_000), positions: [AT; DOF], velocity: [VELOCITY; DOF], since_s }
}

/// Where the steady command is `t` seconds after its stamp.
fn commanded(t: f64) -> f64 {
    AT + VELOCITY * t
}

/// A jog tick sent `since_s` after the state's stamp: the setpoints a few periods ahead of now.
fn tick(since_s: f64) -> Vec<continuation::Point> {
    [0.03, 0.06]
        .iter()
        .map(|&t| continuation::Point {
            positions: [commanded(since_s + t); DOF],
            velocities: None,
            accelerations: None,
            time_from_start: t,
        })
        .collect()
}

/// Jazzy's controller receiving `m` at `now_s`: a zero stamp starts on arrival; the trajectory
/// starts from the measured state; the command is its first sample.
fn first_sample(m: &Continued, now_s: f64) -> f64 {
    let stamp =
        if m.header == (0, 0) { nanos(now_s) } else { i64::from(m.header.0) * 1_000_000_000 + i64::from(m.header.1) };
    let points = m
        .points
        .iter()
        .map(|p| Point {
            positions: p.positions.to_vec(),
            velocities: p.velocities.map(|v| v.to_vec()).unwrap_or_default(),
            time_from_start: p.time_from_start,
            ..Point::default()
        })
        .collect();
    let measured = Point { positions: vec![commanded(now_s - STAMP_S) - LAG; DOF], ..Point::default() };
    let mut trajectory = JtcTrajectory::from_state(nanos(now_s), &measured, Message { stamp, points });
    let sampled = trajectory.sample(nanos(now_s), Interpolation::VariableDegreeSpline, true).expect("sampled");
    sampled.state.positions[0]
}

/// From a state 5 ms old, as from one half a second old (late on a loaded machine), the
/// controller goes on where its command is; the same tick stamped 0 steps it back by the lag.
#[test]
fn a_jog_tick_continuing_a_state_of_any_age_goes_on_where_the_command_is() {
    for since_s in [0.005, 0.1, 0.3, 0.5] {
        let arrives = STAMP_S + since_s + 0.002;
        let m = continuation::continuing(tick(since_s), Some(&command(since_s)), 1.0);
        assert_eq!(m.header, (100, 250_000_000));
        let q = first_sample(&m, arrives);
        let expected = commanded(arrives - STAMP_S);
        assert!((q - expected).abs() < 1e-6, "state {since_s} s old: command at {q}, {expected} expected");
    }
    let since_s = 0.3;
    let plain = continuation::continuing(tick(since_s), None, 1.0);
    let arrives = STAMP_S + since_s;
    let back = commanded(since_s) - first_sample(&plain, arrives);
    assert!(back > 0.9 * LAG, "without the continuation the command steps back by the lag: {back}");
}
