from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="SavePositionBody")


@_attrs_define
class SavePositionBody:
    """A position to save: `joints` (absent: where the arm is now) and an optional `description`.

    Attributes:
        description (None | str | Unset): What the position is for, as GET /robot/positions shows it. Default: ''.
        joints (list[float] | None | Unset): The seven joint angles to save (radians, J1..J7, within the limits);
            absent: where the arm is now.
    """

    description: None | str | Unset = ""
    joints: list[float] | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        description: None | str | Unset
        if isinstance(self.description, Unset):
            description = UNSET
        else:
            description = self.description

        joints: list[float] | None | Unset
        if isinstance(self.joints, Unset):
            joints = UNSET
        elif isinstance(self.joints, list):
            joints = self.joints

        else:
            joints = self.joints

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if description is not UNSET:
            field_dict["description"] = description
        if joints is not UNSET:
            field_dict["joints"] = joints

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_description(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        description = _parse_description(d.pop("description", UNSET))

        def _parse_joints(data: object) -> list[float] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                joints_type_0 = cast(list[float], data)

                return joints_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[float] | None | Unset, data)

        joints = _parse_joints(d.pop("joints", UNSET))

        save_position_body = cls(
            description=description,
            joints=joints,
        )

        save_position_body.additional_properties = d
        return save_position_body

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
