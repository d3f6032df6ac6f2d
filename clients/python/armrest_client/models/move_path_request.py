from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.move_path_request_waypoints_item import MovePathRequestWaypointsItem


T = TypeVar("T", bound="MovePathRequest")


@_attrs_define
class MovePathRequest:
    """Body of `POST /robot/move/path` and `POST /robot/plan/path`.

    Attributes:
        waypoints (list[MovePathRequestWaypointsItem]): The path's waypoints in order, from where the arm is. Each is
            `{"joints": [7]}`, `{"name"}` or `{"pose": {x, y, z, a, b, c, frame_id}, "planner": "ptp"|"lin"|"circ",
            "circ"}`, with an optional `speed` and `blend_radius`.
        speed (float | None | Unset): Speed scale, fraction of the joints' maximum velocity. Default: 0.1. Example: 0.1.
    """

    waypoints: list[MovePathRequestWaypointsItem]
    speed: float | None | Unset = 0.1
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        waypoints = []
        for waypoints_item_data in self.waypoints:
            waypoints_item = waypoints_item_data.to_dict()
            waypoints.append(waypoints_item)

        speed: float | None | Unset
        if isinstance(self.speed, Unset):
            speed = UNSET
        else:
            speed = self.speed

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "waypoints": waypoints,
            }
        )
        if speed is not UNSET:
            field_dict["speed"] = speed

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.move_path_request_waypoints_item import MovePathRequestWaypointsItem  # noqa: PLC0415

        d = dict(src_dict)
        waypoints = []
        _waypoints = d.pop("waypoints")
        for waypoints_item_data in _waypoints:
            waypoints_item = MovePathRequestWaypointsItem.from_dict(waypoints_item_data)

            waypoints.append(waypoints_item)

        def _parse_speed(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        speed = _parse_speed(d.pop("speed", UNSET))

        move_path_request = cls(
            waypoints=waypoints,
            speed=speed,
        )

        move_path_request.additional_properties = d
        return move_path_request

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
