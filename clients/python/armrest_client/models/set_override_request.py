from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="SetOverrideRequest")


@_attrs_define
class SetOverrideRequest:
    """Body of `PUT /robot/override`.

    Attributes:
        fraction (Any | Literal[0.0]): Speed override: the fraction of the planned speed the motion in progress and
            later ones run at. 1 runs them as planned; 0 pauses (the arm decelerates to rest on its path and the motion
            stays in progress); a fraction above 0 resumes along the same path to the same goal. Above 0, the smallest
            fraction taken is `speed`'s smallest (the `minimum` in `anyOf`). Example: 0.5.
    """

    fraction: Any | Literal[0.0]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        fraction: Any | Literal[0.0]
        fraction = self.fraction

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "fraction": fraction,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_fraction(data: object) -> Any | Literal[0.0]:
            fraction_type_0 = cast(Literal[0.0], data)
            if fraction_type_0 != 0.0:
                raise ValueError(f"fraction_type_0 must match const 0.0, got '{fraction_type_0}'")
            return fraction_type_0
            return cast(Any | Literal[0.0], data)

        fraction = _parse_fraction(d.pop("fraction"))

        set_override_request = cls(
            fraction=fraction,
        )

        set_override_request.additional_properties = d
        return set_override_request

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
