from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.update_automation_body_trigger_kind import UpdateAutomationBodyTriggerKind
from ..models.update_automation_body_trigger_match import (
    UpdateAutomationBodyTriggerMatch,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="UpdateAutomationBodyTrigger")


@_attrs_define
class UpdateAutomationBodyTrigger:
    """
    Attributes:
        kind (UpdateAutomationBodyTriggerKind | Unset): `post`: comments on one post of ours (`postId`); `next_post`: on
            the account’s next post, once it goes out; `any_post`: on any of its posts. Not while enabled.
        post_id (str | Unset): For `post`. Not while enabled.
        keywords (list[str] | Unset): Words a comment must have (see `match`); case-insensitive, NFC. Empty or absent:
            any comment.
        match (UpdateAutomationBodyTriggerMatch | Unset): `exact`: the whole comment is a keyword; `contains` (default):
            a keyword is in it.
    """

    kind: UpdateAutomationBodyTriggerKind | Unset = UNSET
    post_id: str | Unset = UNSET
    keywords: list[str] | Unset = UNSET
    match: UpdateAutomationBodyTriggerMatch | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        kind: str | Unset = UNSET
        if not isinstance(self.kind, Unset):
            kind = self.kind.value

        post_id = self.post_id

        keywords: list[str] | Unset = UNSET
        if not isinstance(self.keywords, Unset):
            keywords = self.keywords

        match: str | Unset = UNSET
        if not isinstance(self.match, Unset):
            match = self.match.value

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if kind is not UNSET:
            field_dict["kind"] = kind
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
        _kind = d.pop("kind", UNSET)
        kind: UpdateAutomationBodyTriggerKind | Unset
        if isinstance(_kind, Unset):
            kind = UNSET
        else:
            kind = UpdateAutomationBodyTriggerKind(_kind)

        post_id = d.pop("postId", UNSET)

        keywords = cast(list[str], d.pop("keywords", UNSET))

        _match = d.pop("match", UNSET)
        match: UpdateAutomationBodyTriggerMatch | Unset
        if isinstance(_match, Unset):
            match = UNSET
        else:
            match = UpdateAutomationBodyTriggerMatch(_match)

        update_automation_body_trigger = cls(
            kind=kind,
            post_id=post_id,
            keywords=keywords,
            match=match,
        )

        return update_automation_body_trigger
