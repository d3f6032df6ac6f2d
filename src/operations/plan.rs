//! Plan previews (tag `plan`): the motion a move would make, nothing moved.

use super::answers::{path_plan_answers, plan_answers};
use super::machinery::operation;
use super::{Effect, Encoding, Method, Operation, Spec, Text, Tool};
use crate::api;
use crate::api::motion::{MoveJointsRequest, MoveNamedRequest, MovePoseRequest};
use crate::api::path::MovePathRequest;

/// The entries of this tag, in the order the spec lists them.
pub fn all() -> Vec<Operation> {
    vec![
        operation(
            Spec {
                name: "plan_named",
                method: Method::Post,
                path: "/robot/plan/named",
                tag: "plan",
                summary: "Plan a move to a named position",
                description: Text::Fixed(
                    "The motion `POST /robot/move/named` would make now, planned from the current joint state;\nnothing moves. Same body, 409, 422 and 503 as the move.",
                ),
                encoding: Encoding::Json,
                answers: plan_answers(),
                effect: Effect::Reads,
                tool: Some(Tool {
                    name: "plan_to_named_position",
                    description: plans_only!("Plan a move to a named position"),
                }),
                heavy: false,
            },
            |app, MoveNamedRequest { goal, .. }| async move { api::plan::plan_joints(&app, goal).await },
        ),
        operation(
            Spec {
                name: "plan_pose",
                method: Method::Post,
                path: "/robot/plan/pose",
                tag: "plan",
                summary: "Plan a move of the TCP to a pose",
                description: Text::Fixed(
                    "The motion `POST /robot/move/pose` would make now, planned from the current joint state;\nnothing moves. Same body, 409, 422 and 503 as the move; for `lin` the answer gives the\nlargest deviation from the straight line.",
                ),
                encoding: Encoding::Json,
                answers: plan_answers(),
                effect: Effect::Reads,
                tool: Some(Tool {
                    name: "plan_to_pose",
                    description: plans_only!(
                        "Plan a move of the tool-centre point to x, y, z (metres) and ABC angles (radians)"
                    ),
                }),
                heavy: false,
            },
            |app, MovePoseRequest(goal)| async move { api::plan::plan_pose(&app, goal).await },
        ),
        operation(
            Spec {
                name: "plan_path",
                method: Method::Post,
                path: "/robot/plan/path",
                tag: "plan",
                summary: "Plan a path through several waypoints",
                description: Text::Fixed(
                    "The motion `POST /robot/move/path` would make now, planned from the current joint state;\nnothing moves. Same body, 409, 422 and 503 as the move; `blends` tells, for each inner\nwaypoint, the smallest TCP speed within its radius against the joined segments' cruise speed\nand how far the path passes from it. armrest plans paths on every backend: this is the plan the\nmove follows.",
                ),
                encoding: Encoding::Json,
                answers: path_plan_answers(),
                effect: Effect::Reads,
                tool: Some(Tool {
                    name: "plan_path",
                    description: plans_only!(
                        "Plan a path through several waypoints (joints, named positions or poses), with how it passes each blended waypoint,"
                    ),
                }),
                heavy: false,
            },
            |app, MovePathRequest(goal)| async move { api::plan::plan_path(&app, goal).await },
        ),
        operation(
            Spec {
                name: "plan_joints",
                method: Method::Post,
                path: "/robot/plan/joints",
                tag: "plan",
                summary: "Plan a move of the joints",
                description: Text::Fixed(
                    "The motion `POST /robot/move/joints` would make now, planned from the current joint state;\nnothing moves. Same body, 409, 422 and 503 as the move.",
                ),
                encoding: Encoding::Json,
                answers: plan_answers(),
                effect: Effect::Reads,
                tool: Some(Tool {
                    name: "plan_to_joints",
                    description: plans_only!("Plan a move of the seven joints to the given angles (radians, J1..J7)"),
                }),
                heavy: false,
            },
            |app, MoveJointsRequest(goal)| async move { api::plan::plan_joints(&app, goal).await },
        ),
    ]
}
