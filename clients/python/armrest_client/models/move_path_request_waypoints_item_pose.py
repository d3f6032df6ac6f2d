from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.move_path_request_waypoints_item_pose_frame_id import MovePathRequestWaypointsItemPoseFrameId
from ..types import UNSET, Unset

T = TypeVar("T", bound="MovePathRequestWaypointsItemPose")


@_attrs_define
class MovePathRequestWaypointsItemPose:
    """A TCP pose: metres and ABC radians (R = Rz(a)·Ry(b)·Rx(c)) in `frame_id`.

    Attributes:
        x (float):
        y (float):
        z (float):
        a (float | Unset):
        b (float | Unset):
        c (float | Unset):
        frame_id (MovePathRequestWaypointsItemPoseFrameId | Unset):
    """

    x: float
    y: float
    z: float
    a: float | Unset = UNSET
    b: float | Unset = UNSET
    c: float | Unset = UNSET
    frame_id: MovePathRequestWaypointsItemPoseFrameId | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        x = self.x

        y = self.y

        z = self.z

        a = self.a

        b = self.b

        c = self.c

        frame_id: str | Unset = UNSET
        if not isinstance(self.frame_id, Unset):
            frame_id = self.frame_id.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "x": x,
                "y": y,
                "z": z,
            }
        )
        if a is not UNSET:
            field_dict["a"] = a
        if b is not UNSET:
            field_dict["b"] = b
        if c is not UNSET:
            field_dict["c"] = c
        if frame_id is not UNSET:
            field_dict["frame_id"] = frame_id

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        x = d.pop("x")

        y = d.pop("y")

        z = d.pop("z")

        a = d.pop("a", UNSET)

        b = d.pop("b", UNSET)

        c = d.pop("c", UNSET)

        _frame_id = d.pop("frame_id", UNSET)
        frame_id: MovePathRequestWaypointsItemPoseFrameId | Unset
        if isinstance(_frame_id, Unset):
            frame_id = UNSET
        else:
            frame_id = MovePathRequestWaypointsItemPoseFrameId(_frame_id)

        move_path_request_waypoints_item_pose = cls(
            x=x,
            y=y,
            z=z,
            a=a,
            b=b,
            c=c,
            frame_id=frame_id,
        )

        return move_path_request_waypoints_item_pose
