from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="CheckKrSeoBody")


@_attrs_define
class CheckKrSeoBody:
    """
    Attributes:
        content (str): The Markdown body, up to 60,000 characters.
        title (str | Unset):
        main (str | Unset): The main keyword; without it the keyword checks cannot pass.
        subs (list[str] | Unset):
        tags (list[str] | Unset):
        fixed_tags (list[str] | Unset):
        products (list[str] | Unset):
        media_ids (list[str] | Unset):
    """

    content: str
    title: str | Unset = UNSET
    main: str | Unset = UNSET
    subs: list[str] | Unset = UNSET
    tags: list[str] | Unset = UNSET
    fixed_tags: list[str] | Unset = UNSET
    products: list[str] | Unset = UNSET
    media_ids: list[str] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        content = self.content

        title = self.title

        main = self.main

        subs: list[str] | Unset = UNSET
        if not isinstance(self.subs, Unset):
            subs = self.subs

        tags: list[str] | Unset = UNSET
        if not isinstance(self.tags, Unset):
            tags = self.tags

        fixed_tags: list[str] | Unset = UNSET
        if not isinstance(self.fixed_tags, Unset):
            fixed_tags = self.fixed_tags

        products: list[str] | Unset = UNSET
        if not isinstance(self.products, Unset):
            products = self.products

        media_ids: list[str] | Unset = UNSET
        if not isinstance(self.media_ids, Unset):
            media_ids = self.media_ids

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "content": content,
            }
        )
        if title is not UNSET:
            field_dict["title"] = title
        if main is not UNSET:
            field_dict["main"] = main
        if subs is not UNSET:
            field_dict["subs"] = subs
        if tags is not UNSET:
            field_dict["tags"] = tags
        if fixed_tags is not UNSET:
            field_dict["fixedTags"] = fixed_tags
        if products is not UNSET:
            field_dict["products"] = products
        if media_ids is not UNSET:
            field_dict["mediaIds"] = media_ids

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        content = d.pop("content")

        title = d.pop("title", UNSET)

        main = d.pop("main", UNSET)

        subs = cast(list[str], d.pop("subs", UNSET))

        tags = cast(list[str], d.pop("tags", UNSET))

        fixed_tags = cast(list[str], d.pop("fixedTags", UNSET))

        products = cast(list[str], d.pop("products", UNSET))

        media_ids = cast(list[str], d.pop("mediaIds", UNSET))

        check_kr_seo_body = cls(
            content=content,
            title=title,
            main=main,
            subs=subs,
            tags=tags,
            fixed_tags=fixed_tags,
            products=products,
            media_ids=media_ids,
        )

        return check_kr_seo_body
