from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="SearchVidResearchResponse200Search")


@_attrs_define
class SearchVidResearchResponse200Search:
    """
    Attributes:
        q (str):
        order (str):
        period (None | str):
        format_ (str):
        max_ (int):
    """

    q: str
    order: str
    period: None | str
    format_: str
    max_: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        q = self.q

        order = self.order

        period: None | str
        period = self.period

        format_ = self.format_

        max_ = self.max_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "q": q,
                "order": order,
                "period": period,
                "format": format_,
                "max": max_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        q = d.pop("q")

        order = d.pop("order")

        def _parse_period(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        period = _parse_period(d.pop("period"))

        format_ = d.pop("format")

        max_ = d.pop("max")

        search_vid_research_response_200_search = cls(
            q=q,
            order=order,
            period=period,
            format_=format_,
            max_=max_,
        )

        search_vid_research_response_200_search.additional_properties = d
        return search_vid_research_response_200_search

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
