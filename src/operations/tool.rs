//! The tool the arm carries (tag `robot`, D36): which one is active, make one active, back to the
//! bare flange.

use super::answers::invalid;
use super::machinery::operation;
use super::{Answer, Effect, Encoding, Method, Operation, Spec, Text, Tool};
use crate::api;
use crate::api::request::NoFields;
use crate::api::schema::DetailBody;
use crate::api::tool::{PutTool, ToolView};

/// The route of the tool's entries: MCP's guard knows a change of the tool by it.
pub const TOOL_PATH: &str = "/robot/tool";

/// The entries of the tool, in the order the docs list them.
pub fn all() -> Vec<Operation> {
    vec![
        operation(
            Spec {
                name: "tool",
                method: Method::Get,
                path: TOOL_PATH,
                tag: "robot",
                summary: "The tool the arm carries",
                description: Text::Fixed(
                    "The active tool (its TCP as an offset from the flange, its payload, its centre of gravity and\ncollision geometry), or `active: null` for the bare flange, with the configured tools and the\narm's payload rating (D36). With a tool, `GET /robot/pose` is its TCP and pose targets aim it.",
                ),
                encoding: Encoding::None,
                answers: vec![Answer::of::<ToolView>(200, "The active tool and the configured ones")],
                effect: Effect::Reads,
                tool: Some(Tool {
                    name: "read_tool",
                    description: "Read the tool the arm carries: its TCP as an offset from the flange (metres, ABC radians), payload (kg) and centre of gravity, or active: null for the bare flange; with the tools configured and the arm's payload rating. With a tool, the TCP pose and every pose target are the tool's TCP.",
                }),
                heavy: false,
            },
            |app, NoFields| async move { Ok(api::tool::get(&app)) },
        ),
        operation(
            Spec {
                name: "tool_put",
                method: Method::Put,
                path: TOOL_PATH,
                tag: "robot",
                summary: "Mount a tool",
                description: Text::Fixed(
                    "Makes a tool the active one: a definition (`name`, `tcp`, `mass_kg`, `cog`, `geometry`), or\n`{\"name\"}` of a configured tool (`robot.tools`; another name is 422). From then on\n`GET /robot/pose`, pose moves and plans, Cartesian jogs, the stream and `/view` are the tool's TCP;\n`frame_id: \"tool0\"` still means the flange. A payload above the arm's rating is 422 at\n`mass_kg`. Refused (409, nothing changed) while a motion, a jog or a sequence holds the arm.\nNothing moves. A `world` event tells the change. In `control.mode: lease` it needs the lease.",
                ),
                encoding: Encoding::Json,
                answers: vec![
                    Answer::of::<ToolView>(200, "The tool as now active"),
                    Answer::of::<DetailBody>(409, "A motion, a jog or a sequence holds the arm; nothing changed"),
                    invalid(
                        "Invalid definition (`loc` names the field; a payload above the rating is type \
                         `above_payload_rating` at `mass_kg`), or a name no configured tool has",
                    ),
                ],
                effect: Effect::Changes,
                tool: Some(Tool {
                    name: "set_tool",
                    description: "Mount a tool: give {\"name\"} of a configured tool, or a definition {name, tcp: {x, y, z, a, b, c} (the TCP's offset from the flange, metres and ABC radians), mass_kg, cog: [x, y, z], geometry}. Nothing moves, but every later pose, pose move and jog aims the new TCP, so it follows this server's motion policy (mcp.motion: a person confirms, or agents may not). Refused while the arm moves. Audited.",
                }),
                heavy: false,
            },
            |app, PutTool(tool)| async move { api::tool::put(&app, tool) },
        ),
        operation(
            Spec {
                name: "tool_delete",
                method: Method::Delete,
                path: TOOL_PATH,
                tag: "robot",
                summary: "Back to the bare flange",
                description: Text::Fixed(
                    "No tool: the TCP is the flange again (D36). Refused (409, nothing changed) while a motion, a\njog or a sequence holds the arm. Nothing moves. A `world` event tells the change. In\n`control.mode: lease` it needs the lease.",
                ),
                encoding: Encoding::None,
                answers: vec![
                    Answer::of::<ToolView>(200, "No tool active"),
                    Answer::of::<DetailBody>(409, "A motion, a jog or a sequence holds the arm; nothing changed"),
                    invalid("Invalid lease header (`X-Armrest-Lease`)"),
                ],
                effect: Effect::Changes,
                tool: Some(Tool {
                    name: "remove_tool",
                    description: "Go back to the bare flange: no tool, the TCP is the flange. Nothing moves, but every later pose, pose move and jog aims the flange, so it follows this server's motion policy (mcp.motion: a person confirms, or agents may not). Refused while the arm moves. Audited.",
                }),
                heavy: false,
            },
            |app, NoFields| async move { api::tool::delete(&app) },
        ),
    ]
}
