"""World changes under the MCP guardrails through the official Python SDK (`mcp` from PyPI),
with `mcp.motion: confirm` (D28, issue 36): the SDK's `Client` negotiates protocol 2026-07-28,
so the question about a change that takes protection away comes back as `input_required`, and
the SDK calls the tool again with the person's answer.

- adding an object asks nobody;
- deleting `mounting_surface`: declined, then accepted;
- a forged retry: the answer to the question about deleting one object, sent to delete another.

Prints a JSON summary for the Rust test to check. argv: url."""

import asyncio
import json
import sys

import mcp_types as types
from mcp.client.client import Client


def text_of(result):
    return result.content[0].text if result.content else ""


async def main(url: str) -> None:
    answers = []
    asked = []

    async def person(context, params):
        asked.append(params.message)
        return types.ElicitResult(action=answers.pop(0))

    async def ids(client):
        world = await client.call_tool("read_world", {})
        return sorted(o["id"] for o in world.structured_content["objects"])

    out = {}
    async with Client(url, mode="auto", elicitation_callback=person) as client:
        out["protocol"] = client.protocol_version
        crate = {"id": "crate", "shape": "box", "size": [0.3, 0.3, 0.3], "pose": {"x": 0.8, "y": 0.6}}
        r = await client.call_tool("put_world_object", crate)
        out["add"] = {"isError": r.is_error, "asked": len(asked), "ids": await ids(client)}
        for answer in ["decline", "accept"]:
            answers.append(answer)
            r = await client.call_tool("delete_world_object", {"id": "mounting_surface"})
            out[answer] = {"isError": r.is_error, "text": text_of(r), "ids": await ids(client)}
        out["asked"] = asked

        # The answer to the question about deleting `crate`, sent to delete another object.
        first = await client.session.call_tool(
            "delete_world_object", {"id": "crate"}, allow_input_required=True
        )
        out["input_required"] = {
            "keys": sorted((first.input_requests or {}).keys()),
            "has_state": bool(first.request_state),
        }
        r = await client.session.call_tool(
            "delete_world_object",
            {"id": "mounting_surface"},
            input_responses={"confirm": {"action": "accept"}},
            request_state=first.request_state,
        )
        out["forged"] = {"isError": r.is_error, "text": text_of(r), "ids": await ids(client)}
    print(json.dumps(out))


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1]))
