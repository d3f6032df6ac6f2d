from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="MoveJointsRequest")


@_attrs_define
class MoveJointsRequest:
    """Body of `POST /robot/move/joints`.

    Attributes:
        joints (list[float]): Exactly 7 joint angles in joint1, joint2, joint3, joint4, joint5, joint6, joint7 order,
            radians, each within its joint's limits
        speed (float | None | Unset): Speed scale, fraction of the joints' maximum velocity. Default: 0.1. Example: 0.1.
    """

    joints: list[float]
    speed: float | None | Unset = 0.1
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        joints = self.joints

        speed: float | None | Unset
        if isinstance(self.speed, Unset):
            speed = UNSET
        else:
            speed = self.speed

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "joints": joints,
            }
        )
        if speed is not UNSET:
            field_dict["speed"] = speed

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        joints = cast(list[float], d.pop("joints"))

        def _parse_speed(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        speed = _parse_speed(d.pop("speed", UNSET))

        move_joints_request = cls(
            joints=joints,
            speed=speed,
        )

        move_joints_request.additional_properties = d
        return move_joints_request

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
