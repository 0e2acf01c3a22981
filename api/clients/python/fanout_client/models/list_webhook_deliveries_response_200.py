from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.list_webhook_deliveries_response_200_data_item import (
        ListWebhookDeliveriesResponse200DataItem,
    )


T = TypeVar("T", bound="ListWebhookDeliveriesResponse200")


@_attrs_define
class ListWebhookDeliveriesResponse200:
    """
    Attributes:
        data (list[ListWebhookDeliveriesResponse200DataItem]):
        next_before (None | str):
    """

    data: list[ListWebhookDeliveriesResponse200DataItem]
    next_before: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        data = []
        for data_item_data in self.data:
            data_item = data_item_data.to_dict()
            data.append(data_item)

        next_before: None | str
        next_before = self.next_before

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "data": data,
                "nextBefore": next_before,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.list_webhook_deliveries_response_200_data_item import (
            ListWebhookDeliveriesResponse200DataItem,
        )

        d = dict(src_dict)
        data = []
        _data = d.pop("data")
        for data_item_data in _data:
            data_item = ListWebhookDeliveriesResponse200DataItem.from_dict(
                data_item_data
            )

            data.append(data_item)

        def _parse_next_before(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        next_before = _parse_next_before(d.pop("nextBefore"))

        list_webhook_deliveries_response_200 = cls(
            data=data,
            next_before=next_before,
        )

        list_webhook_deliveries_response_200.additional_properties = d
        return list_webhook_deliveries_response_200

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
