from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.thread_view_metrics_item_error import ThreadViewMetricsItemError
    from ..models.thread_view_metrics_item_values_type_0 import (
        ThreadViewMetricsItemValuesType0,
    )


T = TypeVar("T", bound="ThreadViewMetricsItem")


@_attrs_define
class ThreadViewMetricsItem:
    """
    Attributes:
        target_id (str):
        platform (str):
        supported (bool):
        values (None | ThreadViewMetricsItemValuesType0):
        as_of (datetime.datetime | Unset):
        error (ThreadViewMetricsItemError | Unset):
    """

    target_id: str
    platform: str
    supported: bool
    values: None | ThreadViewMetricsItemValuesType0
    as_of: datetime.datetime | Unset = UNSET
    error: ThreadViewMetricsItemError | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.thread_view_metrics_item_values_type_0 import (
            ThreadViewMetricsItemValuesType0,
        )

        target_id = self.target_id

        platform = self.platform

        supported = self.supported

        values: dict[str, Any] | None
        if isinstance(self.values, ThreadViewMetricsItemValuesType0):
            values = self.values.to_dict()
        else:
            values = self.values

        as_of: str | Unset = UNSET
        if not isinstance(self.as_of, Unset):
            as_of = self.as_of.isoformat()

        error: dict[str, Any] | Unset = UNSET
        if not isinstance(self.error, Unset):
            error = self.error.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "targetId": target_id,
                "platform": platform,
                "supported": supported,
                "values": values,
            }
        )
        if as_of is not UNSET:
            field_dict["asOf"] = as_of
        if error is not UNSET:
            field_dict["error"] = error

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.thread_view_metrics_item_error import ThreadViewMetricsItemError
        from ..models.thread_view_metrics_item_values_type_0 import (
            ThreadViewMetricsItemValuesType0,
        )

        d = dict(src_dict)
        target_id = d.pop("targetId")

        platform = d.pop("platform")

        supported = d.pop("supported")

        def _parse_values(data: object) -> None | ThreadViewMetricsItemValuesType0:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                values_type_0 = ThreadViewMetricsItemValuesType0.from_dict(data)

                return values_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ThreadViewMetricsItemValuesType0, data)

        values = _parse_values(d.pop("values"))

        _as_of = d.pop("asOf", UNSET)
        as_of: datetime.datetime | Unset
        if isinstance(_as_of, Unset):
            as_of = UNSET
        else:
            as_of = datetime.datetime.fromisoformat(_as_of)

        _error = d.pop("error", UNSET)
        error: ThreadViewMetricsItemError | Unset
        if isinstance(_error, Unset):
            error = UNSET
        else:
            error = ThreadViewMetricsItemError.from_dict(_error)

        thread_view_metrics_item = cls(
            target_id=target_id,
            platform=platform,
            supported=supported,
            values=values,
            as_of=as_of,
            error=error,
        )

        thread_view_metrics_item.additional_properties = d
        return thread_view_metrics_item

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
