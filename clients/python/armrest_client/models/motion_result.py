from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="MotionResult")


@_attrs_define
class MotionResult:
    """Outcome of a motion request. `success: false` (planning or execution failed) still comes
    with HTTP 200; the message says why.

        Attributes:
            message (str):
            success (bool):
            motion_id (int | None | Unset): The motion's handle (D39): `GET /robot/motion` tells its phase. Set by the
                service for
                every motion it answers; a backend leaves it `None`.
    """

    message: str
    success: bool
    motion_id: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        message = self.message

        success = self.success

        motion_id: int | None | Unset
        if isinstance(self.motion_id, Unset):
            motion_id = UNSET
        else:
            motion_id = self.motion_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "message": message,
                "success": success,
            }
        )
        if motion_id is not UNSET:
            field_dict["motion_id"] = motion_id

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        message = d.pop("message")

        success = d.pop("success")

        def _parse_motion_id(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        motion_id = _parse_motion_id(d.pop("motion_id", UNSET))

        motion_result = cls(
            message=message,
            success=success,
            motion_id=motion_id,
        )

        motion_result.additional_properties = d
        return motion_result

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
