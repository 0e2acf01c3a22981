from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="LayOutKrBodyResponse200Type1LayoutsItem")


@_attrs_define
class LayOutKrBodyResponse200Type1LayoutsItem:
    """
    Attributes:
        form (str):
        content (str):
        sections (int):
        placed_by_form (list[str]):
    """

    form: str
    content: str
    sections: int
    placed_by_form: list[str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        form = self.form

        content = self.content

        sections = self.sections

        placed_by_form = self.placed_by_form

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "form": form,
                "content": content,
                "sections": sections,
                "placedByForm": placed_by_form,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        form = d.pop("form")

        content = d.pop("content")

        sections = d.pop("sections")

        placed_by_form = cast(list[str], d.pop("placedByForm"))

        lay_out_kr_body_response_200_type_1_layouts_item = cls(
            form=form,
            content=content,
            sections=sections,
            placed_by_form=placed_by_form,
        )

        lay_out_kr_body_response_200_type_1_layouts_item.additional_properties = d
        return lay_out_kr_body_response_200_type_1_layouts_item

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
