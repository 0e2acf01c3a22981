from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.account import Account


T = TypeVar("T", bound="PairExtensionResponse201")


@_attrs_define
class PairExtensionResponse201:
    """
    Attributes:
        bridge_token (str):
        account (Account):
        platform_url (str):
    """

    bridge_token: str
    account: Account
    platform_url: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        bridge_token = self.bridge_token

        account = self.account.to_dict()

        platform_url = self.platform_url

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "bridgeToken": bridge_token,
                "account": account,
                "platformUrl": platform_url,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.account import Account

        d = dict(src_dict)
        bridge_token = d.pop("bridgeToken")

        account = Account.from_dict(d.pop("account"))

        platform_url = d.pop("platformUrl")

        pair_extension_response_201 = cls(
            bridge_token=bridge_token,
            account=account,
            platform_url=platform_url,
        )

        pair_extension_response_201.additional_properties = d
        return pair_extension_response_201

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
