from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="UpdateKeyBody")


@_attrs_define
class UpdateKeyBody:
    """
    Attributes:
        research_tools (bool | Unset):
    """

    research_tools: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        research_tools = self.research_tools

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if research_tools is not UNSET:
            field_dict["researchTools"] = research_tools

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        research_tools = d.pop("researchTools", UNSET)

        update_key_body = cls(
            research_tools=research_tools,
        )

        return update_key_body
