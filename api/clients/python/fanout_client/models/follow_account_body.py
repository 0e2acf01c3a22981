from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="FollowAccountBody")


@_attrs_define
class FollowAccountBody:
    """
    Attributes:
        account_id (str | Unset): The connected account that acts; needed when several can.
        owner_handle (str | Unset): The handle to follow, on the account’s channel.
    """

    account_id: str | Unset = UNSET
    owner_handle: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        account_id = self.account_id

        owner_handle = self.owner_handle

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if account_id is not UNSET:
            field_dict["accountId"] = account_id
        if owner_handle is not UNSET:
            field_dict["ownerHandle"] = owner_handle

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        account_id = d.pop("accountId", UNSET)

        owner_handle = d.pop("ownerHandle", UNSET)

        follow_account_body = cls(
            account_id=account_id,
            owner_handle=owner_handle,
        )

        return follow_account_body
