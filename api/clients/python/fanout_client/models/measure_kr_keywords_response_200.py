from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.measure_kr_keywords_response_200_data_item import (
        MeasureKrKeywordsResponse200DataItem,
    )
    from ..models.measure_kr_keywords_response_200_quota import (
        MeasureKrKeywordsResponse200Quota,
    )
    from ..models.measure_kr_keywords_response_200_unmeasured_item import (
        MeasureKrKeywordsResponse200UnmeasuredItem,
    )


T = TypeVar("T", bound="MeasureKrKeywordsResponse200")


@_attrs_define
class MeasureKrKeywordsResponse200:
    """
    Attributes:
        data (list[MeasureKrKeywordsResponse200DataItem]):
        unmeasured (list[MeasureKrKeywordsResponse200UnmeasuredItem]):
        partial (bool):
        quota (MeasureKrKeywordsResponse200Quota):
    """

    data: list[MeasureKrKeywordsResponse200DataItem]
    unmeasured: list[MeasureKrKeywordsResponse200UnmeasuredItem]
    partial: bool
    quota: MeasureKrKeywordsResponse200Quota
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        data = []
        for data_item_data in self.data:
            data_item = data_item_data.to_dict()
            data.append(data_item)

        unmeasured = []
        for unmeasured_item_data in self.unmeasured:
            unmeasured_item = unmeasured_item_data.to_dict()
            unmeasured.append(unmeasured_item)

        partial = self.partial

        quota = self.quota.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "data": data,
                "unmeasured": unmeasured,
                "partial": partial,
                "quota": quota,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.measure_kr_keywords_response_200_data_item import (
            MeasureKrKeywordsResponse200DataItem,
        )
        from ..models.measure_kr_keywords_response_200_quota import (
            MeasureKrKeywordsResponse200Quota,
        )
        from ..models.measure_kr_keywords_response_200_unmeasured_item import (
            MeasureKrKeywordsResponse200UnmeasuredItem,
        )

        d = dict(src_dict)
        data = []
        _data = d.pop("data")
        for data_item_data in _data:
            data_item = MeasureKrKeywordsResponse200DataItem.from_dict(data_item_data)

            data.append(data_item)

        unmeasured = []
        _unmeasured = d.pop("unmeasured")
        for unmeasured_item_data in _unmeasured:
            unmeasured_item = MeasureKrKeywordsResponse200UnmeasuredItem.from_dict(
                unmeasured_item_data
            )

            unmeasured.append(unmeasured_item)

        partial = d.pop("partial")

        quota = MeasureKrKeywordsResponse200Quota.from_dict(d.pop("quota"))

        measure_kr_keywords_response_200 = cls(
            data=data,
            unmeasured=unmeasured,
            partial=partial,
            quota=quota,
        )

        measure_kr_keywords_response_200.additional_properties = d
        return measure_kr_keywords_response_200

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
