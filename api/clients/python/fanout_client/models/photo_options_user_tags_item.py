from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="PhotoOptionsUserTagsItem")


@_attrs_define
class PhotoOptionsUserTagsItem:
    """
    Attributes:
        username (str):
        x (float | Unset): Horizontal position, 0 (left) to 1 (right).
        y (float | Unset): Vertical position, 0 (top) to 1 (bottom).
    """

    username: str
    x: float | Unset = UNSET
    y: float | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        username = self.username

        x = self.x

        y = self.y

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "username": username,
            }
        )
        if x is not UNSET:
            field_dict["x"] = x
        if y is not UNSET:
            field_dict["y"] = y

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        username = d.pop("username")

        x = d.pop("x", UNSET)

        y = d.pop("y", UNSET)

        photo_options_user_tags_item = cls(
            username=username,
            x=x,
            y=y,
        )

        return photo_options_user_tags_item
