from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.ended import Ended
from ..models.origin import Origin
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.preview_point import PreviewPoint


T = TypeVar("T", bound="RecordingDetail")


@_attrs_define
class RecordingDetail:
    """`GET /recordings/{name}`: the recording's metadata and its path, downsampled.

    Attributes:
        created (str): When it started (UTC, RFC 3339). Example: 2026-11-26T21:00:00Z.
        duration_s (float): Seconds from its first point to its last, on the arm's clock (the simulator's time).
        name (str):  Example: pick_demo.
        origin (Origin): How a recording came to be.
        points (int): Its points (samples).
        rate_hz (float): Samples per second asked for (an imported file: 0).
        state (Ended): Where a recording stands.
        preview (list[PreviewPoint]): At most [`PREVIEW_POINTS`] points, evenly spaced in time, the first and the last
            included.
        clock_rate (float | Unset): Seconds of the arm's clock per second of the wall clock its times were taken at: the
            simulator's time scale, the rate of a simulator's `/clock` over ROS 2 (1 until armrest
            has heard it for 2 s), 1 beside a real arm and for an imported file.
        moving (list[float] | None | Unset): Where the arm moves in it: from the first joint leaving its start to the
            last arriving
            (seconds); absent when nothing moves.
    """

    created: str
    duration_s: float
    name: str
    origin: Origin
    points: int
    rate_hz: float
    state: Ended
    preview: list[PreviewPoint]
    clock_rate: float | Unset = UNSET
    moving: list[float] | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        created = self.created

        duration_s = self.duration_s

        name = self.name

        origin = self.origin.value

        points = self.points

        rate_hz = self.rate_hz

        state = self.state.value

        preview = []
        for preview_item_data in self.preview:
            preview_item = preview_item_data.to_dict()
            preview.append(preview_item)

        clock_rate = self.clock_rate

        moving: list[float] | None | Unset
        if isinstance(self.moving, Unset):
            moving = UNSET
        elif isinstance(self.moving, list):
            moving = self.moving

        else:
            moving = self.moving

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
                "preview": preview,
            }
        )
        if clock_rate is not UNSET:
            field_dict["clock_rate"] = clock_rate
        if moving is not UNSET:
            field_dict["moving"] = moving

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.preview_point import PreviewPoint  # noqa: PLC0415

        d = dict(src_dict)
        created = d.pop("created")

        duration_s = d.pop("duration_s")

        name = d.pop("name")

        origin = Origin(d.pop("origin"))

        points = d.pop("points")

        rate_hz = d.pop("rate_hz")

        state = Ended(d.pop("state"))

        preview = []
        _preview = d.pop("preview")
        for preview_item_data in _preview:
            preview_item = PreviewPoint.from_dict(preview_item_data)

            preview.append(preview_item)

        clock_rate = d.pop("clock_rate", UNSET)

        def _parse_moving(data: object) -> list[float] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                moving_type_0 = cast(list[float], data)

                return moving_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[float] | None | Unset, data)

        moving = _parse_moving(d.pop("moving", UNSET))

        recording_detail = cls(
            created=created,
            duration_s=duration_s,
            name=name,
            origin=origin,
            points=points,
            rate_hz=rate_hz,
            state=state,
            preview=preview,
            clock_rate=clock_rate,
            moving=moving,
        )

        recording_detail.additional_properties = d
        return recording_detail

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
