from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.get_kr_keyword_history_response_200_data_item_monthly_searches import (
        GetKrKeywordHistoryResponse200DataItemMonthlySearches,
    )


T = TypeVar("T", bound="GetKrKeywordHistoryResponse200DataItem")


@_attrs_define
class GetKrKeywordHistoryResponse200DataItem:
    """
    Attributes:
        keyword (str):
        monthly_searches (GetKrKeywordHistoryResponse200DataItemMonthlySearches):
        competition (None | str):
        docs (int | None):
        posts_per_month (int | None):
        measured_at (datetime.datetime):
        cached (bool):
        day (datetime.date):
    """

    keyword: str
    monthly_searches: GetKrKeywordHistoryResponse200DataItemMonthlySearches
    competition: None | str
    docs: int | None
    posts_per_month: int | None
    measured_at: datetime.datetime
    cached: bool
    day: datetime.date
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        keyword = self.keyword

        monthly_searches = self.monthly_searches.to_dict()

        competition: None | str
        competition = self.competition

        docs: int | None
        docs = self.docs

        posts_per_month: int | None
        posts_per_month = self.posts_per_month

        measured_at = self.measured_at.isoformat()

        cached = self.cached

        day = self.day.isoformat()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "keyword": keyword,
                "monthlySearches": monthly_searches,
                "competition": competition,
                "docs": docs,
                "postsPerMonth": posts_per_month,
                "measuredAt": measured_at,
                "cached": cached,
                "day": day,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.get_kr_keyword_history_response_200_data_item_monthly_searches import (
            GetKrKeywordHistoryResponse200DataItemMonthlySearches,
        )

        d = dict(src_dict)
        keyword = d.pop("keyword")

        monthly_searches = (
            GetKrKeywordHistoryResponse200DataItemMonthlySearches.from_dict(
                d.pop("monthlySearches")
            )
        )

        def _parse_competition(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        competition = _parse_competition(d.pop("competition"))

        def _parse_docs(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        docs = _parse_docs(d.pop("docs"))

        def _parse_posts_per_month(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        posts_per_month = _parse_posts_per_month(d.pop("postsPerMonth"))

        measured_at = datetime.datetime.fromisoformat(d.pop("measuredAt"))

        cached = d.pop("cached")

        day = datetime.date.fromisoformat(d.pop("day"))

        get_kr_keyword_history_response_200_data_item = cls(
            keyword=keyword,
            monthly_searches=monthly_searches,
            competition=competition,
            docs=docs,
            posts_per_month=posts_per_month,
            measured_at=measured_at,
            cached=cached,
            day=day,
        )

        get_kr_keyword_history_response_200_data_item.additional_properties = d
        return get_kr_keyword_history_response_200_data_item

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
