from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.closest_pair import ClosestPair
    from ..models.plan_preview import PlanPreview


T = TypeVar("T", bound="ReplayPlan")


@_attrs_define
class ReplayPlan:
    """`POST /recordings/{name}/plan`: what a replay would do, nothing moved.

    Attributes:
        approach (PlanPreview): A planned motion that did not move the arm.
        duration_s (float): The approach and the path together, s.
        message (str):
        path_duration_s (float): How long the re-timed path takes at `speed`, s (simulated seconds on the simulator).
        points (int): The path's points.
        recorded_s (list[float]): The recorded part replayed: `[from, to]` in the recording's own seconds, its rests
            cut.
        success (bool): Whether the replay can run; `false` with `message` saying why.
        trace (list[list[float]]): The TCP's trace along the path, at most 200 points (x, y, z in the planning frame,
            m).
        collision (ClosestPair | None | Unset):
    """

    approach: PlanPreview
    duration_s: float
    message: str
    path_duration_s: float
    points: int
    recorded_s: list[float]
    success: bool
    trace: list[list[float]]
    collision: ClosestPair | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.closest_pair import ClosestPair  # noqa: PLC0415

        approach = self.approach.to_dict()

        duration_s = self.duration_s

        message = self.message

        path_duration_s = self.path_duration_s

        points = self.points

        recorded_s = self.recorded_s

        success = self.success

        trace = []
        for trace_item_data in self.trace:
            trace_item = trace_item_data

            trace.append(trace_item)

        collision: dict[str, Any] | None | Unset
        if isinstance(self.collision, Unset):
            collision = UNSET
        elif isinstance(self.collision, ClosestPair):
            collision = self.collision.to_dict()
        else:
            collision = self.collision

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "approach": approach,
                "duration_s": duration_s,
                "message": message,
                "path_duration_s": path_duration_s,
                "points": points,
                "recorded_s": recorded_s,
                "success": success,
                "trace": trace,
            }
        )
        if collision is not UNSET:
            field_dict["collision"] = collision

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.closest_pair import ClosestPair  # noqa: PLC0415
        from ..models.plan_preview import PlanPreview  # noqa: PLC0415

        d = dict(src_dict)
        approach = PlanPreview.from_dict(d.pop("approach"))

        duration_s = d.pop("duration_s")

        message = d.pop("message")

        path_duration_s = d.pop("path_duration_s")

        points = d.pop("points")

        recorded_s = cast(list[float], d.pop("recorded_s"))

        success = d.pop("success")

        trace = []
        _trace = d.pop("trace")
        for trace_item_data in _trace:
            trace_item = cast(list[float], trace_item_data)

            trace.append(trace_item)

        def _parse_collision(data: object) -> ClosestPair | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                collision_type_0 = ClosestPair.from_dict(data)

                return collision_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ClosestPair | None | Unset, data)

        collision = _parse_collision(d.pop("collision", UNSET))

        replay_plan = cls(
            approach=approach,
            duration_s=duration_s,
            message=message,
            path_duration_s=path_duration_s,
            points=points,
            recorded_s=recorded_s,
            success=success,
            trace=trace,
            collision=collision,
        )

        replay_plan.additional_properties = d
        return replay_plan

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
