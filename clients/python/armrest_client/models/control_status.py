from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="ControlStatus")


@_attrs_define
class ControlStatus:
    """A lease as anyone may see it (`GET /control`, renewals, releases).

    Attributes:
        held (bool): Whether someone holds the lease now.
        mode (str): `open`: every client may move the arm; `lease`: only the lease holder (control.mode). Example:
            lease.
        expires_in_s (float | None | Unset): Seconds before it lapses unless renewed.
        holder (None | str | Unset):
        number (int | None | Unset):
        ttl_s (float | None | Unset):
    """

    held: bool
    mode: str
    expires_in_s: float | None | Unset = UNSET
    holder: None | str | Unset = UNSET
    number: int | None | Unset = UNSET
    ttl_s: float | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        held = self.held

        mode = self.mode

        expires_in_s: float | None | Unset
        if isinstance(self.expires_in_s, Unset):
            expires_in_s = UNSET
        else:
            expires_in_s = self.expires_in_s

        holder: None | str | Unset
        if isinstance(self.holder, Unset):
            holder = UNSET
        else:
            holder = self.holder

        number: int | None | Unset
        if isinstance(self.number, Unset):
            number = UNSET
        else:
            number = self.number

        ttl_s: float | None | Unset
        if isinstance(self.ttl_s, Unset):
            ttl_s = UNSET
        else:
            ttl_s = self.ttl_s

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "held": held,
                "mode": mode,
            }
        )
        if expires_in_s is not UNSET:
            field_dict["expires_in_s"] = expires_in_s
        if holder is not UNSET:
            field_dict["holder"] = holder
        if number is not UNSET:
            field_dict["number"] = number
        if ttl_s is not UNSET:
            field_dict["ttl_s"] = ttl_s

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        held = d.pop("held")

        mode = d.pop("mode")

        def _parse_expires_in_s(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        expires_in_s = _parse_expires_in_s(d.pop("expires_in_s", UNSET))

        def _parse_holder(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        holder = _parse_holder(d.pop("holder", UNSET))

        def _parse_number(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        number = _parse_number(d.pop("number", UNSET))

        def _parse_ttl_s(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        ttl_s = _parse_ttl_s(d.pop("ttl_s", UNSET))

        control_status = cls(
            held=held,
            mode=mode,
            expires_in_s=expires_in_s,
            holder=holder,
            number=number,
            ttl_s=ttl_s,
        )

        control_status.additional_properties = d
        return control_status

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
