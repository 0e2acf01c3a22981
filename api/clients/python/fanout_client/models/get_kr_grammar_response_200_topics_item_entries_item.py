from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="GetKrGrammarResponse200TopicsItemEntriesItem")


@_attrs_define
class GetKrGrammarResponse200TopicsItemEntriesItem:
    """
    Attributes:
        id (str):
        syntax (str):
        description (str):
        example (str):
    """

    id: str
    syntax: str
    description: str
    example: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        syntax = self.syntax

        description = self.description

        example = self.example

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "syntax": syntax,
                "description": description,
                "example": example,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        id = d.pop("id")

        syntax = d.pop("syntax")

        description = d.pop("description")

        example = d.pop("example")

        get_kr_grammar_response_200_topics_item_entries_item = cls(
            id=id,
            syntax=syntax,
            description=description,
            example=example,
        )

        get_kr_grammar_response_200_topics_item_entries_item.additional_properties = d
        return get_kr_grammar_response_200_topics_item_entries_item

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
