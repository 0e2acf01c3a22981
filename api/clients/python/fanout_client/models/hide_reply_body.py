from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="HideReplyBody")


@_attrs_define
class HideReplyBody:
    """
    Attributes:
        account_id (str | Unset): The connected account that acts; needed when several can.
        post_id (str | Unset): Our post id, or a post link of the channel.
        reply_id (str | Unset): A reply under the post: its externalId from GET /v1/posts/{id}/thread (channelReplies).
        owner_handle (str | Unset): With externalId: a post of a connected account.
        external_id (str | Unset): With ownerHandle: the post’s id on the channel.
    """

    account_id: str | Unset = UNSET
    post_id: str | Unset = UNSET
    reply_id: str | Unset = UNSET
    owner_handle: str | Unset = UNSET
    external_id: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        account_id = self.account_id

        post_id = self.post_id

        reply_id = self.reply_id

        owner_handle = self.owner_handle

        external_id = self.external_id

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

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        account_id = d.pop("accountId", UNSET)

        post_id = d.pop("postId", UNSET)

        reply_id = d.pop("replyId", UNSET)

        owner_handle = d.pop("ownerHandle", UNSET)

        external_id = d.pop("externalId", UNSET)

        hide_reply_body = cls(
            account_id=account_id,
            post_id=post_id,
            reply_id=reply_id,
            owner_handle=owner_handle,
            external_id=external_id,
        )

        return hide_reply_body
