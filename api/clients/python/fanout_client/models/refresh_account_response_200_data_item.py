from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.refresh_account_response_200_data_item_status import (
    RefreshAccountResponse200DataItemStatus,
)
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.account import Account
    from ..models.refresh_account_response_200_data_item_error import (
        RefreshAccountResponse200DataItemError,
    )


T = TypeVar("T", bound="RefreshAccountResponse200DataItem")


@_attrs_define
class RefreshAccountResponse200DataItem:
    """
    Attributes:
        account_id (str):
        platform (str):
        handle (str):
        status (RefreshAccountResponse200DataItemStatus):
        account (Account | Unset):
        code (str | Unset):
        error (RefreshAccountResponse200DataItemError | Unset):
    """

    account_id: str
    platform: str
    handle: str
    status: RefreshAccountResponse200DataItemStatus
    account: Account | Unset = UNSET
    code: str | Unset = UNSET
    error: RefreshAccountResponse200DataItemError | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        account_id = self.account_id

        platform = self.platform

        handle = self.handle

        status = self.status.value

        account: dict[str, Any] | Unset = UNSET
        if not isinstance(self.account, Unset):
            account = self.account.to_dict()

        code = self.code

        error: dict[str, Any] | Unset = UNSET
        if not isinstance(self.error, Unset):
            error = self.error.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "accountId": account_id,
                "platform": platform,
                "handle": handle,
                "status": status,
            }
        )
        if account is not UNSET:
            field_dict["account"] = account
        if code is not UNSET:
            field_dict["code"] = code
        if error is not UNSET:
            field_dict["error"] = error

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.account import Account
        from ..models.refresh_account_response_200_data_item_error import (
            RefreshAccountResponse200DataItemError,
        )

        d = dict(src_dict)
        account_id = d.pop("accountId")

        platform = d.pop("platform")

        handle = d.pop("handle")

        status = RefreshAccountResponse200DataItemStatus(d.pop("status"))

        _account = d.pop("account", UNSET)
        account: Account | Unset
        if isinstance(_account, Unset):
            account = UNSET
        else:
            account = Account.from_dict(_account)

        code = d.pop("code", UNSET)

        _error = d.pop("error", UNSET)
        error: RefreshAccountResponse200DataItemError | Unset
        if isinstance(_error, Unset):
            error = UNSET
        else:
            error = RefreshAccountResponse200DataItemError.from_dict(_error)

        refresh_account_response_200_data_item = cls(
            account_id=account_id,
            platform=platform,
            handle=handle,
            status=status,
            account=account,
            code=code,
            error=error,
        )

        refresh_account_response_200_data_item.additional_properties = d
        return refresh_account_response_200_data_item

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
