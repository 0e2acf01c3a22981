from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="AtprotoOptions")


@_attrs_define
class AtprotoOptions:
    """
    Attributes:
        content (str | Unset):
        alt_texts (list[str] | Unset): Alt text of each image, in the order of the post's images (screen readers read
            it).
        langs (list[str] | Unset): Languages of the text as BCP 47 tags (`en`, `ko`), so feeds can filter by language.
    """

    content: str | Unset = UNSET
    alt_texts: list[str] | Unset = UNSET
    langs: list[str] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        content = self.content

        alt_texts: list[str] | Unset = UNSET
        if not isinstance(self.alt_texts, Unset):
            alt_texts = self.alt_texts

        langs: list[str] | Unset = UNSET
        if not isinstance(self.langs, Unset):
            langs = self.langs

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if content is not UNSET:
            field_dict["content"] = content
        if alt_texts is not UNSET:
            field_dict["altTexts"] = alt_texts
        if langs is not UNSET:
            field_dict["langs"] = langs

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        content = d.pop("content", UNSET)

        alt_texts = cast(list[str], d.pop("altTexts", UNSET))

        langs = cast(list[str], d.pop("langs", UNSET))

        atproto_options = cls(
            content=content,
            alt_texts=alt_texts,
            langs=langs,
        )

        return atproto_options
