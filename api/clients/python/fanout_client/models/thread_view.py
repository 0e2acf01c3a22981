from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.post_status import PostStatus
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.post import Post
    from ..models.post_error_type_0 import PostErrorType0
    from ..models.post_next import PostNext
    from ..models.post_options import PostOptions
    from ..models.post_targets_item import PostTargetsItem
    from ..models.post_thread import PostThread
    from ..models.post_thread_items_type_0_item import PostThreadItemsType0Item
    from ..models.thread_view_channel_replies_item import ThreadViewChannelRepliesItem
    from ..models.thread_view_metrics_item import ThreadViewMetricsItem


T = TypeVar("T", bound="ThreadView")


@_attrs_define
class ThreadView:
    """
    Attributes:
        id (str):
        status (PostStatus):
        content (str):
        thread_items (list[PostThreadItemsType0Item] | None):
        media_ids (list[str]):
        options (PostOptions):
        scheduled_at (datetime.datetime | None):
        batch_id (None | str):
        reply_to (None | str):
        topic_tag (None | str):
        error (None | PostErrorType0):
        created_at (datetime.datetime):
        updated_at (datetime.datetime):
        targets (list[PostTargetsItem]):
        replies (list[Post]):
        metrics (list[ThreadViewMetricsItem]):
        channel_replies (list[ThreadViewChannelRepliesItem]):
        thread (PostThread | Unset):
        deleted (bool | Unset):
        deleted_at (datetime.datetime | Unset):
        next_ (PostNext | Unset):
        note (str | Unset):
    """

    id: str
    status: PostStatus
    content: str
    thread_items: list[PostThreadItemsType0Item] | None
    media_ids: list[str]
    options: PostOptions
    scheduled_at: datetime.datetime | None
    batch_id: None | str
    reply_to: None | str
    topic_tag: None | str
    error: None | PostErrorType0
    created_at: datetime.datetime
    updated_at: datetime.datetime
    targets: list[PostTargetsItem]
    replies: list[Post]
    metrics: list[ThreadViewMetricsItem]
    channel_replies: list[ThreadViewChannelRepliesItem]
    thread: PostThread | Unset = UNSET
    deleted: bool | Unset = UNSET
    deleted_at: datetime.datetime | Unset = UNSET
    next_: PostNext | Unset = UNSET
    note: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.post_error_type_0 import PostErrorType0

        id = self.id

        status = self.status.value

        content = self.content

        thread_items: list[dict[str, Any]] | None
        if isinstance(self.thread_items, list):
            thread_items = []
            for thread_items_type_0_item_data in self.thread_items:
                thread_items_type_0_item = thread_items_type_0_item_data.to_dict()
                thread_items.append(thread_items_type_0_item)

        else:
            thread_items = self.thread_items

        media_ids = self.media_ids

        options = self.options.to_dict()

        scheduled_at: None | str
        if isinstance(self.scheduled_at, datetime.datetime):
            scheduled_at = self.scheduled_at.isoformat()
        else:
            scheduled_at = self.scheduled_at

        batch_id: None | str
        batch_id = self.batch_id

        reply_to: None | str
        reply_to = self.reply_to

        topic_tag: None | str
        topic_tag = self.topic_tag

        error: dict[str, Any] | None
        if isinstance(self.error, PostErrorType0):
            error = self.error.to_dict()
        else:
            error = self.error

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()

        targets = []
        for targets_item_data in self.targets:
            targets_item = targets_item_data.to_dict()
            targets.append(targets_item)

        replies = []
        for replies_item_data in self.replies:
            replies_item = replies_item_data.to_dict()
            replies.append(replies_item)

        metrics = []
        for metrics_item_data in self.metrics:
            metrics_item = metrics_item_data.to_dict()
            metrics.append(metrics_item)

        channel_replies = []
        for channel_replies_item_data in self.channel_replies:
            channel_replies_item = channel_replies_item_data.to_dict()
            channel_replies.append(channel_replies_item)

        thread: dict[str, Any] | Unset = UNSET
        if not isinstance(self.thread, Unset):
            thread = self.thread.to_dict()

        deleted = self.deleted

        deleted_at: str | Unset = UNSET
        if not isinstance(self.deleted_at, Unset):
            deleted_at = self.deleted_at.isoformat()

        next_: dict[str, Any] | Unset = UNSET
        if not isinstance(self.next_, Unset):
            next_ = self.next_.to_dict()

        note = self.note

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "status": status,
                "content": content,
                "threadItems": thread_items,
                "mediaIds": media_ids,
                "options": options,
                "scheduledAt": scheduled_at,
                "batchId": batch_id,
                "replyTo": reply_to,
                "topicTag": topic_tag,
                "error": error,
                "createdAt": created_at,
                "updatedAt": updated_at,
                "targets": targets,
                "replies": replies,
                "metrics": metrics,
                "channelReplies": channel_replies,
            }
        )
        if thread is not UNSET:
            field_dict["thread"] = thread
        if deleted is not UNSET:
            field_dict["deleted"] = deleted
        if deleted_at is not UNSET:
            field_dict["deletedAt"] = deleted_at
        if next_ is not UNSET:
            field_dict["next"] = next_
        if note is not UNSET:
            field_dict["note"] = note

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.post import Post
        from ..models.post_error_type_0 import PostErrorType0
        from ..models.post_next import PostNext
        from ..models.post_options import PostOptions
        from ..models.post_targets_item import PostTargetsItem
        from ..models.post_thread import PostThread
        from ..models.post_thread_items_type_0_item import PostThreadItemsType0Item
        from ..models.thread_view_channel_replies_item import (
            ThreadViewChannelRepliesItem,
        )
        from ..models.thread_view_metrics_item import ThreadViewMetricsItem

        d = dict(src_dict)
        id = d.pop("id")

        status = PostStatus(d.pop("status"))

        content = d.pop("content")

        def _parse_thread_items(data: object) -> list[PostThreadItemsType0Item] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                thread_items_type_0 = []
                _thread_items_type_0 = data
                for thread_items_type_0_item_data in _thread_items_type_0:
                    thread_items_type_0_item = PostThreadItemsType0Item.from_dict(
                        thread_items_type_0_item_data
                    )

                    thread_items_type_0.append(thread_items_type_0_item)

                return thread_items_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[PostThreadItemsType0Item] | None, data)

        thread_items = _parse_thread_items(d.pop("threadItems"))

        media_ids = cast(list[str], d.pop("mediaIds"))

        options = PostOptions.from_dict(d.pop("options"))

        def _parse_scheduled_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                scheduled_at_type_0 = datetime.datetime.fromisoformat(data)

                return scheduled_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        scheduled_at = _parse_scheduled_at(d.pop("scheduledAt"))

        def _parse_batch_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        batch_id = _parse_batch_id(d.pop("batchId"))

        def _parse_reply_to(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        reply_to = _parse_reply_to(d.pop("replyTo"))

        def _parse_topic_tag(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        topic_tag = _parse_topic_tag(d.pop("topicTag"))

        def _parse_error(data: object) -> None | PostErrorType0:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                error_type_0 = PostErrorType0.from_dict(data)

                return error_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PostErrorType0, data)

        error = _parse_error(d.pop("error"))

        created_at = datetime.datetime.fromisoformat(d.pop("createdAt"))

        updated_at = datetime.datetime.fromisoformat(d.pop("updatedAt"))

        targets = []
        _targets = d.pop("targets")
        for targets_item_data in _targets:
            targets_item = PostTargetsItem.from_dict(targets_item_data)

            targets.append(targets_item)

        replies = []
        _replies = d.pop("replies")
        for replies_item_data in _replies:
            replies_item = Post.from_dict(replies_item_data)

            replies.append(replies_item)

        metrics = []
        _metrics = d.pop("metrics")
        for metrics_item_data in _metrics:
            metrics_item = ThreadViewMetricsItem.from_dict(metrics_item_data)

            metrics.append(metrics_item)

        channel_replies = []
        _channel_replies = d.pop("channelReplies")
        for channel_replies_item_data in _channel_replies:
            channel_replies_item = ThreadViewChannelRepliesItem.from_dict(
                channel_replies_item_data
            )

            channel_replies.append(channel_replies_item)

        _thread = d.pop("thread", UNSET)
        thread: PostThread | Unset
        if isinstance(_thread, Unset):
            thread = UNSET
        else:
            thread = PostThread.from_dict(_thread)

        deleted = d.pop("deleted", UNSET)

        _deleted_at = d.pop("deletedAt", UNSET)
        deleted_at: datetime.datetime | Unset
        if isinstance(_deleted_at, Unset):
            deleted_at = UNSET
        else:
            deleted_at = datetime.datetime.fromisoformat(_deleted_at)

        _next_ = d.pop("next", UNSET)
        next_: PostNext | Unset
        if isinstance(_next_, Unset):
            next_ = UNSET
        else:
            next_ = PostNext.from_dict(_next_)

        note = d.pop("note", UNSET)

        thread_view = cls(
            id=id,
            status=status,
            content=content,
            thread_items=thread_items,
            media_ids=media_ids,
            options=options,
            scheduled_at=scheduled_at,
            batch_id=batch_id,
            reply_to=reply_to,
            topic_tag=topic_tag,
            error=error,
            created_at=created_at,
            updated_at=updated_at,
            targets=targets,
            replies=replies,
            metrics=metrics,
            channel_replies=channel_replies,
            thread=thread,
            deleted=deleted,
            deleted_at=deleted_at,
            next_=next_,
            note=note,
        )

        thread_view.additional_properties = d
        return thread_view

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
