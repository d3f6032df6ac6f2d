//! `motion_sequence_runner`: reads a sequence file, visits `home` once, then runs the waypoints
//! `n_iterations` times with a pause between iterations, sending each as a MoveToJoints or
//! MoveToPose goal (or, when the waypoints carry blend radii, each iteration as one blended
//! path: one FollowJointTrajectory goal, D37), optionally recording topics into a rosbag2 folder. One line per step on
//! stdout, errors on stderr. Exit codes (D9): 0 all waypoints done, 1 a motion failed, 2 invalid
//! configuration, 3 middleware unavailable; SIGTERM stops the current motion and ends the
//! process by that signal.

pub mod args;
pub mod blend;
pub mod output;
pub mod process;
#[cfg(feature = "ros2")]
pub mod ros2_transport;
pub mod sim_transport;
pub mod transport;

use crate::bag::BagWriter;
pub use args::RunnerArgs;
use armrest_backend::formats::sequence::{self, SequenceFile, Waypoint};
use armrest_backend::motion::MotionResult;
use armrest_backend::ros_name;
use armrest_backend::validation::{Loc, fmt_fixed};
use output::{err, out};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::{Duration, Instant};
use transport::{SharedBag, Transport, TransportError};

pub const EXIT_OK: i32 = 0;
pub const EXIT_MOTION_FAILED: i32 = 1;
pub const EXIT_INVALID: i32 = 2;
pub const EXIT_UNAVAILABLE: i32 = 3;

/// Seconds as a duration; a value the arguments' checks refused counts as zero.
pub fn secs(s: f64) -> Duration {
    Duration::try_from_secs_f64(s).unwrap_or(Duration::ZERO)
}

/// Words a waypoint the way the log shows it.
pub fn describe(w: &Waypoint) -> String {
    match w {
        Waypoint::Joints { joints, speed, .. } => {
            let q: Vec<String> = joints.iter().map(|v| fmt_fixed(*v, 3)).collect();
            format!("MoveToJoints [{}] speed {speed:.2}", q.join(", "))
        }
        // The file's numbers, short whatever they are (a coordinate of 1e300 is no 300 digits).
        Waypoint::Pose { position, orientation, speed, planner, .. } => format!(
            "MoveToPose {} x={} y={} z={} a={} b={} c={} speed {speed:.2}",
            planner.name(),
            fmt_fixed(position[0], 3),
            fmt_fixed(position[1], 3),
            fmt_fixed(position[2], 3),
            fmt_fixed(orientation.a, 3),
            fmt_fixed(orientation.b, 3),
            fmt_fixed(orientation.c, 3)
        ),
    }
}

/// Checks the arguments and reads the file; `Err` is the message for exit code 2.
pub fn load(args: &RunnerArgs) -> Result<SequenceFile, String> {
    if args.n_iterations < 1 {
        return Err("n_iterations must be at least 1".into());
    }
    let max_delay = sequence::DELAY_BETWEEN_ITERATIONS_MAX_S;
    if !(args.delay_between_iterations.is_finite() && (0.0..=max_delay).contains(&args.delay_between_iterations)) {
        return Err(format!("delay_between_iterations must be a number of seconds from 0 to {max_delay}"));
    }
    for (what, name) in [("joints_action", &args.joints_action), ("pose_action", &args.pose_action)] {
        ros_name::check(name).map_err(|why| format!("{what}: {why}"))?;
    }
    let topics: Vec<&str> = args.topics.split(',').map(str::trim).filter(|t| !t.is_empty()).collect();
    if topics.len() > ros_name::LIST_MAX_NAMES {
        return Err(format!("topics: at most {} names, not {}", ros_name::LIST_MAX_NAMES, topics.len()));
    }
    for topic in topics {
        ros_name::check(topic).map_err(|why| format!("topics: {why}"))?;
    }
    let text = std::fs::read(&args.config).map_err(|e| format!("cannot read {}: {e}", args.config.display()))?;
    let file = SequenceFile::parse(&text, &Loc::empty(), None)
        .map_err(|v| format!("invalid sequence file {}: {v}", args.config.display()))?;
    if file.blended() {
        ros_name::check(&args.controller_action).map_err(|why| {
            format!(
                "controller_action: {why}; a sequence with blend radii sends each iteration to the controller's \
                 FollowJointTrajectory action (trajectory.controller_action)"
            )
        })?;
        if args.planning.is_none() {
            return Err("a sequence with blend radii needs --planning (the robot model and world to plan with)".into());
        }
    }
    Ok(file)
}

