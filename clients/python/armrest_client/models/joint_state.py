from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="JointState")


@_attrs_define
class JointState:
    """Latest joint state; every array is in the order of `name` (J1..J7). A velocity or effort
    the robot does not report is `null` (D27): ROS 2's joint_state_broadcaster publishes NaN for
    a joint without that state interface, and a message may leave the array empty.

        Attributes:
            effort (list[float | None]): Newton metres; `null` where the robot does not report it.
            name (list[str]): Joint names, `joint1` … `joint7`.
            position (list[float]): Radians.
            velocity (list[float | None]): Radians per second; `null` where the robot does not report it.
    """

    effort: list[float | None]
    name: list[str]
    position: list[float]
    velocity: list[float | None]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        effort = []
        for effort_item_data in self.effort:
            effort_item: float | None
            effort_item = effort_item_data
            effort.append(effort_item)

        name = self.name

        position = self.position

        velocity = []
        for velocity_item_data in self.velocity:
            velocity_item: float | None
            velocity_item = velocity_item_data
            velocity.append(velocity_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "effort": effort,
                "name": name,
                "position": position,
                "velocity": velocity,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        effort = []
        _effort = d.pop("effort")
        for effort_item_data in _effort:

            def _parse_effort_item(data: object) -> float | None:
                if data is None:
                    return data
                return cast(float | None, data)

            effort_item = _parse_effort_item(effort_item_data)

            effort.append(effort_item)

        name = cast(list[str], d.pop("name"))

        position = cast(list[float], d.pop("position"))

        velocity = []
        _velocity = d.pop("velocity")
        for velocity_item_data in _velocity:

            def _parse_velocity_item(data: object) -> float | None:
                if data is None:
                    return data
                return cast(float | None, data)

            velocity_item = _parse_velocity_item(velocity_item_data)

            velocity.append(velocity_item)

        joint_state = cls(
            effort=effort,
            name=name,
            position=position,
            velocity=velocity,
        )

        joint_state.additional_properties = d
        return joint_state

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
