from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.get_kr_keyword_history_response_200_data_item_monthly_searches_below_10_item import (
    GetKrKeywordHistoryResponse200DataItemMonthlySearchesBelow10Item,
)

T = TypeVar("T", bound="GetKrKeywordHistoryResponse200DataItemMonthlySearches")


@_attrs_define
class GetKrKeywordHistoryResponse200DataItemMonthlySearches:
    """
    Attributes:
        pc (int):
        mobile (int):
        total (int):
        below10 (list[GetKrKeywordHistoryResponse200DataItemMonthlySearchesBelow10Item]):
    """

    pc: int
    mobile: int
    total: int
    below10: list[GetKrKeywordHistoryResponse200DataItemMonthlySearchesBelow10Item]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        pc = self.pc

        mobile = self.mobile

        total = self.total

        below10 = []
        for below10_item_data in self.below10:
            below10_item = below10_item_data.value
            below10.append(below10_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "pc": pc,
                "mobile": mobile,
                "total": total,
                "below10": below10,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        pc = d.pop("pc")

        mobile = d.pop("mobile")

        total = d.pop("total")

        below10 = []
        _below10 = d.pop("below10")
        for below10_item_data in _below10:
            below10_item = (
                GetKrKeywordHistoryResponse200DataItemMonthlySearchesBelow10Item(
                    below10_item_data
                )
            )

            below10.append(below10_item)

        get_kr_keyword_history_response_200_data_item_monthly_searches = cls(
            pc=pc,
            mobile=mobile,
            total=total,
            below10=below10,
        )

        get_kr_keyword_history_response_200_data_item_monthly_searches.additional_properties = d
        return get_kr_keyword_history_response_200_data_item_monthly_searches

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
