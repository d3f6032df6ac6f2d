from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="TrajectoryPoint")


@_attrs_define
class TrajectoryPoint:
    """One trajectory point. `velocities` (and `accelerations`) are given for every point or for none: with them the
    controller joins the points by cubics (quintics), as Jazzy's joint_trajectory_controller does, and armrest judges
    those curves; the last point's velocities are 0.

        Attributes:
            positions (list[float]): Exactly 7 joint angles in joint1, joint2, joint3, joint4, joint5, joint6, joint7 order,
                radians, each within its joint's limits
            time_from_start (float): Seconds from the start of the trajectory.
            accelerations (list[float] | Unset): Each joint's acceleration at this point, rad/s² (with velocities only).
            velocities (list[float] | Unset): Each joint's velocity at this point, rad/s.
    """

    positions: list[float]
    time_from_start: float
    accelerations: list[float] | Unset = UNSET
    velocities: list[float] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        positions = self.positions

        time_from_start = self.time_from_start

        accelerations: list[float] | Unset = UNSET
        if not isinstance(self.accelerations, Unset):
            accelerations = self.accelerations

        velocities: list[float] | Unset = UNSET
        if not isinstance(self.velocities, Unset):
            velocities = self.velocities

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "positions": positions,
                "time_from_start": time_from_start,
            }
        )
        if accelerations is not UNSET:
            field_dict["accelerations"] = accelerations
        if velocities is not UNSET:
            field_dict["velocities"] = velocities

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        positions = cast(list[float], d.pop("positions"))

        time_from_start = d.pop("time_from_start")

        accelerations = cast(list[float], d.pop("accelerations", UNSET))

        velocities = cast(list[float], d.pop("velocities", UNSET))

        trajectory_point = cls(
            positions=positions,
            time_from_start=time_from_start,
            accelerations=accelerations,
            velocities=velocities,
        )

        trajectory_point.additional_properties = d
        return trajectory_point

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
