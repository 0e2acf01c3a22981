from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="RegisterOAuthClientResponse201")


@_attrs_define
class RegisterOAuthClientResponse201:
    """
    Attributes:
        client_id (str):
        client_id_issued_at (int):
        redirect_uris (list[str]):
        token_endpoint_auth_method (str):
    """

    client_id: str
    client_id_issued_at: int
    redirect_uris: list[str]
    token_endpoint_auth_method: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        client_id = self.client_id

        client_id_issued_at = self.client_id_issued_at

        redirect_uris = self.redirect_uris

        token_endpoint_auth_method = self.token_endpoint_auth_method

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "client_id": client_id,
                "client_id_issued_at": client_id_issued_at,
                "redirect_uris": redirect_uris,
                "token_endpoint_auth_method": token_endpoint_auth_method,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        client_id = d.pop("client_id")

        client_id_issued_at = d.pop("client_id_issued_at")

        redirect_uris = cast(list[str], d.pop("redirect_uris"))

        token_endpoint_auth_method = d.pop("token_endpoint_auth_method")

        register_o_auth_client_response_201 = cls(
            client_id=client_id,
            client_id_issued_at=client_id_issued_at,
            redirect_uris=redirect_uris,
            token_endpoint_auth_method=token_endpoint_auth_method,
        )

        register_o_auth_client_response_201.additional_properties = d
        return register_o_auth_client_response_201

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
