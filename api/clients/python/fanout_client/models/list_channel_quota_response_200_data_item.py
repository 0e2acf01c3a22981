from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="ListChannelQuotaResponse200DataItem")


@_attrs_define
class ListChannelQuotaResponse200DataItem:
    """
    Attributes:
        account_id (str):
        platform (str):
        used (int):
        total (int | None):
        window_seconds (int | None):
    """

    account_id: str
    platform: str
    used: int
    total: int | None
    window_seconds: int | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        account_id = self.account_id

        platform = self.platform

        used = self.used

        total: int | None
        total = self.total

        window_seconds: int | None
        window_seconds = self.window_seconds

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "accountId": account_id,
                "platform": platform,
                "used": used,
                "total": total,
                "windowSeconds": window_seconds,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        account_id = d.pop("accountId")

        platform = d.pop("platform")

        used = d.pop("used")

        def _parse_total(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        total = _parse_total(d.pop("total"))

        def _parse_window_seconds(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        window_seconds = _parse_window_seconds(d.pop("windowSeconds"))

        list_channel_quota_response_200_data_item = cls(
            account_id=account_id,
            platform=platform,
            used=used,
            total=total,
            window_seconds=window_seconds,
        )

        list_channel_quota_response_200_data_item.additional_properties = d
        return list_channel_quota_response_200_data_item

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
