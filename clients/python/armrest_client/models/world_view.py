from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.tool_box import ToolBox
    from ..models.tool_cylinder import ToolCylinder
    from ..models.tool_definition import ToolDefinition
    from ..models.tool_sphere import ToolSphere
    from ..models.world_object_box import WorldObjectBox
    from ..models.world_object_cylinder import WorldObjectCylinder
    from ..models.world_object_sphere import WorldObjectSphere


T = TypeVar("T", bound="WorldView")


@_attrs_define
class WorldView:
    """The world as `GET /world` gives it and a `world` event carries it.

    Attributes:
        objects (list[WorldObjectBox | WorldObjectCylinder | WorldObjectSphere]): The objects, by id.
        version (int): Counts the changes since start-up (0: as the world file gave it).
        active_tool (None | ToolDefinition | Unset):
        tool (None | ToolBox | ToolCylinder | ToolSphere | Unset):
    """

    objects: list[WorldObjectBox | WorldObjectCylinder | WorldObjectSphere]
    version: int
    active_tool: None | ToolDefinition | Unset = UNSET
    tool: None | ToolBox | ToolCylinder | ToolSphere | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.tool_box import ToolBox  # noqa: PLC0415
        from ..models.tool_cylinder import ToolCylinder  # noqa: PLC0415
        from ..models.tool_definition import ToolDefinition  # noqa: PLC0415
        from ..models.tool_sphere import ToolSphere  # noqa: PLC0415
        from ..models.world_object_box import WorldObjectBox  # noqa: PLC0415
        from ..models.world_object_sphere import WorldObjectSphere  # noqa: PLC0415

        objects = []
        for objects_item_data in self.objects:
            objects_item: dict[str, Any]
            if isinstance(objects_item_data, WorldObjectBox):
                objects_item = objects_item_data.to_dict()
            elif isinstance(objects_item_data, WorldObjectSphere):
                objects_item = objects_item_data.to_dict()
            else:
                objects_item = objects_item_data.to_dict()

            objects.append(objects_item)

        version = self.version

        active_tool: dict[str, Any] | None | Unset
        if isinstance(self.active_tool, Unset):
            active_tool = UNSET
        elif isinstance(self.active_tool, ToolDefinition):
            active_tool = self.active_tool.to_dict()
        else:
            active_tool = self.active_tool

        tool: dict[str, Any] | None | Unset
        if isinstance(self.tool, Unset):
            tool = UNSET
        elif isinstance(self.tool, ToolBox):
            tool = self.tool.to_dict()
        elif isinstance(self.tool, ToolSphere):
            tool = self.tool.to_dict()
        elif isinstance(self.tool, ToolCylinder):
            tool = self.tool.to_dict()
        else:
            tool = self.tool

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "objects": objects,
                "version": version,
            }
        )
        if active_tool is not UNSET:
            field_dict["active_tool"] = active_tool
        if tool is not UNSET:
            field_dict["tool"] = tool

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.tool_box import ToolBox  # noqa: PLC0415
        from ..models.tool_cylinder import ToolCylinder  # noqa: PLC0415
        from ..models.tool_definition import ToolDefinition  # noqa: PLC0415
        from ..models.tool_sphere import ToolSphere  # noqa: PLC0415
        from ..models.world_object_box import WorldObjectBox  # noqa: PLC0415
        from ..models.world_object_cylinder import WorldObjectCylinder  # noqa: PLC0415
        from ..models.world_object_sphere import WorldObjectSphere  # noqa: PLC0415

        d = dict(src_dict)
        objects = []
        _objects = d.pop("objects")
        for objects_item_data in _objects:

            def _parse_objects_item(data: object) -> WorldObjectBox | WorldObjectCylinder | WorldObjectSphere:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_world_object_world_object_box = WorldObjectBox.from_dict(data)

                    return componentsschemas_world_object_world_object_box
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_world_object_world_object_sphere = WorldObjectSphere.from_dict(data)

                    return componentsschemas_world_object_world_object_sphere
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_world_object_world_object_cylinder = WorldObjectCylinder.from_dict(data)

                return componentsschemas_world_object_world_object_cylinder

            objects_item = _parse_objects_item(objects_item_data)

            objects.append(objects_item)

        version = d.pop("version")

        def _parse_active_tool(data: object) -> None | ToolDefinition | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                active_tool_type_0 = ToolDefinition.from_dict(data)

                return active_tool_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ToolDefinition | Unset, data)

        active_tool = _parse_active_tool(d.pop("active_tool", UNSET))

        def _parse_tool(data: object) -> None | ToolBox | ToolCylinder | ToolSphere | Unset:
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

        tool = _parse_tool(d.pop("tool", UNSET))

        world_view = cls(
            objects=objects,
            version=version,
            active_tool=active_tool,
            tool=tool,
        )

        world_view.additional_properties = d
        return world_view

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
