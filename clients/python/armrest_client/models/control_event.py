from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.control_change import ControlChange
from ..types import UNSET, Unset

T = TypeVar("T", bound="ControlEvent")


@_attrs_define
class ControlEvent:
    """`event: control`: who holds control changed. Renewals are no event: they change nothing
    but the deadline.

        Attributes:
            change (ControlChange): What happened to the control lease (D29).
            holder (str): The holder the change is about: the new one for `granted` and `taken`, the one that
                ended for `released` and `lapsed`.
            lease_number (int): The lease's number (`#3`); its id is never shown.
            seq (int):
            stamp (str):
            ttl_s (float):
            previous_holder (None | str | Unset): For `taken`: who had control.
    """

    change: ControlChange
    holder: str
    lease_number: int
    seq: int
    stamp: str
    ttl_s: float
    previous_holder: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        change = self.change.value

        holder = self.holder

        lease_number = self.lease_number

        seq = self.seq

        stamp = self.stamp

        ttl_s = self.ttl_s

        previous_holder: None | str | Unset
        if isinstance(self.previous_holder, Unset):
            previous_holder = UNSET
        else:
            previous_holder = self.previous_holder

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "change": change,
                "holder": holder,
                "lease_number": lease_number,
                "seq": seq,
                "stamp": stamp,
                "ttl_s": ttl_s,
            }
        )
        if previous_holder is not UNSET:
            field_dict["previous_holder"] = previous_holder

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        change = ControlChange(d.pop("change"))

        holder = d.pop("holder")

        lease_number = d.pop("lease_number")

        seq = d.pop("seq")

        stamp = d.pop("stamp")

        ttl_s = d.pop("ttl_s")

        def _parse_previous_holder(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        previous_holder = _parse_previous_holder(d.pop("previous_holder", UNSET))

        control_event = cls(
            change=change,
            holder=holder,
            lease_number=lease_number,
            seq=seq,
            stamp=stamp,
            ttl_s=ttl_s,
            previous_holder=previous_holder,
        )

        control_event.additional_properties = d
        return control_event

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