/// The planning context of a blended sequence (`--planning`), with the model loaded; `None`
/// when the file has no blend radius. `Err` is the message for exit code 2.
pub fn load_blending(args: &RunnerArgs, file: &SequenceFile) -> Result<Option<(blend::Blending, String)>, String> {
    let Some(path) = args.planning.as_ref().filter(|_| file.blended()) else { return Ok(None) };
    let (planning, model) = blend::Planning::load(path)?;
    let blending = blend::Blending {
        model,
        hold_tolerance: planning.hold_tolerance_rad,
        controller_action: args.controller_action.clone(),
    };
    Ok(Some((blending, planning.joint_states_topic)))
}

/// Runs the sequence; returns the exit code.
pub async fn run_sequence(
    args: &RunnerArgs,
    file: &SequenceFile,
    blending: Option<&blend::Blending>,
    transport: &mut dyn Transport,
) -> i32 {
    let started = Instant::now();
    let n = args.n_iterations;
    let count = file.waypoints.len();
    out!(
        "sequence: {count} waypoint(s), {n} iteration(s), {:.1} s between iterations{}{}",
        args.delay_between_iterations,
        if file.home.is_some() { ", home first" } else { "" },
        if blending.is_some() { ", each iteration one blended path" } else { "" }
    );
    let mut motions = 0;
    if let Some(home) = &file.home {
        if let Err(code) = step(args, transport, home, "home").await {
            return code;
        }
        motions += 1;
    }
    for i in 1..=n {
        if let Some(blending) = blending {
            if let Err(code) = blended(blending, file, transport, &format!("iteration {i}/{n}")).await {
                return code;
            }
            motions += 1;
        }
        for (k, w) in file.waypoints.iter().enumerate().filter(|_| blending.is_none()) {
            let label = format!("iteration {i}/{n}, waypoint {}/{count}", k + 1);
            if let Err(code) = step(args, transport, w, &label).await {
                return code;
            }
            motions += 1;
        }
        if i < n && args.delay_between_iterations > 0.0 {
            out!("iteration {i}/{n} done; waiting {:.1} s", args.delay_between_iterations);
            tokio::time::sleep(Duration::try_from_secs_f64(args.delay_between_iterations).unwrap_or_default()).await;
        }
    }
    out!("sequence finished: {motions} motion(s) in {:.2} s", started.elapsed().as_secs_f64());
    EXIT_OK
}

/// One iteration as one blended path: planned from where the arm is, sent as one trajectory.
async fn blended(
    blending: &blend::Blending,
    file: &SequenceFile,
    transport: &mut dyn Transport,
    label: &str,
) -> Result<(), i32> {
    let what = format!("blended path of {} waypoints", file.waypoints.len());
    let action = &blending.controller_action;
    let t = Instant::now();
    let at = match transport.arm_state().await {
        Ok(at) => at,
        Err(TransportError::Unavailable(why)) => {
            err!("{label}: {what}: no joint state to plan from: middleware unavailable: {why}");
            return Err(EXIT_UNAVAILABLE);
        }
    };
    let trajectory = match blend::plan_off_thread(blending, file, at).await {
        Ok(t) => t,
        Err(why) => {
            err!("{label}: {what} failed: {why}");
            return Err(EXIT_MOTION_FAILED);
        }
    };
    let duration = trajectory.points().last().map_or(0.0, |p| p.time_from_start);
    out!("{label}: {what}: {duration:.2} s, {} point(s) to '{action}'", trajectory.points().len());
    match transport.follow(action, &trajectory).await {
        Ok(MotionResult { success: true, message, .. }) => {
            out!("{label}: {what} ok in {:.2} s ({message})", t.elapsed().as_secs_f64());
            Ok(())
        }
        Ok(MotionResult { success: false, message, .. }) => {
            err!("{label}: {what} failed: {message}");
            Err(EXIT_MOTION_FAILED)
        }
        Err(TransportError::Unavailable(why)) => {
            err!("{label}: {what} on '{action}': middleware unavailable: {why}");
            Err(EXIT_UNAVAILABLE)
        }
    }
}

