from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="ExpandKrKeywordsBody")


@_attrs_define
class ExpandKrKeywordsBody:
    """
    Attributes:
        seeds (list[str]):
    """

    seeds: list[str]

    def to_dict(self) -> dict[str, Any]:
        seeds = self.seeds

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seeds": seeds,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        seeds = cast(list[str], d.pop("seeds"))

        expand_kr_keywords_body = cls(
            seeds=seeds,
        )

        return expand_kr_keywords_body
