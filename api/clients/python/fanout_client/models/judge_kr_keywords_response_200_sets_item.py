from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="JudgeKrKeywordsResponse200SetsItem")


@_attrs_define
class JudgeKrKeywordsResponse200SetsItem:
    """
    Attributes:
        main (str):
        subs (list[str]):
        prompt (str):
    """

    main: str
    subs: list[str]
    prompt: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        main = self.main

        subs = self.subs

        prompt = self.prompt

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "main": main,
                "subs": subs,
                "prompt": prompt,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        main = d.pop("main")

        subs = cast(list[str], d.pop("subs"))

        prompt = d.pop("prompt")

        judge_kr_keywords_response_200_sets_item = cls(
            main=main,
            subs=subs,
            prompt=prompt,
        )

        judge_kr_keywords_response_200_sets_item.additional_properties = d
        return judge_kr_keywords_response_200_sets_item

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
