from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.select_accounts_response_200_accounts_item import (
        SelectAccountsResponse200AccountsItem,
    )
    from ..models.select_accounts_response_200_unresolved_item import (
        SelectAccountsResponse200UnresolvedItem,
    )


T = TypeVar("T", bound="SelectAccountsResponse200")


@_attrs_define
class SelectAccountsResponse200:
    """
    Attributes:
        account_ids (list[str]):
        accounts (list[SelectAccountsResponse200AccountsItem]):
        unresolved (list[SelectAccountsResponse200UnresolvedItem]):
    """

    account_ids: list[str]
    accounts: list[SelectAccountsResponse200AccountsItem]
    unresolved: list[SelectAccountsResponse200UnresolvedItem]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        account_ids = self.account_ids

        accounts = []
        for accounts_item_data in self.accounts:
            accounts_item = accounts_item_data.to_dict()
            accounts.append(accounts_item)

        unresolved = []
        for unresolved_item_data in self.unresolved:
            unresolved_item = unresolved_item_data.to_dict()
            unresolved.append(unresolved_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "accountIds": account_ids,
                "accounts": accounts,
                "unresolved": unresolved,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.select_accounts_response_200_accounts_item import (
            SelectAccountsResponse200AccountsItem,
        )
        from ..models.select_accounts_response_200_unresolved_item import (
            SelectAccountsResponse200UnresolvedItem,
        )

        d = dict(src_dict)
        account_ids = cast(list[str], d.pop("accountIds"))

        accounts = []
        _accounts = d.pop("accounts")
        for accounts_item_data in _accounts:
            accounts_item = SelectAccountsResponse200AccountsItem.from_dict(
                accounts_item_data
            )

            accounts.append(accounts_item)

        unresolved = []
        _unresolved = d.pop("unresolved")
        for unresolved_item_data in _unresolved:
            unresolved_item = SelectAccountsResponse200UnresolvedItem.from_dict(
                unresolved_item_data
            )

            unresolved.append(unresolved_item)

        select_accounts_response_200 = cls(
            account_ids=account_ids,
            accounts=accounts,
            unresolved=unresolved,
        )

        select_accounts_response_200.additional_properties = d
        return select_accounts_response_200

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
