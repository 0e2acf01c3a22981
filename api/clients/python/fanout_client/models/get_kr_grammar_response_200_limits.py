from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="GetKrGrammarResponse200Limits")


@_attrs_define
class GetKrGrammarResponse200Limits:
    """
    Attributes:
        images (int):
        videos (int):
        caption_characters (int):
    """

    images: int
    videos: int
    caption_characters: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        images = self.images

        videos = self.videos

        caption_characters = self.caption_characters

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "images": images,
                "videos": videos,
                "captionCharacters": caption_characters,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        images = d.pop("images")

        videos = d.pop("videos")

        caption_characters = d.pop("captionCharacters")

        get_kr_grammar_response_200_limits = cls(
            images=images,
            videos=videos,
            caption_characters=caption_characters,
        )

        get_kr_grammar_response_200_limits.additional_properties = d
        return get_kr_grammar_response_200_limits

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
