from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.create_post_body_thread_items_item import (
        CreatePostBodyThreadItemsItem,
    )
    from ..models.options_by_channel import OptionsByChannel


T = TypeVar("T", bound="CreatePostBody")


@_attrs_define
class CreatePostBody:
    """
    Attributes:
        account_ids (list[str]):
        content (str | Unset):
        media_ids (list[str] | Unset):
        options (OptionsByChannel | Unset):
        thread_items (list[CreatePostBodyThreadItemsItem] | Unset):
        wait (bool | Unset):
        scheduled_at (str | Unset):
        draft (bool | Unset):
        batch_id (str | Unset):
        reply_to (str | Unset):
        topic_tag (str | Unset):
    """

    account_ids: list[str]
    content: str | Unset = UNSET
    media_ids: list[str] | Unset = UNSET
    options: OptionsByChannel | Unset = UNSET
    thread_items: list[CreatePostBodyThreadItemsItem] | Unset = UNSET
    wait: bool | Unset = UNSET
    scheduled_at: str | Unset = UNSET
    draft: bool | Unset = UNSET
    batch_id: str | Unset = UNSET
    reply_to: str | Unset = UNSET
    topic_tag: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        account_ids = self.account_ids

        content = self.content

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

        scheduled_at = self.scheduled_at

        draft = self.draft

        batch_id = self.batch_id

        reply_to = self.reply_to

        topic_tag = self.topic_tag

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "accountIds": account_ids,
            }
        )
        if content is not UNSET:
            field_dict["content"] = content
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
        if batch_id is not UNSET:
            field_dict["batchId"] = batch_id
        if reply_to is not UNSET:
            field_dict["replyTo"] = reply_to
        if topic_tag is not UNSET:
            field_dict["topicTag"] = topic_tag

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.create_post_body_thread_items_item import (
            CreatePostBodyThreadItemsItem,
        )
        from ..models.options_by_channel import OptionsByChannel

        d = dict(src_dict)
        account_ids = cast(list[str], d.pop("accountIds"))

        content = d.pop("content", UNSET)

        media_ids = cast(list[str], d.pop("mediaIds", UNSET))

        _options = d.pop("options", UNSET)
        options: OptionsByChannel | Unset
        if isinstance(_options, Unset):
            options = UNSET
        else:
            options = OptionsByChannel.from_dict(_options)

        _thread_items = d.pop("threadItems", UNSET)
        thread_items: list[CreatePostBodyThreadItemsItem] | Unset = UNSET
        if _thread_items is not UNSET:
            thread_items = []
            for thread_items_item_data in _thread_items:
                thread_items_item = CreatePostBodyThreadItemsItem.from_dict(
                    thread_items_item_data
                )

                thread_items.append(thread_items_item)

        wait = d.pop("wait", UNSET)

        scheduled_at = d.pop("scheduledAt", UNSET)

        draft = d.pop("draft", UNSET)

        batch_id = d.pop("batchId", UNSET)

        reply_to = d.pop("replyTo", UNSET)

        topic_tag = d.pop("topicTag", UNSET)

        create_post_body = cls(
            account_ids=account_ids,
            content=content,
            media_ids=media_ids,
            options=options,
            thread_items=thread_items,
            wait=wait,
            scheduled_at=scheduled_at,
            draft=draft,
            batch_id=batch_id,
            reply_to=reply_to,
            topic_tag=topic_tag,
        )

        return create_post_body
