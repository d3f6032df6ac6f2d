from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.tool_definition import ToolDefinition


T = TypeVar("T", bound="ToolView")


@_attrs_define
class ToolView:
    """The tool as `GET`, `PUT` and `DELETE /robot/tool` answer it.

    Attributes:
        configured (list[ToolDefinition]): The tools of the configuration (`robot.tools`), which `PUT {"name"}` makes
            active.
        flange (str): The link the tool is mounted on (the flange, `tool0`): `frame_id` of that name still
            means the flange.
        message (str): What the TCP is now, in words.
        payload_rating_kg (float): The arm's rated payload (`robot.payload_rating_kg`): a heavier tool is refused.
        active (None | ToolDefinition | Unset):
    """

    configured: list[ToolDefinition]
    flange: str
    message: str
    payload_rating_kg: float
    active: None | ToolDefinition | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.tool_definition import ToolDefinition  # noqa: PLC0415

        configured = []
        for configured_item_data in self.configured:
            configured_item = configured_item_data.to_dict()
            configured.append(configured_item)

        flange = self.flange

        message = self.message

        payload_rating_kg = self.payload_rating_kg

        active: dict[str, Any] | None | Unset
        if isinstance(self.active, Unset):
            active = UNSET
        elif isinstance(self.active, ToolDefinition):
            active = self.active.to_dict()
        else:
            active = self.active

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "configured": configured,
                "flange": flange,
                "message": message,
                "payload_rating_kg": payload_rating_kg,
            }
        )
        if active is not UNSET:
            field_dict["active"] = active

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.tool_definition import ToolDefinition  # noqa: PLC0415

        d = dict(src_dict)
        configured = []
        _configured = d.pop("configured")
        for configured_item_data in _configured:
            configured_item = ToolDefinition.from_dict(configured_item_data)

            configured.append(configured_item)

        flange = d.pop("flange")

        message = d.pop("message")

        payload_rating_kg = d.pop("payload_rating_kg")

        def _parse_active(data: object) -> None | ToolDefinition | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                active_type_0 = ToolDefinition.from_dict(data)

                return active_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ToolDefinition | Unset, data)

        active = _parse_active(d.pop("active", UNSET))

        tool_view = cls(
            configured=configured,
            flange=flange,
            message=message,
            payload_rating_kg=payload_rating_kg,
            active=active,
        )

        tool_view.additional_properties = d
        return tool_view

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
