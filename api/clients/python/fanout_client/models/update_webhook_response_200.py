from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.update_webhook_response_200_status import UpdateWebhookResponse200Status
from ..types import UNSET, Unset

T = TypeVar("T", bound="UpdateWebhookResponse200")


@_attrs_define
class UpdateWebhookResponse200:
    """
    Attributes:
        id (str):
        url (str):
        events (list[str]):
        description (None | str):
        status (UpdateWebhookResponse200Status):
        failure_reason (None | str):
        previous_secret_expires_at (datetime.datetime | None):
        created_at (datetime.datetime):
        updated_at (datetime.datetime):
        secret (str | Unset): Only in the answers of create and rotate: keep it, it is not shown again.
    """

    id: str
    url: str
    events: list[str]
    description: None | str
    status: UpdateWebhookResponse200Status
    failure_reason: None | str
    previous_secret_expires_at: datetime.datetime | None
    created_at: datetime.datetime
    updated_at: datetime.datetime
    secret: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        url = self.url

        events = self.events

        description: None | str
        description = self.description

        status = self.status.value

        failure_reason: None | str
        failure_reason = self.failure_reason

        previous_secret_expires_at: None | str
        if isinstance(self.previous_secret_expires_at, datetime.datetime):
            previous_secret_expires_at = self.previous_secret_expires_at.isoformat()
        else:
            previous_secret_expires_at = self.previous_secret_expires_at

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()

        secret = self.secret

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "url": url,
                "events": events,
                "description": description,
                "status": status,
                "failureReason": failure_reason,
                "previousSecretExpiresAt": previous_secret_expires_at,
                "createdAt": created_at,
                "updatedAt": updated_at,
            }
        )
        if secret is not UNSET:
            field_dict["secret"] = secret

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        id = d.pop("id")

        url = d.pop("url")

        events = cast(list[str], d.pop("events"))

        def _parse_description(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        description = _parse_description(d.pop("description"))

        status = UpdateWebhookResponse200Status(d.pop("status"))

        def _parse_failure_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        failure_reason = _parse_failure_reason(d.pop("failureReason"))

        def _parse_previous_secret_expires_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                previous_secret_expires_at_type_0 = datetime.datetime.fromisoformat(
                    data
                )

                return previous_secret_expires_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        previous_secret_expires_at = _parse_previous_secret_expires_at(
            d.pop("previousSecretExpiresAt")
        )

        created_at = datetime.datetime.fromisoformat(d.pop("createdAt"))

        updated_at = datetime.datetime.fromisoformat(d.pop("updatedAt"))

        secret = d.pop("secret", UNSET)

        update_webhook_response_200 = cls(
            id=id,
            url=url,
            events=events,
            description=description,
            status=status,
            failure_reason=failure_reason,
            previous_secret_expires_at=previous_secret_expires_at,
            created_at=created_at,
            updated_at=updated_at,
            secret=secret,
        )

        update_webhook_response_200.additional_properties = d
        return update_webhook_response_200

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
