from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.search_vid_research_response_200_language import (
    SearchVidResearchResponse200Language,
)

if TYPE_CHECKING:
    from ..models.search_vid_research_response_200_quota import (
        SearchVidResearchResponse200Quota,
    )
    from ..models.search_vid_research_response_200_search import (
        SearchVidResearchResponse200Search,
    )
    from ..models.search_vid_research_response_200_videos_item import (
        SearchVidResearchResponse200VideosItem,
    )


T = TypeVar("T", bound="SearchVidResearchResponse200")


@_attrs_define
class SearchVidResearchResponse200:
    """
    Attributes:
        search (SearchVidResearchResponse200Search):
        topic (None | str):
        from_cache (bool):
        report_id (str):
        videos (list[SearchVidResearchResponse200VideosItem]):
        data_notes (list[str]):
        language (SearchVidResearchResponse200Language):
        prompt (str):
        quota (SearchVidResearchResponse200Quota):
    """

    search: SearchVidResearchResponse200Search
    topic: None | str
    from_cache: bool
    report_id: str
    videos: list[SearchVidResearchResponse200VideosItem]
    data_notes: list[str]
    language: SearchVidResearchResponse200Language
    prompt: str
    quota: SearchVidResearchResponse200Quota
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        search = self.search.to_dict()

        topic: None | str
        topic = self.topic

        from_cache = self.from_cache

        report_id = self.report_id

        videos = []
        for videos_item_data in self.videos:
            videos_item = videos_item_data.to_dict()
            videos.append(videos_item)

        data_notes = self.data_notes

        language = self.language.value

        prompt = self.prompt

        quota = self.quota.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "search": search,
                "topic": topic,
                "fromCache": from_cache,
                "reportId": report_id,
                "videos": videos,
                "dataNotes": data_notes,
                "language": language,
                "prompt": prompt,
                "quota": quota,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.search_vid_research_response_200_quota import (
            SearchVidResearchResponse200Quota,
        )
        from ..models.search_vid_research_response_200_search import (
            SearchVidResearchResponse200Search,
        )
        from ..models.search_vid_research_response_200_videos_item import (
            SearchVidResearchResponse200VideosItem,
        )

        d = dict(src_dict)
        search = SearchVidResearchResponse200Search.from_dict(d.pop("search"))

        def _parse_topic(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        topic = _parse_topic(d.pop("topic"))

        from_cache = d.pop("fromCache")

        report_id = d.pop("reportId")

        videos = []
        _videos = d.pop("videos")
        for videos_item_data in _videos:
            videos_item = SearchVidResearchResponse200VideosItem.from_dict(
                videos_item_data
            )

            videos.append(videos_item)

        data_notes = cast(list[str], d.pop("dataNotes"))

        language = SearchVidResearchResponse200Language(d.pop("language"))

        prompt = d.pop("prompt")

        quota = SearchVidResearchResponse200Quota.from_dict(d.pop("quota"))

        search_vid_research_response_200 = cls(
            search=search,
            topic=topic,
            from_cache=from_cache,
            report_id=report_id,
            videos=videos,
            data_notes=data_notes,
            language=language,
            prompt=prompt,
            quota=quota,
        )

        search_vid_research_response_200.additional_properties = d
        return search_vid_research_response_200

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
