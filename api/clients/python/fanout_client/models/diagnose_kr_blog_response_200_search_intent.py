from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.diagnose_kr_blog_response_200_search_intent_words_item import (
        DiagnoseKrBlogResponse200SearchIntentWordsItem,
    )


T = TypeVar("T", bound="DiagnoseKrBlogResponse200SearchIntent")


@_attrs_define
class DiagnoseKrBlogResponse200SearchIntent:
    """
    Attributes:
        share (float):
        titles (int):
        words (list[DiagnoseKrBlogResponse200SearchIntentWordsItem]):
    """

    share: float
    titles: int
    words: list[DiagnoseKrBlogResponse200SearchIntentWordsItem]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        share = self.share

        titles = self.titles

        words = []
        for words_item_data in self.words:
            words_item = words_item_data.to_dict()
            words.append(words_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "share": share,
                "titles": titles,
                "words": words,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.diagnose_kr_blog_response_200_search_intent_words_item import (
            DiagnoseKrBlogResponse200SearchIntentWordsItem,
        )

        d = dict(src_dict)
        share = d.pop("share")

        titles = d.pop("titles")

        words = []
        _words = d.pop("words")
        for words_item_data in _words:
            words_item = DiagnoseKrBlogResponse200SearchIntentWordsItem.from_dict(
                words_item_data
            )

            words.append(words_item)

        diagnose_kr_blog_response_200_search_intent = cls(
            share=share,
            titles=titles,
            words=words,
        )

        diagnose_kr_blog_response_200_search_intent.additional_properties = d
        return diagnose_kr_blog_response_200_search_intent

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
