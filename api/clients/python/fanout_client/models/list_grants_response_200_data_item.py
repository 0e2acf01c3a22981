from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="ListGrantsResponse200DataItem")


@_attrs_define
class ListGrantsResponse200DataItem:
    """
    Attributes:
        id (str):
        client_id (str):
        client_name (str):
        workspace_ids (list[str]):
        research_tools (bool):
        created_at (datetime.datetime):
        last_used_at (datetime.datetime | None):
        revoked_at (datetime.datetime | None):
    """

    id: str
    client_id: str
    client_name: str
    workspace_ids: list[str]
    research_tools: bool
    created_at: datetime.datetime
    last_used_at: datetime.datetime | None
    revoked_at: datetime.datetime | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        client_id = self.client_id

        client_name = self.client_name

        workspace_ids = self.workspace_ids

        research_tools = self.research_tools

        created_at = self.created_at.isoformat()

        last_used_at: None | str
        if isinstance(self.last_used_at, datetime.datetime):
            last_used_at = self.last_used_at.isoformat()
        else:
            last_used_at = self.last_used_at

        revoked_at: None | str
        if isinstance(self.revoked_at, datetime.datetime):
            revoked_at = self.revoked_at.isoformat()
        else:
            revoked_at = self.revoked_at

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "clientId": client_id,
                "clientName": client_name,
                "workspaceIds": workspace_ids,
                "researchTools": research_tools,
                "createdAt": created_at,
                "lastUsedAt": last_used_at,
                "revokedAt": revoked_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        id = d.pop("id")

        client_id = d.pop("clientId")

        client_name = d.pop("clientName")

        workspace_ids = cast(list[str], d.pop("workspaceIds"))

        research_tools = d.pop("researchTools")

        created_at = datetime.datetime.fromisoformat(d.pop("createdAt"))

        def _parse_last_used_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                last_used_at_type_0 = datetime.datetime.fromisoformat(data)

                return last_used_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        last_used_at = _parse_last_used_at(d.pop("lastUsedAt"))

        def _parse_revoked_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                revoked_at_type_0 = datetime.datetime.fromisoformat(data)

                return revoked_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        revoked_at = _parse_revoked_at(d.pop("revokedAt"))

        list_grants_response_200_data_item = cls(
            id=id,
            client_id=client_id,
            client_name=client_name,
            workspace_ids=workspace_ids,
            research_tools=research_tools,
            created_at=created_at,
            last_used_at=last_used_at,
            revoked_at=revoked_at,
        )

        list_grants_response_200_data_item.additional_properties = d
        return list_grants_response_200_data_item

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
