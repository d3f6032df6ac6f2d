from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.tcp_pose import TcpPose


T = TypeVar("T", bound="StateEvent")


@_attrs_define
class StateEvent:
    """`event: state`: the joint state as `/robot/joint_states` gives it and the TCP pose as
    `/robot/pose` gives it (computed from the URDF, so the stream never waits on a service).

        Attributes:
            effort (list[float | None]): `null` where the robot does not report it (D27).
            name (list[str]):
            pose (TcpPose): TCP pose relative to `frame_id` (D6).
            position (list[float]):
            seq (int):
            stamp (str):
            velocity (list[float | None]): `null` where the robot does not report it (D27).
    """

    effort: list[float | None]
    name: list[str]
    pose: TcpPose
    position: list[float]
    seq: int
    stamp: str
    velocity: list[float | None]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        effort = []
        for effort_item_data in self.effort:
            effort_item: float | None
            effort_item = effort_item_data
            effort.append(effort_item)

        name = self.name

        pose = self.pose.to_dict()

        position = self.position

        seq = self.seq

        stamp = self.stamp

        velocity = []
        for velocity_item_data in self.velocity:
            velocity_item: float | None
            velocity_item = velocity_item_data
            velocity.append(velocity_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "effort": effort,
                "name": name,
                "pose": pose,
                "position": position,
                "seq": seq,
                "stamp": stamp,
                "velocity": velocity,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.tcp_pose import TcpPose  # noqa: PLC0415

        d = dict(src_dict)
        effort = []
        _effort = d.pop("effort")
        for effort_item_data in _effort:

            def _parse_effort_item(data: object) -> float | None:
                if data is None:
                    return data
                return cast(float | None, data)

            effort_item = _parse_effort_item(effort_item_data)

            effort.append(effort_item)

        name = cast(list[str], d.pop("name"))

        pose = TcpPose.from_dict(d.pop("pose"))

        position = cast(list[float], d.pop("position"))

        seq = d.pop("seq")

        stamp = d.pop("stamp")

        velocity = []
        _velocity = d.pop("velocity")
        for velocity_item_data in _velocity:

            def _parse_velocity_item(data: object) -> float | None:
                if data is None:
                    return data
                return cast(float | None, data)

            velocity_item = _parse_velocity_item(velocity_item_data)

            velocity.append(velocity_item)

        state_event = cls(
            effort=effort,
            name=name,
            pose=pose,
            position=position,
            seq=seq,
            stamp=stamp,
            velocity=velocity,
        )

        state_event.additional_properties = d
        return state_event

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
