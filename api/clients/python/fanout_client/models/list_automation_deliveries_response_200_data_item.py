from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.list_automation_deliveries_response_200_data_item_status import (
    ListAutomationDeliveriesResponse200DataItemStatus,
)

T = TypeVar("T", bound="ListAutomationDeliveriesResponse200DataItem")


@_attrs_define
class ListAutomationDeliveriesResponse200DataItem:
    """
    Attributes:
        id (str):
        automation_id (str):
        comment_external_id (str):
        commenter_handle (None | str):
        commenter_id (None | str):
        post_external_id (str):
        status (ListAutomationDeliveriesResponse200DataItemStatus):
        reason (None | str):
        message_external_id (None | str):
        attempted_at (datetime.datetime | None):
        created_at (datetime.datetime):
        updated_at (datetime.datetime):
    """

    id: str
    automation_id: str
    comment_external_id: str
    commenter_handle: None | str
    commenter_id: None | str
    post_external_id: str
    status: ListAutomationDeliveriesResponse200DataItemStatus
    reason: None | str
    message_external_id: None | str
    attempted_at: datetime.datetime | None
    created_at: datetime.datetime
    updated_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        automation_id = self.automation_id

        comment_external_id = self.comment_external_id

        commenter_handle: None | str
        commenter_handle = self.commenter_handle

        commenter_id: None | str
        commenter_id = self.commenter_id

        post_external_id = self.post_external_id

        status = self.status.value

        reason: None | str
        reason = self.reason

        message_external_id: None | str
        message_external_id = self.message_external_id

        attempted_at: None | str
        if isinstance(self.attempted_at, datetime.datetime):
            attempted_at = self.attempted_at.isoformat()
        else:
            attempted_at = self.attempted_at

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "automationId": automation_id,
                "commentExternalId": comment_external_id,
                "commenterHandle": commenter_handle,
                "commenterId": commenter_id,
                "postExternalId": post_external_id,
                "status": status,
                "reason": reason,
                "messageExternalId": message_external_id,
                "attemptedAt": attempted_at,
                "createdAt": created_at,
                "updatedAt": updated_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        id = d.pop("id")

        automation_id = d.pop("automationId")

        comment_external_id = d.pop("commentExternalId")

        def _parse_commenter_handle(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        commenter_handle = _parse_commenter_handle(d.pop("commenterHandle"))

        def _parse_commenter_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        commenter_id = _parse_commenter_id(d.pop("commenterId"))

        post_external_id = d.pop("postExternalId")

        status = ListAutomationDeliveriesResponse200DataItemStatus(d.pop("status"))

        def _parse_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        reason = _parse_reason(d.pop("reason"))

        def _parse_message_external_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        message_external_id = _parse_message_external_id(d.pop("messageExternalId"))

        def _parse_attempted_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                attempted_at_type_0 = datetime.datetime.fromisoformat(data)

                return attempted_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        attempted_at = _parse_attempted_at(d.pop("attemptedAt"))

        created_at = datetime.datetime.fromisoformat(d.pop("createdAt"))

        updated_at = datetime.datetime.fromisoformat(d.pop("updatedAt"))

        list_automation_deliveries_response_200_data_item = cls(
            id=id,
            automation_id=automation_id,
            comment_external_id=comment_external_id,
            commenter_handle=commenter_handle,
            commenter_id=commenter_id,
            post_external_id=post_external_id,
            status=status,
            reason=reason,
            message_external_id=message_external_id,
            attempted_at=attempted_at,
            created_at=created_at,
            updated_at=updated_at,
        )

        list_automation_deliveries_response_200_data_item.additional_properties = d
        return list_automation_deliveries_response_200_data_item

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
