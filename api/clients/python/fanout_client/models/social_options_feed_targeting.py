from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.social_options_feed_targeting_genders_item import (
    SocialOptionsFeedTargetingGendersItem,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="SocialOptionsFeedTargeting")


@_attrs_define
class SocialOptionsFeedTargeting:
    """Whose feeds show a text or link post (the post stays public on the Page); cannot change after publishing.

    Attributes:
        age_min (int | Unset): Youngest age shown to.
        age_max (int | Unset): Oldest age shown to.
        genders (list[SocialOptionsFeedTargetingGendersItem] | Unset): Genders shown to; everyone when left out.
        countries (list[str] | Unset): ISO 3166-1 two-letter country codes shown to.
        locales (list[int] | Unset): The platform's locale ids shown to.
    """

    age_min: int | Unset = UNSET
    age_max: int | Unset = UNSET
    genders: list[SocialOptionsFeedTargetingGendersItem] | Unset = UNSET
    countries: list[str] | Unset = UNSET
    locales: list[int] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        age_min = self.age_min

        age_max = self.age_max

        genders: list[str] | Unset = UNSET
        if not isinstance(self.genders, Unset):
            genders = []
            for genders_item_data in self.genders:
                genders_item = genders_item_data.value
                genders.append(genders_item)

        countries: list[str] | Unset = UNSET
        if not isinstance(self.countries, Unset):
            countries = self.countries

        locales: list[int] | Unset = UNSET
        if not isinstance(self.locales, Unset):
            locales = self.locales

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if age_min is not UNSET:
            field_dict["ageMin"] = age_min
        if age_max is not UNSET:
            field_dict["ageMax"] = age_max
        if genders is not UNSET:
            field_dict["genders"] = genders
        if countries is not UNSET:
            field_dict["countries"] = countries
        if locales is not UNSET:
            field_dict["locales"] = locales

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        age_min = d.pop("ageMin", UNSET)

        age_max = d.pop("ageMax", UNSET)

        _genders = d.pop("genders", UNSET)
        genders: list[SocialOptionsFeedTargetingGendersItem] | Unset = UNSET
        if _genders is not UNSET:
            genders = []
            for genders_item_data in _genders:
                genders_item = SocialOptionsFeedTargetingGendersItem(genders_item_data)

                genders.append(genders_item)

        countries = cast(list[str], d.pop("countries", UNSET))

        locales = cast(list[int], d.pop("locales", UNSET))

        social_options_feed_targeting = cls(
            age_min=age_min,
            age_max=age_max,
            genders=genders,
            countries=countries,
            locales=locales,
        )

        return social_options_feed_targeting
