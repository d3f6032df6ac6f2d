from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.joint_limit import JointLimit
    from ..models.ranges import Ranges


T = TypeVar("T", bound="RobotDescription")


@_attrs_define
class RobotDescription:
    """The robot description the service loaded, as ROS's `robot_description` and
    `robot_description_semantic` parameters carry it.

        Attributes:
            limits (list[JointLimit]): The limits every request is checked against (the URDF's, overridden by the limits
                file), J1..J7: radians, rad/s, rad/s².
            planning_frame (str): The frame poses are reported in.
            ranges (Ranges): Bounds of request parameters, the ones the service validates with.
            srdf (str): The SRDF text (named positions, planning groups).
            tcp_link (str): The link whose pose is the TCP.
            urdf (str): The URDF text. Mesh files it names as `package://NAME/PATH` are served at
                `/robot/description/packages/NAME/PATH`.
    """

    limits: list[JointLimit]
    planning_frame: str
    ranges: Ranges
    srdf: str
    tcp_link: str
    urdf: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        limits = []
        for limits_item_data in self.limits:
            limits_item = limits_item_data.to_dict()
            limits.append(limits_item)

        planning_frame = self.planning_frame

        ranges = self.ranges.to_dict()

        srdf = self.srdf

        tcp_link = self.tcp_link

        urdf = self.urdf

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "limits": limits,
                "planning_frame": planning_frame,
                "ranges": ranges,
                "srdf": srdf,
                "tcp_link": tcp_link,
                "urdf": urdf,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.joint_limit import JointLimit  # noqa: PLC0415
        from ..models.ranges import Ranges  # noqa: PLC0415

        d = dict(src_dict)
        limits = []
        _limits = d.pop("limits")
        for limits_item_data in _limits:
            limits_item = JointLimit.from_dict(limits_item_data)

            limits.append(limits_item)

        planning_frame = d.pop("planning_frame")

        ranges = Ranges.from_dict(d.pop("ranges"))

        srdf = d.pop("srdf")

        tcp_link = d.pop("tcp_link")

        urdf = d.pop("urdf")

        robot_description = cls(
            limits=limits,
            planning_frame=planning_frame,
            ranges=ranges,
            srdf=srdf,
            tcp_link=tcp_link,
            urdf=urdf,
        )

        robot_description.additional_properties = d
        return robot_description

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
