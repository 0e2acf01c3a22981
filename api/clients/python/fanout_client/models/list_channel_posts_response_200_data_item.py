from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="ListChannelPostsResponse200DataItem")


@_attrs_define
class ListChannelPostsResponse200DataItem:
    """
    Attributes:
        account_id (str):
        platform (str):
        external_id (str):
        text (str):
        created_at (datetime.datetime):
        url (str | Unset):
        reply_to_external_id (str | Unset):
    """

    account_id: str
    platform: str
    external_id: str
    text: str
    created_at: datetime.datetime
    url: str | Unset = UNSET
    reply_to_external_id: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        account_id = self.account_id

        platform = self.platform

        external_id = self.external_id

        text = self.text

        created_at = self.created_at.isoformat()

        url = self.url

        reply_to_external_id = self.reply_to_external_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "accountId": account_id,
                "platform": platform,
                "externalId": external_id,
                "text": text,
                "createdAt": created_at,
            }
        )
        if url is not UNSET:
            field_dict["url"] = url
        if reply_to_external_id is not UNSET:
            field_dict["replyToExternalId"] = reply_to_external_id

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        account_id = d.pop("accountId")

        platform = d.pop("platform")

        external_id = d.pop("externalId")

        text = d.pop("text")

        created_at = datetime.datetime.fromisoformat(d.pop("createdAt"))

        url = d.pop("url", UNSET)

        reply_to_external_id = d.pop("replyToExternalId", UNSET)

        list_channel_posts_response_200_data_item = cls(
            account_id=account_id,
            platform=platform,
            external_id=external_id,
            text=text,
            created_at=created_at,
            url=url,
            reply_to_external_id=reply_to_external_id,
        )

        list_channel_posts_response_200_data_item.additional_properties = d
        return list_channel_posts_response_200_data_item

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
