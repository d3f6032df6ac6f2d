from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.primitive_type_0_shape import PrimitiveType0Shape

T = TypeVar("T", bound="PrimitiveType0")


@_attrs_define
class PrimitiveType0:
    """
    Attributes:
        shape (PrimitiveType0Shape):
        size (list[float]): Edge lengths along x, y, z, metres.
    """

    shape: PrimitiveType0Shape
    size: list[float]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        shape = self.shape.value

        size = self.size

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "shape": shape,
                "size": size,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        shape = PrimitiveType0Shape(d.pop("shape"))

        size = cast(list[float], d.pop("size"))

        primitive_type_0 = cls(
            shape=shape,
            size=size,
        )

        primitive_type_0.additional_properties = d
        return primitive_type_0

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
