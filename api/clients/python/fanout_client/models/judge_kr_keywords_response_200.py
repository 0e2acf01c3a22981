from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.judge_kr_keywords_response_200_data_item import (
        JudgeKrKeywordsResponse200DataItem,
    )
    from ..models.judge_kr_keywords_response_200_quota import (
        JudgeKrKeywordsResponse200Quota,
    )
    from ..models.judge_kr_keywords_response_200_sets_item import (
        JudgeKrKeywordsResponse200SetsItem,
    )
    from ..models.judge_kr_keywords_response_200_unmeasured_item import (
        JudgeKrKeywordsResponse200UnmeasuredItem,
    )


T = TypeVar("T", bound="JudgeKrKeywordsResponse200")


@_attrs_define
class JudgeKrKeywordsResponse200:
    """
    Attributes:
        data (list[JudgeKrKeywordsResponse200DataItem]):
        unmeasured (list[JudgeKrKeywordsResponse200UnmeasuredItem]):
        partial (bool):
        sets (list[JudgeKrKeywordsResponse200SetsItem]):
        main (None | str):
        subs (list[str]):
        quota (JudgeKrKeywordsResponse200Quota):
        report_id (str | Unset):
        reused (bool | Unset):
    """

    data: list[JudgeKrKeywordsResponse200DataItem]
    unmeasured: list[JudgeKrKeywordsResponse200UnmeasuredItem]
    partial: bool
    sets: list[JudgeKrKeywordsResponse200SetsItem]
    main: None | str
    subs: list[str]
    quota: JudgeKrKeywordsResponse200Quota
    report_id: str | Unset = UNSET
    reused: bool | Unset = UNSET
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

        sets = []
        for sets_item_data in self.sets:
            sets_item = sets_item_data.to_dict()
            sets.append(sets_item)

        main: None | str
        main = self.main

        subs = self.subs

        quota = self.quota.to_dict()

        report_id = self.report_id

        reused = self.reused

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "data": data,
                "unmeasured": unmeasured,
                "partial": partial,
                "sets": sets,
                "main": main,
                "subs": subs,
                "quota": quota,
            }
        )
        if report_id is not UNSET:
            field_dict["reportId"] = report_id
        if reused is not UNSET:
            field_dict["reused"] = reused

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.judge_kr_keywords_response_200_data_item import (
            JudgeKrKeywordsResponse200DataItem,
        )
        from ..models.judge_kr_keywords_response_200_quota import (
            JudgeKrKeywordsResponse200Quota,
        )
        from ..models.judge_kr_keywords_response_200_sets_item import (
            JudgeKrKeywordsResponse200SetsItem,
        )
        from ..models.judge_kr_keywords_response_200_unmeasured_item import (
            JudgeKrKeywordsResponse200UnmeasuredItem,
        )

        d = dict(src_dict)
        data = []
        _data = d.pop("data")
        for data_item_data in _data:
            data_item = JudgeKrKeywordsResponse200DataItem.from_dict(data_item_data)

            data.append(data_item)

        unmeasured = []
        _unmeasured = d.pop("unmeasured")
        for unmeasured_item_data in _unmeasured:
            unmeasured_item = JudgeKrKeywordsResponse200UnmeasuredItem.from_dict(
                unmeasured_item_data
            )

            unmeasured.append(unmeasured_item)

        partial = d.pop("partial")

        sets = []
        _sets = d.pop("sets")
        for sets_item_data in _sets:
            sets_item = JudgeKrKeywordsResponse200SetsItem.from_dict(sets_item_data)

            sets.append(sets_item)

        def _parse_main(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        main = _parse_main(d.pop("main"))

        subs = cast(list[str], d.pop("subs"))

        quota = JudgeKrKeywordsResponse200Quota.from_dict(d.pop("quota"))

        report_id = d.pop("reportId", UNSET)

        reused = d.pop("reused", UNSET)

        judge_kr_keywords_response_200 = cls(
            data=data,
            unmeasured=unmeasured,
            partial=partial,
            sets=sets,
            main=main,
            subs=subs,
            quota=quota,
            report_id=report_id,
            reused=reused,
        )

        judge_kr_keywords_response_200.additional_properties = d
        return judge_kr_keywords_response_200

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
