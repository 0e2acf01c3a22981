from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="ExtractKrFormBody")


@_attrs_define
class ExtractKrFormBody:
    """
    Attributes:
        url (str | Unset): A public post link of the blog platform.
    """

    url: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        url = self.url

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if url is not UNSET:
            field_dict["url"] = url

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        url = d.pop("url", UNSET)

        extract_kr_form_body = cls(
            url=url,
        )

        return extract_kr_form_body
