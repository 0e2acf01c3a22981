from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.create_webhook_body_events_item import CreateWebhookBodyEventsItem
from ..types import UNSET, Unset

T = TypeVar("T", bound="CreateWebhookBody")


@_attrs_define
class CreateWebhookBody:
    """
    Attributes:
        url (str): Where events are POSTed: https to a public address (the sandbox also takes http and loopback).
        events (list[CreateWebhookBodyEventsItem]): Event types, a family such as `post.*`, or `*` for every event.
        description (str | Unset): A note for whoever reads the list.
    """

    url: str
    events: list[CreateWebhookBodyEventsItem]
    description: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        url = self.url

        events = []
        for events_item_data in self.events:
            events_item = events_item_data.value
            events.append(events_item)

        description = self.description

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "url": url,
                "events": events,
            }
        )
        if description is not UNSET:
            field_dict["description"] = description

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        url = d.pop("url")

        events = []
        _events = d.pop("events")
        for events_item_data in _events:
            events_item = CreateWebhookBodyEventsItem(events_item_data)

            events.append(events_item)

        description = d.pop("description", UNSET)

        create_webhook_body = cls(
            url=url,
            events=events,
            description=description,
        )

        return create_webhook_body
