from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.lay_out_kr_body_response_200_type_1_layouts_item import (
        LayOutKrBodyResponse200Type1LayoutsItem,
    )


T = TypeVar("T", bound="LayOutKrBodyResponse200Type1")


@_attrs_define
class LayOutKrBodyResponse200Type1:
    """
    Attributes:
        layouts (list[LayOutKrBodyResponse200Type1LayoutsItem]):
    """

    layouts: list[LayOutKrBodyResponse200Type1LayoutsItem]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        layouts = []
        for layouts_item_data in self.layouts:
            layouts_item = layouts_item_data.to_dict()
            layouts.append(layouts_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "layouts": layouts,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.lay_out_kr_body_response_200_type_1_layouts_item import (
            LayOutKrBodyResponse200Type1LayoutsItem,
        )

        d = dict(src_dict)
        layouts = []
        _layouts = d.pop("layouts")
        for layouts_item_data in _layouts:
            layouts_item = LayOutKrBodyResponse200Type1LayoutsItem.from_dict(
                layouts_item_data
            )

            layouts.append(layouts_item)

        lay_out_kr_body_response_200_type_1 = cls(
            layouts=layouts,
        )

        lay_out_kr_body_response_200_type_1.additional_properties = d
        return lay_out_kr_body_response_200_type_1

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
