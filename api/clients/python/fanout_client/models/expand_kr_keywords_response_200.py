from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.expand_kr_keywords_response_200_data_item import (
        ExpandKrKeywordsResponse200DataItem,
    )
    from ..models.expand_kr_keywords_response_200_seeds_item import (
        ExpandKrKeywordsResponse200SeedsItem,
    )


T = TypeVar("T", bound="ExpandKrKeywordsResponse200")


@_attrs_define
class ExpandKrKeywordsResponse200:
    """
    Attributes:
        data (list[ExpandKrKeywordsResponse200DataItem]):
        seeds (list[ExpandKrKeywordsResponse200SeedsItem]):
    """

    data: list[ExpandKrKeywordsResponse200DataItem]
    seeds: list[ExpandKrKeywordsResponse200SeedsItem]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        data = []
        for data_item_data in self.data:
            data_item = data_item_data.to_dict()
            data.append(data_item)

        seeds = []
        for seeds_item_data in self.seeds:
            seeds_item = seeds_item_data.to_dict()
            seeds.append(seeds_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "data": data,
                "seeds": seeds,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.expand_kr_keywords_response_200_data_item import (
            ExpandKrKeywordsResponse200DataItem,
        )
        from ..models.expand_kr_keywords_response_200_seeds_item import (
            ExpandKrKeywordsResponse200SeedsItem,
        )

        d = dict(src_dict)
        data = []
        _data = d.pop("data")
        for data_item_data in _data:
            data_item = ExpandKrKeywordsResponse200DataItem.from_dict(data_item_data)

            data.append(data_item)

        seeds = []
        _seeds = d.pop("seeds")
        for seeds_item_data in _seeds:
            seeds_item = ExpandKrKeywordsResponse200SeedsItem.from_dict(seeds_item_data)

            seeds.append(seeds_item)

        expand_kr_keywords_response_200 = cls(
            data=data,
            seeds=seeds,
        )

        expand_kr_keywords_response_200.additional_properties = d
        return expand_kr_keywords_response_200

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
