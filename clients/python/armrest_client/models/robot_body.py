from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.node_body import NodeBody


T = TypeVar("T", bound="RobotBody")


@_attrs_define
class RobotBody:
    """The robot's settings, as `GET /ready` shows them.

    Attributes:
        advice (list[str]): What these settings mean for armrest's motions, a sentence each.
        controller (NodeBody): One node's parameters.
        moveit (NodeBody | None | Unset):
    """

    advice: list[str]
    controller: NodeBody
    moveit: NodeBody | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.node_body import NodeBody  # noqa: PLC0415

        advice = self.advice

        controller = self.controller.to_dict()

        moveit: dict[str, Any] | None | Unset
        if isinstance(self.moveit, Unset):
            moveit = UNSET
        elif isinstance(self.moveit, NodeBody):
            moveit = self.moveit.to_dict()
        else:
            moveit = self.moveit

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "advice": advice,
                "controller": controller,
            }
        )
        if moveit is not UNSET:
            field_dict["moveit"] = moveit

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.node_body import NodeBody  # noqa: PLC0415

        d = dict(src_dict)
        advice = cast(list[str], d.pop("advice"))

        controller = NodeBody.from_dict(d.pop("controller"))

        def _parse_moveit(data: object) -> NodeBody | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                moveit_type_0 = NodeBody.from_dict(data)

                return moveit_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(NodeBody | None | Unset, data)

        moveit = _parse_moveit(d.pop("moveit", UNSET))

        robot_body = cls(
            advice=advice,
            controller=controller,
            moveit=moveit,
        )

        robot_body.additional_properties = d
        return robot_body

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
