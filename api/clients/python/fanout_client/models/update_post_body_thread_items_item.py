from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="UpdatePostBodyThreadItemsItem")


@_attrs_define
class UpdatePostBodyThreadItemsItem:
    """
    Attributes:
        content (str):
        media_ids (list[str] | Unset):
    """

    content: str
    media_ids: list[str] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        content = self.content

        media_ids: list[str] | Unset = UNSET
        if not isinstance(self.media_ids, Unset):
            media_ids = self.media_ids

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "content": content,
            }
        )
        if media_ids is not UNSET:
            field_dict["mediaIds"] = media_ids

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        content = d.pop("content")

        media_ids = cast(list[str], d.pop("mediaIds", UNSET))

        update_post_body_thread_items_item = cls(
            content=content,
            media_ids=media_ids,
        )

        return update_post_body_thread_items_item
