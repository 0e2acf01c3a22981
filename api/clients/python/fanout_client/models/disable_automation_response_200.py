from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.disable_automation_response_200_status import (
    DisableAutomationResponse200Status,
)

if TYPE_CHECKING:
    from ..models.disable_automation_response_200_counts import (
        DisableAutomationResponse200Counts,
    )
    from ..models.disable_automation_response_200_deliver import (
        DisableAutomationResponse200Deliver,
    )
    from ..models.disable_automation_response_200_past_comments import (
        DisableAutomationResponse200PastComments,
    )
    from ..models.disable_automation_response_200_trigger import (
        DisableAutomationResponse200Trigger,
    )


T = TypeVar("T", bound="DisableAutomationResponse200")


@_attrs_define
class DisableAutomationResponse200:
    """
    Attributes:
        id (str):
        account_id (str):
        platform (str):
        status (DisableAutomationResponse200Status):
        name (str):
        trigger (DisableAutomationResponse200Trigger):
        deliver (DisableAutomationResponse200Deliver):
        public_reply (None | str):
        past_comments (DisableAutomationResponse200PastComments):
        counts (DisableAutomationResponse200Counts):
        enabled_at (datetime.datetime | None):
        created_at (datetime.datetime):
        updated_at (datetime.datetime):
    """

    id: str
    account_id: str
    platform: str
    status: DisableAutomationResponse200Status
    name: str
    trigger: DisableAutomationResponse200Trigger
    deliver: DisableAutomationResponse200Deliver
    public_reply: None | str
    past_comments: DisableAutomationResponse200PastComments
    counts: DisableAutomationResponse200Counts
    enabled_at: datetime.datetime | None
    created_at: datetime.datetime
    updated_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        account_id = self.account_id

        platform = self.platform

        status = self.status.value

        name = self.name

        trigger = self.trigger.to_dict()

        deliver = self.deliver.to_dict()

        public_reply: None | str
        public_reply = self.public_reply

        past_comments = self.past_comments.to_dict()

        counts = self.counts.to_dict()

        enabled_at: None | str
        if isinstance(self.enabled_at, datetime.datetime):
            enabled_at = self.enabled_at.isoformat()
        else:
            enabled_at = self.enabled_at

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "accountId": account_id,
                "platform": platform,
                "status": status,
                "name": name,
                "trigger": trigger,
                "deliver": deliver,
                "publicReply": public_reply,
                "pastComments": past_comments,
                "counts": counts,
                "enabledAt": enabled_at,
                "createdAt": created_at,
                "updatedAt": updated_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.disable_automation_response_200_counts import (
            DisableAutomationResponse200Counts,
        )
        from ..models.disable_automation_response_200_deliver import (
            DisableAutomationResponse200Deliver,
        )
        from ..models.disable_automation_response_200_past_comments import (
            DisableAutomationResponse200PastComments,
        )
        from ..models.disable_automation_response_200_trigger import (
            DisableAutomationResponse200Trigger,
        )

        d = dict(src_dict)
        id = d.pop("id")

        account_id = d.pop("accountId")

        platform = d.pop("platform")

        status = DisableAutomationResponse200Status(d.pop("status"))

        name = d.pop("name")

        trigger = DisableAutomationResponse200Trigger.from_dict(d.pop("trigger"))

        deliver = DisableAutomationResponse200Deliver.from_dict(d.pop("deliver"))

        def _parse_public_reply(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        public_reply = _parse_public_reply(d.pop("publicReply"))

        past_comments = DisableAutomationResponse200PastComments.from_dict(
            d.pop("pastComments")
        )

        counts = DisableAutomationResponse200Counts.from_dict(d.pop("counts"))

        def _parse_enabled_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                enabled_at_type_0 = datetime.datetime.fromisoformat(data)

                return enabled_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        enabled_at = _parse_enabled_at(d.pop("enabledAt"))

        created_at = datetime.datetime.fromisoformat(d.pop("createdAt"))

        updated_at = datetime.datetime.fromisoformat(d.pop("updatedAt"))

        disable_automation_response_200 = cls(
            id=id,
            account_id=account_id,
            platform=platform,
            status=status,
            name=name,
            trigger=trigger,
            deliver=deliver,
            public_reply=public_reply,
            past_comments=past_comments,
            counts=counts,
            enabled_at=enabled_at,
            created_at=created_at,
            updated_at=updated_at,
        )

        disable_automation_response_200.additional_properties = d
        return disable_automation_response_200

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
