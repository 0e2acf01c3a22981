from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="VidOptionsThumbnail")


@_attrs_define
class VidOptionsThumbnail:
    """Custom thumbnail: an uploaded image (also listed in mediaIds), JPEG or PNG up to 2MB. Not for a short (vertical, 3
    minutes or less).

        Attributes:
            media_id (str): Id of the uploaded image.
            content_type (str): The image type: image/jpeg or image/png.
            bytes_ (int): The image size in bytes.
    """

    media_id: str
    content_type: str
    bytes_: int

    def to_dict(self) -> dict[str, Any]:
        media_id = self.media_id

        content_type = self.content_type

        bytes_ = self.bytes_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "mediaId": media_id,
                "contentType": content_type,
                "bytes": bytes_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        media_id = d.pop("mediaId")

        content_type = d.pop("contentType")

        bytes_ = d.pop("bytes")

        vid_options_thumbnail = cls(
            media_id=media_id,
            content_type=content_type,
            bytes_=bytes_,
        )

        return vid_options_thumbnail
