from __future__ import annotations

from collections.abc import Mapping
from typing import (
    Any,
    Literal,
    Self,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="LayOutKrBodyBody")


@_attrs_define
class LayOutKrBodyBody:
    """
    Attributes:
        content (str | Unset):
        media_ids (list[str] | Unset):
        form (str | Unset): Default photo-story; ignored when forms is given.
        forms (list[str] | Literal['all'] | Unset): Several forms at once (`all`: every one); the answer is `layouts[]`.
    """

    content: str | Unset = UNSET
    media_ids: list[str] | Unset = UNSET
    form: str | Unset = UNSET
    forms: list[str] | Literal["all"] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        content = self.content

        media_ids: list[str] | Unset = UNSET
        if not isinstance(self.media_ids, Unset):
            media_ids = self.media_ids

        form = self.form

        forms: list[str] | Literal["all"] | Unset
        if isinstance(self.forms, Unset):
            forms = UNSET
        elif isinstance(self.forms, list):
            forms = self.forms

        else:
            forms = self.forms

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if content is not UNSET:
            field_dict["content"] = content
        if media_ids is not UNSET:
            field_dict["mediaIds"] = media_ids
        if form is not UNSET:
            field_dict["form"] = form
        if forms is not UNSET:
            field_dict["forms"] = forms

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        content = d.pop("content", UNSET)

        media_ids = cast(list[str], d.pop("mediaIds", UNSET))

        form = d.pop("form", UNSET)

        def _parse_forms(data: object) -> list[str] | Literal["all"] | Unset:
            if isinstance(data, Unset):
                return data
            forms_type_0 = cast(Literal["all"], data)
            if forms_type_0 != "all":
                raise ValueError(
                    f"forms_type_0 must match const 'all', got '{forms_type_0}'"
                )
            return forms_type_0
            if not isinstance(data, list):
                raise TypeError()
            forms_type_1 = cast(list[str], data)

            return forms_type_1

        forms = _parse_forms(d.pop("forms", UNSET))

        lay_out_kr_body_body = cls(
            content=content,
            media_ids=media_ids,
            form=form,
            forms=forms,
        )

        return lay_out_kr_body_body
