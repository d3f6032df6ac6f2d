from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.decision import Decision
from ..types import UNSET, Unset

T = TypeVar("T", bound="AuditEntry")


@_attrs_define
class AuditEntry:
    """One MCP tool call that could move the arm.

    Attributes:
        arguments (str): The arguments, long values shortened. Example: {"name":"work","speed":0.2}.
        client (str): The client's name and version as it introduced itself (`initialize`, or each request's
            metadata), or `unknown`. Example: claude-desktop 1.4.2.
        decision (Decision): What the guardrails decided about a call.
        outcome (str): What came of it: the tool's answer or error, shortened.
        time (str): When the call arrived, UTC. Example: 2026-11-23T10:15:02.123456Z.
        tool (str):  Example: move_to_named_position.
        lease (None | str | Unset): The control lease the session held when it called (`#3 of 'claude-code 1.0'`, D29);
            absent when it held none. Example: #3 of 'claude-code 1.0.3'.
    """

    arguments: str
    client: str
    decision: Decision
    outcome: str
    time: str
    tool: str
    lease: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        arguments = self.arguments

        client = self.client

        decision = self.decision.value

        outcome = self.outcome

        time = self.time

        tool = self.tool

        lease: None | str | Unset
        if isinstance(self.lease, Unset):
            lease = UNSET
        else:
            lease = self.lease

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "arguments": arguments,
                "client": client,
                "decision": decision,
                "outcome": outcome,
                "time": time,
                "tool": tool,
            }
        )
        if lease is not UNSET:
            field_dict["lease"] = lease

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        arguments = d.pop("arguments")

        client = d.pop("client")

        decision = Decision(d.pop("decision"))

        outcome = d.pop("outcome")

        time = d.pop("time")

        tool = d.pop("tool")

        def _parse_lease(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        lease = _parse_lease(d.pop("lease", UNSET))

        audit_entry = cls(
            arguments=arguments,
            client=client,
            decision=decision,
            outcome=outcome,
            time=time,
            tool=tool,
            lease=lease,
        )

        audit_entry.additional_properties = d
        return audit_entry

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
