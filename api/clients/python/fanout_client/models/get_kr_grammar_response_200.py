from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.get_kr_grammar_response_200_limits import (
        GetKrGrammarResponse200Limits,
    )
    from ..models.get_kr_grammar_response_200_topics_item import (
        GetKrGrammarResponse200TopicsItem,
    )


T = TypeVar("T", bound="GetKrGrammarResponse200")


@_attrs_define
class GetKrGrammarResponse200:
    """
    Attributes:
        topics (list[GetKrGrammarResponse200TopicsItem]):
        limits (GetKrGrammarResponse200Limits):
    """

    topics: list[GetKrGrammarResponse200TopicsItem]
    limits: GetKrGrammarResponse200Limits
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        topics = []
        for topics_item_data in self.topics:
            topics_item = topics_item_data.to_dict()
            topics.append(topics_item)

        limits = self.limits.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "topics": topics,
                "limits": limits,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.get_kr_grammar_response_200_limits import (
            GetKrGrammarResponse200Limits,
        )
        from ..models.get_kr_grammar_response_200_topics_item import (
            GetKrGrammarResponse200TopicsItem,
        )

        d = dict(src_dict)
        topics = []
        _topics = d.pop("topics")
        for topics_item_data in _topics:
            topics_item = GetKrGrammarResponse200TopicsItem.from_dict(topics_item_data)

            topics.append(topics_item)

        limits = GetKrGrammarResponse200Limits.from_dict(d.pop("limits"))

        get_kr_grammar_response_200 = cls(
            topics=topics,
            limits=limits,
        )

        get_kr_grammar_response_200.additional_properties = d
        return get_kr_grammar_response_200

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
