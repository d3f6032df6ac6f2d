//! Jazzy's joint_trajectory_controller's trajectory (ros2_controllers `jazzy`,
//! `joint_trajectory_controller/src/trajectory.cpp`), ported line by line so the stand-in
//! samples a trajectory as the controller does: the point before the trajectory (where the
//! controller was when the message arrived: the measured state by default), the segment from it
//! to the first point, and each segment interpolated by what both of its points give (positions:
//! linear; with velocities: cubic; with accelerations too: quintic), positions deduced from
//! velocities or accelerations where a point gives none, joints that wrap around.
//!
//! Times are the controller's clock in integer nanoseconds, as `rclcpp::Time` is (an epoch time
//! in an f64 resolves only 0.24 µs); `time_from_start` is seconds. A stamp of 0 starts the
//! trajectory at its first sample. Upstream's own tests (`test_trajectory.cpp`, all 16) are
//! ported in `upstream_tests.rs`, each named after its upstream TEST.

#[cfg(test)]
mod upstream_tests;

use std::f64::consts::PI;

/// A time on the controller's clock, nanoseconds (`rclcpp::Time`).
pub type Nanos = i64;

/// Seconds as nanoseconds (`rclcpp::Duration::from_seconds`), rounded to the nearest one: an f64
/// such as 0.3 s lies a hair below its decimal, which truncation would turn into 299 999 999 ns.
pub fn nanos(seconds: f64) -> Nanos {
    (seconds * 1e9).round() as Nanos
}

fn seconds(n: Nanos) -> f64 {
    n as f64 * 1e-9
}

/// One point (`trajectory_msgs/JointTrajectoryPoint`): an empty field is one the point does not
/// give.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Point {
    pub positions: Vec<f64>,
    pub velocities: Vec<f64>,
    pub accelerations: Vec<f64>,
    pub effort: Vec<f64>,
    /// Seconds from the trajectory's start.
    pub time_from_start: f64,
}

impl Point {
    fn arrival(&self, start: Nanos) -> Nanos {
        start + nanos(self.time_from_start)
    }
}

/// A trajectory message (`trajectory_msgs/JointTrajectory`) in the controller's joint order:
/// its header stamp (0: start at the first sample) and its points.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Message {
    pub stamp: Nanos,
    pub points: Vec<Point>,
}

/// `interpolation_methods::InterpolationMethod`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Interpolation {
    /// Each segment's end point as it is, no interpolation.
    None,
    /// Splines of the degree both points of a segment give (upstream's default).
    VariableDegreeSpline,
}

/// What [`JtcTrajectory::sample`] found: the state, and the segment as indices into the
/// message's points (`start == end == 0` before the first point; `end == points.len()` past the
/// last).
#[derive(Clone, Debug, PartialEq)]
pub struct Sampled {
    pub state: Point,
    pub start: usize,
    pub end: usize,
}

/// `joint_trajectory_controller::Trajectory`.
#[derive(Clone, Debug, Default)]
pub struct JtcTrajectory {
    msg: Option<Message>,
    start_time: Nanos,
    time_before_msg: Nanos,
    state_before_msg: Point,
    sampled_already: bool,
    last_sample_idx: usize,
}

impl JtcTrajectory {
    /// A trajectory of `msg` with no point before it (`Trajectory(joint_trajectory)`).
    pub fn new(msg: Message) -> Self {
        JtcTrajectory { start_time: msg.stamp, msg: Some(msg), ..Default::default() }
    }

    /// A trajectory of `msg` that starts from `current` at `current_time`
    /// (`Trajectory(current_time, current_point, joint_trajectory)`).
    pub fn from_state(current_time: Nanos, current: &Point, msg: Message) -> Self {
        let mut t = JtcTrajectory::new(msg.clone());
        t.set_point_before_trajectory_msg(current_time, current, &[]);
        t.update(msg);
        t
    }

