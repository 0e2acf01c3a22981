from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="PresignMediaBody")


@_attrs_define
class PresignMediaBody:
    """
    Attributes:
        file_name (str | Unset):
        content_type (str | Unset):
        bytes_ (int | Unset):
    """

    file_name: str | Unset = UNSET
    content_type: str | Unset = UNSET
    bytes_: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        file_name = self.file_name

        content_type = self.content_type

        bytes_ = self.bytes_

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if file_name is not UNSET:
            field_dict["fileName"] = file_name
        if content_type is not UNSET:
            field_dict["contentType"] = content_type
        if bytes_ is not UNSET:
            field_dict["bytes"] = bytes_

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        file_name = d.pop("fileName", UNSET)

        content_type = d.pop("contentType", UNSET)

        bytes_ = d.pop("bytes", UNSET)

        presign_media_body = cls(
            file_name=file_name,
            content_type=content_type,
            bytes_=bytes_,
        )

        return presign_media_body
