//! A plan told in numbers before anything moves: what `/robot/plan/*` and the MCP plan tools
//! answer, and what an agent's confirmation shows a person.

use super::{JointRates, Plan};
use crate::collision::Closest;
use crate::drive;
use crate::motion::Planner;
use crate::{JointPositions, RobotModel, TcpPose};
use nalgebra::Vector3;
use serde::Serialize;
use utoipa::ToSchema;

/// A planned motion that did not move the arm.
#[derive(Clone, Debug, PartialEq, Serialize, ToSchema)]
pub struct PlanPreview {
    /// Whether the motion can be planned; `false` with `message` saying why, as the move
    /// would answer it.
    pub success: bool,
    pub message: String,
    /// `true` when armrest planned with its own kinematic planner because the robot's planner
    /// offers no plan-only call (ROS 2 backend): an estimate, not the robot's own plan.
    pub estimate: bool,
    /// With `estimate`: what the estimate is and is not.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub note: Option<String>,
    /// The plan, when `success`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub plan: Option<PlanSummary>,
    /// The two bodies nearest each other along the path (the plan's clearance), or the two that
    /// would touch when it collides (D28); absent when no plan was made.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub closest: Option<ClosestPair>,
}

/// Two bodies and their distance at one place on a path.
#[derive(Clone, Debug, PartialEq, Serialize, ToSchema)]
pub struct ClosestPair {
    /// A link of the robot, or `tool`.
    #[schema(example = "link7")]
    pub body: String,
    /// Another link, `tool`, or a world object's id.
    #[schema(example = "crate")]
    pub other: String,
    /// What `other` is: `link` (the robot itself, or the tool), `obstacle` or `keep_out`.
    #[schema(example = "obstacle")]
    pub other_kind: String,
    /// Their distance, metres; 0 when they would touch.
    pub distance_m: f64,
    /// Where on the path, 0 to 1 by time.
    pub at_fraction: f64,
}

impl ClosestPair {
    pub fn of(c: &Closest, at_fraction: f64) -> ClosestPair {
        ClosestPair {
            body: c.body.clone(),
            other: c.other.clone(),
            other_kind: c.other_kind.map_or("link", |k| k.name()).to_owned(),
            distance_m: c.distance.max(0.0),
            at_fraction,
        }
    }
}

/// The numbers of a plan.
#[derive(Clone, Debug, PartialEq, Serialize, ToSchema)]
pub struct PlanSummary {
    /// Planner used: `ptp` for joint targets and named positions.
    #[schema(example = "ptp")]
    pub planner: String,
    /// Duration of the motion, seconds (simulated seconds on the simulator).
    pub duration_s: f64,
    /// Joint angles the plan starts from (the arm's now), rad, J1..J7.
    pub start: Vec<f64>,
    /// Joint angles it ends at, rad, J1..J7.
    pub goal: Vec<f64>,
    /// TCP pose at the goal, in the planning frame.
    pub goal_pose: TcpPose,
    /// Fastest speed of each joint along the plan, rad/s.
    pub peak_velocity: Vec<f64>,
    /// `peak_velocity` as a fraction of each joint's velocity limit (at most the request's
    /// `speed`).
    pub peak_velocity_ratio: Vec<f64>,
    /// The largest acceleration of each joint (from rest to rest, as the drive check measures
    /// it) as a fraction of its acceleration limit (at most the request's acceleration scale).
    pub peak_acceleration_ratio: Vec<f64>,
    /// Length of the TCP's path, metres.
    pub path_length_m: f64,
    /// `lin` only: the TCP's largest distance from the straight line, metres.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub max_line_deviation_m: Option<f64>,
    /// The smallest distance between the robot (with its tool) and the world or itself along
    /// the path, metres (`closest` names the pair); `null` when nothing can collide (a robot
    /// without collision geometry in an empty world).
    pub clearance_m: Option<f64>,
}