    /// Where the controller was when the message arrived: the start of the segment to its first
    /// point. A state without velocities (or accelerations) where the first point gives them
    /// gets zeros, so that segment has the degree of the rest. Joints marked in `wraparound`
    /// start at the turn nearest the first point.
    pub fn set_point_before_trajectory_msg(&mut self, current_time: Nanos, current: &Point, wraparound: &[bool]) {
        self.time_before_msg = current_time;
        self.state_before_msg = current.clone();
        let Some(first) = self.msg.as_ref().and_then(|m| m.points.first()) else { return };
        if current.velocities.is_empty() && !first.velocities.is_empty() {
            self.state_before_msg.velocities.resize(first.velocities.len(), 0.0);
        }
        if current.accelerations.is_empty() && !first.accelerations.is_empty() {
            self.state_before_msg.accelerations.resize(first.accelerations.len(), 0.0);
        }
        let next = first.positions.clone();
        wraparound_joint(&mut self.state_before_msg.positions, &next, wraparound);
    }

    /// Replaces the message; the next sample is its first.
    pub fn update(&mut self, msg: Message) {
        self.start_time = msg.stamp;
        self.msg = Some(msg);
        self.sampled_already = false;
        self.last_sample_idx = 0;
    }

    /// The state at `sample_time`, and the segment it lies in. `None` for an empty message, a
    /// time before the point before the trajectory, or a last point whose positions cannot be
    /// deduced. With `search_monotonically_increasing` the next search starts at this segment.
    pub fn sample(
        &mut self,
        sample_time: Nanos,
        method: Interpolation,
        search_monotonically_increasing: bool,
    ) -> Option<Sampled> {
        let msg = self.msg.as_mut()?;
        if msg.points.is_empty() {
            return None;
        }
        if !self.sampled_already {
            if self.start_time == 0 {
                self.start_time = sample_time;
            }
            self.sampled_already = true;
        }
        if sample_time < self.time_before_msg {
            return None;
        }
        let dim = self.state_before_msg.positions.len();
        let first_point_timestamp = msg.points[0].arrival(self.start_time);
        if sample_time < first_point_timestamp {
            let state = match method {
                Interpolation::None => self.state_before_msg.clone(),
                Interpolation::VariableDegreeSpline => {
                    let span = seconds(first_point_timestamp - self.time_before_msg);
                    deduce_from_derivatives(&mut self.state_before_msg, &mut msg.points[0], dim, span);
                    interpolate_between_points(
                        self.time_before_msg,
                        &self.state_before_msg,
                        first_point_timestamp,
                        &msg.points[0],
                        sample_time,
                    )
                }
            };
            return Some(Sampled { state, start: 0, end: 0 });
        }
        let last_idx = msg.points.len() - 1;
        for i in self.last_sample_idx..last_idx {
            let t0 = msg.points[i].arrival(self.start_time);
            let t1 = msg.points[i + 1].arrival(self.start_time);
            if sample_time >= t0 && sample_time < t1 {
                let mut state = match method {
                    Interpolation::None => msg.points[i + 1].clone(),
                    Interpolation::VariableDegreeSpline => {
                        let (head, tail) = msg.points.split_at_mut(i + 1);
                        deduce_from_derivatives(&mut head[i], &mut tail[0], dim, seconds(t1 - t0));
                        interpolate_between_points(t0, &head[i], t1, &tail[0], sample_time)
                    }
                };
                state.time_from_start = msg.points[i + 1].time_from_start;
                if search_monotonically_increasing {
                    self.last_sample_idx = i;
                }
                return Some(Sampled { state, start: i, end: i + 1 });
            }
        }
        // The whole trajectory has played out.
        self.last_sample_idx = last_idx;
        // A last segment never entered (shorter than a cycle) has not had its positions deduced
        // from velocities yet (upstream #2282).
        if msg.points[last_idx].positions.is_empty() && last_idx > 0 && !msg.points[last_idx - 1].positions.is_empty() {
            let span = seconds(msg.points[last_idx].arrival(0) - msg.points[last_idx - 1].arrival(0));
            let (head, tail) = msg.points.split_at_mut(last_idx);
            deduce_from_derivatives(&mut head[last_idx - 1], &mut tail[0], dim, span);
        }
        let mut state = msg.points[last_idx].clone();
        if state.positions.is_empty() {
            return None;
        }
        let n = state.positions.len();
        for field in [&mut state.velocities, &mut state.accelerations, &mut state.effort] {
            if field.is_empty() {
                field.resize(n, 0.0);
            }
        }
        Some(Sampled { state, start: last_idx, end: last_idx + 1 })
    }

