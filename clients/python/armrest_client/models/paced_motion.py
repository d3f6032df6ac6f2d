from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="PacedMotion")


@_attrs_define
class PacedMotion:
    """The motion in progress a change of the override applied to.

    Attributes:
        motion (str): What it is, as the trajectory log names it (`trajectory #3 (a motion goal)`).
        duration_s (float | None | Unset): The plan's whole duration, seconds; `null` where armrest does not see it.
        elapsed_s (float | None | Unset): Seconds on the controller's clock since it started (simulated on the
            simulator): more
            than `path_s` by the time the override took from it so far; `null` where armrest does
            not see it.
        path_s (float | None | Unset): How far along its path it was at the change, in seconds of its plan (the time its
            trajectory gives that point); `null` where armrest does not see it (over ROS 2, where
            the robot's controller keeps the path time).
    """

    motion: str
    duration_s: float | None | Unset = UNSET
    elapsed_s: float | None | Unset = UNSET
    path_s: float | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        motion = self.motion

        duration_s: float | None | Unset
        if isinstance(self.duration_s, Unset):
            duration_s = UNSET
        else:
            duration_s = self.duration_s

        elapsed_s: float | None | Unset
        if isinstance(self.elapsed_s, Unset):
            elapsed_s = UNSET
        else:
            elapsed_s = self.elapsed_s

        path_s: float | None | Unset
        if isinstance(self.path_s, Unset):
            path_s = UNSET
        else:
            path_s = self.path_s

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "motion": motion,
            }
        )
        if duration_s is not UNSET:
            field_dict["duration_s"] = duration_s
        if elapsed_s is not UNSET:
            field_dict["elapsed_s"] = elapsed_s
        if path_s is not UNSET:
            field_dict["path_s"] = path_s

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        motion = d.pop("motion")

        def _parse_duration_s(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        duration_s = _parse_duration_s(d.pop("duration_s", UNSET))

        def _parse_elapsed_s(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        elapsed_s = _parse_elapsed_s(d.pop("elapsed_s", UNSET))

        def _parse_path_s(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        path_s = _parse_path_s(d.pop("path_s", UNSET))

        paced_motion = cls(
            motion=motion,
            duration_s=duration_s,
            elapsed_s=elapsed_s,
            path_s=path_s,
        )

        paced_motion.additional_properties = d
        return paced_motion

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
