from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="SelectAccountsResponse200UnresolvedItemCandidatesItem")


@_attrs_define
class SelectAccountsResponse200UnresolvedItemCandidatesItem:
    """
    Attributes:
        account_id (str):
        platform (str):
        handle (str):
    """

    account_id: str
    platform: str
    handle: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        account_id = self.account_id

        platform = self.platform

        handle = self.handle

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "accountId": account_id,
                "platform": platform,
                "handle": handle,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        account_id = d.pop("accountId")

        platform = d.pop("platform")

        handle = d.pop("handle")

        select_accounts_response_200_unresolved_item_candidates_item = cls(
            account_id=account_id,
            platform=platform,
            handle=handle,
        )

        select_accounts_response_200_unresolved_item_candidates_item.additional_properties = d
        return select_accounts_response_200_unresolved_item_candidates_item

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
