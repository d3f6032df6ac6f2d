from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.primitive_type_1_shape import PrimitiveType1Shape

T = TypeVar("T", bound="PrimitiveType1")


@_attrs_define
class PrimitiveType1:
    """
    Attributes:
        radius (float):
        shape (PrimitiveType1Shape):
    """

    radius: float
    shape: PrimitiveType1Shape
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        radius = self.radius

        shape = self.shape.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "radius": radius,
                "shape": shape,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        radius = d.pop("radius")

        shape = PrimitiveType1Shape(d.pop("shape"))

        primitive_type_1 = cls(
            radius=radius,
            shape=shape,
        )

        primitive_type_1.additional_properties = d
        return primitive_type_1

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
