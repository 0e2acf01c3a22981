from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="PublishPostBody")


@_attrs_define
class PublishPostBody:
    """
    Attributes:
        wait (bool | Unset):
    """

    wait: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        wait = self.wait

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if wait is not UNSET:
            field_dict["wait"] = wait

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        wait = d.pop("wait", UNSET)

        publish_post_body = cls(
            wait=wait,
        )

        return publish_post_body
