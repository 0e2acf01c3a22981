from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="CreateAutomationBodyDeliver")


@_attrs_define
class CreateAutomationBodyDeliver:
    """
    Attributes:
        message (str): The private message sent to the commenter.
        link (str | Unset): A link sent with the message (http or https).
        media_id (str | Unset): A completed media of this workspace: an image, or a document (PDF, HWP, HWPX).
    """

    message: str
    link: str | Unset = UNSET
    media_id: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        message = self.message

        link = self.link

        media_id = self.media_id

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "message": message,
            }
        )
        if link is not UNSET:
            field_dict["link"] = link
        if media_id is not UNSET:
            field_dict["mediaId"] = media_id

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        message = d.pop("message")

        link = d.pop("link", UNSET)

        media_id = d.pop("mediaId", UNSET)

        create_automation_body_deliver = cls(
            message=message,
            link=link,
            media_id=media_id,
        )

        return create_automation_body_deliver
