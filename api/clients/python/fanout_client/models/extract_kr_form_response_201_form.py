from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.extract_kr_form_response_201_form_captions import (
    ExtractKrFormResponse201FormCaptions,
)
from ..models.extract_kr_form_response_201_form_section_opener import (
    ExtractKrFormResponse201FormSectionOpener,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="ExtractKrFormResponse201Form")


@_attrs_define
class ExtractKrFormResponse201Form:
    """
    Attributes:
        id (str):
        name (str):
        when (str):
        section_opener (ExtractKrFormResponse201FormSectionOpener):
        quote_style (None | str):
        highlight_every (int):
        images_per_section (int):
        captions (ExtractKrFormResponse201FormCaptions):
        paragraphs_per_section (int):
        extracted (bool | Unset):
        source (str | Unset):
    """

    id: str
    name: str
    when: str
    section_opener: ExtractKrFormResponse201FormSectionOpener
    quote_style: None | str
    highlight_every: int
    images_per_section: int
    captions: ExtractKrFormResponse201FormCaptions
    paragraphs_per_section: int
    extracted: bool | Unset = UNSET
    source: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name

        when = self.when

        section_opener = self.section_opener.value

        quote_style: None | str
        quote_style = self.quote_style

        highlight_every = self.highlight_every

        images_per_section = self.images_per_section

        captions = self.captions.value

        paragraphs_per_section = self.paragraphs_per_section

        extracted = self.extracted

        source = self.source

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "name": name,
                "when": when,
                "sectionOpener": section_opener,
                "quoteStyle": quote_style,
                "highlightEvery": highlight_every,
                "imagesPerSection": images_per_section,
                "captions": captions,
                "paragraphsPerSection": paragraphs_per_section,
            }
        )
        if extracted is not UNSET:
            field_dict["extracted"] = extracted
        if source is not UNSET:
            field_dict["source"] = source

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        when = d.pop("when")

        section_opener = ExtractKrFormResponse201FormSectionOpener(
            d.pop("sectionOpener")
        )

        def _parse_quote_style(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        quote_style = _parse_quote_style(d.pop("quoteStyle"))

        highlight_every = d.pop("highlightEvery")

        images_per_section = d.pop("imagesPerSection")

        captions = ExtractKrFormResponse201FormCaptions(d.pop("captions"))

        paragraphs_per_section = d.pop("paragraphsPerSection")

        extracted = d.pop("extracted", UNSET)

        source = d.pop("source", UNSET)

        extract_kr_form_response_201_form = cls(
            id=id,
            name=name,
            when=when,
            section_opener=section_opener,
            quote_style=quote_style,
            highlight_every=highlight_every,
            images_per_section=images_per_section,
            captions=captions,
            paragraphs_per_section=paragraphs_per_section,
            extracted=extracted,
            source=source,
        )

        extract_kr_form_response_201_form.additional_properties = d
        return extract_kr_form_response_201_form

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
