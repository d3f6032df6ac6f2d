from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="ClosestPair")


@_attrs_define
class ClosestPair:
    """Two bodies and their distance at one place on a path.

    Attributes:
        at_fraction (float): Where on the path, 0 to 1 by time.
        body (str): A link of the robot, or `tool`. Example: link7.
        distance_m (float): Their distance, metres; 0 when they would touch.
        other (str): Another link, `tool`, or a world object's id. Example: crate.
        other_kind (str): What `other` is: `link` (the robot itself, or the tool), `obstacle` or `keep_out`. Example:
            obstacle.
    """

    at_fraction: float
    body: str
    distance_m: float
    other: str
    other_kind: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        at_fraction = self.at_fraction

        body = self.body

        distance_m = self.distance_m

        other = self.other

        other_kind = self.other_kind

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "at_fraction": at_fraction,
                "body": body,
                "distance_m": distance_m,
                "other": other,
                "other_kind": other_kind,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        at_fraction = d.pop("at_fraction")

        body = d.pop("body")

        distance_m = d.pop("distance_m")

        other = d.pop("other")

        other_kind = d.pop("other_kind")

        closest_pair = cls(
            at_fraction=at_fraction,
            body=body,
            distance_m=distance_m,
            other=other,
            other_kind=other_kind,
        )

        closest_pair.additional_properties = d
        return closest_pair

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
