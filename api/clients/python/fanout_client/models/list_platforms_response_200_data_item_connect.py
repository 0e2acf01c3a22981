from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.list_platforms_response_200_data_item_connect_kind import (
    ListPlatformsResponse200DataItemConnectKind,
)
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.list_platforms_response_200_data_item_connect_server import (
        ListPlatformsResponse200DataItemConnectServer,
    )


T = TypeVar("T", bound="ListPlatformsResponse200DataItemConnect")


@_attrs_define
class ListPlatformsResponse200DataItemConnect:
    """
    Attributes:
        kind (ListPlatformsResponse200DataItemConnectKind):
        fields (list[str] | Unset):
        server (ListPlatformsResponse200DataItemConnectServer | Unset):
    """

    kind: ListPlatformsResponse200DataItemConnectKind
    fields: list[str] | Unset = UNSET
    server: ListPlatformsResponse200DataItemConnectServer | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        fields: list[str] | Unset = UNSET
        if not isinstance(self.fields, Unset):
            fields = self.fields

        server: dict[str, Any] | Unset = UNSET
        if not isinstance(self.server, Unset):
            server = self.server.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "kind": kind,
            }
        )
        if fields is not UNSET:
            field_dict["fields"] = fields
        if server is not UNSET:
            field_dict["server"] = server

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.list_platforms_response_200_data_item_connect_server import (
            ListPlatformsResponse200DataItemConnectServer,
        )

        d = dict(src_dict)
        kind = ListPlatformsResponse200DataItemConnectKind(d.pop("kind"))

        fields = cast(list[str], d.pop("fields", UNSET))

        _server = d.pop("server", UNSET)
        server: ListPlatformsResponse200DataItemConnectServer | Unset
        if isinstance(_server, Unset):
            server = UNSET
        else:
            server = ListPlatformsResponse200DataItemConnectServer.from_dict(_server)

        list_platforms_response_200_data_item_connect = cls(
            kind=kind,
            fields=fields,
            server=server,
        )

        list_platforms_response_200_data_item_connect.additional_properties = d
        return list_platforms_response_200_data_item_connect

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
