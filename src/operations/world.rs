//! The world every path is checked against (tag `world`, D28).

use super::answers::invalid;
use super::machinery::operation;
use super::{Answer, Effect, Encoding, Method, Operation, Spec, Text, Tool, WORLD};
use crate::api;
use crate::api::request::NoFields;
use crate::api::schema::DetailBody;
use crate::api::world::{ObjectIdRequest, PutObject, WorldView};
use armrest_backend::collision::WorldObject;

/// The entries of this tag, in the order the spec lists them.
pub fn all() -> Vec<Operation> {
    vec![
        operation(
            Spec {
                name: WORLD,
                method: Method::Get,
                path: "/world",
                tag: "world",
                summary: "The world",
                description: Text::Fixed(
                    "The objects every path is checked against (D28: `obstacle`s no link may touch, `keep_out`\nzones no link may enter) and the tool the arm carries, with the world's `version` (changes since\nstart-up). The world file (`robot.world`) is the start; changes hold until restart.",
                ),
                encoding: Encoding::None,
                answers: vec![Answer::of::<WorldView>(200, "The world")],
                effect: Effect::Reads,
                tool: Some(Tool {
                    name: "read_world",
                    description: "Read the world every motion is checked against: obstacles (no link may touch) and keep-out zones (no link may enter), each with id, shape, pose (metres, ABC radians) and frame, and the tool the arm carries.",
                }),
                heavy: false,
            },
            |app, NoFields| async move { Ok(api::world::get(&app)) },
        ),
        operation(
            Spec {
                name: "world_put_object",
                method: Method::Put,
                path: "/world/objects/{id}",
                tag: "world",
                summary: "Put an object in the world",
                description: Text::Fixed(
                    "Adds the object, or replaces the one of the same id. From the next check on, every\nmotion, trajectory and plan is checked against it (one running on the simulator too). A `world`\nevent tells the change. An object that touches the arm where it stands is refused (422,\n`touches_arm`, naming the link): every move out of it would be refused. In `control.mode: lease`\nit needs the lease (D28).",
                ),
                encoding: Encoding::Json,
                answers: vec![
                    Answer::of::<WorldObject>(200, "The object as stored"),
                    invalid(
                        "Invalid object (a shape, a size at or below 0, an unknown frame; `loc` names the field), or \
                         one that touches the arm where it stands (type `touches_arm`, `loc` `[\"body\"]`)",
                    ),
                ],
                effect: Effect::Changes,
                tool: Some(Tool {
                    name: "put_world_object",
                    description: "Add an object to the world (or replace the one with the same id): kind obstacle or keep_out, shape box (size [x, y, z]), sphere (radius) or cylinder (radius, length), pose in metres and ABC radians. Nothing moves; every later motion is checked against it. An object touching the arm where it stands is refused. Replacing an existing object by a different one takes protection away, so it follows this server's motion policy (mcp.motion: a person confirms, or agents may not). Audited.",
                }),
                heavy: false,
            },
            |app, PutObject(object)| async move { api::world::put(&app, object).await },
        ),
        operation(
            Spec {
                name: "world_delete_object",
                method: Method::Delete,
                path: "/world/objects/{id}",
                tag: "world",
                summary: "Remove an object from the world",
                description: Text::Fixed(
                    "Removes the object; answers it as it was. A `world` event tells the change. In\n`control.mode: lease` it needs the lease (D28).",
                ),
                encoding: Encoding::None,
                answers: vec![
                    Answer::of::<WorldObject>(200, "The object removed"),
                    Answer::of::<DetailBody>(404, "No object of this id"),
                    invalid("Invalid id"),
                ],
                effect: Effect::Changes,
                tool: Some(Tool {
                    name: "delete_world_object",
                    description: "Remove an object from the world by id; later motions are no longer checked against it. Nothing moves. This takes protection away, so it follows this server's motion policy (mcp.motion: a person confirms, or agents may not). Audited.",
                }),
                heavy: false,
            },
            |app, ObjectIdRequest(id)| async move { api::world::delete(&app, id) },
        ),
    ]
}
