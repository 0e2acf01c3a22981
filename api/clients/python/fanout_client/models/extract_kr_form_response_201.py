from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.extract_kr_form_response_201_form import ExtractKrFormResponse201Form
    from ..models.extract_kr_form_response_201_next import ExtractKrFormResponse201Next


T = TypeVar("T", bound="ExtractKrFormResponse201")


@_attrs_define
class ExtractKrFormResponse201:
    """
    Attributes:
        form (ExtractKrFormResponse201Form):
        next_ (ExtractKrFormResponse201Next | Unset):
    """

    form: ExtractKrFormResponse201Form
    next_: ExtractKrFormResponse201Next | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        form = self.form.to_dict()

        next_: dict[str, Any] | Unset = UNSET
        if not isinstance(self.next_, Unset):
            next_ = self.next_.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "form": form,
            }
        )
        if next_ is not UNSET:
            field_dict["next"] = next_

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.extract_kr_form_response_201_form import (
            ExtractKrFormResponse201Form,
        )
        from ..models.extract_kr_form_response_201_next import (
            ExtractKrFormResponse201Next,
        )

        d = dict(src_dict)
        form = ExtractKrFormResponse201Form.from_dict(d.pop("form"))

        _next_ = d.pop("next", UNSET)
        next_: ExtractKrFormResponse201Next | Unset
        if isinstance(_next_, Unset):
            next_ = UNSET
        else:
            next_ = ExtractKrFormResponse201Next.from_dict(_next_)

        extract_kr_form_response_201 = cls(
            form=form,
            next_=next_,
        )

        extract_kr_form_response_201.additional_properties = d
        return extract_kr_form_response_201

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
