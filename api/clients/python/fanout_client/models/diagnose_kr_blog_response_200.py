from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.diagnose_kr_blog_response_200_categories_item import (
        DiagnoseKrBlogResponse200CategoriesItem,
    )
    from ..models.diagnose_kr_blog_response_200_dated_or_episode_titles import (
        DiagnoseKrBlogResponse200DatedOrEpisodeTitles,
    )
    from ..models.diagnose_kr_blog_response_200_posts_per_month_item import (
        DiagnoseKrBlogResponse200PostsPerMonthItem,
    )
    from ..models.diagnose_kr_blog_response_200_quota import (
        DiagnoseKrBlogResponse200Quota,
    )
    from ..models.diagnose_kr_blog_response_200_range import (
        DiagnoseKrBlogResponse200Range,
    )
    from ..models.diagnose_kr_blog_response_200_repeated_title_words_item import (
        DiagnoseKrBlogResponse200RepeatedTitleWordsItem,
    )
    from ..models.diagnose_kr_blog_response_200_search_intent import (
        DiagnoseKrBlogResponse200SearchIntent,
    )


T = TypeVar("T", bound="DiagnoseKrBlogResponse200")


@_attrs_define
class DiagnoseKrBlogResponse200:
    """
    Attributes:
        blog_id (str):
        posts_read (int):
        search_intent (DiagnoseKrBlogResponse200SearchIntent):
        dated_or_episode_titles (DiagnoseKrBlogResponse200DatedOrEpisodeTitles):
        posts_per_month (list[DiagnoseKrBlogResponse200PostsPerMonthItem]):
        categories (list[DiagnoseKrBlogResponse200CategoriesItem]):
        repeated_title_words (list[DiagnoseKrBlogResponse200RepeatedTitleWordsItem]):
        range_ (DiagnoseKrBlogResponse200Range):
        advice (list[str]):
        cached (bool):
        fetched_at (datetime.datetime):
        quota (DiagnoseKrBlogResponse200Quota):
    """

    blog_id: str
    posts_read: int
    search_intent: DiagnoseKrBlogResponse200SearchIntent
    dated_or_episode_titles: DiagnoseKrBlogResponse200DatedOrEpisodeTitles
    posts_per_month: list[DiagnoseKrBlogResponse200PostsPerMonthItem]
    categories: list[DiagnoseKrBlogResponse200CategoriesItem]
    repeated_title_words: list[DiagnoseKrBlogResponse200RepeatedTitleWordsItem]
    range_: DiagnoseKrBlogResponse200Range
    advice: list[str]
    cached: bool
    fetched_at: datetime.datetime
    quota: DiagnoseKrBlogResponse200Quota
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        blog_id = self.blog_id

        posts_read = self.posts_read

        search_intent = self.search_intent.to_dict()

        dated_or_episode_titles = self.dated_or_episode_titles.to_dict()

        posts_per_month = []
        for posts_per_month_item_data in self.posts_per_month:
            posts_per_month_item = posts_per_month_item_data.to_dict()
            posts_per_month.append(posts_per_month_item)

        categories = []
        for categories_item_data in self.categories:
            categories_item = categories_item_data.to_dict()
            categories.append(categories_item)

        repeated_title_words = []
        for repeated_title_words_item_data in self.repeated_title_words:
            repeated_title_words_item = repeated_title_words_item_data.to_dict()
            repeated_title_words.append(repeated_title_words_item)

        range_ = self.range_.to_dict()

        advice = self.advice

        cached = self.cached

        fetched_at = self.fetched_at.isoformat()

        quota = self.quota.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "blogId": blog_id,
                "postsRead": posts_read,
                "searchIntent": search_intent,
                "datedOrEpisodeTitles": dated_or_episode_titles,
                "postsPerMonth": posts_per_month,
                "categories": categories,
                "repeatedTitleWords": repeated_title_words,
                "range": range_,
                "advice": advice,
                "cached": cached,
                "fetchedAt": fetched_at,
                "quota": quota,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.diagnose_kr_blog_response_200_categories_item import (
            DiagnoseKrBlogResponse200CategoriesItem,
        )
        from ..models.diagnose_kr_blog_response_200_dated_or_episode_titles import (
            DiagnoseKrBlogResponse200DatedOrEpisodeTitles,
        )
        from ..models.diagnose_kr_blog_response_200_posts_per_month_item import (
            DiagnoseKrBlogResponse200PostsPerMonthItem,
        )
        from ..models.diagnose_kr_blog_response_200_quota import (
            DiagnoseKrBlogResponse200Quota,
        )
        from ..models.diagnose_kr_blog_response_200_range import (
            DiagnoseKrBlogResponse200Range,
        )
        from ..models.diagnose_kr_blog_response_200_repeated_title_words_item import (
            DiagnoseKrBlogResponse200RepeatedTitleWordsItem,
        )
        from ..models.diagnose_kr_blog_response_200_search_intent import (
            DiagnoseKrBlogResponse200SearchIntent,
        )

        d = dict(src_dict)
        blog_id = d.pop("blogId")

        posts_read = d.pop("postsRead")

        search_intent = DiagnoseKrBlogResponse200SearchIntent.from_dict(
            d.pop("searchIntent")
        )

        dated_or_episode_titles = (
            DiagnoseKrBlogResponse200DatedOrEpisodeTitles.from_dict(
                d.pop("datedOrEpisodeTitles")
            )
        )

        posts_per_month = []
        _posts_per_month = d.pop("postsPerMonth")
        for posts_per_month_item_data in _posts_per_month:
            posts_per_month_item = DiagnoseKrBlogResponse200PostsPerMonthItem.from_dict(
                posts_per_month_item_data
            )

            posts_per_month.append(posts_per_month_item)

        categories = []
        _categories = d.pop("categories")
        for categories_item_data in _categories:
            categories_item = DiagnoseKrBlogResponse200CategoriesItem.from_dict(
                categories_item_data
            )

            categories.append(categories_item)

        repeated_title_words = []
        _repeated_title_words = d.pop("repeatedTitleWords")
        for repeated_title_words_item_data in _repeated_title_words:
            repeated_title_words_item = (
                DiagnoseKrBlogResponse200RepeatedTitleWordsItem.from_dict(
                    repeated_title_words_item_data
                )
            )

            repeated_title_words.append(repeated_title_words_item)

        range_ = DiagnoseKrBlogResponse200Range.from_dict(d.pop("range"))

        advice = cast(list[str], d.pop("advice"))

        cached = d.pop("cached")

        fetched_at = datetime.datetime.fromisoformat(d.pop("fetchedAt"))

        quota = DiagnoseKrBlogResponse200Quota.from_dict(d.pop("quota"))

        diagnose_kr_blog_response_200 = cls(
            blog_id=blog_id,
            posts_read=posts_read,
            search_intent=search_intent,
            dated_or_episode_titles=dated_or_episode_titles,
            posts_per_month=posts_per_month,
            categories=categories,
            repeated_title_words=repeated_title_words,
            range_=range_,
            advice=advice,
            cached=cached,
            fetched_at=fetched_at,
            quota=quota,
        )

        diagnose_kr_blog_response_200.additional_properties = d
        return diagnose_kr_blog_response_200

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
