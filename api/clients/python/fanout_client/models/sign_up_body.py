from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="SignUpBody")


@_attrs_define
class SignUpBody:
    """
    Attributes:
        email (str):
        password (str):
        name (str | Unset):
    """

    email: str
    password: str
    name: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        email = self.email

        password = self.password

        name = self.name

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "email": email,
                "password": password,
            }
        )
        if name is not UNSET:
            field_dict["name"] = name

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        email = d.pop("email")

        password = d.pop("password")

        name = d.pop("name", UNSET)

        sign_up_body = cls(
            email=email,
            password=password,
            name=name,
        )

        return sign_up_body
