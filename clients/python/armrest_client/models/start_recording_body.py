from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="StartRecordingBody")


@_attrs_define
class StartRecordingBody:
    """A recording to start (`name`, `rate_hz`), or with `csv` a trajectory CSV to import under `name`.

    Attributes:
        name (str): The recording's name: 1 to 64 letters, digits, `_` and `-`.
        csv (str | Unset): Imports instead of recording: a CSV in the trajectory format (`POST /trajectory/send_csv`: a
            header naming joint1..joint7 and t, time or time_from_start; comma-separated; times increasing).
        rate_hz (float | None | Unset): Samples per second, at most the rate the robot publishes joint states at
            (default 50, or that rate if lower). Default: 50.0.
    """

    name: str
    csv: str | Unset = UNSET
    rate_hz: float | None | Unset = 50.0
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        csv = self.csv

        rate_hz: float | None | Unset
        if isinstance(self.rate_hz, Unset):
            rate_hz = UNSET
        else:
            rate_hz = self.rate_hz

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "name": name,
            }
        )
        if csv is not UNSET:
            field_dict["csv"] = csv
        if rate_hz is not UNSET:
            field_dict["rate_hz"] = rate_hz

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        csv = d.pop("csv", UNSET)

        def _parse_rate_hz(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        rate_hz = _parse_rate_hz(d.pop("rate_hz", UNSET))

        start_recording_body = cls(
            name=name,
            csv=csv,
            rate_hz=rate_hz,
        )

        start_recording_body.additional_properties = d
        return start_recording_body

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
