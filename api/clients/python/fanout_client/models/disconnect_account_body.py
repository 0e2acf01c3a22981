from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="DisconnectAccountBody")


@_attrs_define
class DisconnectAccountBody:
    """
    Attributes:
        force (bool | Unset):
    """

    force: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        force = self.force

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if force is not UNSET:
            field_dict["force"] = force

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        force = d.pop("force", UNSET)

        disconnect_account_body = cls(
            force=force,
        )

        return disconnect_account_body
