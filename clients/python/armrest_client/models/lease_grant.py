from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="LeaseGrant")


@_attrs_define
class LeaseGrant:
    """A lease granted (`POST /control`).

    Attributes:
        holder (str):
        lease (str): The lease: send it in the `X-Armrest-Lease` header with every request that moves the arm,
            and with renewals and the release. Keep it to yourself; others see its `number`.
        number (int):
        ttl_s (float):
        took_from (None | str | Unset): Who had control before a take (`"take": true`).
    """

    holder: str
    lease: str
    number: int
    ttl_s: float
    took_from: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        holder = self.holder

        lease = self.lease

        number = self.number

        ttl_s = self.ttl_s

        took_from: None | str | Unset
        if isinstance(self.took_from, Unset):
            took_from = UNSET
        else:
            took_from = self.took_from

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "holder": holder,
                "lease": lease,
                "number": number,
                "ttl_s": ttl_s,
            }
        )
        if took_from is not UNSET:
            field_dict["took_from"] = took_from

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        holder = d.pop("holder")

        lease = d.pop("lease")

        number = d.pop("number")

        ttl_s = d.pop("ttl_s")

        def _parse_took_from(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        took_from = _parse_took_from(d.pop("took_from", UNSET))

        lease_grant = cls(
            holder=holder,
            lease=lease,
            number=number,
            ttl_s=ttl_s,
            took_from=took_from,
        )

        lease_grant.additional_properties = d
        return lease_grant

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
