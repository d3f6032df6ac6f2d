from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.move_pose_request_frame_id_type_0 import MovePoseRequestFrameIdType0
from ..models.move_pose_request_planner_type_0 import MovePoseRequestPlannerType0
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.move_pose_request_circ_type_0 import MovePoseRequestCircType0


T = TypeVar("T", bound="MovePoseRequest")


@_attrs_define
class MovePoseRequest:
    """Body of `POST /robot/move/pose`.

    Attributes:
        x (float): TCP position, metres.
        y (float):
        z (float):
        a (float | None | Unset): ABC angles, radians from -2π to 2π: R = Rz(a)·Ry(b)·Rx(c); rotation about Z. Default:
            0.0.
        b (float | None | Unset): Rotation about Y, radians. Default: 0.0.
        c (float | None | Unset): Rotation about X, radians. Default: 0.0.
        circ (MovePoseRequestCircType0 | None | Unset): With planner `circ`: the arc's third point (D35). The TCP moves
            on the circle through the start, this point and the target at the requested speed, its orientation turning from
            the start's to the target's. Exactly one of `interim` (a point the arc passes through) and `center` (the
            circle's centre, as far from the start as from the goal within 1 mm), metres in the target's frame.
        frame_id (MovePoseRequestFrameIdType0 | None | Unset): Frame of the target pose, a link of the robot model
            (`/robot/description`); empty uses the planning frame (`base_link`). Default:
            MovePoseRequestFrameIdType0.VALUE_0.
        planner (MovePoseRequestPlannerType0 | None | Unset): Planner; case-insensitive. `ptp` suits moves between
            points, `lin` gives a straight tool path, `circ` an arc through `circ.interim` or around `circ.center`. Default:
            MovePoseRequestPlannerType0.PTP.
        speed (float | None | Unset): Speed scale, fraction of the joints' maximum velocity. Default: 0.1. Example: 0.1.
    """

    x: float
    y: float
    z: float
    a: float | None | Unset = 0.0
    b: float | None | Unset = 0.0
    c: float | None | Unset = 0.0
    circ: MovePoseRequestCircType0 | None | Unset = UNSET
    frame_id: MovePoseRequestFrameIdType0 | None | Unset = MovePoseRequestFrameIdType0.VALUE_0
    planner: MovePoseRequestPlannerType0 | None | Unset = MovePoseRequestPlannerType0.PTP
    speed: float | None | Unset = 0.1
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.move_pose_request_circ_type_0 import MovePoseRequestCircType0  # noqa: PLC0415

        x = self.x

        y = self.y

        z = self.z

        a: float | None | Unset
        if isinstance(self.a, Unset):
            a = UNSET
        else:
            a = self.a

        b: float | None | Unset
        if isinstance(self.b, Unset):
            b = UNSET
        else:
            b = self.b

        c: float | None | Unset
        if isinstance(self.c, Unset):
            c = UNSET
        else:
            c = self.c

        circ: dict[str, Any] | None | Unset
        if isinstance(self.circ, Unset):
            circ = UNSET
        elif isinstance(self.circ, MovePoseRequestCircType0):
            circ = self.circ.to_dict()
        else:
            circ = self.circ

        frame_id: None | str | Unset
        if isinstance(self.frame_id, Unset):
            frame_id = UNSET
        elif isinstance(self.frame_id, MovePoseRequestFrameIdType0):
            frame_id = self.frame_id.value
        else:
            frame_id = self.frame_id

        planner: None | str | Unset
        if isinstance(self.planner, Unset):
            planner = UNSET
        elif isinstance(self.planner, MovePoseRequestPlannerType0):
            planner = self.planner.value
        else:
            planner = self.planner

        speed: float | None | Unset
        if isinstance(self.speed, Unset):
            speed = UNSET
        else:
            speed = self.speed

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "x": x,
                "y": y,
                "z": z,
            }
        )
        if a is not UNSET:
            field_dict["a"] = a
        if b is not UNSET:
            field_dict["b"] = b
        if c is not UNSET:
            field_dict["c"] = c
        if circ is not UNSET:
            field_dict["circ"] = circ
        if frame_id is not UNSET:
            field_dict["frame_id"] = frame_id
        if planner is not UNSET:
            field_dict["planner"] = planner
        if speed is not UNSET:
            field_dict["speed"] = speed

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.move_pose_request_circ_type_0 import MovePoseRequestCircType0  # noqa: PLC0415

        d = dict(src_dict)
        x = d.pop("x")

        y = d.pop("y")

        z = d.pop("z")

        def _parse_a(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        a = _parse_a(d.pop("a", UNSET))

        def _parse_b(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        b = _parse_b(d.pop("b", UNSET))

        def _parse_c(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        c = _parse_c(d.pop("c", UNSET))

        def _parse_circ(data: object) -> MovePoseRequestCircType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                circ_type_0 = MovePoseRequestCircType0.from_dict(data)

                return circ_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MovePoseRequestCircType0 | None | Unset, data)

        circ = _parse_circ(d.pop("circ", UNSET))

        def _parse_frame_id(data: object) -> MovePoseRequestFrameIdType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                frame_id_type_0 = MovePoseRequestFrameIdType0(data)

                return frame_id_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MovePoseRequestFrameIdType0 | None | Unset, data)

        frame_id = _parse_frame_id(d.pop("frame_id", UNSET))

        def _parse_planner(data: object) -> MovePoseRequestPlannerType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                planner_type_0 = MovePoseRequestPlannerType0(data)

                return planner_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MovePoseRequestPlannerType0 | None | Unset, data)

        planner = _parse_planner(d.pop("planner", UNSET))

        def _parse_speed(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        speed = _parse_speed(d.pop("speed", UNSET))

        move_pose_request = cls(
            x=x,
            y=y,
            z=z,
            a=a,
            b=b,
            c=c,
            circ=circ,
            frame_id=frame_id,
            planner=planner,
            speed=speed,
        )

        move_pose_request.additional_properties = d
        return move_pose_request

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
