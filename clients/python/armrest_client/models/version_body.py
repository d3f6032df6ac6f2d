from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="VersionBody")


@_attrs_define
class VersionBody:
    """`GET /version`.

    Example:
        {'api_version': '0.1.0', 'backend': 'sim', 'commit': '422dc19…', 'name': 'armrest', 'version': '0.1.0'}

    Attributes:
        api_version (str): The REST API's version: the OpenAPI document's `info.version`.
        backend (str): `sim` or `ros2`.
        commit (str): The git commit it was built from; `unknown` when built outside a git checkout.
        name (str):
        version (str): The crate's version.
    """

    api_version: str
    backend: str
    commit: str
    name: str
    version: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        api_version = self.api_version

        backend = self.backend

        commit = self.commit

        name = self.name

        version = self.version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "api_version": api_version,
                "backend": backend,
                "commit": commit,
                "name": name,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        api_version = d.pop("api_version")

        backend = d.pop("backend")

        commit = d.pop("commit")

        name = d.pop("name")

        version = d.pop("version")

        version_body = cls(
            api_version=api_version,
            backend=backend,
            commit=commit,
            name=name,
            version=version,
        )

        version_body.additional_properties = d
        return version_body

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
