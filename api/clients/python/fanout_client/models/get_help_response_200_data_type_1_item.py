from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.get_help_response_200_data_type_1_item_category import (
    GetHelpResponse200DataType1ItemCategory,
)
from ..models.get_help_response_200_data_type_1_item_locale import (
    GetHelpResponse200DataType1ItemLocale,
)

T = TypeVar("T", bound="GetHelpResponse200DataType1Item")


@_attrs_define
class GetHelpResponse200DataType1Item:
    """
    Attributes:
        id (str):
        category (GetHelpResponse200DataType1ItemCategory):
        platform (None | str):
        codes (list[str]):
        title (str):
        body (str):
        locale (GetHelpResponse200DataType1ItemLocale):
    """

    id: str
    category: GetHelpResponse200DataType1ItemCategory
    platform: None | str
    codes: list[str]
    title: str
    body: str
    locale: GetHelpResponse200DataType1ItemLocale
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        category = self.category.value

        platform: None | str
        platform = self.platform

        codes = self.codes

        title = self.title

        body = self.body

        locale = self.locale.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "category": category,
                "platform": platform,
                "codes": codes,
                "title": title,
                "body": body,
                "locale": locale,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        id = d.pop("id")

        category = GetHelpResponse200DataType1ItemCategory(d.pop("category"))

        def _parse_platform(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        platform = _parse_platform(d.pop("platform"))

        codes = cast(list[str], d.pop("codes"))

        title = d.pop("title")

        body = d.pop("body")

        locale = GetHelpResponse200DataType1ItemLocale(d.pop("locale"))

        get_help_response_200_data_type_1_item = cls(
            id=id,
            category=category,
            platform=platform,
            codes=codes,
            title=title,
            body=body,
            locale=locale,
        )

        get_help_response_200_data_type_1_item.additional_properties = d
        return get_help_response_200_data_type_1_item

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
