from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.hold import Hold

T = TypeVar("T", bound="StopResponse")


@_attrs_define
class StopResponse:
    """What the stop did. Check `success` and the robot itself: a software stop is no emergency stop.

    Attributes:
        hold (Hold): What `POST /stop` made the controller do.
        message (str):
        planner_stopped (bool): The planner's stop service answered.
        sequence_stopped (bool): A running sequence was stopped.
        success (bool): True when every step succeeded.
    """

    hold: Hold
    message: str
    planner_stopped: bool
    sequence_stopped: bool
    success: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        hold = self.hold.value

        message = self.message

        planner_stopped = self.planner_stopped

        sequence_stopped = self.sequence_stopped

        success = self.success

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "hold": hold,
                "message": message,
                "planner_stopped": planner_stopped,
                "sequence_stopped": sequence_stopped,
                "success": success,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        hold = Hold(d.pop("hold"))

        message = d.pop("message")

        planner_stopped = d.pop("planner_stopped")

        sequence_stopped = d.pop("sequence_stopped")

        success = d.pop("success")

        stop_response = cls(
            hold=hold,
            message=message,
            planner_stopped=planner_stopped,
            sequence_stopped=sequence_stopped,
            success=success,
        )

        stop_response.additional_properties = d
        return stop_response

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
