from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.account_kr_blog_categories_item import AccountKrBlogCategoriesItem


T = TypeVar("T", bound="AccountKrBlog")


@_attrs_define
class AccountKrBlog:
    """
    Attributes:
        categories (list[AccountKrBlogCategoriesItem]): The blog's categories as last read; a parent and a subcategory
            may share a name.
    """

    categories: list[AccountKrBlogCategoriesItem]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        categories = []
        for categories_item_data in self.categories:
            categories_item = categories_item_data.to_dict()
            categories.append(categories_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "categories": categories,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.account_kr_blog_categories_item import AccountKrBlogCategoriesItem

        d = dict(src_dict)
        categories = []
        _categories = d.pop("categories")
        for categories_item_data in _categories:
            categories_item = AccountKrBlogCategoriesItem.from_dict(
                categories_item_data
            )

            categories.append(categories_item)

        account_kr_blog = cls(
            categories=categories,
        )

        account_kr_blog.additional_properties = d
        return account_kr_blog

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
