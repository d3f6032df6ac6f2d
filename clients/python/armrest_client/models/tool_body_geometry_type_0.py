from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.tool_body_geometry_type_0_shape import ToolBodyGeometryType0Shape
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.tool_body_geometry_type_0_pose import ToolBodyGeometryType0Pose


T = TypeVar("T", bound="ToolBodyGeometryType0")


@_attrs_define
class ToolBodyGeometryType0:
    """The tool's collision geometry in the flange's frame, as the world's `tool` (D28): while the tool is active it is the
    world's `tool`. Absent: the world's `tool` is kept.

        Attributes:
            shape (ToolBodyGeometryType0Shape):
            length (float | Unset):
            pose (ToolBodyGeometryType0Pose | Unset):
            radius (float | Unset):
            size (list[float] | Unset):
    """

    shape: ToolBodyGeometryType0Shape
    length: float | Unset = UNSET
    pose: ToolBodyGeometryType0Pose | Unset = UNSET
    radius: float | Unset = UNSET
    size: list[float] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        shape = self.shape.value

        length = self.length

        pose: dict[str, Any] | Unset = UNSET
        if not isinstance(self.pose, Unset):
            pose = self.pose.to_dict()

        radius = self.radius

        size: list[float] | Unset = UNSET
        if not isinstance(self.size, Unset):
            size = self.size

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "shape": shape,
            }
        )
        if length is not UNSET:
            field_dict["length"] = length
        if pose is not UNSET:
            field_dict["pose"] = pose
        if radius is not UNSET:
            field_dict["radius"] = radius
        if size is not UNSET:
            field_dict["size"] = size

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.tool_body_geometry_type_0_pose import ToolBodyGeometryType0Pose  # noqa: PLC0415

        d = dict(src_dict)
        shape = ToolBodyGeometryType0Shape(d.pop("shape"))

        length = d.pop("length", UNSET)

        _pose = d.pop("pose", UNSET)
        pose: ToolBodyGeometryType0Pose | Unset
        if isinstance(_pose, Unset):
            pose = UNSET
        else:
            pose = ToolBodyGeometryType0Pose.from_dict(_pose)

        radius = d.pop("radius", UNSET)

        size = cast(list[float], d.pop("size", UNSET))

        tool_body_geometry_type_0 = cls(
            shape=shape,
            length=length,
            pose=pose,
            radius=radius,
            size=size,
        )

        tool_body_geometry_type_0.additional_properties = d
        return tool_body_geometry_type_0

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
