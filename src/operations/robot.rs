//! The arm's state and its moves (tag `robot`): each entry names the `api` function it runs.

use super::answers::{invalid, motion_answers, unavailable};
use super::machinery::{moving, operation};
use super::{Answer, DESCRIPTION, Effect, Encoding, Method, Operation, POSITIONS, Spec, Text, Tool};
use crate::api;
use crate::api::intent;
use crate::api::motion::{MoveJointsRequest, MoveNamedRequest, MovePoseRequest};
use crate::api::path::MovePathRequest;
use crate::api::positions::{ListedPosition, PositionNameRequest, SavePosition};
use crate::api::request::NoFields;
use crate::api::robot::RobotDescription;
use crate::api::schema::DetailBody;
use crate::motions::MotionReport;
use armrest_backend::{JointState, TcpPose};

/// Reading the arm.
pub fn reads() -> Vec<Operation> {
    vec![
        operation(
            Spec {
                name: "joint_states",
                method: Method::Get,
                path: "/robot/joint_states",
                tag: "robot",
                summary: "Current joint state",
                description: Text::Fixed("The latest message of the `/joint_states` topic, joints in J1..J7 order."),
                encoding: Encoding::None,
                answers: vec![
                    Answer::of::<JointState>(200, "Latest joint state"),
                    unavailable("No joint state message within the wait (`joint_states.wait_s`)"),
                ],
                effect: Effect::Reads,
                tool: Some(Tool {
                    name: "read_joint_states",
                    description: "Read the arm's current joint state: names joint1..joint7 with position (rad), velocity and effort.",
                }),
                heavy: false,
            },
            |app, NoFields| async move { api::robot::joint_states(&app).await },
        ),
        operation(
            Spec {
                name: "pose",
                method: Method::Get,
                path: "/robot/pose",
                tag: "robot",
                summary: "TCP pose",
                description: Text::Fixed(
                    "Tool-centre-point pose relative to the planning frame (`base_link`), computed by forward\nkinematics from the current joint state.",
                ),
                encoding: Encoding::None,
                answers: vec![
                    Answer::of::<TcpPose>(200, "TCP pose"),
                    unavailable("Joint state or planning framework unavailable"),
                ],
                effect: Effect::Reads,
                tool: Some(Tool {
                    name: "read_tcp_pose",
                    description: "Read the tool-centre-point pose relative to base_link: position in metres, orientation as quaternion and ABC angles (rad and deg).",
                }),
                heavy: false,
            },
            |app, NoFields| async move { api::robot::pose(&app).await },
        ),
        operation(
            Spec {
                name: "motion",
                method: Method::Get,
                path: "/robot/motion",
                tag: "robot",
                summary: "The current or last motion",
                description: Text::Fixed(
                    "The current motion, or the last one, by the `motion_id` every motion answer and `motion`\nevent carries (D39): its kind, its phase (`planned`, `executing`, `refused` by the controller,\n`stopped`, `succeeded`, `failed`), its progress (0..1) and remaining seconds while executing,\nand the outcome's message. A trajectory the controller refused is `refused`, with its reason.",
                ),
                encoding: Encoding::None,
                answers: vec![
                    Answer::of::<MotionReport>(200, "The current or last motion"),
                    Answer::of::<DetailBody>(404, "No motion since the service started"),
                ],
                effect: Effect::Reads,
                tool: Some(Tool {
                    name: "read_motion",
                    description: "Read the current or last motion (its motion_id, as the motion tools return it): kind, phase (planned, executing, refused by the controller, stopped, succeeded, failed), progress 0..1 and remaining seconds while executing, and the outcome's message.",
                }),
                heavy: false,
            },
            |app, NoFields| async move { api::robot::motion(&app) },
        ),
        operation(
            Spec {
                name: POSITIONS,
                method: Method::Get,
                path: "/robot/positions",
                tag: "robot",
                summary: "Named positions",
                description: Text::Fixed(
                    "The robot's semantic description's positions (SRDF `group_state` entries, `source: srdf`)\nand those saved at run time (`PUT /robot/positions/{name}`, `source: saved`, D32); each `name` can\nbe used with `POST /robot/move/named`, `POST /robot/plan/named` and in a sequence's waypoint.",
                ),
                encoding: Encoding::None,
                answers: vec![Answer::list_of::<ListedPosition>(200, "Named positions")],
                effect: Effect::Reads,
                tool: Some(Tool {
                    name: "list_named_positions",
                    description: "List the named positions with their joint angles and where each comes from (source srdf: the robot's; saved: saved at run time); use a name with move_to_named_position.",
                }),
                heavy: false,
            },
            |app, NoFields| async move { Ok(api::positions::list(&app)) },
        ),
        operation(
            Spec {
                name: "save_position",
                method: Method::Put,
                path: "/robot/positions/{name}",
                tag: "robot",
                summary: "Save a named position",
                description: Text::Fixed(
                    "Saves `joints` (absent: where the arm is now) under `name`, replacing a saved position of\nthat name, in the positions file (`positions.file`): it survives a restart (D32). Nothing moves.\nAn SRDF position cannot be replaced (409). In `control.mode: lease` it needs the lease.",
                ),
                encoding: Encoding::Json,
                answers: vec![
                    Answer::of::<ListedPosition>(200, "The position as saved"),
                    Answer::of::<DetailBody>(409, "The SRDF defines this name"),
                    invalid("Invalid name (1 to 64 letters, digits, `_`, `-`) or joints (7, within the limits)"),
                ],
                effect: Effect::Changes,
                tool: None,
                heavy: false,
            },
            |app, r: SavePosition| async move { api::positions::save(&app, r).await },
        ),
        operation(
            Spec {
                name: "delete_position",
                method: Method::Delete,
                path: "/robot/positions/{name}",
                tag: "robot",
                summary: "Delete a saved position",
                description: Text::Fixed(
                    "Deletes a position saved at run time; answers it as it was. An SRDF position cannot be\ndeleted (409). In `control.mode: lease` it needs the lease.",
                ),
                encoding: Encoding::None,
                answers: vec![
                    Answer::of::<ListedPosition>(200, "The position deleted"),
                    Answer::of::<DetailBody>(404, "No saved position of this name"),
                    Answer::of::<DetailBody>(409, "The SRDF defines this name"),
                    invalid("Invalid name"),
                ],
                effect: Effect::Changes,
                tool: None,
                heavy: false,
            },
            |app, PositionNameRequest(name)| async move { api::positions::delete(&app, &name) },
        ),
        operation(
            Spec {
                name: DESCRIPTION,
                method: Method::Get,
                path: "/robot/description",
                tag: "robot",
                summary: "Robot description",
                description: Text::Fixed(
                    "The URDF and SRDF text the service loaded (as ROS's `robot_description`), with the
planning frame and the TCP link: everything a client needs to draw the arm or compute its poses. With them
the bounds requests are checked against (`limits` per joint; `ranges`: speed scale, log lines), so a client's
controls offer exactly what a request may ask.",
                ),
                encoding: Encoding::None,
                answers: vec![Answer::of::<RobotDescription>(200, "Robot description")],
                effect: Effect::Reads,
                tool: Some(Tool {
                    name: "read_robot_description",
                    description: "Read the robot description: the URDF (links, joints, limits, geometry) and the SRDF (named positions) the service loaded, the planning frame and the TCP link.",
                }),
                heavy: false,
            },
            |app, NoFields| async move { Ok(api::robot::description(&app)) },
        ),
    ]
}

