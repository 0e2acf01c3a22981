from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.list_kr_keyword_reports_response_200_data_item_measured_item import (
        ListKrKeywordReportsResponse200DataItemMeasuredItem,
    )
    from ..models.list_kr_keyword_reports_response_200_data_item_sets_item import (
        ListKrKeywordReportsResponse200DataItemSetsItem,
    )


T = TypeVar("T", bound="ListKrKeywordReportsResponse200DataItem")


@_attrs_define
class ListKrKeywordReportsResponse200DataItem:
    """
    Attributes:
        id (str):
        created_at (datetime.datetime):
        seed_text (str):
        keywords (list[str]):
        main (None | str):
        subs (list[str]):
        sets (list[ListKrKeywordReportsResponse200DataItemSetsItem]):
        measured (list[ListKrKeywordReportsResponse200DataItemMeasuredItem]):
    """

    id: str
    created_at: datetime.datetime
    seed_text: str
    keywords: list[str]
    main: None | str
    subs: list[str]
    sets: list[ListKrKeywordReportsResponse200DataItemSetsItem]
    measured: list[ListKrKeywordReportsResponse200DataItemMeasuredItem]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        created_at = self.created_at.isoformat()

        seed_text = self.seed_text

        keywords = self.keywords

        main: None | str
        main = self.main

        subs = self.subs

        sets = []
        for sets_item_data in self.sets:
            sets_item = sets_item_data.to_dict()
            sets.append(sets_item)

        measured = []
        for measured_item_data in self.measured:
            measured_item = measured_item_data.to_dict()
            measured.append(measured_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "createdAt": created_at,
                "seedText": seed_text,
                "keywords": keywords,
                "main": main,
                "subs": subs,
                "sets": sets,
                "measured": measured,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.list_kr_keyword_reports_response_200_data_item_measured_item import (
            ListKrKeywordReportsResponse200DataItemMeasuredItem,
        )
        from ..models.list_kr_keyword_reports_response_200_data_item_sets_item import (
            ListKrKeywordReportsResponse200DataItemSetsItem,
        )

        d = dict(src_dict)
        id = d.pop("id")

        created_at = datetime.datetime.fromisoformat(d.pop("createdAt"))

        seed_text = d.pop("seedText")

        keywords = cast(list[str], d.pop("keywords"))

        def _parse_main(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        main = _parse_main(d.pop("main"))

        subs = cast(list[str], d.pop("subs"))

        sets = []
        _sets = d.pop("sets")
        for sets_item_data in _sets:
            sets_item = ListKrKeywordReportsResponse200DataItemSetsItem.from_dict(
                sets_item_data
            )

            sets.append(sets_item)

        measured = []
        _measured = d.pop("measured")
        for measured_item_data in _measured:
            measured_item = (
                ListKrKeywordReportsResponse200DataItemMeasuredItem.from_dict(
                    measured_item_data
                )
            )

            measured.append(measured_item)

        list_kr_keyword_reports_response_200_data_item = cls(
            id=id,
            created_at=created_at,
            seed_text=seed_text,
            keywords=keywords,
            main=main,
            subs=subs,
            sets=sets,
            measured=measured,
        )

        list_kr_keyword_reports_response_200_data_item.additional_properties = d
        return list_kr_keyword_reports_response_200_data_item

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
