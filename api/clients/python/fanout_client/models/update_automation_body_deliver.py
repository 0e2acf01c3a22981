from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="UpdateAutomationBodyDeliver")


@_attrs_define
class UpdateAutomationBodyDeliver:
    """
    Attributes:
        message (str | Unset): The private message sent to the commenter.
        link (None | str | Unset):
        media_id (None | str | Unset):
    """

    message: str | Unset = UNSET
    link: None | str | Unset = UNSET
    media_id: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        message = self.message

        link: None | str | Unset
        if isinstance(self.link, Unset):
            link = UNSET
        else:
            link = self.link

        media_id: None | str | Unset
        if isinstance(self.media_id, Unset):
            media_id = UNSET
        else:
            media_id = self.media_id

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if message is not UNSET:
            field_dict["message"] = message
        if link is not UNSET:
            field_dict["link"] = link
        if media_id is not UNSET:
            field_dict["mediaId"] = media_id

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        message = d.pop("message", UNSET)

        def _parse_link(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        link = _parse_link(d.pop("link", UNSET))

        def _parse_media_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        media_id = _parse_media_id(d.pop("mediaId", UNSET))

        update_automation_body_deliver = cls(
            message=message,
            link=link,
            media_id=media_id,
        )

        return update_automation_body_deliver
