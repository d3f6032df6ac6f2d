from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.move_path_request_waypoints_item_circ_center import MovePathRequestWaypointsItemCircCenter
    from ..models.move_path_request_waypoints_item_circ_interim import MovePathRequestWaypointsItemCircInterim


T = TypeVar("T", bound="MovePathRequestWaypointsItemCirc")


@_attrs_define
class MovePathRequestWaypointsItemCirc:
    """Exactly one of `interim` (a point the arc passes through) and `center` (the circle's centre, as far from the start
    as from the goal within 1 mm), metres in the target's frame.

        Attributes:
            center (MovePathRequestWaypointsItemCircCenter | Unset):
            interim (MovePathRequestWaypointsItemCircInterim | Unset):
    """

    center: MovePathRequestWaypointsItemCircCenter | Unset = UNSET
    interim: MovePathRequestWaypointsItemCircInterim | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        center: dict[str, Any] | Unset = UNSET
        if not isinstance(self.center, Unset):
            center = self.center.to_dict()

        interim: dict[str, Any] | Unset = UNSET
        if not isinstance(self.interim, Unset):
            interim = self.interim.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if center is not UNSET:
            field_dict["center"] = center
        if interim is not UNSET:
            field_dict["interim"] = interim

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.move_path_request_waypoints_item_circ_center import MovePathRequestWaypointsItemCircCenter  # noqa: PLC0415
        from ..models.move_path_request_waypoints_item_circ_interim import MovePathRequestWaypointsItemCircInterim  # noqa: PLC0415

        d = dict(src_dict)
        _center = d.pop("center", UNSET)
        center: MovePathRequestWaypointsItemCircCenter | Unset
        if isinstance(_center, Unset):
            center = UNSET
        else:
            center = MovePathRequestWaypointsItemCircCenter.from_dict(_center)

        _interim = d.pop("interim", UNSET)
        interim: MovePathRequestWaypointsItemCircInterim | Unset
        if isinstance(_interim, Unset):
            interim = UNSET
        else:
            interim = MovePathRequestWaypointsItemCircInterim.from_dict(_interim)

        move_path_request_waypoints_item_circ = cls(
            center=center,
            interim=interim,
        )

        return move_path_request_waypoints_item_circ
