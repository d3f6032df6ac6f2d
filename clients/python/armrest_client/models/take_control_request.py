from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="TakeControlRequest")


@_attrs_define
class TakeControlRequest:
    """Body of `POST /control`.

    Attributes:
        holder (None | str | Unset): Who takes control, as `GET /control` and the stream show it to others; `anonymous`
            when not given. An MCP agent's lease is named after its client, whatever it gives here. Default: ''.
        take (bool | None | Unset): Take control from whoever holds it: the arm is stopped first, as `POST /stop` stops
            it, then the lease is granted. Without it a request while another holds control is refused (409). Default:
            False.
        ttl_s (float | None | Unset): Seconds the lease lasts unless renewed (`POST /control/renew`); not renewed in
            time, it lapses and the arm is held. Default: 2.0.
    """

    holder: None | str | Unset = ""
    take: bool | None | Unset = False
    ttl_s: float | None | Unset = 2.0
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        holder: None | str | Unset
        if isinstance(self.holder, Unset):
            holder = UNSET
        else:
            holder = self.holder

        take: bool | None | Unset
        if isinstance(self.take, Unset):
            take = UNSET
        else:
            take = self.take

        ttl_s: float | None | Unset
        if isinstance(self.ttl_s, Unset):
            ttl_s = UNSET
        else:
            ttl_s = self.ttl_s

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if holder is not UNSET:
            field_dict["holder"] = holder
        if take is not UNSET:
            field_dict["take"] = take
        if ttl_s is not UNSET:
            field_dict["ttl_s"] = ttl_s

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_holder(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        holder = _parse_holder(d.pop("holder", UNSET))

        def _parse_take(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        take = _parse_take(d.pop("take", UNSET))

        def _parse_ttl_s(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        ttl_s = _parse_ttl_s(d.pop("ttl_s", UNSET))

        take_control_request = cls(
            holder=holder,
            take=take,
            ttl_s=ttl_s,
        )

        take_control_request.additional_properties = d
        return take_control_request

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
