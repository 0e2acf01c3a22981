from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.media import Media


T = TypeVar("T", bound="UploadLink")


@_attrs_define
class UploadLink:
    """
    Attributes:
        id (str):
        url (str):
        max_files (int):
        expires_at (datetime.datetime):
        files (list[Media]):
    """

    id: str
    url: str
    max_files: int
    expires_at: datetime.datetime
    files: list[Media]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        url = self.url

        max_files = self.max_files

        expires_at = self.expires_at.isoformat()

        files = []
        for files_item_data in self.files:
            files_item = files_item_data.to_dict()
            files.append(files_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "url": url,
                "maxFiles": max_files,
                "expiresAt": expires_at,
                "files": files,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.media import Media

        d = dict(src_dict)
        id = d.pop("id")

        url = d.pop("url")

        max_files = d.pop("maxFiles")

        expires_at = datetime.datetime.fromisoformat(d.pop("expiresAt"))

        files = []
        _files = d.pop("files")
        for files_item_data in _files:
            files_item = Media.from_dict(files_item_data)

            files.append(files_item)

        upload_link = cls(
            id=id,
            url=url,
            max_files=max_files,
            expires_at=expires_at,
            files=files,
        )

        upload_link.additional_properties = d
        return upload_link

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
