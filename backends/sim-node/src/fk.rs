//! armrest's MoveIt face of the simulator: `/compute_fk`, answered from the URDF as move_group
//! answers it. (It comes and goes with the motion actions: the `planner_unavailable` fault takes
//! both.)

use armrest_sim::SimArm;
use futures::{Stream, StreamExt};
use r2r::geometry_msgs::msg::{Point, Pose, PoseStamped, Quaternion};
use r2r::moveit_msgs::msg::MoveItErrorCodes;
use r2r::moveit_msgs::srv::GetPositionFK;
use r2r::std_msgs::msg::Header;
use std::sync::Arc;

/// MoveIt's answer for `request`, as move_group's `compute_fk` gives it (moveit2,
/// `kinematics_service_capability.cpp`): the request's joint state applied onto the current
/// state (a joint it leaves out keeps its current value); for each link the model knows, its
/// pose in the model frame, transformed to the header's frame when that differs; unknown links
/// are skipped and the answer is INVALID_LINK_NAME; no link asked: INVALID_LINK_NAME; a frame it
/// cannot transform to: FRAME_TRANSFORM_FAILURE. MoveIt fills neither `message` nor `source`
/// here.
fn fk(arm: &SimArm, request: &GetPositionFK::Request) -> GetPositionFK::Response {
    let model = arm.model();
    let mut response = GetPositionFK::Response::default();
    if request.fk_link_names.is_empty() {
        response.error_code.val = MoveItErrorCodes::INVALID_LINK_NAME as i32;
        return response;
    }
    let js = &request.robot_state.joint_state;
    let mut q = arm.position();
    for (slot, name) in q.iter_mut().zip(model.joint_names().iter()) {
        if let Some(x) = js.name.iter().position(|n| n == name).and_then(|i| js.position.get(i)) {
            *slot = *x;
        }
    }
    let planning_frame = &model.frames().planning_frame;
    let frame = if request.header.frame_id.is_empty() { planning_frame } else { &request.header.frame_id };
    let Some(base) = model.frame_pose(frame, &q) else {
        response.error_code.val = MoveItErrorCodes::FRAME_TRANSFORM_FAILURE as i32;
        return response;
    };
    for link in &request.fk_link_names {
        let Some(pose) = model.frame_pose(link, &q) else { continue };
        let p = base.inverse() * pose;
        let (t, r) = (p.translation.vector, p.rotation);
        response.pose_stamped.push(PoseStamped {
            header: Header { stamp: request.header.stamp.clone(), frame_id: frame.clone() },
            pose: Pose {
                position: Point { x: t.x, y: t.y, z: t.z },
                orientation: Quaternion { x: r.i, y: r.j, z: r.k, w: r.w },
            },
        });
        response.fk_link_names.push(link.clone());
    }
    response.error_code.val = if response.fk_link_names.len() == request.fk_link_names.len() {
        MoveItErrorCodes::SUCCESS as i32
    } else {
        MoveItErrorCodes::INVALID_LINK_NAME as i32
    };
    response
}

pub(crate) async fn serve_fk(
    arm: Arc<SimArm>,
    mut requests: impl Stream<Item = r2r::ServiceRequest<GetPositionFK::Service>> + Unpin,
) {
    while let Some(request) = requests.next().await {
        let response = fk(&arm, &request.message);
        let _ = request.respond(response);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use armrest_backend::RobotModel;
    use armrest_backend::middleware::MiddlewareConfig;
    use armrest_sim::SimSettings;
    use std::path::PathBuf;

    fn arm() -> SimArm {
        let repo = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..");
        let model = Arc::new(RobotModel::shipped(&repo).expect("shipped model loads"));
        SimArm::new(model, SimSettings::default(), MiddlewareConfig::default()).expect("the arm starts")
    }

    fn request(links: &[&str], joints: &[(&str, f64)]) -> GetPositionFK::Request {
        let mut r = GetPositionFK::Request {
            fk_link_names: links.iter().map(|l| (*l).to_owned()).collect(),
            ..Default::default()
        };
        r.robot_state.joint_state.name = joints.iter().map(|(n, _)| (*n).to_owned()).collect();
        r.robot_state.joint_state.position = joints.iter().map(|(_, q)| *q).collect();
        r
    }

    /// As move_group's compute_fk answers (moveit2, kinematics_service_capability.cpp).
    #[test]
    fn compute_fk_answers_as_moveit_does() {
        let arm = arm();
        let home = arm.position();
        let tcp = arm.model().tcp_pose(&home).translation.vector;
        // No joint given: the current state; MoveIt fills neither message nor source.
        let r = fk(&arm, &request(&["tool0"], &[]));
        assert_eq!(r.error_code.val, MoveItErrorCodes::SUCCESS as i32);
        assert_eq!((r.error_code.message.as_str(), r.error_code.source.as_str()), ("", ""));
        let p = &r.pose_stamped[0].pose.position;
        assert!((p.x - tcp.x).abs() < 1e-12 && (p.z - tcp.z).abs() < 1e-12, "{p:?}");
        // One joint given: the others keep their current values.
        let r = fk(&arm, &request(&["tool0"], &[("joint1", 0.5)]));
        let mut q = home;
        q[0] = 0.5;
        let moved = arm.model().tcp_pose(&q).translation.vector;
        assert!((r.pose_stamped[0].pose.position.y - moved.y).abs() < 1e-12);
        // An unknown link is skipped, the known one answered, and the code says so.
        let r = fk(&arm, &request(&["tool0", "no_such_link"], &[]));
        assert_eq!(r.error_code.val, MoveItErrorCodes::INVALID_LINK_NAME as i32);
        assert_eq!(r.fk_link_names, ["tool0"]);
        // No link asked.
        assert_eq!(fk(&arm, &request(&[], &[])).error_code.val, MoveItErrorCodes::INVALID_LINK_NAME as i32);
        let mut other_frame = request(&["tool0"], &[]);
        other_frame.header.frame_id = "no_such_frame".into();
        assert_eq!(fk(&arm, &other_frame).error_code.val, MoveItErrorCodes::FRAME_TRANSFORM_FAILURE as i32);
    }
}
