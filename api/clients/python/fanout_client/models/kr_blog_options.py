from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.kr_blog_options_layout import KrBlogOptionsLayout
from ..models.kr_blog_options_open_type import KrBlogOptionsOpenType
from ..types import UNSET, Unset

T = TypeVar("T", bound="KrBlogOptions")


@_attrs_define
class KrBlogOptions:
    """
    Attributes:
        content (str | Unset):
        title (str | Unset): Post title. Required; up to 100 characters.
        category_id (str | Unset): A category id from the account's `krBlog.categories`. This or `category` is required
            unless `draftOnly`.
        category (str | Unset): A category by name; when a parent and a child share the name, pass `categoryId`.
        form (str | Unset): A layout form id (GET /v1/kr/forms); remembered per workspace.
        layout (KrBlogOptionsLayout | Unset): `template` (default) lays the body out with the form; `as-is` types it as
            written.
        draft_only (bool | Unset): Save to the blog's draft box instead of publishing; no category needed.
        scheduled_at (str | Unset): The blog's own scheduled time (ISO 8601 with offset); only on a post to this channel
            alone.
        font_size (float | Unset): Body font size, 10-34.
        tags (list[str] | Unset): Up to 30 tags, each up to 30 characters, without spaces.
        open_type (KrBlogOptionsOpenType | Unset): Who can read it: public (default), neighbors, private.
        source_version (str | Unset): Rewriting a post written in the blog's own editor: the `sourceVersion` read with
            it.
    """

    content: str | Unset = UNSET
    title: str | Unset = UNSET
    category_id: str | Unset = UNSET
    category: str | Unset = UNSET
    form: str | Unset = UNSET
    layout: KrBlogOptionsLayout | Unset = UNSET
    draft_only: bool | Unset = UNSET
    scheduled_at: str | Unset = UNSET
    font_size: float | Unset = UNSET
    tags: list[str] | Unset = UNSET
    open_type: KrBlogOptionsOpenType | Unset = UNSET
    source_version: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        content = self.content

        title = self.title

        category_id = self.category_id

        category = self.category

        form = self.form

        layout: str | Unset = UNSET
        if not isinstance(self.layout, Unset):
            layout = self.layout.value

        draft_only = self.draft_only

        scheduled_at = self.scheduled_at

        font_size = self.font_size

        tags: list[str] | Unset = UNSET
        if not isinstance(self.tags, Unset):
            tags = self.tags

        open_type: str | Unset = UNSET
        if not isinstance(self.open_type, Unset):
            open_type = self.open_type.value

        source_version = self.source_version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if content is not UNSET:
            field_dict["content"] = content
        if title is not UNSET:
            field_dict["title"] = title
        if category_id is not UNSET:
            field_dict["categoryId"] = category_id
        if category is not UNSET:
            field_dict["category"] = category
        if form is not UNSET:
            field_dict["form"] = form
        if layout is not UNSET:
            field_dict["layout"] = layout
        if draft_only is not UNSET:
            field_dict["draftOnly"] = draft_only
        if scheduled_at is not UNSET:
            field_dict["scheduledAt"] = scheduled_at
        if font_size is not UNSET:
            field_dict["fontSize"] = font_size
        if tags is not UNSET:
            field_dict["tags"] = tags
        if open_type is not UNSET:
            field_dict["openType"] = open_type
        if source_version is not UNSET:
            field_dict["sourceVersion"] = source_version

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        content = d.pop("content", UNSET)

        title = d.pop("title", UNSET)

        category_id = d.pop("categoryId", UNSET)

        category = d.pop("category", UNSET)

        form = d.pop("form", UNSET)

        _layout = d.pop("layout", UNSET)
        layout: KrBlogOptionsLayout | Unset
        if isinstance(_layout, Unset):
            layout = UNSET
        else:
            layout = KrBlogOptionsLayout(_layout)

        draft_only = d.pop("draftOnly", UNSET)

        scheduled_at = d.pop("scheduledAt", UNSET)

        font_size = d.pop("fontSize", UNSET)

        tags = cast(list[str], d.pop("tags", UNSET))

        _open_type = d.pop("openType", UNSET)
        open_type: KrBlogOptionsOpenType | Unset
        if isinstance(_open_type, Unset):
            open_type = UNSET
        else:
            open_type = KrBlogOptionsOpenType(_open_type)

        source_version = d.pop("sourceVersion", UNSET)

        kr_blog_options = cls(
            content=content,
            title=title,
            category_id=category_id,
            category=category,
            form=form,
            layout=layout,
            draft_only=draft_only,
            scheduled_at=scheduled_at,
            font_size=font_size,
            tags=tags,
            open_type=open_type,
            source_version=source_version,
        )

        kr_blog_options.additional_properties = d
        return kr_blog_options

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