/// Moving the arm: each with what it would do (its intent) and the move it runs.
pub fn moves() -> Vec<Operation> {
    vec![
        moving(
            Spec {
                name: "move_named",
                method: Method::Post,
                path: "/robot/move/named",
                tag: "robot",
                summary: "Move to a named position",
                description: Text::Fixed(
                    "Moves the arm to a named position from `/robot/positions`. Answers when the motion has\nfinished, failed or timed out; check `success`.",
                ),
                encoding: Encoding::Json,
                answers: motion_answers(),
                effect: Effect::Moves,
                tool: Some(Tool {
                    name: "move_to_named_position",
                    description: moves_the_arm!(
                        "Move the arm to a named position and wait until the motion ends; check `success` in the result."
                    ),
                }),
                heavy: false,
            },
            |app, r: &MoveNamedRequest| {
                Box::pin(intent::joints(app.clone(), r.goal.clone(), format!("the named position '{}'", r.name), true))
            },
            |app, MoveNamedRequest { name, goal }| async move {
                api::motion::move_joints(&app, goal, "move_named", &format!("named position '{name}'")).await
            },
        ),
        moving(
            Spec {
                name: "move_pose",
                method: Method::Post,
                path: "/robot/move/pose",
                tag: "robot",
                summary: "Move the TCP to a pose",
                description: Text::Fixed(
                    "Cartesian motion of the tool-centre point to `x, y, z` (metres) and ABC angles (radians) in\n`frame_id`. Answers when the motion has finished, failed or timed out; check `success`.",
                ),
                encoding: Encoding::Json,
                answers: motion_answers(),
                effect: Effect::Moves,
                tool: Some(Tool {
                    name: "move_to_pose",
                    description: moves_the_arm!(
                        "Move the tool-centre point to x, y, z (metres) and ABC angles (radians, R = Rz(a)·Ry(b)·Rx(c)) and wait until the motion ends; check `success`."
                    ),
                }),
                heavy: false,
            },
            |app, MovePoseRequest(goal)| Box::pin(intent::pose(app.clone(), goal.clone())),
            |app, MovePoseRequest(goal)| async move { api::motion::move_pose(&app, goal).await },
        ),
        moving(
            Spec {
                name: "move_path",
                method: Method::Post,
                path: "/robot/move/path",
                tag: "robot",
                summary: "Move through several waypoints as one motion",
                description: Text::Fixed(
                    "One motion through `waypoints` (joints, a named position, or a pose reached by `ptp`, `lin` or\n`circ`), planned by armrest as one path (D35): a waypoint with `blend_radius` is passed without\nstopping, within that distance of it, at no less than half the speed of the segments it joins;\nwithout one the arm stops there exactly. Checked against the world and the robot itself before\nanything moves. Answers when the motion has finished, failed or timed out; check `success`.",
                ),
                encoding: Encoding::Json,
                answers: motion_answers(),
                effect: Effect::Moves,
                tool: Some(Tool {
                    name: "move_along_path",
                    description: moves_the_arm!(
                        "Move through several waypoints as one motion (joints, named positions or poses by ptp, lin or circ), passing those with a blend_radius without stopping; wait until the motion ends; check `success`."
                    ),
                }),
                heavy: false,
            },
            |app, MovePathRequest(goal)| Box::pin(intent::path(app.clone(), goal.clone())),
            |app, MovePathRequest(goal)| async move { api::path::move_path(&app, goal).await },
        ),
        moving(
            Spec {
                name: "move_joints",
                method: Method::Post,
                path: "/robot/move/joints",
                tag: "robot",
                summary: "Move the joints",
                description: Text::Fixed(
                    "Moves the seven joints to the given angles (radians, J1..J7, each within its limits).\nAnswers when the motion has finished, failed or timed out; check `success`.",
                ),
                encoding: Encoding::Json,
                answers: motion_answers(),
                effect: Effect::Moves,
                tool: Some(Tool {
                    name: "move_to_joints",
                    description: moves_the_arm!(
                        "Move the seven joints to the given angles (radians, J1..J7, within the limits) and wait until the motion ends; check `success`."
                    ),
                }),
                heavy: false,
            },
            |app, MoveJointsRequest(goal)| {
                let target = format!("the joint target {}", intent::angles(&goal.joints));
                Box::pin(intent::joints(app.clone(), goal.clone(), target, false))
            },
            |app, MoveJointsRequest(goal)| async move {
                api::motion::move_joints(&app, goal, "move_joints", "joint target").await
            },
        ),
    ]
}
