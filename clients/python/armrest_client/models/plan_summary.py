from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.tcp_pose import TcpPose


T = TypeVar("T", bound="PlanSummary")


@_attrs_define
class PlanSummary:
    """The numbers of a plan.

    Attributes:
        duration_s (float): Duration of the motion, seconds (simulated seconds on the simulator).
        goal (list[float]): Joint angles it ends at, rad, J1..J7.
        goal_pose (TcpPose): TCP pose relative to `frame_id` (D6).
        path_length_m (float): Length of the TCP's path, metres.
        peak_acceleration_ratio (list[float]): The largest acceleration of each joint (from rest to rest, as the drive
            check measures
            it) as a fraction of its acceleration limit (at most the request's acceleration scale).
        peak_velocity (list[float]): Fastest speed of each joint along the plan, rad/s.
        peak_velocity_ratio (list[float]): `peak_velocity` as a fraction of each joint's velocity limit (at most the
            request's
            `speed`).
        planner (str): Planner used: `ptp` for joint targets and named positions. Example: ptp.
        start (list[float]): Joint angles the plan starts from (the arm's now), rad, J1..J7.
        clearance_m (float | None | Unset): The smallest distance between the robot (with its tool) and the world or
            itself along
            the path, metres (`closest` names the pair); `null` when nothing can collide (a robot
            without collision geometry in an empty world).
        max_line_deviation_m (float | None | Unset): `lin` only: the TCP's largest distance from the straight line,
            metres.
    """

    duration_s: float
    goal: list[float]
    goal_pose: TcpPose
    path_length_m: float
    peak_acceleration_ratio: list[float]
    peak_velocity: list[float]
    peak_velocity_ratio: list[float]
    planner: str
    start: list[float]
    clearance_m: float | None | Unset = UNSET
    max_line_deviation_m: float | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        duration_s = self.duration_s

        goal = self.goal

        goal_pose = self.goal_pose.to_dict()

        path_length_m = self.path_length_m

        peak_acceleration_ratio = self.peak_acceleration_ratio

        peak_velocity = self.peak_velocity

        peak_velocity_ratio = self.peak_velocity_ratio

        planner = self.planner

        start = self.start

        clearance_m: float | None | Unset
        if isinstance(self.clearance_m, Unset):
            clearance_m = UNSET
        else:
            clearance_m = self.clearance_m

        max_line_deviation_m: float | None | Unset
        if isinstance(self.max_line_deviation_m, Unset):
            max_line_deviation_m = UNSET
        else:
            max_line_deviation_m = self.max_line_deviation_m

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "duration_s": duration_s,
                "goal": goal,
                "goal_pose": goal_pose,
                "path_length_m": path_length_m,
                "peak_acceleration_ratio": peak_acceleration_ratio,
                "peak_velocity": peak_velocity,
                "peak_velocity_ratio": peak_velocity_ratio,
                "planner": planner,
                "start": start,
            }
        )
        if clearance_m is not UNSET:
            field_dict["clearance_m"] = clearance_m
        if max_line_deviation_m is not UNSET:
            field_dict["max_line_deviation_m"] = max_line_deviation_m

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.tcp_pose import TcpPose  # noqa: PLC0415

        d = dict(src_dict)
        duration_s = d.pop("duration_s")

        goal = cast(list[float], d.pop("goal"))

        goal_pose = TcpPose.from_dict(d.pop("goal_pose"))

        path_length_m = d.pop("path_length_m")

        peak_acceleration_ratio = cast(list[float], d.pop("peak_acceleration_ratio"))

        peak_velocity = cast(list[float], d.pop("peak_velocity"))

        peak_velocity_ratio = cast(list[float], d.pop("peak_velocity_ratio"))

        planner = d.pop("planner")

        start = cast(list[float], d.pop("start"))

        def _parse_clearance_m(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        clearance_m = _parse_clearance_m(d.pop("clearance_m", UNSET))

        def _parse_max_line_deviation_m(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        max_line_deviation_m = _parse_max_line_deviation_m(d.pop("max_line_deviation_m", UNSET))

        plan_summary = cls(
            duration_s=duration_s,
            goal=goal,
            goal_pose=goal_pose,
            path_length_m=path_length_m,
            peak_acceleration_ratio=peak_acceleration_ratio,
            peak_velocity=peak_velocity,
            peak_velocity_ratio=peak_velocity_ratio,
            planner=planner,
            start=start,
            clearance_m=clearance_m,
            max_line_deviation_m=max_line_deviation_m,
        )

        plan_summary.additional_properties = d
        return plan_summary

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
