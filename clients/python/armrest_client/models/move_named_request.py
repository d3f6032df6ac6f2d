from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.position_name import PositionName
from ..types import UNSET, Unset

T = TypeVar("T", bound="MoveNamedRequest")


@_attrs_define
class MoveNamedRequest:
    """Body of `POST /robot/move/named`.

    Attributes:
        name (PositionName): A named position from GET /robot/positions: the SRDF's group states and the positions saved
            at run time (source `saved`, D32)
        accel_scale (float | None | Unset): Acceleration scale; 0 means use the value of `speed`. Default: 0.0.
        speed (float | None | Unset): Speed scale, fraction of the joints' maximum velocity. Default: 0.1. Example: 0.1.
    """

    name: PositionName
    accel_scale: float | None | Unset = 0.0
    speed: float | None | Unset = 0.1
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        name = self.name.value

        accel_scale: float | None | Unset
        if isinstance(self.accel_scale, Unset):
            accel_scale = UNSET
        else:
            accel_scale = self.accel_scale

        speed: float | None | Unset
        if isinstance(self.speed, Unset):
            speed = UNSET
        else:
            speed = self.speed

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "name": name,
            }
        )
        if accel_scale is not UNSET:
            field_dict["accel_scale"] = accel_scale
        if speed is not UNSET:
            field_dict["speed"] = speed

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = PositionName(d.pop("name"))

        def _parse_accel_scale(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        accel_scale = _parse_accel_scale(d.pop("accel_scale", UNSET))

        def _parse_speed(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        speed = _parse_speed(d.pop("speed", UNSET))

        move_named_request = cls(
            name=name,
            accel_scale=accel_scale,
            speed=speed,
        )

        move_named_request.additional_properties = d
        return move_named_request

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