async fn step(args: &RunnerArgs, transport: &mut dyn Transport, w: &Waypoint, label: &str) -> Result<(), i32> {
    let action = match w {
        Waypoint::Joints { .. } => &args.joints_action,
        Waypoint::Pose { .. } => &args.pose_action,
    };
    let t = Instant::now();
    match transport.send_goal(action, w).await {
        Ok(MotionResult { success: true, message, .. }) => {
            out!("{label}: {} ok in {:.2} s ({message})", describe(w), t.elapsed().as_secs_f64());
            Ok(())
        }
        Ok(MotionResult { success: false, message, .. }) => {
            err!("{label}: {} failed: {message}", describe(w));
            Err(EXIT_MOTION_FAILED)
        }
        Err(TransportError::Unavailable(why)) => {
            err!("{label}: {} on '{action}': middleware unavailable: {why}", describe(w));
            Err(EXIT_UNAVAILABLE)
        }
    }
}

/// Opens the bag and starts recording the chosen topics; `Err` is (exit code, message).
pub async fn start_recording(
    args: &RunnerArgs,
    transport: &mut dyn Transport,
) -> Result<Option<SharedBag>, (i32, String)> {
    if args.bag_path.trim().is_empty() {
        return Ok(None);
    }
    let writer =
        BagWriter::create(std::path::Path::new(args.bag_path.trim())).map_err(|e| (EXIT_INVALID, e.to_string()))?;
    let bag: SharedBag = Arc::new(Mutex::new(Some(writer)));
    let wanted: Vec<String> = args.topics.split(',').map(|t| t.trim().to_owned()).filter(|t| !t.is_empty()).collect();
    let available = transport.topics(&wanted).await.map_err(|e| (EXIT_UNAVAILABLE, e.to_string()))?;
    // No motion starts before every named topic is being recorded.
    let missing: Vec<&str> = wanted.iter().filter(|w| !available.contains(w)).map(String::as_str).collect();
    if !missing.is_empty() {
        return Err((
            EXIT_UNAVAILABLE,
            format!(
                "recording: no publisher of {} within the discovery wait (motion.discovery_wait_s); no motion \
                 started (available: {})",
                missing.join(", "),
                available.join(", ")
            ),
        ));
    }
    let topics = if wanted.is_empty() { available.clone() } else { wanted.clone() };
    let mut tried = Vec::new();
    for topic in &topics {
        // As rosbag2 does: what cannot be recorded is skipped with a line, never the run.
        match transport.record(topic, Arc::clone(&bag)).await {
            Ok(()) => out!("recording {topic} into {}", args.bag_path.trim()),
            Err(e) => err!("recording: skipped {topic}: {e}"),
        }
        tried.push(topic.clone());
    }
    // A node that starts later (or is discovered later, on a loaded machine) is recorded too.
    transport.keep_discovering(tried, wanted, Arc::clone(&bag));
    Ok(Some(bag))
}

