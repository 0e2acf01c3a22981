from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.get_vid_report_response_200_search import (
        GetVidReportResponse200Search,
    )
    from ..models.get_vid_report_response_200_videos_item import (
        GetVidReportResponse200VideosItem,
    )


T = TypeVar("T", bound="GetVidReportResponse200")


@_attrs_define
class GetVidReportResponse200:
    """
    Attributes:
        id (str):
        created_at (datetime.datetime):
        search (GetVidReportResponse200Search):
        topic (None | str):
        video_count (int):
        from_cache (bool):
        language (str):
        videos (list[GetVidReportResponse200VideosItem]):
        prompt (str):
        data_notes (list[str]):
    """

    id: str
    created_at: datetime.datetime
    search: GetVidReportResponse200Search
    topic: None | str
    video_count: int
    from_cache: bool
    language: str
    videos: list[GetVidReportResponse200VideosItem]
    prompt: str
    data_notes: list[str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        created_at = self.created_at.isoformat()

        search = self.search.to_dict()

        topic: None | str
        topic = self.topic

        video_count = self.video_count

        from_cache = self.from_cache

        language = self.language

        videos = []
        for videos_item_data in self.videos:
            videos_item = videos_item_data.to_dict()
            videos.append(videos_item)

        prompt = self.prompt

        data_notes = self.data_notes

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "createdAt": created_at,
                "search": search,
                "topic": topic,
                "videoCount": video_count,
                "fromCache": from_cache,
                "language": language,
                "videos": videos,
                "prompt": prompt,
                "dataNotes": data_notes,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.get_vid_report_response_200_search import (
            GetVidReportResponse200Search,
        )
        from ..models.get_vid_report_response_200_videos_item import (
            GetVidReportResponse200VideosItem,
        )

        d = dict(src_dict)
        id = d.pop("id")

        created_at = datetime.datetime.fromisoformat(d.pop("createdAt"))

        search = GetVidReportResponse200Search.from_dict(d.pop("search"))

        def _parse_topic(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        topic = _parse_topic(d.pop("topic"))

        video_count = d.pop("videoCount")

        from_cache = d.pop("fromCache")

        language = d.pop("language")

        videos = []
        _videos = d.pop("videos")
        for videos_item_data in _videos:
            videos_item = GetVidReportResponse200VideosItem.from_dict(videos_item_data)

            videos.append(videos_item)

        prompt = d.pop("prompt")

        data_notes = cast(list[str], d.pop("dataNotes"))

        get_vid_report_response_200 = cls(
            id=id,
            created_at=created_at,
            search=search,
            topic=topic,
            video_count=video_count,
            from_cache=from_cache,
            language=language,
            videos=videos,
            prompt=prompt,
            data_notes=data_notes,
        )

        get_vid_report_response_200.additional_properties = d
        return get_vid_report_response_200

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
