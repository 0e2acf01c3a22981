from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="JudgeKrKeywordsBody")


@_attrs_define
class JudgeKrKeywordsBody:
    """
    Attributes:
        keywords (list[str]):
        save (bool | Unset):  Default: False.
        seed_text (str | Unset):
        cache_only (bool | Unset):  Default: False.
        budget_ms (int | Unset):
    """

    keywords: list[str]
    save: bool | Unset = False
    seed_text: str | Unset = UNSET
    cache_only: bool | Unset = False
    budget_ms: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        keywords = self.keywords

        save = self.save

        seed_text = self.seed_text

        cache_only = self.cache_only

        budget_ms = self.budget_ms

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "keywords": keywords,
            }
        )
        if save is not UNSET:
            field_dict["save"] = save
        if seed_text is not UNSET:
            field_dict["seedText"] = seed_text
        if cache_only is not UNSET:
            field_dict["cacheOnly"] = cache_only
        if budget_ms is not UNSET:
            field_dict["budgetMs"] = budget_ms

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        keywords = cast(list[str], d.pop("keywords"))

        save = d.pop("save", UNSET)

        seed_text = d.pop("seedText", UNSET)

        cache_only = d.pop("cacheOnly", UNSET)

        budget_ms = d.pop("budgetMs", UNSET)

        judge_kr_keywords_body = cls(
            keywords=keywords,
            save=save,
            seed_text=seed_text,
            cache_only=cache_only,
            budget_ms=budget_ms,
        )

        return judge_kr_keywords_body
