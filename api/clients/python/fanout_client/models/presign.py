from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    Literal,
    Self,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.presign_headers import PresignHeaders
    from ..models.presign_next import PresignNext


T = TypeVar("T", bound="Presign")


@_attrs_define
class Presign:
    """
    Attributes:
        id (str):
        upload_url (str):
        method (Literal['PUT']):
        headers (PresignHeaders):
        expires_at (datetime.datetime):
        next_ (PresignNext):
    """

    id: str
    upload_url: str
    method: Literal["PUT"]
    headers: PresignHeaders
    expires_at: datetime.datetime
    next_: PresignNext
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        upload_url = self.upload_url

        method = self.method

        headers = self.headers.to_dict()

        expires_at = self.expires_at.isoformat()

        next_ = self.next_.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "uploadUrl": upload_url,
                "method": method,
                "headers": headers,
                "expiresAt": expires_at,
                "next": next_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.presign_headers import PresignHeaders
        from ..models.presign_next import PresignNext

        d = dict(src_dict)
        id = d.pop("id")

        upload_url = d.pop("uploadUrl")

        method = cast(Literal["PUT"], d.pop("method"))
        if method != "PUT":
            raise ValueError(f"method must match const 'PUT', got '{method}'")

        headers = PresignHeaders.from_dict(d.pop("headers"))

        expires_at = datetime.datetime.fromisoformat(d.pop("expiresAt"))

        next_ = PresignNext.from_dict(d.pop("next"))

        presign = cls(
            id=id,
            upload_url=upload_url,
            method=method,
            headers=headers,
            expires_at=expires_at,
            next_=next_,
        )

        presign.additional_properties = d
        return presign

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
