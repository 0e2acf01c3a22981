from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="MeasureKrKeywordsBody")


@_attrs_define
class MeasureKrKeywordsBody:
    """
    Attributes:
        keywords (list[str]):
        with_docs (bool | Unset):  Default: True.
        budget_ms (int | Unset):
    """

    keywords: list[str]
    with_docs: bool | Unset = True
    budget_ms: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        keywords = self.keywords

        with_docs = self.with_docs

        budget_ms = self.budget_ms

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "keywords": keywords,
            }
        )
        if with_docs is not UNSET:
            field_dict["withDocs"] = with_docs
        if budget_ms is not UNSET:
            field_dict["budgetMs"] = budget_ms

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        keywords = cast(list[str], d.pop("keywords"))

        with_docs = d.pop("withDocs", UNSET)

        budget_ms = d.pop("budgetMs", UNSET)

        measure_kr_keywords_body = cls(
            keywords=keywords,
            with_docs=with_docs,
            budget_ms=budget_ms,
        )

        return measure_kr_keywords_body
