from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.move_pose_request_circ_type_0_center import MovePoseRequestCircType0Center
    from ..models.move_pose_request_circ_type_0_interim import MovePoseRequestCircType0Interim


T = TypeVar("T", bound="MovePoseRequestCircType0")


@_attrs_define
class MovePoseRequestCircType0:
    """With planner `circ`: the arc's third point (D35). The TCP moves on the circle through the start, this point and the
    target at the requested speed, its orientation turning from the start's to the target's. Exactly one of `interim` (a
    point the arc passes through) and `center` (the circle's centre, as far from the start as from the goal within 1
    mm), metres in the target's frame.

        Attributes:
            center (MovePoseRequestCircType0Center | Unset):
            interim (MovePoseRequestCircType0Interim | Unset):
    """

    center: MovePoseRequestCircType0Center | Unset = UNSET
    interim: MovePoseRequestCircType0Interim | Unset = UNSET

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
        from ..models.move_pose_request_circ_type_0_center import MovePoseRequestCircType0Center  # noqa: PLC0415
        from ..models.move_pose_request_circ_type_0_interim import MovePoseRequestCircType0Interim  # noqa: PLC0415

        d = dict(src_dict)
        _center = d.pop("center", UNSET)
        center: MovePoseRequestCircType0Center | Unset
        if isinstance(_center, Unset):
            center = UNSET
        else:
            center = MovePoseRequestCircType0Center.from_dict(_center)

        _interim = d.pop("interim", UNSET)
        interim: MovePoseRequestCircType0Interim | Unset
        if isinstance(_interim, Unset):
            interim = UNSET
        else:
            interim = MovePoseRequestCircType0Interim.from_dict(_interim)

        move_pose_request_circ_type_0 = cls(
            center=center,
            interim=interim,
        )

        return move_pose_request_circ_type_0
