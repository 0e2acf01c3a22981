from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.strand_options_reply_control import StrandOptionsReplyControl
from ..types import UNSET, Unset

T = TypeVar("T", bound="StrandOptions")


@_attrs_define
class StrandOptions:
    """
    Attributes:
        content (str | Unset):
        reply_control (StrandOptionsReplyControl | Unset): Who may reply to each post of the chain; everyone when left
            out.
        link_attachment (str | Unset): A link shown as a preview card under the first post; only on a post without media
            (dropped with a warning otherwise).
    """

    content: str | Unset = UNSET
    reply_control: StrandOptionsReplyControl | Unset = UNSET
    link_attachment: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        content = self.content

        reply_control: str | Unset = UNSET
        if not isinstance(self.reply_control, Unset):
            reply_control = self.reply_control.value

        link_attachment = self.link_attachment

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if content is not UNSET:
            field_dict["content"] = content
        if reply_control is not UNSET:
            field_dict["replyControl"] = reply_control
        if link_attachment is not UNSET:
            field_dict["linkAttachment"] = link_attachment

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        content = d.pop("content", UNSET)

        _reply_control = d.pop("replyControl", UNSET)
        reply_control: StrandOptionsReplyControl | Unset
        if isinstance(_reply_control, Unset):
            reply_control = UNSET
        else:
            reply_control = StrandOptionsReplyControl(_reply_control)

        link_attachment = d.pop("linkAttachment", UNSET)

        strand_options = cls(
            content=content,
            reply_control=reply_control,
            link_attachment=link_attachment,
        )

        return strand_options
