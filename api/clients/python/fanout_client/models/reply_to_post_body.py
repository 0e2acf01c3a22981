from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="ReplyToPostBody")


@_attrs_define
class ReplyToPostBody:
    """
    Attributes:
        account_id (str | Unset): The connected account that acts; needed when several can.
        post_id (str | Unset): Our post id, or a post link of the channel.
        reply_id (str | Unset): A reply under the post: its externalId from GET /v1/posts/{id}/thread (channelReplies).
        owner_handle (str | Unset): With externalId: a post of a connected account.
        external_id (str | Unset): With ownerHandle: the post’s id on the channel.
        content (str | Unset): The reply’s text.
        media_ids (list[str] | Unset):
        force (bool | Unset): Send even though the same reply to the same post ended unconfirmed (look on the channel
            first).
    """

    account_id: str | Unset = UNSET
    post_id: str | Unset = UNSET
    reply_id: str | Unset = UNSET
    owner_handle: str | Unset = UNSET
    external_id: str | Unset = UNSET
    content: str | Unset = UNSET
    media_ids: list[str] | Unset = UNSET
    force: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        account_id = self.account_id

        post_id = self.post_id

        reply_id = self.reply_id

        owner_handle = self.owner_handle

        external_id = self.external_id

        content = self.content

        media_ids: list[str] | Unset = UNSET
        if not isinstance(self.media_ids, Unset):
            media_ids = self.media_ids

        force = self.force

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if account_id is not UNSET:
            field_dict["accountId"] = account_id
        if post_id is not UNSET:
            field_dict["postId"] = post_id
        if reply_id is not UNSET:
            field_dict["replyId"] = reply_id
        if owner_handle is not UNSET:
            field_dict["ownerHandle"] = owner_handle
        if external_id is not UNSET:
            field_dict["externalId"] = external_id
        if content is not UNSET:
            field_dict["content"] = content
        if media_ids is not UNSET:
            field_dict["mediaIds"] = media_ids
        if force is not UNSET:
            field_dict["force"] = force

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        account_id = d.pop("accountId", UNSET)

        post_id = d.pop("postId", UNSET)

        reply_id = d.pop("replyId", UNSET)

        owner_handle = d.pop("ownerHandle", UNSET)

        external_id = d.pop("externalId", UNSET)

        content = d.pop("content", UNSET)

        media_ids = cast(list[str], d.pop("mediaIds", UNSET))

        force = d.pop("force", UNSET)

        reply_to_post_body = cls(
            account_id=account_id,
            post_id=post_id,
            reply_id=reply_id,
            owner_handle=owner_handle,
            external_id=external_id,
            content=content,
            media_ids=media_ids,
            force=force,
        )

        return reply_to_post_body
