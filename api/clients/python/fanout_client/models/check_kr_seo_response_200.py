from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.check_kr_seo_response_200_checks_item import (
        CheckKrSeoResponse200ChecksItem,
    )


T = TypeVar("T", bound="CheckKrSeoResponse200")


@_attrs_define
class CheckKrSeoResponse200:
    """
    Attributes:
        passed (bool):
        checks (list[CheckKrSeoResponse200ChecksItem]):
    """

    passed: bool
    checks: list[CheckKrSeoResponse200ChecksItem]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        passed = self.passed

        checks = []
        for checks_item_data in self.checks:
            checks_item = checks_item_data.to_dict()
            checks.append(checks_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "passed": passed,
                "checks": checks,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.check_kr_seo_response_200_checks_item import (
            CheckKrSeoResponse200ChecksItem,
        )

        d = dict(src_dict)
        passed = d.pop("passed")

        checks = []
        _checks = d.pop("checks")
        for checks_item_data in _checks:
            checks_item = CheckKrSeoResponse200ChecksItem.from_dict(checks_item_data)

            checks.append(checks_item)

        check_kr_seo_response_200 = cls(
            passed=passed,
            checks=checks,
        )

        check_kr_seo_response_200.additional_properties = d
        return check_kr_seo_response_200

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
