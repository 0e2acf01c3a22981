from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.account import Account
    from ..models.connect import Connect


T = TypeVar("T", bound="ConnectCallbackResponse201")


@_attrs_define
class ConnectCallbackResponse201:
    """
    Attributes:
        connect (Connect):
        account (Account | Unset):
    """

    connect: Connect
    account: Account | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        connect = self.connect.to_dict()

        account: dict[str, Any] | Unset = UNSET
        if not isinstance(self.account, Unset):
            account = self.account.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "connect": connect,
            }
        )
        if account is not UNSET:
            field_dict["account"] = account

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.account import Account
        from ..models.connect import Connect

        d = dict(src_dict)
        connect = Connect.from_dict(d.pop("connect"))

        _account = d.pop("account", UNSET)
        account: Account | Unset
        if isinstance(_account, Unset):
            account = UNSET
        else:
            account = Account.from_dict(_account)

        connect_callback_response_201 = cls(
            connect=connect,
            account=account,
        )

        connect_callback_response_201.additional_properties = d
        return connect_callback_response_201

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
