from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="UpdateGrantBody")


@_attrs_define
class UpdateGrantBody:
    """
    Attributes:
        research_tools (bool):
    """

    research_tools: bool

    def to_dict(self) -> dict[str, Any]:
        research_tools = self.research_tools

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "researchTools": research_tools,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        research_tools = d.pop("researchTools")

        update_grant_body = cls(
            research_tools=research_tools,
        )

        return update_grant_body
