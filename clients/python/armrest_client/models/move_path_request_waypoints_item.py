from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.move_path_request_waypoints_item_planner import MovePathRequestWaypointsItemPlanner
from ..models.position_name import PositionName
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.move_path_request_waypoints_item_circ import MovePathRequestWaypointsItemCirc
    from ..models.move_path_request_waypoints_item_pose import MovePathRequestWaypointsItemPose


T = TypeVar("T", bound="MovePathRequestWaypointsItem")


@_attrs_define
class MovePathRequestWaypointsItem:
    """One waypoint: exactly one of `joints`, `name` and `pose`.

    Attributes:
        blend_radius (float | Unset): Pass this waypoint without stopping, within this distance of it: metres for a
            `pose` (at most 1), radians in joint space for `joints` and `name` (at most 1). Absent: the path stops here
            exactly. The last waypoint takes none.
        circ (MovePathRequestWaypointsItemCirc | Unset): Exactly one of `interim` (a point the arc passes through) and
            `center` (the circle's centre, as far from the start as from the goal within 1 mm), metres in the target's
            frame.
        joints (list[float] | Unset): Exactly 7 joint angles in joint1, joint2, joint3, joint4, joint5, joint6, joint7
            order, radians, each within its joint's limits
        name (PositionName | Unset): A named position from GET /robot/positions: the SRDF's group states and the
            positions saved at run time (source `saved`, D32)
        planner (MovePathRequestWaypointsItemPlanner | Unset):
        pose (MovePathRequestWaypointsItemPose | Unset): A TCP pose: metres and ABC radians (R = Rz(a)·Ry(b)·Rx(c)) in
            `frame_id`.
        speed (float | Unset): Speed scale of the segment that ends here; the path's `speed` when absent.
    """

    blend_radius: float | Unset = UNSET
    circ: MovePathRequestWaypointsItemCirc | Unset = UNSET
    joints: list[float] | Unset = UNSET
    name: PositionName | Unset = UNSET
    planner: MovePathRequestWaypointsItemPlanner | Unset = UNSET
    pose: MovePathRequestWaypointsItemPose | Unset = UNSET
    speed: float | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        blend_radius = self.blend_radius

        circ: dict[str, Any] | Unset = UNSET
        if not isinstance(self.circ, Unset):
            circ = self.circ.to_dict()

        joints: list[float] | Unset = UNSET
        if not isinstance(self.joints, Unset):
            joints = self.joints

        name: str | Unset = UNSET
        if not isinstance(self.name, Unset):
            name = self.name.value

        planner: str | Unset = UNSET
        if not isinstance(self.planner, Unset):
            planner = self.planner.value

        pose: dict[str, Any] | Unset = UNSET
        if not isinstance(self.pose, Unset):
            pose = self.pose.to_dict()

        speed = self.speed

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if blend_radius is not UNSET:
            field_dict["blend_radius"] = blend_radius
        if circ is not UNSET:
            field_dict["circ"] = circ
        if joints is not UNSET:
            field_dict["joints"] = joints
        if name is not UNSET:
            field_dict["name"] = name
        if planner is not UNSET:
            field_dict["planner"] = planner
        if pose is not UNSET:
            field_dict["pose"] = pose
        if speed is not UNSET:
            field_dict["speed"] = speed

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.move_path_request_waypoints_item_circ import MovePathRequestWaypointsItemCirc  # noqa: PLC0415
        from ..models.move_path_request_waypoints_item_pose import MovePathRequestWaypointsItemPose  # noqa: PLC0415

        d = dict(src_dict)
        blend_radius = d.pop("blend_radius", UNSET)

        _circ = d.pop("circ", UNSET)
        circ: MovePathRequestWaypointsItemCirc | Unset
        if isinstance(_circ, Unset):
            circ = UNSET
        else:
            circ = MovePathRequestWaypointsItemCirc.from_dict(_circ)

        joints = cast(list[float], d.pop("joints", UNSET))

        _name = d.pop("name", UNSET)
        name: PositionName | Unset
        if isinstance(_name, Unset):
            name = UNSET
        else:
            name = PositionName(_name)

        _planner = d.pop("planner", UNSET)
        planner: MovePathRequestWaypointsItemPlanner | Unset
        if isinstance(_planner, Unset):
            planner = UNSET
        else:
            planner = MovePathRequestWaypointsItemPlanner(_planner)

        _pose = d.pop("pose", UNSET)
        pose: MovePathRequestWaypointsItemPose | Unset
        if isinstance(_pose, Unset):
            pose = UNSET
        else:
            pose = MovePathRequestWaypointsItemPose.from_dict(_pose)

        speed = d.pop("speed", UNSET)

        move_path_request_waypoints_item = cls(
            blend_radius=blend_radius,
            circ=circ,
            joints=joints,
            name=name,
            planner=planner,
            pose=pose,
            speed=speed,
        )

        return move_path_request_waypoints_item
