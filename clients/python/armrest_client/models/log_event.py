from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.log_source import LogSource

T = TypeVar("T", bound="LogEvent")


@_attrs_define
class LogEvent:
    """`event: log`: a new line of a log, exactly as the log endpoint will return it.

    Attributes:
        line (str):
        seq (int):
        source (LogSource): Which log a line is from.
        stamp (str):
    """

    line: str
    seq: int
    source: LogSource
    stamp: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        line = self.line

        seq = self.seq

        source = self.source.value

        stamp = self.stamp

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "line": line,
                "seq": seq,
                "source": source,
                "stamp": stamp,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        line = d.pop("line")

        seq = d.pop("seq")

        source = LogSource(d.pop("source"))

        stamp = d.pop("stamp")

        log_event = cls(
            line=line,
            seq=seq,
            source=source,
            stamp=stamp,
        )

        log_event.additional_properties = d
        return log_event

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
