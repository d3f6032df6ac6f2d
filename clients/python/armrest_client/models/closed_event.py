from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="ClosedEvent")


@_attrs_define
class ClosedEvent:
    """`event: closed`, the last of a stream armrest ends: the client fell too far behind, or the
    service is shutting down. Reconnect to go on.

        Attributes:
            reason (str):
            seq (int):
            stamp (str):
    """

    reason: str
    seq: int
    stamp: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        reason = self.reason

        seq = self.seq

        stamp = self.stamp

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "reason": reason,
                "seq": seq,
                "stamp": stamp,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        reason = d.pop("reason")

        seq = d.pop("seq")

        stamp = d.pop("stamp")

        closed_event = cls(
            reason=reason,
            seq=seq,
            stamp=stamp,
        )

        closed_event.additional_properties = d
        return closed_event

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
