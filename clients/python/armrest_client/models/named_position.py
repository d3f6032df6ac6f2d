from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.named_position_joints import NamedPositionJoints


T = TypeVar("T", bound="NamedPosition")


@_attrs_define
class NamedPosition:
    """One element of `GET /robot/positions`.

    Attributes:
        description (str):
        group (str): Planning group the position belongs to.
        joints (NamedPositionJoints): Target angle of each joint, radians, keyed by joint name.
        name (str): Name used by `POST /robot/move/named`.
    """

    description: str
    group: str
    joints: NamedPositionJoints
    name: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        description = self.description

        group = self.group

        joints = self.joints.to_dict()

        name = self.name

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "description": description,
                "group": group,
                "joints": joints,
                "name": name,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.named_position_joints import NamedPositionJoints  # noqa: PLC0415

        d = dict(src_dict)
        description = d.pop("description")

        group = d.pop("group")

        joints = NamedPositionJoints.from_dict(d.pop("joints"))

        name = d.pop("name")

        named_position = cls(
            description=description,
            group=group,
            joints=joints,
            name=name,
        )

        named_position.additional_properties = d
        return named_position

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
