from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.closest_pair import ClosestPair
    from ..models.plan_summary import PlanSummary


T = TypeVar("T", bound="PlanPreview")


@_attrs_define
class PlanPreview:
    """A planned motion that did not move the arm.

    Attributes:
        estimate (bool): `true` when armrest planned with its own kinematic planner because the robot's planner
            offers no plan-only call (ROS 2 backend): an estimate, not the robot's own plan.
        message (str):
        success (bool): Whether the motion can be planned; `false` with `message` saying why, as the move
            would answer it.
        closest (ClosestPair | None | Unset):
        note (None | str | Unset): With `estimate`: what the estimate is and is not.
        plan (None | PlanSummary | Unset):
    """

    estimate: bool
    message: str
    success: bool
    closest: ClosestPair | None | Unset = UNSET
    note: None | str | Unset = UNSET
    plan: None | PlanSummary | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.closest_pair import ClosestPair  # noqa: PLC0415
        from ..models.plan_summary import PlanSummary  # noqa: PLC0415

        estimate = self.estimate

        message = self.message

        success = self.success

        closest: dict[str, Any] | None | Unset
        if isinstance(self.closest, Unset):
            closest = UNSET
        elif isinstance(self.closest, ClosestPair):
            closest = self.closest.to_dict()
        else:
            closest = self.closest

        note: None | str | Unset
        if isinstance(self.note, Unset):
            note = UNSET
        else:
            note = self.note

        plan: dict[str, Any] | None | Unset
        if isinstance(self.plan, Unset):
            plan = UNSET
        elif isinstance(self.plan, PlanSummary):
            plan = self.plan.to_dict()
        else:
            plan = self.plan

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "estimate": estimate,
                "message": message,
                "success": success,
            }
        )
        if closest is not UNSET:
            field_dict["closest"] = closest
        if note is not UNSET:
            field_dict["note"] = note
        if plan is not UNSET:
            field_dict["plan"] = plan

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.closest_pair import ClosestPair  # noqa: PLC0415
        from ..models.plan_summary import PlanSummary  # noqa: PLC0415

        d = dict(src_dict)
        estimate = d.pop("estimate")

        message = d.pop("message")

        success = d.pop("success")

        def _parse_closest(data: object) -> ClosestPair | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                closest_type_0 = ClosestPair.from_dict(data)

                return closest_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ClosestPair | None | Unset, data)

        closest = _parse_closest(d.pop("closest", UNSET))

        def _parse_note(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        note = _parse_note(d.pop("note", UNSET))

        def _parse_plan(data: object) -> None | PlanSummary | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                plan_type_0 = PlanSummary.from_dict(data)

                return plan_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PlanSummary | Unset, data)

        plan = _parse_plan(d.pop("plan", UNSET))

        plan_preview = cls(
            estimate=estimate,
            message=message,
            success=success,
            closest=closest,
            note=note,
            plan=plan,
        )

        plan_preview.additional_properties = d
        return plan_preview

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
