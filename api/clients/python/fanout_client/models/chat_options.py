from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.chat_options_parse_mode import ChatOptionsParseMode
from ..types import UNSET, Unset

T = TypeVar("T", bound="ChatOptions")


@_attrs_define
class ChatOptions:
    """
    Attributes:
        content (str | Unset):
        parse_mode (ChatOptionsParseMode | Unset): How the chat renders markup in the text; plain text when absent.
        disable_notification (bool | Unset): Deliver silently, without a sound.
        disable_web_page_preview (bool | Unset): Show no preview for links in the text.
    """

    content: str | Unset = UNSET
    parse_mode: ChatOptionsParseMode | Unset = UNSET
    disable_notification: bool | Unset = UNSET
    disable_web_page_preview: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        content = self.content

        parse_mode: str | Unset = UNSET
        if not isinstance(self.parse_mode, Unset):
            parse_mode = self.parse_mode.value

        disable_notification = self.disable_notification

        disable_web_page_preview = self.disable_web_page_preview

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if content is not UNSET:
            field_dict["content"] = content
        if parse_mode is not UNSET:
            field_dict["parseMode"] = parse_mode
        if disable_notification is not UNSET:
            field_dict["disableNotification"] = disable_notification
        if disable_web_page_preview is not UNSET:
            field_dict["disableWebPagePreview"] = disable_web_page_preview

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        content = d.pop("content", UNSET)

        _parse_mode = d.pop("parseMode", UNSET)
        parse_mode: ChatOptionsParseMode | Unset
        if isinstance(_parse_mode, Unset):
            parse_mode = UNSET
        else:
            parse_mode = ChatOptionsParseMode(_parse_mode)

        disable_notification = d.pop("disableNotification", UNSET)

        disable_web_page_preview = d.pop("disableWebPagePreview", UNSET)

        chat_options = cls(
            content=content,
            parse_mode=parse_mode,
            disable_notification=disable_notification,
            disable_web_page_preview=disable_web_page_preview,
        )

        return chat_options
