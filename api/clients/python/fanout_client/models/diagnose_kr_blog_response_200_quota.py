from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.diagnose_kr_blog_response_200_quota_diagnoses import (
        DiagnoseKrBlogResponse200QuotaDiagnoses,
    )


T = TypeVar("T", bound="DiagnoseKrBlogResponse200Quota")


@_attrs_define
class DiagnoseKrBlogResponse200Quota:
    """
    Attributes:
        diagnoses (DiagnoseKrBlogResponse200QuotaDiagnoses):
    """

    diagnoses: DiagnoseKrBlogResponse200QuotaDiagnoses
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        diagnoses = self.diagnoses.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "diagnoses": diagnoses,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.diagnose_kr_blog_response_200_quota_diagnoses import (
            DiagnoseKrBlogResponse200QuotaDiagnoses,
        )

        d = dict(src_dict)
        diagnoses = DiagnoseKrBlogResponse200QuotaDiagnoses.from_dict(
            d.pop("diagnoses")
        )

        diagnose_kr_blog_response_200_quota = cls(
            diagnoses=diagnoses,
        )

        diagnose_kr_blog_response_200_quota.additional_properties = d
        return diagnose_kr_blog_response_200_quota

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
