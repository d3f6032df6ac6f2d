from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="JointLimit")


@_attrs_define
class JointLimit:
    """Limits of one joint.

    Attributes:
        max_position (float):
        max_velocity (float): rad/s
        min_position (float):
        name (str):
        max_acceleration (float | None | Unset): rad/s²; the URDF has none, so only the limits file provides it.
    """

    max_position: float
    max_velocity: float
    min_position: float
    name: str
    max_acceleration: float | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        max_position = self.max_position

        max_velocity = self.max_velocity

        min_position = self.min_position

        name = self.name

        max_acceleration: float | None | Unset
        if isinstance(self.max_acceleration, Unset):
            max_acceleration = UNSET
        else:
            max_acceleration = self.max_acceleration

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "max_position": max_position,
                "max_velocity": max_velocity,
                "min_position": min_position,
                "name": name,
            }
        )
        if max_acceleration is not UNSET:
            field_dict["max_acceleration"] = max_acceleration

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        max_position = d.pop("max_position")

        max_velocity = d.pop("max_velocity")

        min_position = d.pop("min_position")

        name = d.pop("name")

        def _parse_max_acceleration(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        max_acceleration = _parse_max_acceleration(d.pop("max_acceleration", UNSET))

        joint_limit = cls(
            max_position=max_position,
            max_velocity=max_velocity,
            min_position=min_position,
            name=name,
            max_acceleration=max_acceleration,
        )

        joint_limit.additional_properties = d
        return joint_limit

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
