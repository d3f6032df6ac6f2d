from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="SpeedOverride")


@_attrs_define
class SpeedOverride:
    """The speed override in effect.

    Attributes:
        fraction (float): 0..1; 1 runs motions as planned. Example: 1.0.
        paused (bool): The fraction is 0: the motion in progress, if any, rests on its path until it rises.
    """

    fraction: float
    paused: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        fraction = self.fraction

        paused = self.paused

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "fraction": fraction,
                "paused": paused,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        fraction = d.pop("fraction")

        paused = d.pop("paused")

        speed_override = cls(
            fraction=fraction,
            paused=paused,
        )

        speed_override.additional_properties = d
        return speed_override

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
