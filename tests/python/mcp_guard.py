"""The MCP guardrails through the official Python SDK (`mcp` from PyPI), as an agent's host
would meet them with `mcp.motion: confirm`:

- the SDK's `Client` (it negotiates protocol 2026-07-28 with armrest, so a confirmation comes
  back as `input_required` and the SDK calls the tool again with the person's answer), with an
  elicitation callback playing the person: decline, cancel, accept;
- a forged retry: the answer to one question sent with other arguments, then sent again;
- a `ClientSession` with the initialize handshake and no elicitation callback (a client that
  cannot ask its user).

Prints a JSON summary for the Rust test to check. argv: url, then the target joints as JSON."""

import asyncio
import json
import sys

import mcp_types as types
from mcp import ClientSession
from mcp.client.client import Client
from mcp.client.streamable_http import streamable_http_client


def text_of(result):
    return result.content[0].text if result.content else ""


async def main(url: str, target: list, other: list) -> None:
    answers = []
    asked = []

    async def person(context, params):
        asked.append(params.message)
        return types.ElicitResult(action=answers.pop(0))

    out = {}
    async with Client(url, mode="auto", elicitation_callback=person) as client:
        out["protocol"] = client.protocol_version
        for answer in ["decline", "cancel", "accept"]:
            answers.append(answer)
            r = await client.call_tool("move_to_joints", {"joints": target, "speed": 0.25})
            state = await client.call_tool("read_joint_states", {})
            out[answer] = {
                "isError": r.is_error,
                "structured": r.structured_content,
                "after": state.structured_content["position"],
            }
        out["asked"] = asked

        # The answer to a question, sent back with other arguments, approves nothing.
        first = await client.session.call_tool(
            "move_to_joints", {"joints": other, "speed": 0.2}, allow_input_required=True
        )
        out["input_required"] = {
            "keys": sorted((first.input_requests or {}).keys()),
            "has_state": bool(first.request_state),
        }
        async def answer_with(speed):
            r = await client.session.call_tool(
                "move_to_joints",
                {"joints": other, "speed": speed},
                input_responses={"confirm": {"action": "accept"}},
                request_state=first.request_state,
            )
            return {"isError": r.is_error, "text": text_of(r)}

        out["forged"] = await answer_with(0.1)
        out["reused"] = await answer_with(0.2)
        state = await client.call_tool("read_joint_states", {})
        out["after_forged"] = state.structured_content["position"]

    async with streamable_http_client(url) as streams:
        async with ClientSession(streams[0], streams[1]) as session:
            await session.initialize()
            r = await session.call_tool("move_to_named_position", {"name": "home", "speed": 0.2})
            out["no_elicitation"] = {"isError": r.is_error, "text": text_of(r)}
    print(json.dumps(out))


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1], json.loads(sys.argv[2]), json.loads(sys.argv[3])))
