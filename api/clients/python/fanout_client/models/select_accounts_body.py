from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.select_accounts_body_scope_type_0 import SelectAccountsBodyScopeType0

T = TypeVar("T", bound="SelectAccountsBody")


@_attrs_define
class SelectAccountsBody:
    """
    Attributes:
        scope (list[str] | SelectAccountsBodyScopeType0):
    """

    scope: list[str] | SelectAccountsBodyScopeType0

    def to_dict(self) -> dict[str, Any]:
        scope: list[str] | str
        if isinstance(self.scope, SelectAccountsBodyScopeType0):
            scope = self.scope.value
        else:
            scope = self.scope

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "scope": scope,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_scope(data: object) -> list[str] | SelectAccountsBodyScopeType0:
            try:
                if not isinstance(data, str):
                    raise TypeError()
                scope_type_0 = SelectAccountsBodyScopeType0(data)

                return scope_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, list):
                raise TypeError()
            scope_type_1 = cast(list[str], data)

            return scope_type_1

        scope = _parse_scope(d.pop("scope"))

        select_accounts_body = cls(
            scope=scope,
        )

        return select_accounts_body
