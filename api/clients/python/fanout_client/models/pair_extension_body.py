from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="PairExtensionBody")


@_attrs_define
class PairExtensionBody:
    """
    Attributes:
        pairing_code (str): The code POST /v1/accounts/connect answered.
        account_handle (str): The blog the browser is signed in to, as the extension read it on the platform.
        version (str | Unset): The extension's version.
    """

    pairing_code: str
    account_handle: str
    version: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        pairing_code = self.pairing_code

        account_handle = self.account_handle

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "pairingCode": pairing_code,
                "accountHandle": account_handle,
            }
        )
        if version is not UNSET:
            field_dict["version"] = version

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        pairing_code = d.pop("pairingCode")

        account_handle = d.pop("accountHandle")

        version = d.pop("version", UNSET)

        pair_extension_body = cls(
            pairing_code=pairing_code,
            account_handle=account_handle,
            version=version,
        )

        return pair_extension_body
