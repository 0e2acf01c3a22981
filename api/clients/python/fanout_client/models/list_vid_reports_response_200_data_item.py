from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.list_vid_reports_response_200_data_item_search import (
        ListVidReportsResponse200DataItemSearch,
    )


T = TypeVar("T", bound="ListVidReportsResponse200DataItem")


@_attrs_define
class ListVidReportsResponse200DataItem:
    """
    Attributes:
        id (str):
        created_at (datetime.datetime):
        search (ListVidReportsResponse200DataItemSearch):
        topic (None | str):
        video_count (int):
        from_cache (bool):
        language (str):
    """

    id: str
    created_at: datetime.datetime
    search: ListVidReportsResponse200DataItemSearch
    topic: None | str
    video_count: int
    from_cache: bool
    language: str
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
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.list_vid_reports_response_200_data_item_search import (
            ListVidReportsResponse200DataItemSearch,
        )

        d = dict(src_dict)
        id = d.pop("id")

        created_at = datetime.datetime.fromisoformat(d.pop("createdAt"))

        search = ListVidReportsResponse200DataItemSearch.from_dict(d.pop("search"))

        def _parse_topic(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        topic = _parse_topic(d.pop("topic"))

        video_count = d.pop("videoCount")

        from_cache = d.pop("fromCache")

        language = d.pop("language")

        list_vid_reports_response_200_data_item = cls(
            id=id,
            created_at=created_at,
            search=search,
            topic=topic,
            video_count=video_count,
            from_cache=from_cache,
            language=language,
        )

        list_vid_reports_response_200_data_item.additional_properties = d
        return list_vid_reports_response_200_data_item

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
