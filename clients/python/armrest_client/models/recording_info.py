from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.ended import Ended
from ..models.origin import Origin
from ..types import UNSET, Unset

T = TypeVar("T", bound="RecordingInfo")


@_attrs_define
class RecordingInfo:
    """One recording as `GET /recordings` lists it.

    Attributes:
        created (str): When it started (UTC, RFC 3339). Example: 2026-11-26T21:00:00Z.
        duration_s (float): Seconds from its first point to its last, on the arm's clock (the simulator's time).
        name (str):  Example: pick_demo.
        origin (Origin): How a recording came to be.
        points (int): Its points (samples).
        rate_hz (float): Samples per second asked for (an imported file: 0).
        state (Ended): Where a recording stands.
        clock_rate (float | Unset): Seconds of the arm's clock per second of the wall clock its times were taken at: the
            simulator's time scale, the rate of a simulator's `/clock` over ROS 2 (1 until armrest
            has heard it for 2 s), 1 beside a real arm and for an imported file.
    """

    created: str
    duration_s: float
    name: str
    origin: Origin
    points: int
    rate_hz: float
    state: Ended
    clock_rate: float | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        created = self.created

        duration_s = self.duration_s

        name = self.name

        origin = self.origin.value

        points = self.points

        rate_hz = self.rate_hz

        state = self.state.value

        clock_rate = self.clock_rate

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "created": created,
                "duration_s": duration_s,
                "name": name,
                "origin": origin,
                "points": points,
                "rate_hz": rate_hz,
                "state": state,
            }
        )
        if clock_rate is not UNSET:
            field_dict["clock_rate"] = clock_rate

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        created = d.pop("created")

        duration_s = d.pop("duration_s")

        name = d.pop("name")

        origin = Origin(d.pop("origin"))

        points = d.pop("points")

        rate_hz = d.pop("rate_hz")

        state = Ended(d.pop("state"))

        clock_rate = d.pop("clock_rate", UNSET)

        recording_info = cls(
            created=created,
            duration_s=duration_s,
            name=name,
            origin=origin,
            points=points,
            rate_hz=rate_hz,
            state=state,
            clock_rate=clock_rate,
        )

        recording_info.additional_properties = d
        return recording_info

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
