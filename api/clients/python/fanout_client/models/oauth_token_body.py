from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.oauth_token_body_grant_type import OauthTokenBodyGrantType
from ..types import UNSET, Unset

T = TypeVar("T", bound="OauthTokenBody")


@_attrs_define
class OauthTokenBody:
    """
    Attributes:
        grant_type (OauthTokenBodyGrantType | Unset):
        code (str | Unset):
        client_id (str | Unset):
        redirect_uri (str | Unset):
        code_verifier (str | Unset):
        refresh_token (str | Unset):
        resource (str | Unset):
    """

    grant_type: OauthTokenBodyGrantType | Unset = UNSET
    code: str | Unset = UNSET
    client_id: str | Unset = UNSET
    redirect_uri: str | Unset = UNSET
    code_verifier: str | Unset = UNSET
    refresh_token: str | Unset = UNSET
    resource: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        grant_type: str | Unset = UNSET
        if not isinstance(self.grant_type, Unset):
            grant_type = self.grant_type.value

        code = self.code

        client_id = self.client_id

        redirect_uri = self.redirect_uri

        code_verifier = self.code_verifier

        refresh_token = self.refresh_token

        resource = self.resource

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if grant_type is not UNSET:
            field_dict["grant_type"] = grant_type
        if code is not UNSET:
            field_dict["code"] = code
        if client_id is not UNSET:
            field_dict["client_id"] = client_id
        if redirect_uri is not UNSET:
            field_dict["redirect_uri"] = redirect_uri
        if code_verifier is not UNSET:
            field_dict["code_verifier"] = code_verifier
        if refresh_token is not UNSET:
            field_dict["refresh_token"] = refresh_token
        if resource is not UNSET:
            field_dict["resource"] = resource

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        _grant_type = d.pop("grant_type", UNSET)
        grant_type: OauthTokenBodyGrantType | Unset
        if isinstance(_grant_type, Unset):
            grant_type = UNSET
        else:
            grant_type = OauthTokenBodyGrantType(_grant_type)

        code = d.pop("code", UNSET)

        client_id = d.pop("client_id", UNSET)

        redirect_uri = d.pop("redirect_uri", UNSET)

        code_verifier = d.pop("code_verifier", UNSET)

        refresh_token = d.pop("refresh_token", UNSET)

        resource = d.pop("resource", UNSET)

        oauth_token_body = cls(
            grant_type=grant_type,
            code=code,
            client_id=client_id,
            redirect_uri=redirect_uri,
            code_verifier=code_verifier,
            refresh_token=refresh_token,
            resource=resource,
        )

        oauth_token_body.additional_properties = d
        return oauth_token_body

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
