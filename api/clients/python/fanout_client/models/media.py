from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.media_kind import MediaKind
from ..models.media_status import MediaStatus

T = TypeVar("T", bound="Media")


@_attrs_define
class Media:
    """
    Attributes:
        id (str):
        workspace_id (str):
        file_name (str):
        content_type (str):
        detected_type (None | str):
        kind (MediaKind):
        bytes_ (int):
        status (MediaStatus):
        width (int | None):
        height (int | None):
        duration_sec (float | None):
        aspect_ratio (float | None):
        sha256 (None | str):
        url (None | str):
        url_expires_at (datetime.datetime | None):
        created_at (datetime.datetime):
        completed_at (datetime.datetime | None):
        expires_at (datetime.datetime | None):
    """

    id: str
    workspace_id: str
    file_name: str
    content_type: str
    detected_type: None | str
    kind: MediaKind
    bytes_: int
    status: MediaStatus
    width: int | None
    height: int | None
    duration_sec: float | None
    aspect_ratio: float | None
    sha256: None | str
    url: None | str
    url_expires_at: datetime.datetime | None
    created_at: datetime.datetime
    completed_at: datetime.datetime | None
    expires_at: datetime.datetime | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        workspace_id = self.workspace_id

        file_name = self.file_name

        content_type = self.content_type

        detected_type: None | str
        detected_type = self.detected_type

        kind = self.kind.value

        bytes_ = self.bytes_

        status = self.status.value

        width: int | None
        width = self.width

        height: int | None
        height = self.height

        duration_sec: float | None
        duration_sec = self.duration_sec

        aspect_ratio: float | None
        aspect_ratio = self.aspect_ratio

        sha256: None | str
        sha256 = self.sha256

        url: None | str
        url = self.url

        url_expires_at: None | str
        if isinstance(self.url_expires_at, datetime.datetime):
            url_expires_at = self.url_expires_at.isoformat()
        else:
            url_expires_at = self.url_expires_at

        created_at = self.created_at.isoformat()

        completed_at: None | str
        if isinstance(self.completed_at, datetime.datetime):
            completed_at = self.completed_at.isoformat()
        else:
            completed_at = self.completed_at

        expires_at: None | str
        if isinstance(self.expires_at, datetime.datetime):
            expires_at = self.expires_at.isoformat()
        else:
            expires_at = self.expires_at

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "workspaceId": workspace_id,
                "fileName": file_name,
                "contentType": content_type,
                "detectedType": detected_type,
                "kind": kind,
                "bytes": bytes_,
                "status": status,
                "width": width,
                "height": height,
                "durationSec": duration_sec,
                "aspectRatio": aspect_ratio,
                "sha256": sha256,
                "url": url,
                "urlExpiresAt": url_expires_at,
                "createdAt": created_at,
                "completedAt": completed_at,
                "expiresAt": expires_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        id = d.pop("id")

        workspace_id = d.pop("workspaceId")

        file_name = d.pop("fileName")

        content_type = d.pop("contentType")

        def _parse_detected_type(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        detected_type = _parse_detected_type(d.pop("detectedType"))

        kind = MediaKind(d.pop("kind"))

        bytes_ = d.pop("bytes")

        status = MediaStatus(d.pop("status"))

        def _parse_width(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        width = _parse_width(d.pop("width"))

        def _parse_height(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        height = _parse_height(d.pop("height"))

        def _parse_duration_sec(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        duration_sec = _parse_duration_sec(d.pop("durationSec"))

        def _parse_aspect_ratio(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        aspect_ratio = _parse_aspect_ratio(d.pop("aspectRatio"))

        def _parse_sha256(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        sha256 = _parse_sha256(d.pop("sha256"))

        def _parse_url(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        url = _parse_url(d.pop("url"))

        def _parse_url_expires_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                url_expires_at_type_0 = datetime.datetime.fromisoformat(data)

                return url_expires_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        url_expires_at = _parse_url_expires_at(d.pop("urlExpiresAt"))

        created_at = datetime.datetime.fromisoformat(d.pop("createdAt"))

        def _parse_completed_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                completed_at_type_0 = datetime.datetime.fromisoformat(data)

                return completed_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        completed_at = _parse_completed_at(d.pop("completedAt"))

        def _parse_expires_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                expires_at_type_0 = datetime.datetime.fromisoformat(data)

                return expires_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        expires_at = _parse_expires_at(d.pop("expiresAt"))

        media = cls(
            id=id,
            workspace_id=workspace_id,
            file_name=file_name,
            content_type=content_type,
            detected_type=detected_type,
            kind=kind,
            bytes_=bytes_,
            status=status,
            width=width,
            height=height,
            duration_sec=duration_sec,
            aspect_ratio=aspect_ratio,
            sha256=sha256,
            url=url,
            url_expires_at=url_expires_at,
            created_at=created_at,
            completed_at=completed_at,
            expires_at=expires_at,
        )

        media.additional_properties = d
        return media

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
