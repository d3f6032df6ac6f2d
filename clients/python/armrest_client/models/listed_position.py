from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.source import Source

if TYPE_CHECKING:
    from ..models.named_position_joints import NamedPositionJoints


T = TypeVar("T", bound="ListedPosition")


@_attrs_define
class ListedPosition:
    """One element of `GET /robot/positions`: the position and where it comes from.

    Attributes:
        description (str):
        group (str): Planning group the position belongs to.
        joints (NamedPositionJoints): Target angle of each joint, radians, keyed by joint name.
        name (str): Name used by `POST /robot/move/named`.
        source (Source): Where a listed position comes from.
    """

    description: str
    group: str
    joints: NamedPositionJoints
    name: str
    source: Source
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        description = self.description

        group = self.group

        joints = self.joints.to_dict()

        name = self.name

        source = self.source.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "description": description,
                "group": group,
                "joints": joints,
                "name": name,
                "source": source,
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

        source = Source(d.pop("source"))

        listed_position = cls(
            description=description,
            group=group,
            joints=joints,
            name=name,
            source=source,
        )

        listed_position.additional_properties = d
        return listed_position

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
