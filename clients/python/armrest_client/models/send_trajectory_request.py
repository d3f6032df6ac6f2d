from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.trajectory_point import TrajectoryPoint


T = TypeVar("T", bound="SendTrajectoryRequest")


@_attrs_define
class SendTrajectoryRequest:
    """Body of `POST /trajectory/send`.

    Attributes:
        points (list[TrajectoryPoint]): At least one point. Times should increase; the controller refuses a trajectory
            whose times do not (see `/trajectory/logs`).
        validate_limits (bool | None | Unset): Check every position against the joint limits. Default: True.
    """

    points: list[TrajectoryPoint]
    validate_limits: bool | None | Unset = True
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        points = []
        for points_item_data in self.points:
            points_item = points_item_data.to_dict()
            points.append(points_item)

        validate_limits: bool | None | Unset
        if isinstance(self.validate_limits, Unset):
            validate_limits = UNSET
        else:
            validate_limits = self.validate_limits

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "points": points,
            }
        )
        if validate_limits is not UNSET:
            field_dict["validate_limits"] = validate_limits

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.trajectory_point import TrajectoryPoint  # noqa: PLC0415

        d = dict(src_dict)
        points = []
        _points = d.pop("points")
        for points_item_data in _points:
            points_item = TrajectoryPoint.from_dict(points_item_data)

            points.append(points_item)

        def _parse_validate_limits(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        validate_limits = _parse_validate_limits(d.pop("validate_limits", UNSET))

        send_trajectory_request = cls(
            points=points,
            validate_limits=validate_limits,
        )

        send_trajectory_request.additional_properties = d
        return send_trajectory_request

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
