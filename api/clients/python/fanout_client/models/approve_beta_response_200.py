from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="ApproveBetaResponse200")


@_attrs_define
class ApproveBetaResponse200:
    """
    Attributes:
        workspace_id (str):
        beta_approved_at (datetime.datetime | None):
        beta_channels (list[str]):
    """

    workspace_id: str
    beta_approved_at: datetime.datetime | None
    beta_channels: list[str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        workspace_id = self.workspace_id

        beta_approved_at: None | str
        if isinstance(self.beta_approved_at, datetime.datetime):
            beta_approved_at = self.beta_approved_at.isoformat()
        else:
            beta_approved_at = self.beta_approved_at

        beta_channels = self.beta_channels

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "workspaceId": workspace_id,
                "betaApprovedAt": beta_approved_at,
                "betaChannels": beta_channels,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        workspace_id = d.pop("workspaceId")

        def _parse_beta_approved_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                beta_approved_at_type_0 = datetime.datetime.fromisoformat(data)

                return beta_approved_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        beta_approved_at = _parse_beta_approved_at(d.pop("betaApprovedAt"))

        beta_channels = cast(list[str], d.pop("betaChannels"))

        approve_beta_response_200 = cls(
            workspace_id=workspace_id,
            beta_approved_at=beta_approved_at,
            beta_channels=beta_channels,
        )

        approve_beta_response_200.additional_properties = d
        return approve_beta_response_200

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
