from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.start_past_comments_response_202_past_comments_status import (
    StartPastCommentsResponse202PastCommentsStatus,
)

T = TypeVar("T", bound="StartPastCommentsResponse202PastComments")


@_attrs_define
class StartPastCommentsResponse202PastComments:
    """
    Attributes:
        status (StartPastCommentsResponse202PastCommentsStatus):
        sent (int):
        skipped (int):
        total (int):
        started_at (datetime.datetime | None):
        finished_at (datetime.datetime | None):
    """

    status: StartPastCommentsResponse202PastCommentsStatus
    sent: int
    skipped: int
    total: int
    started_at: datetime.datetime | None
    finished_at: datetime.datetime | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        status = self.status.value

        sent = self.sent

        skipped = self.skipped

        total = self.total

        started_at: None | str
        if isinstance(self.started_at, datetime.datetime):
            started_at = self.started_at.isoformat()
        else:
            started_at = self.started_at

        finished_at: None | str
        if isinstance(self.finished_at, datetime.datetime):
            finished_at = self.finished_at.isoformat()
        else:
            finished_at = self.finished_at

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "status": status,
                "sent": sent,
                "skipped": skipped,
                "total": total,
                "startedAt": started_at,
                "finishedAt": finished_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        status = StartPastCommentsResponse202PastCommentsStatus(d.pop("status"))

        sent = d.pop("sent")

        skipped = d.pop("skipped")

        total = d.pop("total")

        def _parse_started_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                started_at_type_0 = datetime.datetime.fromisoformat(data)

                return started_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        started_at = _parse_started_at(d.pop("startedAt"))

        def _parse_finished_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                finished_at_type_0 = datetime.datetime.fromisoformat(data)

                return finished_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        finished_at = _parse_finished_at(d.pop("finishedAt"))

        start_past_comments_response_202_past_comments = cls(
            status=status,
            sent=sent,
            skipped=skipped,
            total=total,
            started_at=started_at,
            finished_at=finished_at,
        )

        start_past_comments_response_202_past_comments.additional_properties = d
        return start_past_comments_response_202_past_comments

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
