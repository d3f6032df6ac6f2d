from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.node_body_parameters import NodeBodyParameters


T = TypeVar("T", bound="NodeBody")


@_attrs_define
class NodeBody:
    """One node's parameters.

    Attributes:
        node (str): The node, e.g. `/robot_arm_controller`.
        parameters (NodeBodyParameters): The parameters by name (upstream's names), as the node answered them.
        source (str): `read from …`, or why nothing was read (yet: armrest asks again every 5 s).
    """

    node: str
    parameters: NodeBodyParameters
    source: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        node = self.node

        parameters = self.parameters.to_dict()

        source = self.source

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "node": node,
                "parameters": parameters,
                "source": source,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.node_body_parameters import NodeBodyParameters  # noqa: PLC0415

        d = dict(src_dict)
        node = d.pop("node")

        parameters = NodeBodyParameters.from_dict(d.pop("parameters"))

        source = d.pop("source")

        node_body = cls(
            node=node,
            parameters=parameters,
            source=source,
        )

        node_body.additional_properties = d
        return node_body

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
