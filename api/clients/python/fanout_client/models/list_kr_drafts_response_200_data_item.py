from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.list_kr_drafts_response_200_data_item_saved_by import (
    ListKrDraftsResponse200DataItemSavedBy,
)

T = TypeVar("T", bound="ListKrDraftsResponse200DataItem")


@_attrs_define
class ListKrDraftsResponse200DataItem:
    """
    Attributes:
        log_no (str):
        title (str):
        created_at (str):
        saved_by (ListKrDraftsResponse200DataItemSavedBy):
        post_id (None | str):
    """

    log_no: str
    title: str
    created_at: str
    saved_by: ListKrDraftsResponse200DataItemSavedBy
    post_id: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        log_no = self.log_no

        title = self.title

        created_at = self.created_at

        saved_by = self.saved_by.value

        post_id: None | str
        post_id = self.post_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "logNo": log_no,
                "title": title,
                "createdAt": created_at,
                "savedBy": saved_by,
                "postId": post_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        log_no = d.pop("logNo")

        title = d.pop("title")

        created_at = d.pop("createdAt")

        saved_by = ListKrDraftsResponse200DataItemSavedBy(d.pop("savedBy"))

        def _parse_post_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        post_id = _parse_post_id(d.pop("postId"))

        list_kr_drafts_response_200_data_item = cls(
            log_no=log_no,
            title=title,
            created_at=created_at,
            saved_by=saved_by,
            post_id=post_id,
        )

        list_kr_drafts_response_200_data_item.additional_properties = d
        return list_kr_drafts_response_200_data_item

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
