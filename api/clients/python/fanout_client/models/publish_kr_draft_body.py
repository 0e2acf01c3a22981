from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.publish_kr_draft_body_open_type import PublishKrDraftBodyOpenType
from ..types import UNSET, Unset

T = TypeVar("T", bound="PublishKrDraftBody")


@_attrs_define
class PublishKrDraftBody:
    """
    Attributes:
        log_no (str | Unset): The same as the path; optional here.
        account_id (str | Unset):
        title (str | Unset):
        category_id (str | Unset):
        category (str | Unset):
        tags (list[str] | Unset):
        open_type (PublishKrDraftBodyOpenType | Unset):
        wait (bool | Unset): Hold the answer until published, up to 75 s; then 202 with next.
    """

    log_no: str | Unset = UNSET
    account_id: str | Unset = UNSET
    title: str | Unset = UNSET
    category_id: str | Unset = UNSET
    category: str | Unset = UNSET
    tags: list[str] | Unset = UNSET
    open_type: PublishKrDraftBodyOpenType | Unset = UNSET
    wait: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        log_no = self.log_no

        account_id = self.account_id

        title = self.title

        category_id = self.category_id

        category = self.category

        tags: list[str] | Unset = UNSET
        if not isinstance(self.tags, Unset):
            tags = self.tags

        open_type: str | Unset = UNSET
        if not isinstance(self.open_type, Unset):
            open_type = self.open_type.value

        wait = self.wait

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if log_no is not UNSET:
            field_dict["logNo"] = log_no
        if account_id is not UNSET:
            field_dict["accountId"] = account_id
        if title is not UNSET:
            field_dict["title"] = title
        if category_id is not UNSET:
            field_dict["categoryId"] = category_id
        if category is not UNSET:
            field_dict["category"] = category
        if tags is not UNSET:
            field_dict["tags"] = tags
        if open_type is not UNSET:
            field_dict["openType"] = open_type
        if wait is not UNSET:
            field_dict["wait"] = wait

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        log_no = d.pop("logNo", UNSET)

        account_id = d.pop("accountId", UNSET)

        title = d.pop("title", UNSET)

        category_id = d.pop("categoryId", UNSET)

        category = d.pop("category", UNSET)

        tags = cast(list[str], d.pop("tags", UNSET))

        _open_type = d.pop("openType", UNSET)
        open_type: PublishKrDraftBodyOpenType | Unset
        if isinstance(_open_type, Unset):
            open_type = UNSET
        else:
            open_type = PublishKrDraftBodyOpenType(_open_type)

        wait = d.pop("wait", UNSET)

        publish_kr_draft_body = cls(
            log_no=log_no,
            account_id=account_id,
            title=title,
            category_id=category_id,
            category=category,
            tags=tags,
            open_type=open_type,
            wait=wait,
        )

        return publish_kr_draft_body
