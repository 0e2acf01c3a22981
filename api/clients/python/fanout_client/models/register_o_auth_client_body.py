from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="RegisterOAuthClientBody")


@_attrs_define
class RegisterOAuthClientBody:
    """
    Attributes:
        redirect_uris (list[str] | Unset):
        client_name (str | Unset):
    """

    redirect_uris: list[str] | Unset = UNSET
    client_name: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        redirect_uris: list[str] | Unset = UNSET
        if not isinstance(self.redirect_uris, Unset):
            redirect_uris = self.redirect_uris

        client_name = self.client_name

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if redirect_uris is not UNSET:
            field_dict["redirect_uris"] = redirect_uris
        if client_name is not UNSET:
            field_dict["client_name"] = client_name

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        redirect_uris = cast(list[str], d.pop("redirect_uris", UNSET))

        client_name = d.pop("client_name", UNSET)

        register_o_auth_client_body = cls(
            redirect_uris=redirect_uris,
            client_name=client_name,
        )

        register_o_auth_client_body.additional_properties = d
        return register_o_auth_client_body

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
