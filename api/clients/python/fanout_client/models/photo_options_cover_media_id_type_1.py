from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="PhotoOptionsCoverMediaIdType1")


@_attrs_define
class PhotoOptionsCoverMediaIdType1:
    """
    Attributes:
        content_type (str): Must be 'image/jpeg'.
        bytes_ (int): File size in bytes; up to 8MB.
        id (str | Unset): The media id, when there is one.
        url (str | Unset): Where the platform can fetch the cover.
    """

    content_type: str
    bytes_: int
    id: str | Unset = UNSET
    url: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        content_type = self.content_type

        bytes_ = self.bytes_

        id = self.id

        url = self.url

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "contentType": content_type,
                "bytes": bytes_,
            }
        )
        if id is not UNSET:
            field_dict["id"] = id
        if url is not UNSET:
            field_dict["url"] = url

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        content_type = d.pop("contentType")

        bytes_ = d.pop("bytes")

        id = d.pop("id", UNSET)

        url = d.pop("url", UNSET)

        photo_options_cover_media_id_type_1 = cls(
            content_type=content_type,
            bytes_=bytes_,
            id=id,
            url=url,
        )

        return photo_options_cover_media_id_type_1
