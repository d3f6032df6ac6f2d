from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="BlendReport")


@_attrs_define
class BlendReport:
    """How the path passes one inner waypoint.

    Attributes:
        cruise_joint_speed_scale (float): The lower cruise joint speed of the two segments joined, in that measure.
        cruise_tcp_speed_m_s (float): The lower cruise TCP speed of the two segments joined, m/s.
        joint_speed_ratio (float): `min_joint_speed_scale / cruise_joint_speed_scale` (1 when the cruise is 0). A path
            keeps
            it at least [`BLEND_SPEED_RATIO`] through the blend of a joint waypoint, whose radius is
            in joint space too.
        max_deviation (float): The TCP's largest distance from the waypoint while blending, m: at most the radius
            (Cartesian waypoints; for joint waypoints the joints' largest distance, rad).
        min_joint_speed_scale (float): The joints' smallest speed while blending, as the share of their velocity limits
            the
            fastest of them moves at (the measure a request's `speed` scales; 0 where the path
            stops).
        min_tcp_speed_m_s (float): The smallest TCP speed while within the radius, m/s (0 where the path stops).
        speed_ratio (float): `min_tcp_speed_m_s / cruise_tcp_speed_m_s` (1 when the cruise is 0). A path keeps it at
            least [`BLEND_SPEED_RATIO`] through the blend of a pose waypoint.
        waypoint (int): The waypoint's index in the request (0-based).
        blend_radius (float | None | Unset): The blend radius asked for (m or rad); `null`: the path stops at the
            waypoint.
        blend_radius_used (float | None | Unset): The radius the blend was made with: the one asked for, shrunk to half
            the distance to
            either neighbouring waypoint when larger (or until the TCP stays within it); `null`
            where the path stops.
    """

    cruise_joint_speed_scale: float
    cruise_tcp_speed_m_s: float
    joint_speed_ratio: float
    max_deviation: float
    min_joint_speed_scale: float
    min_tcp_speed_m_s: float
    speed_ratio: float
    waypoint: int
    blend_radius: float | None | Unset = UNSET
    blend_radius_used: float | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        cruise_joint_speed_scale = self.cruise_joint_speed_scale

        cruise_tcp_speed_m_s = self.cruise_tcp_speed_m_s

        joint_speed_ratio = self.joint_speed_ratio

        max_deviation = self.max_deviation

        min_joint_speed_scale = self.min_joint_speed_scale

        min_tcp_speed_m_s = self.min_tcp_speed_m_s

        speed_ratio = self.speed_ratio

        waypoint = self.waypoint

        blend_radius: float | None | Unset
        if isinstance(self.blend_radius, Unset):
            blend_radius = UNSET
        else:
            blend_radius = self.blend_radius

        blend_radius_used: float | None | Unset
        if isinstance(self.blend_radius_used, Unset):
            blend_radius_used = UNSET
        else:
            blend_radius_used = self.blend_radius_used

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "cruise_joint_speed_scale": cruise_joint_speed_scale,
                "cruise_tcp_speed_m_s": cruise_tcp_speed_m_s,
                "joint_speed_ratio": joint_speed_ratio,
                "max_deviation": max_deviation,
                "min_joint_speed_scale": min_joint_speed_scale,
                "min_tcp_speed_m_s": min_tcp_speed_m_s,
                "speed_ratio": speed_ratio,
                "waypoint": waypoint,
            }
        )
        if blend_radius is not UNSET:
            field_dict["blend_radius"] = blend_radius
        if blend_radius_used is not UNSET:
            field_dict["blend_radius_used"] = blend_radius_used

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cruise_joint_speed_scale = d.pop("cruise_joint_speed_scale")

        cruise_tcp_speed_m_s = d.pop("cruise_tcp_speed_m_s")

        joint_speed_ratio = d.pop("joint_speed_ratio")

        max_deviation = d.pop("max_deviation")

        min_joint_speed_scale = d.pop("min_joint_speed_scale")

        min_tcp_speed_m_s = d.pop("min_tcp_speed_m_s")

        speed_ratio = d.pop("speed_ratio")

        waypoint = d.pop("waypoint")

        def _parse_blend_radius(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        blend_radius = _parse_blend_radius(d.pop("blend_radius", UNSET))

        def _parse_blend_radius_used(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        blend_radius_used = _parse_blend_radius_used(d.pop("blend_radius_used", UNSET))

        blend_report = cls(
            cruise_joint_speed_scale=cruise_joint_speed_scale,
            cruise_tcp_speed_m_s=cruise_tcp_speed_m_s,
            joint_speed_ratio=joint_speed_ratio,
            max_deviation=max_deviation,
            min_joint_speed_scale=min_joint_speed_scale,
            min_tcp_speed_m_s=min_tcp_speed_m_s,
            speed_ratio=speed_ratio,
            waypoint=waypoint,
            blend_radius=blend_radius,
            blend_radius_used=blend_radius_used,
        )

        blend_report.additional_properties = d
        return blend_report

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
