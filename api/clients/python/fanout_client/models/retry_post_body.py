from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="RetryPostBody")


@_attrs_define
class RetryPostBody:
    """
    Attributes:
        force (bool | Unset):
        wait (bool | Unset):
    """

    force: bool | Unset = UNSET
    wait: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        force = self.force

        wait = self.wait

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if force is not UNSET:
            field_dict["force"] = force
        if wait is not UNSET:
            field_dict["wait"] = wait

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        force = d.pop("force", UNSET)

        wait = d.pop("wait", UNSET)

        retry_post_body = cls(
            force=force,
            wait=wait,
        )

        return retry_post_body