    /// When the trajectory starts (`time_from_start()`): its stamp, or its first sample's time.
    pub fn time_from_start(&self) -> Nanos {
        self.start_time
    }

    pub fn has_trajectory_msg(&self) -> bool {
        self.msg.is_some()
    }

    /// A message with more than one point.
    pub fn has_nontrivial_msg(&self) -> bool {
        self.msg.as_ref().is_some_and(|m| m.points.len() > 1)
    }

    pub fn is_sampled_already(&self) -> bool {
        self.sampled_already
    }

    pub fn last_sample_index(&self) -> usize {
        self.last_sample_idx
    }

    /// The message as sampling left it (positions deduced where a point gave none).
    pub fn message(&self) -> Option<&Message> {
        self.msg.as_ref()
    }

    /// The point before the trajectory, as [`Self::set_point_before_trajectory_msg`] left it.
    pub fn state_before_msg(&self) -> &Point {
        &self.state_before_msg
    }
}

/// The state at `sample_time` between `state_a` at `time_a` and `state_b` at `time_b`
/// (`interpolate_between_points`): linear where either lacks velocities, cubic where both give
/// velocities, quintic where both give accelerations too; effort linear where both give it.
/// Outside the segment the nearest end, without velocity or acceleration terms.
pub fn interpolate_between_points(
    time_a: Nanos,
    state_a: &Point,
    time_b: Nanos,
    state_b: &Point,
    sample_time: Nanos,
) -> Point {
    let mut so_far = seconds(sample_time - time_a);
    let between = seconds(time_b - time_a);
    let dim = state_a.positions.len();
    let mut out = Point {
        positions: vec![0.0; dim],
        velocities: vec![0.0; dim],
        accelerations: vec![0.0; dim],
        effort: vec![0.0; dim],
        time_from_start: 0.0,
    };
    let mut has_velocity = !state_a.velocities.is_empty() && !state_b.velocities.is_empty();
    let mut has_accel = !state_a.accelerations.is_empty() && !state_b.accelerations.is_empty();
    let has_effort = !state_a.effort.is_empty() && !state_b.effort.is_empty();
    if so_far < 0.0 {
        so_far = 0.0;
        has_velocity = false;
        has_accel = false;
    }
    if so_far > between {
        so_far = between;
        has_velocity = false;
        has_accel = false;
    }
    let t = powers::<6>(so_far);
    if has_effort {
        for i in 0..dim {
            let slope = if between != 0.0 { (state_b.effort[i] - state_a.effort[i]) / between } else { 0.0 };
            out.effort[i] = t[0] * state_a.effort[i] + t[1] * slope;
        }
    }
    if !has_velocity && !has_accel {
        for i in 0..dim {
            let (p0, p1) = (state_a.positions[i], state_b.positions[i]);
            let slope = if between != 0.0 { (p1 - p0) / between } else { 0.0 };
            out.positions[i] = t[0] * p0 + t[1] * slope;
            out.velocities[i] = t[0] * slope;
        }
    } else if has_velocity && !has_accel {
        let tt = powers::<4>(between);
        for i in 0..dim {
            let (p0, v0) = (state_a.positions[i], state_a.velocities[i]);
            let (p1, v1) = (state_b.positions[i], state_b.velocities[i]);
            let mut c = [p0, v0, 0.0, 0.0];
            if between != 0.0 {
                c[2] = (-3.0 * p0 + 3.0 * p1 - 2.0 * v0 * tt[1] - v1 * tt[1]) / tt[2];
                c[3] = (2.0 * p0 - 2.0 * p1 + v0 * tt[1] + v1 * tt[1]) / tt[3];
            }
            out.positions[i] = t[0] * c[0] + t[1] * c[1] + t[2] * c[2] + t[3] * c[3];
            out.velocities[i] = t[0] * c[1] + t[1] * 2.0 * c[2] + t[2] * 3.0 * c[3];
            out.accelerations[i] = t[0] * 2.0 * c[2] + t[1] * 6.0 * c[3];
        }
    } else if has_velocity && has_accel {
        let tt = powers::<6>(between);
        for i in 0..dim {
            let (p0, v0, a0) = (state_a.positions[i], state_a.velocities[i], state_a.accelerations[i]);
            let (p1, v1, a1) = (state_b.positions[i], state_b.velocities[i], state_b.accelerations[i]);
            let mut c = [p0, v0, 0.5 * a0, 0.0, 0.0, 0.0];
            if between != 0.0 {
                c[3] = (-20.0 * p0 + 20.0 * p1 - 3.0 * a0 * tt[2] + a1 * tt[2] - 12.0 * v0 * tt[1] - 8.0 * v1 * tt[1])
                    / (2.0 * tt[3]);
                c[4] = (30.0 * p0 - 30.0 * p1 + 3.0 * a0 * tt[2] - 2.0 * a1 * tt[2]
                    + 16.0 * v0 * tt[1]
                    + 14.0 * v1 * tt[1])
                    / (2.0 * tt[4]);
                c[5] = (-12.0 * p0 + 12.0 * p1 - a0 * tt[2] + a1 * tt[2] - 6.0 * v0 * tt[1] - 6.0 * v1 * tt[1])
                    / (2.0 * tt[5]);
            }
            out.positions[i] = (0..6).map(|k| t[k] * c[k]).sum();
            out.velocities[i] = (1..6).map(|k| t[k - 1] * k as f64 * c[k]).sum();
            out.accelerations[i] = (2..6).map(|k| t[k - 2] * (k * (k - 1)) as f64 * c[k]).sum();
        }
    }
    // Accelerations without velocities: upstream interpolates nothing (all zero but effort).
    out
}

