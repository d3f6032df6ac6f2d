from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.tool_box import ToolBox
    from ..models.tool_cylinder import ToolCylinder
    from ..models.tool_sphere import ToolSphere
    from ..models.tool_tcp import ToolTcp


T = TypeVar("T", bound="ToolDefinition")


@_attrs_define
class ToolDefinition:
    """A tool: its name, its TCP, its payload and, optionally, its collision geometry.

    Attributes:
        cog (list[float]): The payload's centre of gravity in the flange's frame, metres.
        mass_kg (float): The payload, kilograms: at least 0, at most the arm's rating.
        name (str): 1 to 64 letters, digits, `_`, `-` and `.`.
        tcp (ToolTcp): The TCP as an offset from the flange (`tool0`): metres and ABC radians, as poses everywhere
            (D6: R = Rz(A)·Ry(B)·Rx(C)).
        geometry (None | ToolBox | ToolCylinder | ToolSphere | Unset):
    """

    cog: list[float]
    mass_kg: float
    name: str
    tcp: ToolTcp
    geometry: None | ToolBox | ToolCylinder | ToolSphere | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.tool_box import ToolBox  # noqa: PLC0415
        from ..models.tool_cylinder import ToolCylinder  # noqa: PLC0415
        from ..models.tool_sphere import ToolSphere  # noqa: PLC0415

        cog = self.cog

        mass_kg = self.mass_kg

        name = self.name

        tcp = self.tcp.to_dict()

        geometry: dict[str, Any] | None | Unset
        if isinstance(self.geometry, Unset):
            geometry = UNSET
        elif isinstance(self.geometry, ToolBox):
            geometry = self.geometry.to_dict()
        elif isinstance(self.geometry, ToolSphere):
            geometry = self.geometry.to_dict()
        elif isinstance(self.geometry, ToolCylinder):
            geometry = self.geometry.to_dict()
        else:
            geometry = self.geometry

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "cog": cog,
                "mass_kg": mass_kg,
                "name": name,
                "tcp": tcp,
            }
        )
        if geometry is not UNSET:
            field_dict["geometry"] = geometry

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.tool_box import ToolBox  # noqa: PLC0415
        from ..models.tool_cylinder import ToolCylinder  # noqa: PLC0415
        from ..models.tool_sphere import ToolSphere  # noqa: PLC0415
        from ..models.tool_tcp import ToolTcp  # noqa: PLC0415

        d = dict(src_dict)
        cog = cast(list[float], d.pop("cog"))

        mass_kg = d.pop("mass_kg")

        name = d.pop("name")

        tcp = ToolTcp.from_dict(d.pop("tcp"))

        def _parse_geometry(data: object) -> None | ToolBox | ToolCylinder | ToolSphere | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_tool_tool_box = ToolBox.from_dict(data)

                return componentsschemas_tool_tool_box
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_tool_tool_sphere = ToolSphere.from_dict(data)

                return componentsschemas_tool_tool_sphere
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_tool_tool_cylinder = ToolCylinder.from_dict(data)

                return componentsschemas_tool_tool_cylinder
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ToolBox | ToolCylinder | ToolSphere | Unset, data)

        geometry = _parse_geometry(d.pop("geometry", UNSET))

        tool_definition = cls(
            cog=cog,
            mass_kg=mass_kg,
            name=name,
            tcp=tcp,
            geometry=geometry,
        )

        tool_definition.additional_properties = d
        return tool_definition

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
