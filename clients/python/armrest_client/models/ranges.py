from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.count_range import CountRange
    from ..models.scale_range import ScaleRange


T = TypeVar("T", bound="Ranges")


@_attrs_define
class Ranges:
    """Bounds of request parameters, the ones the service validates with.

    Attributes:
        log_lines (CountRange): A count's bounds, both included, and what a request that gives none gets.
        speed (ScaleRange): A scale's bounds, both included, and what a request that gives none gets.
    """

    log_lines: CountRange
    speed: ScaleRange
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        log_lines = self.log_lines.to_dict()

        speed = self.speed.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "log_lines": log_lines,
                "speed": speed,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.count_range import CountRange  # noqa: PLC0415
        from ..models.scale_range import ScaleRange  # noqa: PLC0415

        d = dict(src_dict)
        log_lines = CountRange.from_dict(d.pop("log_lines"))

        speed = ScaleRange.from_dict(d.pop("speed"))

        ranges = cls(
            log_lines=log_lines,
            speed=speed,
        )

        ranges.additional_properties = d
        return ranges

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
