from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="ApproveBetaBody")


@_attrs_define
class ApproveBetaBody:
    """
    Attributes:
        approved (bool):
    """

    approved: bool

    def to_dict(self) -> dict[str, Any]:
        approved = self.approved

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "approved": approved,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        approved = d.pop("approved")

        approve_beta_body = cls(
            approved=approved,
        )

        return approve_beta_body
