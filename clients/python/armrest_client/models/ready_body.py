from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.missing import Missing
    from ..models.robot_body import RobotBody


T = TypeVar("T", bound="ReadyBody")


@_attrs_define
class ReadyBody:
    """`GET /ready`: ready, or what is missing.

    Example:
        {'detail': 'not ready: joint_states', 'missing': [{'check': 'joint_states', 'detail': 'the latest joint state on
            /joint_states is 3.20 s old (joint_states.wait_s: 1 s)'}], 'status': 'not_ready'}

    Attributes:
        detail (str): A sentence: what is missing (the D5 `detail` an error answer carries), or `ready`.
        missing (list[Missing]): Each check that failed, with why; empty when ready.
        status (str): `ready` or `not_ready`.
        robot (None | RobotBody | Unset):
    """

    detail: str
    missing: list[Missing]
    status: str
    robot: None | RobotBody | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.robot_body import RobotBody  # noqa: PLC0415

        detail = self.detail

        missing = []
        for missing_item_data in self.missing:
            missing_item = missing_item_data.to_dict()
            missing.append(missing_item)

        status = self.status

        robot: dict[str, Any] | None | Unset
        if isinstance(self.robot, Unset):
            robot = UNSET
        elif isinstance(self.robot, RobotBody):
            robot = self.robot.to_dict()
        else:
            robot = self.robot

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "detail": detail,
                "missing": missing,
                "status": status,
            }
        )
        if robot is not UNSET:
            field_dict["robot"] = robot

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.missing import Missing  # noqa: PLC0415
        from ..models.robot_body import RobotBody  # noqa: PLC0415

        d = dict(src_dict)
        detail = d.pop("detail")

        missing = []
        _missing = d.pop("missing")
        for missing_item_data in _missing:
            missing_item = Missing.from_dict(missing_item_data)

            missing.append(missing_item)

        status = d.pop("status")

        def _parse_robot(data: object) -> None | RobotBody | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                robot_type_0 = RobotBody.from_dict(data)

                return robot_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RobotBody | Unset, data)

        robot = _parse_robot(d.pop("robot", UNSET))

        ready_body = cls(
            detail=detail,
            missing=missing,
            status=status,
            robot=robot,
        )

        ready_body.additional_properties = d
        return ready_body

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
