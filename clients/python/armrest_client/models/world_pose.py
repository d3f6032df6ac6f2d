from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="WorldPose")


@_attrs_define
class WorldPose:
    """A pose as everywhere in the API: metres and ABC radians (D6).

    Attributes:
        a (float):
        b (float):
        c (float):
        x (float):
        y (float):
        z (float):
    """

    a: float
    b: float
    c: float
    x: float
    y: float
    z: float
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        a = self.a

        b = self.b

        c = self.c

        x = self.x

        y = self.y

        z = self.z

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "a": a,
                "b": b,
                "c": c,
                "x": x,
                "y": y,
                "z": z,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        a = d.pop("a")

        b = d.pop("b")

        c = d.pop("c")

        x = d.pop("x")

        y = d.pop("y")

        z = d.pop("z")

        world_pose = cls(
            a=a,
            b=b,
            c=c,
            x=x,
            y=y,
            z=z,
        )

        world_pose.additional_properties = d
        return world_pose

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
