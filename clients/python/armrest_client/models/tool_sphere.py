from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.tool_sphere_shape import ToolSphereShape

if TYPE_CHECKING:
    from ..models.world_pose import WorldPose


T = TypeVar("T", bound="ToolSphere")


@_attrs_define
class ToolSphere:
    """
    Attributes:
        pose (WorldPose): A pose as everywhere in the API: metres and ABC radians (D6).
        radius (float):
        shape (ToolSphereShape):
    """

    pose: WorldPose
    radius: float
    shape: ToolSphereShape
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        pose = self.pose.to_dict()

        radius = self.radius

        shape = self.shape.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "pose": pose,
                "radius": radius,
                "shape": shape,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.world_pose import WorldPose  # noqa: PLC0415

        d = dict(src_dict)
        pose = WorldPose.from_dict(d.pop("pose"))

        radius = d.pop("radius")

        shape = ToolSphereShape(d.pop("shape"))

        tool_sphere = cls(
            pose=pose,
            radius=radius,
            shape=shape,
        )

        tool_sphere.additional_properties = d
        return tool_sphere

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
