from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.get_kr_grammar_response_200_topics_item_entries_item import (
        GetKrGrammarResponse200TopicsItemEntriesItem,
    )


T = TypeVar("T", bound="GetKrGrammarResponse200TopicsItem")


@_attrs_define
class GetKrGrammarResponse200TopicsItem:
    """
    Attributes:
        id (str):
        title (str):
        entries (list[GetKrGrammarResponse200TopicsItemEntriesItem]):
    """

    id: str
    title: str
    entries: list[GetKrGrammarResponse200TopicsItemEntriesItem]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        title = self.title

        entries = []
        for entries_item_data in self.entries:
            entries_item = entries_item_data.to_dict()
            entries.append(entries_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "title": title,
                "entries": entries,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.get_kr_grammar_response_200_topics_item_entries_item import (
            GetKrGrammarResponse200TopicsItemEntriesItem,
        )

        d = dict(src_dict)
        id = d.pop("id")

        title = d.pop("title")

        entries = []
        _entries = d.pop("entries")
        for entries_item_data in _entries:
            entries_item = GetKrGrammarResponse200TopicsItemEntriesItem.from_dict(
                entries_item_data
            )

            entries.append(entries_item)

        get_kr_grammar_response_200_topics_item = cls(
            id=id,
            title=title,
            entries=entries,
        )

        get_kr_grammar_response_200_topics_item.additional_properties = d
        return get_kr_grammar_response_200_topics_item

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
