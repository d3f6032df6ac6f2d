from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.abc import Abc


T = TypeVar("T", bound="Orientation")


@_attrs_define
class Orientation:
    """Unit quaternion (`x`, `y`, `z`, `w`) plus the same rotation as ABC angles.

    Attributes:
        euler_deg (Abc): ABC angles: rotation about Z (A), then Y (B), then X (C).
        euler_rad (Abc): ABC angles: rotation about Z (A), then Y (B), then X (C).
        w (float):
        x (float):
        y (float):
        z (float):
    """

    euler_deg: Abc
    euler_rad: Abc
    w: float
    x: float
    y: float
    z: float
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        euler_deg = self.euler_deg.to_dict()

        euler_rad = self.euler_rad.to_dict()

        w = self.w

        x = self.x

        y = self.y

        z = self.z

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "euler_deg": euler_deg,
                "euler_rad": euler_rad,
                "w": w,
                "x": x,
                "y": y,
                "z": z,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.abc import Abc  # noqa: PLC0415

        d = dict(src_dict)
        euler_deg = Abc.from_dict(d.pop("euler_deg"))

        euler_rad = Abc.from_dict(d.pop("euler_rad"))

        w = d.pop("w")

        x = d.pop("x")

        y = d.pop("y")

        z = d.pop("z")

        orientation = cls(
            euler_deg=euler_deg,
            euler_rad=euler_rad,
            w=w,
            x=x,
            y=y,
            z=z,
        )

        orientation.additional_properties = d
        return orientation

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
