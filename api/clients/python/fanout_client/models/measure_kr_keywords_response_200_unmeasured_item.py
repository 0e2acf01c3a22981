from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.measure_kr_keywords_response_200_unmeasured_item_reason import (
    MeasureKrKeywordsResponse200UnmeasuredItemReason,
)

T = TypeVar("T", bound="MeasureKrKeywordsResponse200UnmeasuredItem")


@_attrs_define
class MeasureKrKeywordsResponse200UnmeasuredItem:
    """
    Attributes:
        keyword (str):
        reason (MeasureKrKeywordsResponse200UnmeasuredItemReason):
    """

    keyword: str
    reason: MeasureKrKeywordsResponse200UnmeasuredItemReason
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        keyword = self.keyword

        reason = self.reason.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "keyword": keyword,
                "reason": reason,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        keyword = d.pop("keyword")

        reason = MeasureKrKeywordsResponse200UnmeasuredItemReason(d.pop("reason"))

        measure_kr_keywords_response_200_unmeasured_item = cls(
            keyword=keyword,
            reason=reason,
        )

        measure_kr_keywords_response_200_unmeasured_item.additional_properties = d
        return measure_kr_keywords_response_200_unmeasured_item

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
