from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.world_object_body_frame_id_type_0 import WorldObjectBodyFrameIdType0
from ..models.world_object_body_kind_type_0 import WorldObjectBodyKindType0
from ..models.world_object_body_shape import WorldObjectBodyShape
from ..models.world_object_body_touch_links_type_0_item import WorldObjectBodyTouchLinksType0Item
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.world_object_body_pose_type_0 import WorldObjectBodyPoseType0


T = TypeVar("T", bound="WorldObjectBody")


@_attrs_define
class WorldObjectBody:
    """An object of the world: what it is to the arm (`kind`), its shape and where it is.

    Attributes:
        shape (WorldObjectBodyShape): `box` (with `size`), `sphere` (with `radius`) or `cylinder` (with `radius` and
            `length`, along its z axis), centred on its pose.
        frame_id (None | Unset | WorldObjectBodyFrameIdType0): A link no joint moves; empty: the planning frame.
            Default: WorldObjectBodyFrameIdType0.VALUE_0.
        kind (None | Unset | WorldObjectBodyKindType0): `obstacle`: no link may touch it; `keep_out`: a zone no link may
            enter. Default: WorldObjectBodyKindType0.OBSTACLE.
        length (float | None | Unset): Cylinder: length along its z axis, metres.
        pose (None | Unset | WorldObjectBodyPoseType0): The shape's centre and orientation in `frame_id`: metres and ABC
            radians (R = Rz(a)·Ry(b)·Rx(c)), as every pose of the API.
        radius (float | None | Unset): Sphere and cylinder: radius, metres.
        size (list[float] | None | Unset): Box only: edge lengths along x, y, z, metres.
        touch_links (list[WorldObjectBodyTouchLinksType0Item] | None | Unset): Links allowed to touch it (the base on
            its mounting surface).
    """

    shape: WorldObjectBodyShape
    frame_id: None | Unset | WorldObjectBodyFrameIdType0 = WorldObjectBodyFrameIdType0.VALUE_0
    kind: None | Unset | WorldObjectBodyKindType0 = WorldObjectBodyKindType0.OBSTACLE
    length: float | None | Unset = UNSET
    pose: None | Unset | WorldObjectBodyPoseType0 = UNSET
    radius: float | None | Unset = UNSET
    size: list[float] | None | Unset = UNSET
    touch_links: list[WorldObjectBodyTouchLinksType0Item] | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.world_object_body_pose_type_0 import WorldObjectBodyPoseType0  # noqa: PLC0415

        shape = self.shape.value

        frame_id: None | str | Unset
        if isinstance(self.frame_id, Unset):
            frame_id = UNSET
        elif isinstance(self.frame_id, WorldObjectBodyFrameIdType0):
            frame_id = self.frame_id.value
        else:
            frame_id = self.frame_id

        kind: None | str | Unset
        if isinstance(self.kind, Unset):
            kind = UNSET
        elif isinstance(self.kind, WorldObjectBodyKindType0):
            kind = self.kind.value
        else:
            kind = self.kind

        length: float | None | Unset
        if isinstance(self.length, Unset):
            length = UNSET
        else:
            length = self.length

        pose: dict[str, Any] | None | Unset
        if isinstance(self.pose, Unset):
            pose = UNSET
        elif isinstance(self.pose, WorldObjectBodyPoseType0):
            pose = self.pose.to_dict()
        else:
            pose = self.pose

        radius: float | None | Unset
        if isinstance(self.radius, Unset):
            radius = UNSET
        else:
            radius = self.radius

        size: list[float] | None | Unset
        if isinstance(self.size, Unset):
            size = UNSET
        elif isinstance(self.size, list):
            size = self.size

        else:
            size = self.size

        touch_links: list[str] | None | Unset
        if isinstance(self.touch_links, Unset):
            touch_links = UNSET
        elif isinstance(self.touch_links, list):
            touch_links = []
            for touch_links_type_0_item_data in self.touch_links:
                touch_links_type_0_item = touch_links_type_0_item_data.value
                touch_links.append(touch_links_type_0_item)

        else:
            touch_links = self.touch_links

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "shape": shape,
            }
        )
        if frame_id is not UNSET:
            field_dict["frame_id"] = frame_id
        if kind is not UNSET:
            field_dict["kind"] = kind
        if length is not UNSET:
            field_dict["length"] = length
        if pose is not UNSET:
            field_dict["pose"] = pose
        if radius is not UNSET:
            field_dict["radius"] = radius
        if size is not UNSET:
            field_dict["size"] = size
        if touch_links is not UNSET:
            field_dict["touch_links"] = touch_links

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.world_object_body_pose_type_0 import WorldObjectBodyPoseType0  # noqa: PLC0415

        d = dict(src_dict)
        shape = WorldObjectBodyShape(d.pop("shape"))

        def _parse_frame_id(data: object) -> None | Unset | WorldObjectBodyFrameIdType0:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                frame_id_type_0 = WorldObjectBodyFrameIdType0(data)

                return frame_id_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Unset | WorldObjectBodyFrameIdType0, data)

        frame_id = _parse_frame_id(d.pop("frame_id", UNSET))

        def _parse_kind(data: object) -> None | Unset | WorldObjectBodyKindType0:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                kind_type_0 = WorldObjectBodyKindType0(data)

                return kind_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Unset | WorldObjectBodyKindType0, data)

        kind = _parse_kind(d.pop("kind", UNSET))

        def _parse_length(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        length = _parse_length(d.pop("length", UNSET))

        def _parse_pose(data: object) -> None | Unset | WorldObjectBodyPoseType0:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                pose_type_0 = WorldObjectBodyPoseType0.from_dict(data)

                return pose_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Unset | WorldObjectBodyPoseType0, data)

        pose = _parse_pose(d.pop("pose", UNSET))

        def _parse_radius(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        radius = _parse_radius(d.pop("radius", UNSET))

        def _parse_size(data: object) -> list[float] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                size_type_0 = cast(list[float], data)

                return size_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[float] | None | Unset, data)

        size = _parse_size(d.pop("size", UNSET))

        def _parse_touch_links(data: object) -> list[WorldObjectBodyTouchLinksType0Item] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                touch_links_type_0 = []
                _touch_links_type_0 = data
                for touch_links_type_0_item_data in _touch_links_type_0:
                    touch_links_type_0_item = WorldObjectBodyTouchLinksType0Item(touch_links_type_0_item_data)

                    touch_links_type_0.append(touch_links_type_0_item)

                return touch_links_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[WorldObjectBodyTouchLinksType0Item] | None | Unset, data)

        touch_links = _parse_touch_links(d.pop("touch_links", UNSET))

        world_object_body = cls(
            shape=shape,
            frame_id=frame_id,
            kind=kind,
            length=length,
            pose=pose,
            radius=radius,
            size=size,
            touch_links=touch_links,
        )

        world_object_body.additional_properties = d
        return world_object_body

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
