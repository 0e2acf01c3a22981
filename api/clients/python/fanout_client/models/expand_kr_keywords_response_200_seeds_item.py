from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.expand_kr_keywords_response_200_seeds_item_via import (
    ExpandKrKeywordsResponse200SeedsItemVia,
)

T = TypeVar("T", bound="ExpandKrKeywordsResponse200SeedsItem")


@_attrs_define
class ExpandKrKeywordsResponse200SeedsItem:
    """
    Attributes:
        seed (str):
        words (int):
        via (ExpandKrKeywordsResponse200SeedsItemVia):
        cached (bool):
    """

    seed: str
    words: int
    via: ExpandKrKeywordsResponse200SeedsItemVia
    cached: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        seed = self.seed

        words = self.words

        via = self.via.value

        cached = self.cached

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "seed": seed,
                "words": words,
                "via": via,
                "cached": cached,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        seed = d.pop("seed")

        words = d.pop("words")

        via = ExpandKrKeywordsResponse200SeedsItemVia(d.pop("via"))

        cached = d.pop("cached")

        expand_kr_keywords_response_200_seeds_item = cls(
            seed=seed,
            words=words,
            via=via,
            cached=cached,
        )

        expand_kr_keywords_response_200_seeds_item.additional_properties = d
        return expand_kr_keywords_response_200_seeds_item

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