/// Completes the bag, if one is being recorded, after recording `tail` longer so the state the
/// last motion left the arm in is in the bag too. Where messages come with a delay (over
/// ROS 2; on a loaded machine, seconds), `rest` is watched instead of trusting the tail: the bag
/// ends once it holds a joint state at rest that arrived after the end and is stamped at or
/// after `now_stamp` (the stamp of a state sent after the end, [`Transport::arm_stamp`]: a
/// state that arrives late may be from before the last motion), or after `wait`.
pub async fn finish_recording(
    bag: Option<SharedBag>,
    tail: Duration,
    rest: Option<tokio::sync::watch::Receiver<Option<transport::RecordedState>>>,
    now_stamp: Option<i64>,
    wait: Duration,
) {
    let Some(bag) = bag else { return };
    let end = std::time::Instant::now();
    tokio::time::sleep(tail).await;
    if let Some(mut rest) = rest.filter(|_| !tail.is_zero()) {
        let arrived = rest.wait_for(|s| {
            s.is_some_and(|s| s.arrived > end && s.at_rest && now_stamp.is_none_or(|now| s.stamp_ns >= now))
        });
        if tokio::time::timeout(wait, arrived).await.is_err() {
            err!(
                "recording: no joint state showing the arm at rest arrived within {} s of the end (motion.server_wait_s); \
                 the bag ends before it",
                wait.as_secs_f64()
            );
        }
    }
    let writer = bag.lock().unwrap_or_else(PoisonError::into_inner).take();
    if let Some(writer) = writer {
        let count = writer.message_count();
        match writer.finish() {
            Ok(folder) => out!("recorded {count} message(s) into {}", folder.display()),
            Err(e) => err!("recording could not be completed: {e}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::transport::RecordedState;
    use super::*;

    fn state(stamp_ns: i64, at_rest: bool) -> Option<RecordedState> {
        Some(RecordedState { arrived: Instant::now(), stamp_ns, at_rest })
    }

    /// A loaded machine delivered a recording's joint states seconds late: a state at rest from
    /// before the last motion arrived after the end, and the bag ended on it without the motion.
    #[tokio::test(start_paused = true)]
    async fn a_recording_ends_on_a_state_at_rest_sent_after_the_end_not_on_a_late_one_from_before() {
        let (states, rest) = tokio::sync::watch::channel(None);
        let wait = Duration::from_secs(60);
        let bag: SharedBag = Arc::new(Mutex::new(None));
        let started = tokio::time::Instant::now();
        let finish = tokio::spawn(finish_recording(Some(bag), Duration::from_millis(300), Some(rest), Some(10), wait));
        tokio::time::sleep(Duration::from_secs(1)).await;
        states.send_replace(state(9, true));
        tokio::time::sleep(Duration::from_secs(5)).await;
        assert!(!finish.is_finished(), "a state at rest stamped before the end's does not end the bag");
        states.send_replace(state(11, false));
        tokio::time::sleep(Duration::from_secs(1)).await;
        assert!(!finish.is_finished(), "nor one after it while the arm moves");
        states.send_replace(state(12, true));
        finish.await.expect("finished");
        assert!(started.elapsed() < wait, "it ended on the state at rest, not at the wait");
    }

    /// Where the robot's stamps are not known, a state at rest that arrived after the end ends it.
    #[tokio::test(start_paused = true)]
    async fn without_a_stamp_a_state_at_rest_that_arrives_after_the_end_ends_the_recording() {
        let (states, rest) = tokio::sync::watch::channel(None);
        let wait = Duration::from_secs(60);
        let started = tokio::time::Instant::now();
        let finish = tokio::spawn(finish_recording(
            Some(Arc::new(Mutex::new(None))),
            Duration::from_millis(300),
            Some(rest),
            None,
            wait,
        ));
        tokio::time::sleep(Duration::from_secs(1)).await;
        states.send_replace(state(0, true));
        finish.await.expect("finished");
        assert!(started.elapsed() < wait, "it ended on the state at rest, not at the wait");
    }
}
