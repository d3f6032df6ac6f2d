from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.phase import Phase
from ..types import UNSET, Unset

T = TypeVar("T", bound="MotionReport")


@_attrs_define
class MotionReport:
    """`GET /robot/motion`: the current motion, or the last one.

    Attributes:
        kind (str): The request that started it: `move_joints`, `move_named`, `move_pose`, `move_path`,
            `trajectory_send`, `trajectory_send_csv`, `replay_recording`, `sequence` or `jog`.
        motion_id (int): The handle every motion answer and `motion` event carries: an integer, increasing, unique
            for the service's life (it starts again at 1 when the service restarts).
        phase (Phase): Where a motion is.
        started (str): When it was admitted (UTC, RFC 3339).
        target (str): What it goes to, as the logs name it.
        duration_s (float | None | Unset): The planned duration, seconds (wall clock), where known.
        ended (None | str | Unset): When it ended; `null` while it runs.
        message (None | str | Unset): How it ended, as its answer or the controller said it; `null` while it runs.
        progress (float | None | Unset): 0..1 while executing, from the elapsed time over the planned duration; `null`
            where the
            duration is unknown (a sequence; a move over ROS 2) and once the motion ended.
        remaining_s (float | None | Unset): Seconds left as planned while executing; `null` where `progress` is.
    """

    kind: str
    motion_id: int
    phase: Phase
    started: str
    target: str
    duration_s: float | None | Unset = UNSET
    ended: None | str | Unset = UNSET
    message: None | str | Unset = UNSET
    progress: float | None | Unset = UNSET
    remaining_s: float | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind

        motion_id = self.motion_id

        phase = self.phase.value

        started = self.started

        target = self.target

        duration_s: float | None | Unset
        if isinstance(self.duration_s, Unset):
            duration_s = UNSET
        else:
            duration_s = self.duration_s

        ended: None | str | Unset
        if isinstance(self.ended, Unset):
            ended = UNSET
        else:
            ended = self.ended

        message: None | str | Unset
        if isinstance(self.message, Unset):
            message = UNSET
        else:
            message = self.message

        progress: float | None | Unset
        if isinstance(self.progress, Unset):
            progress = UNSET
        else:
            progress = self.progress

        remaining_s: float | None | Unset
        if isinstance(self.remaining_s, Unset):
            remaining_s = UNSET
        else:
            remaining_s = self.remaining_s

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "kind": kind,
                "motion_id": motion_id,
                "phase": phase,
                "started": started,
                "target": target,
            }
        )
        if duration_s is not UNSET:
            field_dict["duration_s"] = duration_s
        if ended is not UNSET:
            field_dict["ended"] = ended
        if message is not UNSET:
            field_dict["message"] = message
        if progress is not UNSET:
            field_dict["progress"] = progress
        if remaining_s is not UNSET:
            field_dict["remaining_s"] = remaining_s

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = d.pop("kind")

        motion_id = d.pop("motion_id")

        phase = Phase(d.pop("phase"))

        started = d.pop("started")

        target = d.pop("target")

        def _parse_duration_s(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        duration_s = _parse_duration_s(d.pop("duration_s", UNSET))

        def _parse_ended(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        ended = _parse_ended(d.pop("ended", UNSET))

        def _parse_message(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        message = _parse_message(d.pop("message", UNSET))

        def _parse_progress(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        progress = _parse_progress(d.pop("progress", UNSET))

        def _parse_remaining_s(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        remaining_s = _parse_remaining_s(d.pop("remaining_s", UNSET))

        motion_report = cls(
            kind=kind,
            motion_id=motion_id,
            phase=phase,
            started=started,
            target=target,
            duration_s=duration_s,
            ended=ended,
            message=message,
            progress=progress,
            remaining_s=remaining_s,
        )

        motion_report.additional_properties = d
        return motion_report

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
