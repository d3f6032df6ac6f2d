from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.tool_body_geometry_type_0 import ToolBodyGeometryType0
    from ..models.tool_body_tcp_type_0 import ToolBodyTcpType0


T = TypeVar("T", bound="ToolBody")


@_attrs_define
class ToolBody:
    """A tool definition, or `{"name"}` of a tool of the configuration (`robot.tools`).

    Attributes:
        name (str): The tool's name. Alone (`{"name"}`), it names a tool of the configuration (`robot.tools`).
        cog (list[float] | None | Unset): The payload's centre of gravity in the flange's frame, metres.
        geometry (None | ToolBodyGeometryType0 | Unset): The tool's collision geometry in the flange's frame, as the
            world's `tool` (D28): while the tool is active it is the world's `tool`. Absent: the world's `tool` is kept.
        mass_kg (float | None | Unset): The payload, kilograms: at most the arm's rating (robot.payload_rating_kg; above
            it is 422). Default: 0.0.
        tcp (None | ToolBodyTcpType0 | Unset): The TCP as an offset from the flange (tool0): metres and ABC radians (R =
            Rz(a)·Ry(b)·Rx(c)), as every pose of the API. Required in a definition.
    """

    name: str
    cog: list[float] | None | Unset = UNSET
    geometry: None | ToolBodyGeometryType0 | Unset = UNSET
    mass_kg: float | None | Unset = 0.0
    tcp: None | ToolBodyTcpType0 | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.tool_body_geometry_type_0 import ToolBodyGeometryType0  # noqa: PLC0415
        from ..models.tool_body_tcp_type_0 import ToolBodyTcpType0  # noqa: PLC0415

        name = self.name

        cog: list[float] | None | Unset
        if isinstance(self.cog, Unset):
            cog = UNSET
        elif isinstance(self.cog, list):
            cog = self.cog

        else:
            cog = self.cog

        geometry: dict[str, Any] | None | Unset
        if isinstance(self.geometry, Unset):
            geometry = UNSET
        elif isinstance(self.geometry, ToolBodyGeometryType0):
            geometry = self.geometry.to_dict()
        else:
            geometry = self.geometry

        mass_kg: float | None | Unset
        if isinstance(self.mass_kg, Unset):
            mass_kg = UNSET
        else:
            mass_kg = self.mass_kg

        tcp: dict[str, Any] | None | Unset
        if isinstance(self.tcp, Unset):
            tcp = UNSET
        elif isinstance(self.tcp, ToolBodyTcpType0):
            tcp = self.tcp.to_dict()
        else:
            tcp = self.tcp

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "name": name,
            }
        )
        if cog is not UNSET:
            field_dict["cog"] = cog
        if geometry is not UNSET:
            field_dict["geometry"] = geometry
        if mass_kg is not UNSET:
            field_dict["mass_kg"] = mass_kg
        if tcp is not UNSET:
            field_dict["tcp"] = tcp

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.tool_body_geometry_type_0 import ToolBodyGeometryType0  # noqa: PLC0415
        from ..models.tool_body_tcp_type_0 import ToolBodyTcpType0  # noqa: PLC0415

        d = dict(src_dict)
        name = d.pop("name")

        def _parse_cog(data: object) -> list[float] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                cog_type_0 = cast(list[float], data)

                return cog_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[float] | None | Unset, data)

        cog = _parse_cog(d.pop("cog", UNSET))

        def _parse_geometry(data: object) -> None | ToolBodyGeometryType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                geometry_type_0 = ToolBodyGeometryType0.from_dict(data)

                return geometry_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ToolBodyGeometryType0 | Unset, data)

        geometry = _parse_geometry(d.pop("geometry", UNSET))

        def _parse_mass_kg(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        mass_kg = _parse_mass_kg(d.pop("mass_kg", UNSET))

        def _parse_tcp(data: object) -> None | ToolBodyTcpType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                tcp_type_0 = ToolBodyTcpType0.from_dict(data)

                return tcp_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ToolBodyTcpType0 | Unset, data)

        tcp = _parse_tcp(d.pop("tcp", UNSET))

        tool_body = cls(
            name=name,
            cog=cog,
            geometry=geometry,
            mass_kg=mass_kg,
            tcp=tcp,
        )

        tool_body.additional_properties = d
        return tool_body

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
