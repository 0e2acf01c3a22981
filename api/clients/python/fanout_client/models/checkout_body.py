from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="CheckoutBody")


@_attrs_define
class CheckoutBody:
    """
    Attributes:
        workspaces (Any): The total number of workspaces wanted (not fewer than the plan has).
    """

    workspaces: Any

    def to_dict(self) -> dict[str, Any]:
        workspaces = self.workspaces

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "workspaces": workspaces,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        workspaces = d.pop("workspaces")

        checkout_body = cls(
            workspaces=workspaces,
        )

        return checkout_body
