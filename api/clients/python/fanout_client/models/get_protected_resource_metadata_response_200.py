from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="GetProtectedResourceMetadataResponse200")


@_attrs_define
class GetProtectedResourceMetadataResponse200:
    """
    Attributes:
        resource (str):
        authorization_servers (list[str]):
    """

    resource: str
    authorization_servers: list[str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        resource = self.resource

        authorization_servers = self.authorization_servers

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "resource": resource,
                "authorization_servers": authorization_servers,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        resource = d.pop("resource")

        authorization_servers = cast(list[str], d.pop("authorization_servers"))

        get_protected_resource_metadata_response_200 = cls(
            resource=resource,
            authorization_servers=authorization_servers,
        )

        get_protected_resource_metadata_response_200.additional_properties = d
        return get_protected_resource_metadata_response_200

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
