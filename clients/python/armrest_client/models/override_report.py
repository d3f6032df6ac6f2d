from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.paced_motion import PacedMotion


T = TypeVar("T", bound="OverrideReport")


@_attrs_define
class OverrideReport:
    """What a change of the override did.

    Attributes:
        fraction (float): The fraction now in effect, for the motion in progress (where it applied) and later ones.
            Example: 0.5.
        notes (list[str]): What happened, step by step.
        previous (float): The fraction before the change. Example: 1.0.
        applied_to (None | PacedMotion | Unset):
        not_applied (None | str | Unset): What the change did not reach, said plainly; `null` when nothing was left out.
            Over ROS 2
            with a controller that takes no speed scaling (`trajectory.speed_scaling_topic` empty),
            the motion in progress keeps its speed; the fraction applies from the next one.
    """

    fraction: float
    notes: list[str]
    previous: float
    applied_to: None | PacedMotion | Unset = UNSET
    not_applied: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.paced_motion import PacedMotion  # noqa: PLC0415

        fraction = self.fraction

        notes = self.notes

        previous = self.previous

        applied_to: dict[str, Any] | None | Unset
        if isinstance(self.applied_to, Unset):
            applied_to = UNSET
        elif isinstance(self.applied_to, PacedMotion):
            applied_to = self.applied_to.to_dict()
        else:
            applied_to = self.applied_to

        not_applied: None | str | Unset
        if isinstance(self.not_applied, Unset):
            not_applied = UNSET
        else:
            not_applied = self.not_applied

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "fraction": fraction,
                "notes": notes,
                "previous": previous,
            }
        )
        if applied_to is not UNSET:
            field_dict["applied_to"] = applied_to
        if not_applied is not UNSET:
            field_dict["not_applied"] = not_applied

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.paced_motion import PacedMotion  # noqa: PLC0415

        d = dict(src_dict)
        fraction = d.pop("fraction")

        notes = cast(list[str], d.pop("notes"))

        previous = d.pop("previous")

        def _parse_applied_to(data: object) -> None | PacedMotion | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                applied_to_type_0 = PacedMotion.from_dict(data)

                return applied_to_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PacedMotion | Unset, data)

        applied_to = _parse_applied_to(d.pop("applied_to", UNSET))

        def _parse_not_applied(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        not_applied = _parse_not_applied(d.pop("not_applied", UNSET))

        override_report = cls(
            fraction=fraction,
            notes=notes,
            previous=previous,
            applied_to=applied_to,
            not_applied=not_applied,
        )

        override_report.additional_properties = d
        return override_report

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
