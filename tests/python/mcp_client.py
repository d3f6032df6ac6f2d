"""An independent MCP client (the official Python SDK, `mcp` from PyPI) against armrest's
/mcp/mcp: initialize, list the tools, call the read tools, a plan and one move, end the
session. The SDK itself validates each structuredContent against the tool's outputSchema (a
mismatch raises). Prints a JSON summary for the Rust test to check."""

import asyncio
import json
import logging
import sys


class Warnings(logging.Handler):
    """The SDK's warnings (it logs "Session termination failed: <status>")."""

    def __init__(self):
        super().__init__(logging.WARNING)
        self.seen = []

    def emit(self, record):
        self.seen.append(record.getMessage())

from mcp import ClientSession
from mcp.client.streamable_http import streamable_http_client


def text_of(result):
    return json.loads(result.content[0].text)


async def main(url: str) -> None:
    warnings = Warnings()
    logging.getLogger().addHandler(warnings)
    async with streamable_http_client(url) as streams:
        read, write = streams[0], streams[1]
        async with ClientSession(read, write) as session:
            init = await session.initialize()
            tools = await session.list_tools()
            out = {
                "server": init.server_info.name,
                "tools": {t.name: {"readOnly": t.annotations.read_only_hint if t.annotations else None,
                                   "destructive": t.annotations.destructive_hint if t.annotations else None,
                                   "schema": t.input_schema} for t in tools.tools},
                "joint_states": text_of(await session.call_tool("read_joint_states", {})),
                "pose": text_of(await session.call_tool("read_tcp_pose", {})),
                "positions": text_of(await session.call_tool("list_named_positions", {})),
                "status": text_of(await session.call_tool("read_sequence_status", {})),
                "plan": text_of(await session.call_tool("plan_to_named_position", {"name": "work", "speed": 1.0})),
                "move": text_of(await session.call_tool("move_to_named_position", {"name": "work", "speed": 1.0})),
                "after": text_of(await session.call_tool("read_joint_states", {})),
            }
            bad = await session.call_tool("move_to_joints", {"joints": [0, 0, 0, 5, 0, 0, 0]})
            out["invalid"] = {"isError": bad.is_error, "text": bad.content[0].text}
            state = await session.call_tool("read_joint_states", {})
            out["structured_matches_text"] = state.structured_content == text_of(state)
            out["structured_positions"] = (await session.call_tool("list_named_positions", {})).structured_content
    out["session_end_warnings"] = [w for w in warnings.seen if "termination" in w.lower()]
    print(json.dumps(out))


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1]))
