from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.create_automation_body_trigger_kind import CreateAutomationBodyTriggerKind
from ..models.create_automation_body_trigger_match import (
    CreateAutomationBodyTriggerMatch,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="CreateAutomationBodyTrigger")


@_attrs_define
class CreateAutomationBodyTrigger:
    """
    Attributes:
        kind (CreateAutomationBodyTriggerKind): `post`: comments on one post of ours (`postId`); `next_post`: on the
            account’s next post, once it goes out; `any_post`: on any of its posts.
        post_id (str | Unset): For `post`: our post, out on the account.
        keywords (list[str] | Unset): Words a comment must have (see `match`); case-insensitive, NFC. Empty or absent:
            any comment.
        match (CreateAutomationBodyTriggerMatch | Unset): `exact`: the whole comment is a keyword; `contains` (default):
            a keyword is in it.
    """

    kind: CreateAutomationBodyTriggerKind
    post_id: str | Unset = UNSET
    keywords: list[str] | Unset = UNSET
    match: CreateAutomationBodyTriggerMatch | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        post_id = self.post_id

        keywords: list[str] | Unset = UNSET
        if not isinstance(self.keywords, Unset):
            keywords = self.keywords

        match: str | Unset = UNSET
        if not isinstance(self.match, Unset):
            match = self.match.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kind": kind,
            }
        )
        if post_id is not UNSET:
            field_dict["postId"] = post_id
        if keywords is not UNSET:
            field_dict["keywords"] = keywords
        if match is not UNSET:
            field_dict["match"] = match

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        kind = CreateAutomationBodyTriggerKind(d.pop("kind"))

        post_id = d.pop("postId", UNSET)

        keywords = cast(list[str], d.pop("keywords", UNSET))

        _match = d.pop("match", UNSET)
        match: CreateAutomationBodyTriggerMatch | Unset
        if isinstance(_match, Unset):
            match = UNSET
        else:
            match = CreateAutomationBodyTriggerMatch(_match)

        create_automation_body_trigger = cls(
            kind=kind,
            post_id=post_id,
            keywords=keywords,
            match=match,
        )

        return create_automation_body_trigger
