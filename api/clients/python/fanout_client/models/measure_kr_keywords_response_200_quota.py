from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.measure_kr_keywords_response_200_quota_judge_calls import (
        MeasureKrKeywordsResponse200QuotaJudgeCalls,
    )
    from ..models.measure_kr_keywords_response_200_quota_measured import (
        MeasureKrKeywordsResponse200QuotaMeasured,
    )


T = TypeVar("T", bound="MeasureKrKeywordsResponse200Quota")


@_attrs_define
class MeasureKrKeywordsResponse200Quota:
    """
    Attributes:
        judge_calls (MeasureKrKeywordsResponse200QuotaJudgeCalls):
        measured (MeasureKrKeywordsResponse200QuotaMeasured):
    """

    judge_calls: MeasureKrKeywordsResponse200QuotaJudgeCalls
    measured: MeasureKrKeywordsResponse200QuotaMeasured
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        judge_calls = self.judge_calls.to_dict()

        measured = self.measured.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "judgeCalls": judge_calls,
                "measured": measured,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.measure_kr_keywords_response_200_quota_judge_calls import (
            MeasureKrKeywordsResponse200QuotaJudgeCalls,
        )
        from ..models.measure_kr_keywords_response_200_quota_measured import (
            MeasureKrKeywordsResponse200QuotaMeasured,
        )

        d = dict(src_dict)
        judge_calls = MeasureKrKeywordsResponse200QuotaJudgeCalls.from_dict(
            d.pop("judgeCalls")
        )

        measured = MeasureKrKeywordsResponse200QuotaMeasured.from_dict(
            d.pop("measured")
        )

        measure_kr_keywords_response_200_quota = cls(
            judge_calls=judge_calls,
            measured=measured,
        )

        measure_kr_keywords_response_200_quota.additional_properties = d
        return measure_kr_keywords_response_200_quota

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
