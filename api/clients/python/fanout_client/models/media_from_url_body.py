from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="MediaFromUrlBody")


@_attrs_define
class MediaFromUrlBody:
    """
    Attributes:
        url (str):
        file_name (str | Unset):
    """

    url: str
    file_name: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        url = self.url

        file_name = self.file_name

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "url": url,
            }
        )
        if file_name is not UNSET:
            field_dict["fileName"] = file_name

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        url = d.pop("url")

        file_name = d.pop("fileName", UNSET)

        media_from_url_body = cls(
            url=url,
            file_name=file_name,
        )

        return media_from_url_body
