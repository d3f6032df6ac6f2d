from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="SequenceStatus")


@_attrs_define
class SequenceStatus:
    """What `GET /sequences/status` reports.

    Attributes:
        status (str): `idle`, `running` or `finished`. Example: finished.
        returncode (int | None | Unset): The runner's exit code when `finished`; a negative signal number when a signal
            ended it.
    """

    status: str
    returncode: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        status = self.status

        returncode: int | None | Unset
        if isinstance(self.returncode, Unset):
            returncode = UNSET
        else:
            returncode = self.returncode

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "status": status,
            }
        )
        if returncode is not UNSET:
            field_dict["returncode"] = returncode

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        status = d.pop("status")

        def _parse_returncode(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        returncode = _parse_returncode(d.pop("returncode", UNSET))

        sequence_status = cls(
            status=status,
            returncode=returncode,
        )

        sequence_status.additional_properties = d
        return sequence_status

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
