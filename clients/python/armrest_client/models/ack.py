from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="Ack")


@_attrs_define
class Ack:
    """Acknowledgement of a publication or start; see each endpoint for what it confirms.

    Attributes:
        status (str): `sent` or `started`. Only as an MCP tool's result, when nothing was sent or started, the
            audit's decision (`GET /mcp/audit`): `declined` (the person asked to confirm declined,
            dismissed the question or did not answer), `not_plannable` (refused: no drive or
            controller would take it, or its path collides) or `stale` (accepted, but the arm moved
            or the plan changed meanwhile). Example: sent.
        message (None | str | Unset): Why nothing was sent or started (with those MCP statuses only).
        motion_id (int | None | Unset): With `sent` and `started`: the motion's handle (D39); `GET /robot/motion` tells
            what
            became of it (the controller's refusal included).
    """

    status: str
    message: None | str | Unset = UNSET
    motion_id: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        status = self.status

        message: None | str | Unset
        if isinstance(self.message, Unset):
            message = UNSET
        else:
            message = self.message

        motion_id: int | None | Unset
        if isinstance(self.motion_id, Unset):
            motion_id = UNSET
        else:
            motion_id = self.motion_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "status": status,
            }
        )
        if message is not UNSET:
            field_dict["message"] = message
        if motion_id is not UNSET:
            field_dict["motion_id"] = motion_id

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        status = d.pop("status")

        def _parse_message(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        message = _parse_message(d.pop("message", UNSET))

        def _parse_motion_id(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        motion_id = _parse_motion_id(d.pop("motion_id", UNSET))

        ack = cls(
            status=status,
            message=message,
            motion_id=motion_id,
        )

        ack.additional_properties = d
        return ack

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
