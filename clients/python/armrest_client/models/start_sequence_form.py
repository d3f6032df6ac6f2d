from __future__ import annotations

from collections.abc import Mapping
from io import BytesIO
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from .. import types
from ..types import UNSET, File, Unset

T = TypeVar("T", bound="StartSequenceForm")


@_attrs_define
class StartSequenceForm:
    """The `multipart/form-data` form of `POST /sequences/start`.

    Attributes:
        config (File): Sequence file (JSON): `home` (a joint point, visited once before the first iteration) and
            `waypoints` (joint points `{"joints": [7 numbers], "speed", "blend_radius"}` or Cartesian points `{"x", "y",
            "z", "a", "b", "c", "speed", "planner", "blend_radius"}`). `blend_radius` (optional; metres for a Cartesian
            point, radians for a joint point; > 0, at most 1): with any, each iteration runs as one blended path that passes
            such waypoints without stopping.
        bag_path (None | str | Unset): Output folder for a rosbag2 recording, inside the bag folder
            (`sequences.bag_root`): relative to it, or absolute within it. Empty disables recording. Default: ''.
        delay_between_iterations (float | None | Unset): Pause between iterations, seconds, from 0 to a day. Default:
            5.0.
        joints_action (None | str | Unset): Action name for joint targets. Default: 'cobot/move_to_joints'.
        n_iterations (int | None | Unset): Number of repetitions, >= 1. Default: 3.
        pose_action (None | str | Unset): Action name for Cartesian targets. Default: 'cobot/move_to_pose'.
        topics (None | str | Unset): Comma-separated topics to record; empty records every topic available. At most 64
            names. Default: ''.
    """

    config: File
    bag_path: None | str | Unset = ""
    delay_between_iterations: float | None | Unset = 5.0
    joints_action: None | str | Unset = "cobot/move_to_joints"
    n_iterations: int | None | Unset = 3
    pose_action: None | str | Unset = "cobot/move_to_pose"
    topics: None | str | Unset = ""
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        config = self.config.to_tuple()

        bag_path: None | str | Unset
        if isinstance(self.bag_path, Unset):
            bag_path = UNSET
        else:
            bag_path = self.bag_path

        delay_between_iterations: float | None | Unset
        if isinstance(self.delay_between_iterations, Unset):
            delay_between_iterations = UNSET
        else:
            delay_between_iterations = self.delay_between_iterations

        joints_action: None | str | Unset
        if isinstance(self.joints_action, Unset):
            joints_action = UNSET
        else:
            joints_action = self.joints_action

        n_iterations: int | None | Unset
        if isinstance(self.n_iterations, Unset):
            n_iterations = UNSET
        else:
            n_iterations = self.n_iterations

        pose_action: None | str | Unset
        if isinstance(self.pose_action, Unset):
            pose_action = UNSET
        else:
            pose_action = self.pose_action

        topics: None | str | Unset
        if isinstance(self.topics, Unset):
            topics = UNSET
        else:
            topics = self.topics

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "config": config,
            }
        )
        if bag_path is not UNSET:
            field_dict["bag_path"] = bag_path
        if delay_between_iterations is not UNSET:
            field_dict["delay_between_iterations"] = delay_between_iterations
        if joints_action is not UNSET:
            field_dict["joints_action"] = joints_action
        if n_iterations is not UNSET:
            field_dict["n_iterations"] = n_iterations
        if pose_action is not UNSET:
            field_dict["pose_action"] = pose_action
        if topics is not UNSET:
            field_dict["topics"] = topics

        return field_dict

    def to_multipart(self) -> types.RequestFiles:
        files: types.RequestFiles = []

        files.append(("config", self.config.to_tuple()))

        if not isinstance(self.bag_path, Unset):
            if isinstance(self.bag_path, str):
                files.append(("bag_path", (None, str(self.bag_path).encode(), "text/plain")))
            else:
                files.append(("bag_path", (None, str(self.bag_path).encode(), "text/plain")))

        if not isinstance(self.delay_between_iterations, Unset):
            if isinstance(self.delay_between_iterations, float):
                files.append(
                    ("delay_between_iterations", (None, str(self.delay_between_iterations).encode(), "text/plain"))
                )
            else:
                files.append(
                    ("delay_between_iterations", (None, str(self.delay_between_iterations).encode(), "text/plain"))
                )

        if not isinstance(self.joints_action, Unset):
            if isinstance(self.joints_action, str):
                files.append(("joints_action", (None, str(self.joints_action).encode(), "text/plain")))
            else:
                files.append(("joints_action", (None, str(self.joints_action).encode(), "text/plain")))

        if not isinstance(self.n_iterations, Unset):
            if isinstance(self.n_iterations, int):
                files.append(("n_iterations", (None, str(self.n_iterations).encode(), "text/plain")))
            else:
                files.append(("n_iterations", (None, str(self.n_iterations).encode(), "text/plain")))

        if not isinstance(self.pose_action, Unset):
            if isinstance(self.pose_action, str):
                files.append(("pose_action", (None, str(self.pose_action).encode(), "text/plain")))
            else:
                files.append(("pose_action", (None, str(self.pose_action).encode(), "text/plain")))

        if not isinstance(self.topics, Unset):
            if isinstance(self.topics, str):
                files.append(("topics", (None, str(self.topics).encode(), "text/plain")))
            else:
                files.append(("topics", (None, str(self.topics).encode(), "text/plain")))

        for prop_name, prop in self.additional_properties.items():
            files.append((prop_name, (None, str(prop).encode(), "text/plain")))

        return files

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        config = File(payload=BytesIO(d.pop("config")))

        def _parse_bag_path(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        bag_path = _parse_bag_path(d.pop("bag_path", UNSET))

        def _parse_delay_between_iterations(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        delay_between_iterations = _parse_delay_between_iterations(d.pop("delay_between_iterations", UNSET))

        def _parse_joints_action(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        joints_action = _parse_joints_action(d.pop("joints_action", UNSET))

        def _parse_n_iterations(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        n_iterations = _parse_n_iterations(d.pop("n_iterations", UNSET))

        def _parse_pose_action(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        pose_action = _parse_pose_action(d.pop("pose_action", UNSET))

        def _parse_topics(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        topics = _parse_topics(d.pop("topics", UNSET))

        start_sequence_form = cls(
            config=config,
            bag_path=bag_path,
            delay_between_iterations=delay_between_iterations,
            joints_action=joints_action,
            n_iterations=n_iterations,
            pose_action=pose_action,
            topics=topics,
        )

        start_sequence_form.additional_properties = d
        return start_sequence_form

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
