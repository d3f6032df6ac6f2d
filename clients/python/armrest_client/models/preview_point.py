from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="PreviewPoint")


@_attrs_define
class PreviewPoint:
    """A point of a recording's preview: its time, the joints and where the TCP was.

    Attributes:
        joints (list[float]): J1..J7, rad.
        t (float): Seconds from the recording's start.
        tcp (list[float]): The TCP's position in the planning frame, metres (x, y, z).
    """

    joints: list[float]
    t: float
    tcp: list[float]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        joints = self.joints

        t = self.t

        tcp = self.tcp

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "joints": joints,
                "t": t,
                "tcp": tcp,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        joints = cast(list[float], d.pop("joints"))

        t = d.pop("t")

        tcp = cast(list[float], d.pop("tcp"))

        preview_point = cls(
            joints=joints,
            t=t,
            tcp=tcp,
        )

        preview_point.additional_properties = d
        return preview_point

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
