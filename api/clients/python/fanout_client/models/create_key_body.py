from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.create_key_body_scopes_item import CreateKeyBodyScopesItem
from ..types import UNSET, Unset

T = TypeVar("T", bound="CreateKeyBody")


@_attrs_define
class CreateKeyBody:
    """
    Attributes:
        name (str | Unset):
        workspace_ids (list[str] | Unset):
        all_workspaces (bool | Unset):
        scopes (list[CreateKeyBodyScopesItem] | Unset):
        expires_at (datetime.datetime | Unset):
        research_tools (bool | Unset):
    """

    name: str | Unset = UNSET
    workspace_ids: list[str] | Unset = UNSET
    all_workspaces: bool | Unset = UNSET
    scopes: list[CreateKeyBodyScopesItem] | Unset = UNSET
    expires_at: datetime.datetime | Unset = UNSET
    research_tools: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        workspace_ids: list[str] | Unset = UNSET
        if not isinstance(self.workspace_ids, Unset):
            workspace_ids = self.workspace_ids

        all_workspaces = self.all_workspaces

        scopes: list[str] | Unset = UNSET
        if not isinstance(self.scopes, Unset):
            scopes = []
            for scopes_item_data in self.scopes:
                scopes_item = scopes_item_data.value
                scopes.append(scopes_item)

        expires_at: str | Unset = UNSET
        if not isinstance(self.expires_at, Unset):
            expires_at = self.expires_at.isoformat()

        research_tools = self.research_tools

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if name is not UNSET:
            field_dict["name"] = name
        if workspace_ids is not UNSET:
            field_dict["workspaceIds"] = workspace_ids
        if all_workspaces is not UNSET:
            field_dict["allWorkspaces"] = all_workspaces
        if scopes is not UNSET:
            field_dict["scopes"] = scopes
        if expires_at is not UNSET:
            field_dict["expiresAt"] = expires_at
        if research_tools is not UNSET:
            field_dict["researchTools"] = research_tools

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        name = d.pop("name", UNSET)

        workspace_ids = cast(list[str], d.pop("workspaceIds", UNSET))

        all_workspaces = d.pop("allWorkspaces", UNSET)

        _scopes = d.pop("scopes", UNSET)
        scopes: list[CreateKeyBodyScopesItem] | Unset = UNSET
        if _scopes is not UNSET:
            scopes = []
            for scopes_item_data in _scopes:
                scopes_item = CreateKeyBodyScopesItem(scopes_item_data)

                scopes.append(scopes_item)

        _expires_at = d.pop("expiresAt", UNSET)
        expires_at: datetime.datetime | Unset
        if isinstance(_expires_at, Unset):
            expires_at = UNSET
        else:
            expires_at = datetime.datetime.fromisoformat(_expires_at)

        research_tools = d.pop("researchTools", UNSET)

        create_key_body = cls(
            name=name,
            workspace_ids=workspace_ids,
            all_workspaces=all_workspaces,
            scopes=scopes,
            expires_at=expires_at,
            research_tools=research_tools,
        )

        return create_key_body
