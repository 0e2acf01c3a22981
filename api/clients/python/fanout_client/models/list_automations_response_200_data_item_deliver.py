from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="ListAutomationsResponse200DataItemDeliver")


@_attrs_define
class ListAutomationsResponse200DataItemDeliver:
    """
    Attributes:
        message (str):
        link (None | str):
        media_id (None | str):
    """

    message: str
    link: None | str
    media_id: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        message = self.message

        link: None | str
        link = self.link

        media_id: None | str
        media_id = self.media_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "message": message,
                "link": link,
                "mediaId": media_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        message = d.pop("message")

        def _parse_link(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        link = _parse_link(d.pop("link"))

        def _parse_media_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        media_id = _parse_media_id(d.pop("mediaId"))

        list_automations_response_200_data_item_deliver = cls(
            message=message,
            link=link,
            media_id=media_id,
        )

        list_automations_response_200_data_item_deliver.additional_properties = d
        return list_automations_response_200_data_item_deliver

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
