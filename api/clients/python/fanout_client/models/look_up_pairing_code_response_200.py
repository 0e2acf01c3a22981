from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="LookUpPairingCodeResponse200")


@_attrs_define
class LookUpPairingCodeResponse200:
    """
    Attributes:
        platform (str):
        platform_url (str):
        expires_at (datetime.datetime):
    """

    platform: str
    platform_url: str
    expires_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        platform = self.platform

        platform_url = self.platform_url

        expires_at = self.expires_at.isoformat()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "platform": platform,
                "platformUrl": platform_url,
                "expiresAt": expires_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        platform = d.pop("platform")

        platform_url = d.pop("platformUrl")

        expires_at = datetime.datetime.fromisoformat(d.pop("expiresAt"))

        look_up_pairing_code_response_200 = cls(
            platform=platform,
            platform_url=platform_url,
            expires_at=expires_at,
        )

        look_up_pairing_code_response_200.additional_properties = d
        return look_up_pairing_code_response_200

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