impl PlanPreview {
    /// `plan` (or why there is none) as a preview. `target` names it as the move's answer does
    /// ("the joint target"); `estimate` is the note of a plan armrest estimated.
    pub fn of(
        model: &RobotModel,
        planner: Planner,
        target: &str,
        start: &JointPositions,
        (plan, closest): (Result<Plan, String>, Option<ClosestPair>),
        estimate: Option<&str>,
    ) -> PlanPreview {
        let clearance_m = closest.as_ref().map(|c| c.distance_m);
        let (success, message, plan) = match plan {
            Ok(plan) => (
                true,
                format!("planned: the arm would reach {target} in {:.3} s; nothing moved", plan.duration),
                Some(PlanSummary::of(model, planner, start, &plan, clearance_m)),
            ),
            Err(why) => (false, why, None),
        };
        PlanPreview { success, message, estimate: estimate.is_some(), note: estimate.map(str::to_owned), plan, closest }
    }
}

impl PlanSummary {
    pub fn of(
        model: &RobotModel,
        planner: Planner,
        start: &JointPositions,
        plan: &Plan,
        clearance_m: Option<f64>,
    ) -> PlanSummary {
        let points = plan.trajectory.points();
        let goal = points.last().map_or(*start, |p| p.positions);
        let tcp = |q: &JointPositions| model.tcp_pose(q).translation.vector;
        let path: Vec<Vector3<f64>> = points.iter().map(|p| tcp(&p.positions)).collect();
        // A fold from +0: `sum` of no segments is -0.0, which a client would read as "-0.0".
        let path_length_m = path.windows(2).map(|w| (w[1] - w[0]).norm()).fold(0.0, |a, d| a + d);
        let max_line_deviation_m = (planner == Planner::Lin).then(|| {
            let (a, b) = (tcp(start), tcp(&goal));
            path.iter().map(|p| distance_to_segment(p, &a, &b)).fold(0.0, f64::max)
        });
        let limits = model.limits();
        let peaks = drive::follow(points, None, &JointRates::of(limits), |_| {});
        PlanSummary {
            planner: planner.name().to_owned(),
            duration_s: plan.duration,
            start: start.to_vec(),
            goal: goal.to_vec(),
            goal_pose: TcpPose::from_isometry(&model.frames().planning_frame, &model.tcp_pose(&goal)),
            peak_velocity: peaks.velocity.to_vec(),
            peak_velocity_ratio: peaks.velocity_ratios(limits).to_vec(),
            peak_acceleration_ratio: peaks.acceleration_ratios(limits).to_vec(),
            path_length_m,
            max_line_deviation_m,
            clearance_m,
        }
    }

    /// The joint with the highest `peak_velocity_ratio` and that ratio.
    pub fn fastest_joint(&self) -> (usize, f64) {
        fastest(&self.peak_velocity_ratio)
    }
}

/// The joint with the highest of `ratios` and that ratio.
pub fn fastest(ratios: &[f64]) -> (usize, f64) {
    ratios.iter().copied().enumerate().fold((0, 0.0), |m, (i, r)| if r > m.1 { (i, r) } else { m })
}

fn distance_to_segment(p: &Vector3<f64>, a: &Vector3<f64>, b: &Vector3<f64>) -> f64 {
    let ab = b - a;
    let len2 = ab.norm_squared();
    let t = if len2 > 0.0 { ((p - a).dot(&ab) / len2).clamp(0.0, 1.0) } else { 0.0 };
    (p - (a + ab * t)).norm()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn distance_to_a_segment_is_to_its_nearest_point() {
        let (a, b) = (Vector3::new(0.0, 0.0, 0.0), Vector3::new(1.0, 0.0, 0.0));
        assert!((distance_to_segment(&Vector3::new(0.5, 0.3, 0.0), &a, &b) - 0.3).abs() < 1e-12);
        assert!((distance_to_segment(&Vector3::new(2.0, 0.0, 0.0), &a, &b) - 1.0).abs() < 1e-12);
        assert!((distance_to_segment(&Vector3::new(0.0, 0.0, 2.0), &a, &a) - 2.0).abs() < 1e-12);
    }
}
