from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.orientation import Orientation
    from ..models.position import Position


T = TypeVar("T", bound="TcpPose")


@_attrs_define
class TcpPose:
    """TCP pose relative to `frame_id` (D6).

    Attributes:
        frame_id (str):
        orientation (Orientation): Unit quaternion (`x`, `y`, `z`, `w`) plus the same rotation as ABC angles.
        position (Position): Metres.
    """

    frame_id: str
    orientation: Orientation
    position: Position
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        frame_id = self.frame_id

        orientation = self.orientation.to_dict()

        position = self.position.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "frame_id": frame_id,
                "orientation": orientation,
                "position": position,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.orientation import Orientation  # noqa: PLC0415
        from ..models.position import Position  # noqa: PLC0415

        d = dict(src_dict)
        frame_id = d.pop("frame_id")

        orientation = Orientation.from_dict(d.pop("orientation"))

        position = Position.from_dict(d.pop("position"))

        tcp_pose = cls(
            frame_id=frame_id,
            orientation=orientation,
            position=position,
        )

        tcp_pose.additional_properties = d
        return tcp_pose

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
