from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.log_entry_outcome import LogEntryOutcome
from ..models.log_entry_source import LogEntrySource

if TYPE_CHECKING:
    from ..models.log_entry_query import LogEntryQuery


T = TypeVar("T", bound="LogEntry")


@_attrs_define
class LogEntry:
    """
    Attributes:
        id (str):
        request_id (str):
        method (str):
        path (str):
        query (LogEntryQuery):
        status (int):
        error_code (None | str):
        request_body (Any):
        response_body (Any):
        duration_ms (int):
        source (LogEntrySource):
        created_at (datetime.datetime):
        outcome (LogEntryOutcome):
    """

    id: str
    request_id: str
    method: str
    path: str
    query: LogEntryQuery
    status: int
    error_code: None | str
    request_body: Any
    response_body: Any
    duration_ms: int
    source: LogEntrySource
    created_at: datetime.datetime
    outcome: LogEntryOutcome
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        request_id = self.request_id

        method = self.method

        path = self.path

        query = self.query.to_dict()

        status = self.status

        error_code: None | str
        error_code = self.error_code

        request_body = self.request_body

        response_body = self.response_body

        duration_ms = self.duration_ms

        source = self.source.value

        created_at = self.created_at.isoformat()

        outcome = self.outcome.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "requestId": request_id,
                "method": method,
                "path": path,
                "query": query,
                "status": status,
                "errorCode": error_code,
                "requestBody": request_body,
                "responseBody": response_body,
                "durationMs": duration_ms,
                "source": source,
                "createdAt": created_at,
                "outcome": outcome,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.log_entry_query import LogEntryQuery

        d = dict(src_dict)
        id = d.pop("id")

        request_id = d.pop("requestId")

        method = d.pop("method")

        path = d.pop("path")

        query = LogEntryQuery.from_dict(d.pop("query"))

        status = d.pop("status")

        def _parse_error_code(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        error_code = _parse_error_code(d.pop("errorCode"))

        request_body = d.pop("requestBody")

        response_body = d.pop("responseBody")

        duration_ms = d.pop("durationMs")

        source = LogEntrySource(d.pop("source"))

        created_at = datetime.datetime.fromisoformat(d.pop("createdAt"))

        outcome = LogEntryOutcome(d.pop("outcome"))

        log_entry = cls(
            id=id,
            request_id=request_id,
            method=method,
            path=path,
            query=query,
            status=status,
            error_code=error_code,
            request_body=request_body,
            response_body=response_body,
            duration_ms=duration_ms,
            source=source,
            created_at=created_at,
            outcome=outcome,
        )

        log_entry.additional_properties = d
        return log_entry

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
