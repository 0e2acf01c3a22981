from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.list_kr_keyword_reports_response_200_data_item_measured_item_verdict import (
    ListKrKeywordReportsResponse200DataItemMeasuredItemVerdict,
)

if TYPE_CHECKING:
    from ..models.list_kr_keyword_reports_response_200_data_item_measured_item_monthly_searches import (
        ListKrKeywordReportsResponse200DataItemMeasuredItemMonthlySearches,
    )


T = TypeVar("T", bound="ListKrKeywordReportsResponse200DataItemMeasuredItem")


@_attrs_define
class ListKrKeywordReportsResponse200DataItemMeasuredItem:
    """
    Attributes:
        keyword (str):
        monthly_searches (ListKrKeywordReportsResponse200DataItemMeasuredItemMonthlySearches):
        competition (None | str):
        docs (int | None):
        posts_per_month (int | None):
        measured_at (datetime.datetime):
        cached (bool):
        verdict (ListKrKeywordReportsResponse200DataItemMeasuredItemVerdict):
        docs_per_search (float | None):
        reason (str):
    """

    keyword: str
    monthly_searches: ListKrKeywordReportsResponse200DataItemMeasuredItemMonthlySearches
    competition: None | str
    docs: int | None
    posts_per_month: int | None
    measured_at: datetime.datetime
    cached: bool
    verdict: ListKrKeywordReportsResponse200DataItemMeasuredItemVerdict
    docs_per_search: float | None
    reason: str
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

        verdict = self.verdict.value

        docs_per_search: float | None
        docs_per_search = self.docs_per_search

        reason = self.reason

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
                "verdict": verdict,
                "docsPerSearch": docs_per_search,
                "reason": reason,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.list_kr_keyword_reports_response_200_data_item_measured_item_monthly_searches import (
            ListKrKeywordReportsResponse200DataItemMeasuredItemMonthlySearches,
        )

        d = dict(src_dict)
        keyword = d.pop("keyword")

        monthly_searches = ListKrKeywordReportsResponse200DataItemMeasuredItemMonthlySearches.from_dict(
            d.pop("monthlySearches")
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

        verdict = ListKrKeywordReportsResponse200DataItemMeasuredItemVerdict(
            d.pop("verdict")
        )

        def _parse_docs_per_search(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        docs_per_search = _parse_docs_per_search(d.pop("docsPerSearch"))

        reason = d.pop("reason")

        list_kr_keyword_reports_response_200_data_item_measured_item = cls(
            keyword=keyword,
            monthly_searches=monthly_searches,
            competition=competition,
            docs=docs,
            posts_per_month=posts_per_month,
            measured_at=measured_at,
            cached=cached,
            verdict=verdict,
            docs_per_search=docs_per_search,
            reason=reason,
        )

        list_kr_keyword_reports_response_200_data_item_measured_item.additional_properties = d
        return list_kr_keyword_reports_response_200_data_item_measured_item

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
