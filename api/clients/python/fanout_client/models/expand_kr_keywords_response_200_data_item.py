from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.expand_kr_keywords_response_200_data_item_via import (
    ExpandKrKeywordsResponse200DataItemVia,
)

T = TypeVar("T", bound="ExpandKrKeywordsResponse200DataItem")


@_attrs_define
class ExpandKrKeywordsResponse200DataItem:
    """
    Attributes:
        word (str):
        seed (str):
        via (ExpandKrKeywordsResponse200DataItemVia):
    """

    word: str
    seed: str
    via: ExpandKrKeywordsResponse200DataItemVia
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        word = self.word

        seed = self.seed

        via = self.via.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "word": word,
                "seed": seed,
                "via": via,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        word = d.pop("word")

        seed = d.pop("seed")

        via = ExpandKrKeywordsResponse200DataItemVia(d.pop("via"))

        expand_kr_keywords_response_200_data_item = cls(
            word=word,
            seed=seed,
            via=via,
        )

        expand_kr_keywords_response_200_data_item.additional_properties = d
        return expand_kr_keywords_response_200_data_item

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
