from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.options_by_channel import OptionsByChannel
    from ..models.update_post_body_thread_items_item import (
        UpdatePostBodyThreadItemsItem,
    )


T = TypeVar("T", bound="UpdatePostBody")


@_attrs_define
class UpdatePostBody:
    """
    Attributes:
        content (str | Unset):
        account_ids (list[str] | Unset):
        media_ids (list[str] | Unset):
        options (OptionsByChannel | Unset):
        thread_items (list[UpdatePostBodyThreadItemsItem] | Unset):
        wait (bool | Unset):
        scheduled_at (None | str | Unset):
        draft (bool | Unset):
        source_version (str | Unset):
    """

    content: str | Unset = UNSET
    account_ids: list[str] | Unset = UNSET
    media_ids: list[str] | Unset = UNSET
    options: OptionsByChannel | Unset = UNSET
    thread_items: list[UpdatePostBodyThreadItemsItem] | Unset = UNSET
    wait: bool | Unset = UNSET
    scheduled_at: None | str | Unset = UNSET
    draft: bool | Unset = UNSET
    source_version: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        content = self.content

        account_ids: list[str] | Unset = UNSET
        if not isinstance(self.account_ids, Unset):
            account_ids = self.account_ids

        media_ids: list[str] | Unset = UNSET
        if not isinstance(self.media_ids, Unset):
            media_ids = self.media_ids

        options: dict[str, Any] | Unset = UNSET
        if not isinstance(self.options, Unset):
            options = self.options.to_dict()

        thread_items: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.thread_items, Unset):
            thread_items = []
            for thread_items_item_data in self.thread_items:
                thread_items_item = thread_items_item_data.to_dict()
                thread_items.append(thread_items_item)

        wait = self.wait

        scheduled_at: None | str | Unset
        if isinstance(self.scheduled_at, Unset):
            scheduled_at = UNSET
        else:
            scheduled_at = self.scheduled_at

        draft = self.draft

        source_version = self.source_version

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if content is not UNSET:
            field_dict["content"] = content
        if account_ids is not UNSET:
            field_dict["accountIds"] = account_ids
        if media_ids is not UNSET:
            field_dict["mediaIds"] = media_ids
        if options is not UNSET:
            field_dict["options"] = options
        if thread_items is not UNSET:
            field_dict["threadItems"] = thread_items
        if wait is not UNSET:
            field_dict["wait"] = wait
        if scheduled_at is not UNSET:
            field_dict["scheduledAt"] = scheduled_at
        if draft is not UNSET:
            field_dict["draft"] = draft
        if source_version is not UNSET:
            field_dict["sourceVersion"] = source_version

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.options_by_channel import OptionsByChannel
        from ..models.update_post_body_thread_items_item import (
            UpdatePostBodyThreadItemsItem,
        )

        d = dict(src_dict)
        content = d.pop("content", UNSET)

        account_ids = cast(list[str], d.pop("accountIds", UNSET))

        media_ids = cast(list[str], d.pop("mediaIds", UNSET))

        _options = d.pop("options", UNSET)
        options: OptionsByChannel | Unset
        if isinstance(_options, Unset):
            options = UNSET
        else:
            options = OptionsByChannel.from_dict(_options)

        _thread_items = d.pop("threadItems", UNSET)
        thread_items: list[UpdatePostBodyThreadItemsItem] | Unset = UNSET
        if _thread_items is not UNSET:
            thread_items = []
            for thread_items_item_data in _thread_items:
                thread_items_item = UpdatePostBodyThreadItemsItem.from_dict(
                    thread_items_item_data
                )

                thread_items.append(thread_items_item)

        wait = d.pop("wait", UNSET)

        def _parse_scheduled_at(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        scheduled_at = _parse_scheduled_at(d.pop("scheduledAt", UNSET))

        draft = d.pop("draft", UNSET)

        source_version = d.pop("sourceVersion", UNSET)

        update_post_body = cls(
            content=content,
            account_ids=account_ids,
            media_ids=media_ids,
            options=options,
            thread_items=thread_items,
            wait=wait,
            scheduled_at=scheduled_at,
            draft=draft,
            source_version=source_version,
        )

        return update_post_body
