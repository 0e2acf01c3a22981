from __future__ import annotations

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
    from ..models.upload_media_bytes_response_200_next import (
        UploadMediaBytesResponse200Next,
    )


T = TypeVar("T", bound="UploadMediaBytesResponse200")


@_attrs_define
class UploadMediaBytesResponse200:
    """
    Attributes:
        id (str):
        workspace_id (str):
        bytes_ (int):
        status (Literal['pending']):
        next_ (UploadMediaBytesResponse200Next):
    """

    id: str
    workspace_id: str
    bytes_: int
    status: Literal["pending"]
    next_: UploadMediaBytesResponse200Next
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        workspace_id = self.workspace_id

        bytes_ = self.bytes_

        status = self.status

        next_ = self.next_.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "workspaceId": workspace_id,
                "bytes": bytes_,
                "status": status,
                "next": next_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.upload_media_bytes_response_200_next import (
            UploadMediaBytesResponse200Next,
        )

        d = dict(src_dict)
        id = d.pop("id")

        workspace_id = d.pop("workspaceId")

        bytes_ = d.pop("bytes")

        status = cast(Literal["pending"], d.pop("status"))
        if status != "pending":
            raise ValueError(f"status must match const 'pending', got '{status}'")

        next_ = UploadMediaBytesResponse200Next.from_dict(d.pop("next"))

        upload_media_bytes_response_200 = cls(
            id=id,
            workspace_id=workspace_id,
            bytes_=bytes_,
            status=status,
            next_=next_,
        )

        upload_media_bytes_response_200.additional_properties = d
        return upload_media_bytes_response_200

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
