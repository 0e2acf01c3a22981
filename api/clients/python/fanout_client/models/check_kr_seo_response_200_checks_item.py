from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.check_kr_seo_response_200_checks_item_id import (
    CheckKrSeoResponse200ChecksItemId,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="CheckKrSeoResponse200ChecksItem")


@_attrs_define
class CheckKrSeoResponse200ChecksItem:
    """
    Attributes:
        id (CheckKrSeoResponse200ChecksItemId):
        passed (bool):
        fix (str | Unset):
    """

    id: CheckKrSeoResponse200ChecksItemId
    passed: bool
    fix: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id.value

        passed = self.passed

        fix = self.fix

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "passed": passed,
            }
        )
        if fix is not UNSET:
            field_dict["fix"] = fix

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        id = CheckKrSeoResponse200ChecksItemId(d.pop("id"))

        passed = d.pop("passed")

        fix = d.pop("fix", UNSET)

        check_kr_seo_response_200_checks_item = cls(
            id=id,
            passed=passed,
            fix=fix,
        )

        check_kr_seo_response_200_checks_item.additional_properties = d
        return check_kr_seo_response_200_checks_item

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
