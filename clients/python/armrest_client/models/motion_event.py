from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.motion_phase import MotionPhase
from ..types import UNSET, Unset

T = TypeVar("T", bound="MotionEvent")


@_attrs_define
class MotionEvent:
    """`event: motion`.

    Attributes:
        phase (MotionPhase): What happened to a motion.
        request (str): The request: `move_joints`, `move_named`, `move_pose`, `move_path`, `trajectory_send`,
            `trajectory_send_csv`, `stop`, `override`, or `controller` for a protective stop.
        seq (int):
        stamp (str):
        target (str): What the motion goes to, as the logs name it.
        message (None | str | Unset):
        motion_id (int | None | Unset): The motion's handle (D39), as its answer gives it and `GET /robot/motion`
            reports it;
            absent where the event is about no one motion (`override`, a `stopped` while none ran,
            a protective stop).
        success (bool | None | Unset):
    """

    phase: MotionPhase
    request: str
    seq: int
    stamp: str
    target: str
    message: None | str | Unset = UNSET
    motion_id: int | None | Unset = UNSET
    success: bool | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        phase = self.phase.value

        request = self.request

        seq = self.seq

        stamp = self.stamp

        target = self.target

        message: None | str | Unset
        if isinstance(self.message, Unset):
            message = UNSET
        else:
            message = self.message

        motion_id: int | None | Unset
        if isinstance(self.motion_id, Unset):
            motion_id = UNSET
        else:
            motion_id = self.motion_id

        success: bool | None | Unset
        if isinstance(self.success, Unset):
            success = UNSET
        else:
            success = self.success

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "phase": phase,
                "request": request,
                "seq": seq,
                "stamp": stamp,
                "target": target,
            }
        )
        if message is not UNSET:
            field_dict["message"] = message
        if motion_id is not UNSET:
            field_dict["motion_id"] = motion_id
        if success is not UNSET:
            field_dict["success"] = success

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        phase = MotionPhase(d.pop("phase"))

        request = d.pop("request")

        seq = d.pop("seq")

        stamp = d.pop("stamp")

        target = d.pop("target")

        def _parse_message(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        message = _parse_message(d.pop("message", UNSET))

        def _parse_motion_id(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        motion_id = _parse_motion_id(d.pop("motion_id", UNSET))

        def _parse_success(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        success = _parse_success(d.pop("success", UNSET))

        motion_event = cls(
            phase=phase,
            request=request,
            seq=seq,
            stamp=stamp,
            target=target,
            message=message,
            motion_id=motion_id,
            success=success,
        )

        motion_event.additional_properties = d
        return motion_event

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
