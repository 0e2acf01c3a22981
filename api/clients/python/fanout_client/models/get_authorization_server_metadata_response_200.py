from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="GetAuthorizationServerMetadataResponse200")


@_attrs_define
class GetAuthorizationServerMetadataResponse200:
    """
    Attributes:
        issuer (str):
        authorization_endpoint (str):
        token_endpoint (str):
        registration_endpoint (str):
        code_challenge_methods_supported (list[str]):
    """

    issuer: str
    authorization_endpoint: str
    token_endpoint: str
    registration_endpoint: str
    code_challenge_methods_supported: list[str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        issuer = self.issuer

        authorization_endpoint = self.authorization_endpoint

        token_endpoint = self.token_endpoint

        registration_endpoint = self.registration_endpoint

        code_challenge_methods_supported = self.code_challenge_methods_supported

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "issuer": issuer,
                "authorization_endpoint": authorization_endpoint,
                "token_endpoint": token_endpoint,
                "registration_endpoint": registration_endpoint,
                "code_challenge_methods_supported": code_challenge_methods_supported,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        issuer = d.pop("issuer")

        authorization_endpoint = d.pop("authorization_endpoint")

        token_endpoint = d.pop("token_endpoint")

        registration_endpoint = d.pop("registration_endpoint")

        code_challenge_methods_supported = cast(
            list[str], d.pop("code_challenge_methods_supported")
        )

        get_authorization_server_metadata_response_200 = cls(
            issuer=issuer,
            authorization_endpoint=authorization_endpoint,
            token_endpoint=token_endpoint,
            registration_endpoint=registration_endpoint,
            code_challenge_methods_supported=code_challenge_methods_supported,
        )

        get_authorization_server_metadata_response_200.additional_properties = d
        return get_authorization_server_metadata_response_200

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