/// `x⁰ … x^(N-1)`.
fn powers<const N: usize>(x: f64) -> [f64; N] {
    let mut p = [1.0; N];
    for i in 1..N {
        p[i] = p[i - 1] * x;
    }
    p
}

/// Gives `second` the positions (and velocities) it lacks from its derivatives, reached at the
/// end of a segment of `delta_t` seconds (`deduce_from_derivatives`); `first` gets zeros where
/// it lacks what that needs, and both get zero effort where they give none.
pub fn deduce_from_derivatives(first: &mut Point, second: &mut Point, dim: usize, delta_t: f64) {
    if first.effort.is_empty() {
        first.effort = vec![0.0; dim];
    }
    if second.effort.is_empty() {
        second.effort = vec![0.0; dim];
    }
    if !second.positions.is_empty() {
        return;
    }
    second.positions.resize(dim, 0.0);
    if first.velocities.is_empty() {
        first.velocities.resize(dim, 0.0);
    }
    if second.velocities.is_empty() {
        second.velocities.resize(dim, 0.0);
        if first.accelerations.is_empty() {
            first.accelerations.resize(dim, 0.0);
        }
        for i in 0..dim {
            let a1 = second.accelerations.get(i).copied().unwrap_or(0.0);
            second.velocities[i] = first.velocities[i] + (first.accelerations[i] + a1) * 0.5 * delta_t;
        }
    }
    for i in 0..dim {
        // The second state's velocity is reached at the segment's end: the mean of the two.
        second.positions[i] = first.positions[i] + (first.velocities[i] + second.velocities[i]) * 0.5 * delta_t;
    }
}

/// Moves each joint marked in `wraparound` to the turn of `current` nearest `next`
/// (`wraparound_joint`): `next` minus the shortest angular distance, a half turn going the way
/// `next` lies.
pub fn wraparound_joint(current: &mut [f64], next: &[f64], wraparound: &[bool]) {
    for (i, _) in wraparound.iter().enumerate().filter(|(_, w)| **w) {
        let (Some(c), Some(&n)) = (current.get_mut(i), next.get(i)) else { continue };
        let mut dist = shortest_angular_distance(*c, n);
        if (dist.abs() - PI).abs() < 1e-9 {
            dist = if n > *c { dist.abs() } else { -dist.abs() };
        }
        *c = n - dist;
    }
}

/// `angles::shortest_angular_distance`: `to - from` normalised to (-π, π].
pub fn shortest_angular_distance(from: f64, to: f64) -> f64 {
    let positive = ((to - from) % (2.0 * PI) + 2.0 * PI) % (2.0 * PI);
    if positive > PI { positive - 2.0 * PI } else { positive }
}
