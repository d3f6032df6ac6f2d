from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="ReplayBody")


@_attrs_define
class ReplayBody:
    """How to replay a recording: `speed`, and the part (`from_s`, `to_s`).

    Attributes:
        from_s (float | None | Unset): Replay from this time of the recording, s. Default: 0.0.
        speed (float | None | Unset): Speed scale, fraction of the joints' maximum velocity. Default: 0.1. Example: 0.1.
        to_s (float | None | Unset): Replay up to this time of the recording, s; absent: its end.
    """

    from_s: float | None | Unset = 0.0
    speed: float | None | Unset = 0.1
    to_s: float | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from_s: float | None | Unset
        if isinstance(self.from_s, Unset):
            from_s = UNSET
        else:
            from_s = self.from_s

        speed: float | None | Unset
        if isinstance(self.speed, Unset):
            speed = UNSET
        else:
            speed = self.speed

        to_s: float | None | Unset
        if isinstance(self.to_s, Unset):
            to_s = UNSET
        else:
            to_s = self.to_s

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if from_s is not UNSET:
            field_dict["from_s"] = from_s
        if speed is not UNSET:
            field_dict["speed"] = speed
        if to_s is not UNSET:
            field_dict["to_s"] = to_s

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_from_s(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        from_s = _parse_from_s(d.pop("from_s", UNSET))

        def _parse_speed(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        speed = _parse_speed(d.pop("speed", UNSET))

        def _parse_to_s(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        to_s = _parse_to_s(d.pop("to_s", UNSET))

        replay_body = cls(
            from_s=from_s,
            speed=speed,
            to_s=to_s,
        )

        replay_body.additional_properties = d
        return replay_body

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
