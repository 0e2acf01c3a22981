from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.fedi_options_visibility import FediOptionsVisibility
from ..types import UNSET, Unset

T = TypeVar("T", bound="FediOptions")


@_attrs_define
class FediOptions:
    """
    Attributes:
        content (str | Unset):
        spoiler_text (str | Unset): A content warning shown before the text.
        visibility (FediOptionsVisibility | Unset): Who sees the status; the account default (public) when absent.
        language (str | Unset): ISO 639 language code of the text.
        alt_texts (list[str] | Unset): Each file's description (alt text), in the order of mediaIds.
    """

    content: str | Unset = UNSET
    spoiler_text: str | Unset = UNSET
    visibility: FediOptionsVisibility | Unset = UNSET
    language: str | Unset = UNSET
    alt_texts: list[str] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        content = self.content

        spoiler_text = self.spoiler_text

        visibility: str | Unset = UNSET
        if not isinstance(self.visibility, Unset):
            visibility = self.visibility.value

        language = self.language

        alt_texts: list[str] | Unset = UNSET
        if not isinstance(self.alt_texts, Unset):
            alt_texts = self.alt_texts

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if content is not UNSET:
            field_dict["content"] = content
        if spoiler_text is not UNSET:
            field_dict["spoilerText"] = spoiler_text
        if visibility is not UNSET:
            field_dict["visibility"] = visibility
        if language is not UNSET:
            field_dict["language"] = language
        if alt_texts is not UNSET:
            field_dict["altTexts"] = alt_texts

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        content = d.pop("content", UNSET)

        spoiler_text = d.pop("spoilerText", UNSET)

        _visibility = d.pop("visibility", UNSET)
        visibility: FediOptionsVisibility | Unset
        if isinstance(_visibility, Unset):
            visibility = UNSET
        else:
            visibility = FediOptionsVisibility(_visibility)

        language = d.pop("language", UNSET)

        alt_texts = cast(list[str], d.pop("altTexts", UNSET))

        fedi_options = cls(
            content=content,
            spoiler_text=spoiler_text,
            visibility=visibility,
            language=language,
            alt_texts=alt_texts,
        )

        return fedi_options
