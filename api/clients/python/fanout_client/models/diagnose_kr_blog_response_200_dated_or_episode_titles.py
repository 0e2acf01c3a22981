from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="DiagnoseKrBlogResponse200DatedOrEpisodeTitles")


@_attrs_define
class DiagnoseKrBlogResponse200DatedOrEpisodeTitles:
    """
    Attributes:
        share (float):
        titles (int):
        examples (list[str]):
    """

    share: float
    titles: int
    examples: list[str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        share = self.share

        titles = self.titles

        examples = self.examples

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "share": share,
                "titles": titles,
                "examples": examples,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        share = d.pop("share")

        titles = d.pop("titles")

        examples = cast(list[str], d.pop("examples"))

        diagnose_kr_blog_response_200_dated_or_episode_titles = cls(
            share=share,
            titles=titles,
            examples=examples,
        )

        diagnose_kr_blog_response_200_dated_or_episode_titles.additional_properties = d
        return diagnose_kr_blog_response_200_dated_or_episode_titles

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
