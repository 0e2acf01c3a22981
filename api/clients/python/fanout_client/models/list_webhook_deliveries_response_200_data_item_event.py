from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.list_webhook_deliveries_response_200_data_item_event_data import (
        ListWebhookDeliveriesResponse200DataItemEventData,
    )


T = TypeVar("T", bound="ListWebhookDeliveriesResponse200DataItemEvent")


@_attrs_define
class ListWebhookDeliveriesResponse200DataItemEvent:
    """
    Attributes:
        id (str): The event id (also `Fanout-Event-Id`): the same for every try.
        type_ (str):
        created_at (datetime.datetime):
        workspace_id (str):
        data (ListWebhookDeliveriesResponse200DataItemEventData):
    """

    id: str
    type_: str
    created_at: datetime.datetime
    workspace_id: str
    data: ListWebhookDeliveriesResponse200DataItemEventData
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        type_ = self.type_

        created_at = self.created_at.isoformat()

        workspace_id = self.workspace_id

        data = self.data.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "type": type_,
                "createdAt": created_at,
                "workspaceId": workspace_id,
                "data": data,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.list_webhook_deliveries_response_200_data_item_event_data import (
            ListWebhookDeliveriesResponse200DataItemEventData,
        )

        d = dict(src_dict)
        id = d.pop("id")

        type_ = d.pop("type")

        created_at = datetime.datetime.fromisoformat(d.pop("createdAt"))

        workspace_id = d.pop("workspaceId")

        data = ListWebhookDeliveriesResponse200DataItemEventData.from_dict(
            d.pop("data")
        )

        list_webhook_deliveries_response_200_data_item_event = cls(
            id=id,
            type_=type_,
            created_at=created_at,
            workspace_id=workspace_id,
            data=data,
        )

        list_webhook_deliveries_response_200_data_item_event.additional_properties = d
        return list_webhook_deliveries_response_200_data_item_event

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
