from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.sign_in_response_201_person import SignInResponse201Person
    from ..models.sign_in_response_201_workspaces_item import (
        SignInResponse201WorkspacesItem,
    )


T = TypeVar("T", bound="SignInResponse201")


@_attrs_define
class SignInResponse201:
    """
    Attributes:
        person (SignInResponse201Person):
        workspaces (list[SignInResponse201WorkspacesItem]):
        csrf_token (str):
        expires_at (datetime.datetime):
    """

    person: SignInResponse201Person
    workspaces: list[SignInResponse201WorkspacesItem]
    csrf_token: str
    expires_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        person = self.person.to_dict()

        workspaces = []
        for workspaces_item_data in self.workspaces:
            workspaces_item = workspaces_item_data.to_dict()
            workspaces.append(workspaces_item)

        csrf_token = self.csrf_token

        expires_at = self.expires_at.isoformat()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "person": person,
                "workspaces": workspaces,
                "csrfToken": csrf_token,
                "expiresAt": expires_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.sign_in_response_201_person import SignInResponse201Person
        from ..models.sign_in_response_201_workspaces_item import (
            SignInResponse201WorkspacesItem,
        )

        d = dict(src_dict)
        person = SignInResponse201Person.from_dict(d.pop("person"))

        workspaces = []
        _workspaces = d.pop("workspaces")
        for workspaces_item_data in _workspaces:
            workspaces_item = SignInResponse201WorkspacesItem.from_dict(
                workspaces_item_data
            )

            workspaces.append(workspaces_item)

        csrf_token = d.pop("csrfToken")

        expires_at = datetime.datetime.fromisoformat(d.pop("expiresAt"))

        sign_in_response_201 = cls(
            person=person,
            workspaces=workspaces,
            csrf_token=csrf_token,
            expires_at=expires_at,
        )

        sign_in_response_201.additional_properties = d
        return sign_in_response_201

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
