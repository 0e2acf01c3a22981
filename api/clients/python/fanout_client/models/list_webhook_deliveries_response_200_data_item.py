from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.list_webhook_deliveries_response_200_data_item_state import (
    ListWebhookDeliveriesResponse200DataItemState,
)

if TYPE_CHECKING:
    from ..models.list_webhook_deliveries_response_200_data_item_event import (
        ListWebhookDeliveriesResponse200DataItemEvent,
    )


T = TypeVar("T", bound="ListWebhookDeliveriesResponse200DataItem")


@_attrs_define
class ListWebhookDeliveriesResponse200DataItem:
    """
    Attributes:
        id (str):
        event_id (str):
        type_ (str):
        state (ListWebhookDeliveriesResponse200DataItemState):
        attempts (int):
        last_status (int | None):
        last_attempt_at (datetime.datetime | None):
        last_error (None | str):
        delivered_at (datetime.datetime | None):
        created_at (datetime.datetime):
        event (ListWebhookDeliveriesResponse200DataItemEvent):
    """

    id: str
    event_id: str
    type_: str
    state: ListWebhookDeliveriesResponse200DataItemState
    attempts: int
    last_status: int | None
    last_attempt_at: datetime.datetime | None
    last_error: None | str
    delivered_at: datetime.datetime | None
    created_at: datetime.datetime
    event: ListWebhookDeliveriesResponse200DataItemEvent
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        event_id = self.event_id

        type_ = self.type_

        state = self.state.value

        attempts = self.attempts

        last_status: int | None
        last_status = self.last_status

        last_attempt_at: None | str
        if isinstance(self.last_attempt_at, datetime.datetime):
            last_attempt_at = self.last_attempt_at.isoformat()
        else:
            last_attempt_at = self.last_attempt_at

        last_error: None | str
        last_error = self.last_error

        delivered_at: None | str
        if isinstance(self.delivered_at, datetime.datetime):
            delivered_at = self.delivered_at.isoformat()
        else:
            delivered_at = self.delivered_at

        created_at = self.created_at.isoformat()

        event = self.event.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "eventId": event_id,
                "type": type_,
                "state": state,
                "attempts": attempts,
                "lastStatus": last_status,
                "lastAttemptAt": last_attempt_at,
                "lastError": last_error,
                "deliveredAt": delivered_at,
                "createdAt": created_at,
                "event": event,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.list_webhook_deliveries_response_200_data_item_event import (
            ListWebhookDeliveriesResponse200DataItemEvent,
        )

        d = dict(src_dict)
        id = d.pop("id")

        event_id = d.pop("eventId")

        type_ = d.pop("type")

        state = ListWebhookDeliveriesResponse200DataItemState(d.pop("state"))

        attempts = d.pop("attempts")

        def _parse_last_status(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        last_status = _parse_last_status(d.pop("lastStatus"))

        def _parse_last_attempt_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                last_attempt_at_type_0 = datetime.datetime.fromisoformat(data)

                return last_attempt_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        last_attempt_at = _parse_last_attempt_at(d.pop("lastAttemptAt"))

        def _parse_last_error(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        last_error = _parse_last_error(d.pop("lastError"))

        def _parse_delivered_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                delivered_at_type_0 = datetime.datetime.fromisoformat(data)

                return delivered_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        delivered_at = _parse_delivered_at(d.pop("deliveredAt"))

        created_at = datetime.datetime.fromisoformat(d.pop("createdAt"))

        event = ListWebhookDeliveriesResponse200DataItemEvent.from_dict(d.pop("event"))

        list_webhook_deliveries_response_200_data_item = cls(
            id=id,
            event_id=event_id,
            type_=type_,
            state=state,
            attempts=attempts,
            last_status=last_status,
            last_attempt_at=last_attempt_at,
            last_error=last_error,
            delivered_at=delivered_at,
            created_at=created_at,
            event=event,
        )

        list_webhook_deliveries_response_200_data_item.additional_properties = d
        return list_webhook_deliveries_response_200_data_item

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
