from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="WorldObjectBodyPoseType0")


@_attrs_define
class WorldObjectBodyPoseType0:
    """The shape's centre and orientation in `frame_id`: metres and ABC radians (R = Rz(a)·Ry(b)·Rx(c)), as every pose of
    the API.

        Attributes:
            a (float | Unset):  Default: 0.0.
            b (float | Unset):  Default: 0.0.
            c (float | Unset):  Default: 0.0.
            x (float | Unset):  Default: 0.0.
            y (float | Unset):  Default: 0.0.
            z (float | Unset):  Default: 0.0.
    """

    a: float | Unset = 0.0
    b: float | Unset = 0.0
    c: float | Unset = 0.0
    x: float | Unset = 0.0
    y: float | Unset = 0.0
    z: float | Unset = 0.0

    def to_dict(self) -> dict[str, Any]:
        a = self.a

        b = self.b

        c = self.c

        x = self.x

        y = self.y

        z = self.z

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if a is not UNSET:
            field_dict["a"] = a
        if b is not UNSET:
            field_dict["b"] = b
        if c is not UNSET:
            field_dict["c"] = c
        if x is not UNSET:
            field_dict["x"] = x
        if y is not UNSET:
            field_dict["y"] = y
        if z is not UNSET:
            field_dict["z"] = z

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        a = d.pop("a", UNSET)

        b = d.pop("b", UNSET)

        c = d.pop("c", UNSET)

        x = d.pop("x", UNSET)

        y = d.pop("y", UNSET)

        z = d.pop("z", UNSET)

        world_object_body_pose_type_0 = cls(
            a=a,
            b=b,
            c=c,
            x=x,
            y=y,
            z=z,
        )

        return world_object_body_pose_type_0
