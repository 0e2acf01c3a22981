from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.search_vid_research_response_200_videos_item_format import (
    SearchVidResearchResponse200VideosItemFormat,
)

T = TypeVar("T", bound="SearchVidResearchResponse200VideosItem")


@_attrs_define
class SearchVidResearchResponse200VideosItem:
    """
    Attributes:
        video_id (str):
        url (str):
        title (str):
        channel_id (str):
        channel_title (str):
        published_at (str):
        duration_seconds (int):
        format_ (SearchVidResearchResponse200VideosItemFormat):
        views (int):
        subscribers (int | None):
        views_per_subscriber (float | None):
    """

    video_id: str
    url: str
    title: str
    channel_id: str
    channel_title: str
    published_at: str
    duration_seconds: int
    format_: SearchVidResearchResponse200VideosItemFormat
    views: int
    subscribers: int | None
    views_per_subscriber: float | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        video_id = self.video_id

        url = self.url

        title = self.title

        channel_id = self.channel_id

        channel_title = self.channel_title

        published_at = self.published_at

        duration_seconds = self.duration_seconds

        format_ = self.format_.value

        views = self.views

        subscribers: int | None
        subscribers = self.subscribers

        views_per_subscriber: float | None
        views_per_subscriber = self.views_per_subscriber

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "videoId": video_id,
                "url": url,
                "title": title,
                "channelId": channel_id,
                "channelTitle": channel_title,
                "publishedAt": published_at,
                "durationSeconds": duration_seconds,
                "format": format_,
                "views": views,
                "subscribers": subscribers,
                "viewsPerSubscriber": views_per_subscriber,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        video_id = d.pop("videoId")

        url = d.pop("url")

        title = d.pop("title")

        channel_id = d.pop("channelId")

        channel_title = d.pop("channelTitle")

        published_at = d.pop("publishedAt")

        duration_seconds = d.pop("durationSeconds")

        format_ = SearchVidResearchResponse200VideosItemFormat(d.pop("format"))

        views = d.pop("views")

        def _parse_subscribers(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        subscribers = _parse_subscribers(d.pop("subscribers"))

        def _parse_views_per_subscriber(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        views_per_subscriber = _parse_views_per_subscriber(d.pop("viewsPerSubscriber"))

        search_vid_research_response_200_videos_item = cls(
            video_id=video_id,
            url=url,
            title=title,
            channel_id=channel_id,
            channel_title=channel_title,
            published_at=published_at,
            duration_seconds=duration_seconds,
            format_=format_,
            views=views,
            subscribers=subscribers,
            views_per_subscriber=views_per_subscriber,
        )

        search_vid_research_response_200_videos_item.additional_properties = d
        return search_vid_research_response_200_videos_item

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
