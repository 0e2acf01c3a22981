from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.micro_options_reply_settings import MicroOptionsReplySettings
from ..types import UNSET, Unset

T = TypeVar("T", bound="MicroOptions")


@_attrs_define
class MicroOptions:
    """
    Attributes:
        content (str | Unset):
        reply_settings (MicroOptionsReplySettings | Unset): Who may reply to the post; everyone when left out.
    """

    content: str | Unset = UNSET
    reply_settings: MicroOptionsReplySettings | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        content = self.content

        reply_settings: str | Unset = UNSET
        if not isinstance(self.reply_settings, Unset):
            reply_settings = self.reply_settings.value

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if content is not UNSET:
            field_dict["content"] = content
        if reply_settings is not UNSET:
            field_dict["replySettings"] = reply_settings

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        content = d.pop("content", UNSET)

        _reply_settings = d.pop("replySettings", UNSET)
        reply_settings: MicroOptionsReplySettings | Unset
        if isinstance(_reply_settings, Unset):
            reply_settings = UNSET
        else:
            reply_settings = MicroOptionsReplySettings(_reply_settings)

        micro_options = cls(
            content=content,
            reply_settings=reply_settings,
        )

        return micro_options
