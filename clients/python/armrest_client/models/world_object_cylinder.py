from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.object_kind import ObjectKind
from ..models.world_object_cylinder_shape import WorldObjectCylinderShape

if TYPE_CHECKING:
    from ..models.world_pose import WorldPose


T = TypeVar("T", bound="WorldObjectCylinder")


@_attrs_define
class WorldObjectCylinder:
    """
    Attributes:
        frame_id (str): Frame of the pose: a link no joint moves; empty for the planning frame.
        id (str):
        kind (ObjectKind): What an object is to the arm.
        length (float): Along z, centred on the frame.
        pose (WorldPose): A pose as everywhere in the API: metres and ABC radians (D6).
        radius (float):
        shape (WorldObjectCylinderShape):
        touch_links (list[str]): Links allowed to touch the object (the base on its mounting surface).
    """

    frame_id: str
    id: str
    kind: ObjectKind
    length: float
    pose: WorldPose
    radius: float
    shape: WorldObjectCylinderShape
    touch_links: list[str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        frame_id = self.frame_id

        id = self.id

        kind = self.kind.value

        length = self.length

        pose = self.pose.to_dict()

        radius = self.radius

        shape = self.shape.value

        touch_links = self.touch_links

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "frame_id": frame_id,
                "id": id,
                "kind": kind,
                "length": length,
                "pose": pose,
                "radius": radius,
                "shape": shape,
                "touch_links": touch_links,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.world_pose import WorldPose  # noqa: PLC0415

        d = dict(src_dict)
        frame_id = d.pop("frame_id")

        id = d.pop("id")

        kind = ObjectKind(d.pop("kind"))

        length = d.pop("length")

        pose = WorldPose.from_dict(d.pop("pose"))

        radius = d.pop("radius")

        shape = WorldObjectCylinderShape(d.pop("shape"))

        touch_links = cast(list[str], d.pop("touch_links"))

        world_object_cylinder = cls(
            frame_id=frame_id,
            id=id,
            kind=kind,
            length=length,
            pose=pose,
            radius=radius,
            shape=shape,
            touch_links=touch_links,
        )

        world_object_cylinder.additional_properties = d
        return world_object_cylinder

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
