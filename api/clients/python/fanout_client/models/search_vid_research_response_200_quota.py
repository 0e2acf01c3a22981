from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.search_vid_research_response_200_quota_searches import (
        SearchVidResearchResponse200QuotaSearches,
    )
    from ..models.search_vid_research_response_200_quota_units import (
        SearchVidResearchResponse200QuotaUnits,
    )


T = TypeVar("T", bound="SearchVidResearchResponse200Quota")


@_attrs_define
class SearchVidResearchResponse200Quota:
    """
    Attributes:
        searches (SearchVidResearchResponse200QuotaSearches):
        units (SearchVidResearchResponse200QuotaUnits):
    """

    searches: SearchVidResearchResponse200QuotaSearches
    units: SearchVidResearchResponse200QuotaUnits
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        searches = self.searches.to_dict()

        units = self.units.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "searches": searches,
                "units": units,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.search_vid_research_response_200_quota_searches import (
            SearchVidResearchResponse200QuotaSearches,
        )
        from ..models.search_vid_research_response_200_quota_units import (
            SearchVidResearchResponse200QuotaUnits,
        )

        d = dict(src_dict)
        searches = SearchVidResearchResponse200QuotaSearches.from_dict(
            d.pop("searches")
        )

        units = SearchVidResearchResponse200QuotaUnits.from_dict(d.pop("units"))

        search_vid_research_response_200_quota = cls(
            searches=searches,
            units=units,
        )

        search_vid_research_response_200_quota.additional_properties = d
        return search_vid_research_response_200_quota

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
