from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="RefreshAccountBody")


@_attrs_define
class RefreshAccountBody:
    """
    Attributes:
        scope (list[str] | Unset): `all` for every account with something to refresh, or platform names, handles and
            account ids.
    """

    scope: list[str] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        scope: list[str] | Unset = UNSET
        if not isinstance(self.scope, Unset):
            scope = self.scope

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if scope is not UNSET:
            field_dict["scope"] = scope

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        scope = cast(list[str], d.pop("scope", UNSET))

        refresh_account_body = cls(
            scope=scope,
        )

        return refresh_account_body
