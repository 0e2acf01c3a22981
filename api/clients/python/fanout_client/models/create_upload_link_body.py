from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="CreateUploadLinkBody")


@_attrs_define
class CreateUploadLinkBody:
    """
    Attributes:
        max_files (int | Unset):  Default: 10.
        expires_in_minutes (int | Unset):  Default: 60.
    """

    max_files: int | Unset = 10
    expires_in_minutes: int | Unset = 60

    def to_dict(self) -> dict[str, Any]:
        max_files = self.max_files

        expires_in_minutes = self.expires_in_minutes

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if max_files is not UNSET:
            field_dict["maxFiles"] = max_files
        if expires_in_minutes is not UNSET:
            field_dict["expiresInMinutes"] = expires_in_minutes

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        max_files = d.pop("maxFiles", UNSET)

        expires_in_minutes = d.pop("expiresInMinutes", UNSET)

        create_upload_link_body = cls(
            max_files=max_files,
            expires_in_minutes=expires_in_minutes,
        )

        return create_upload_link_body
