from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.select_accounts_response_200_unresolved_item_candidates_item import (
        SelectAccountsResponse200UnresolvedItemCandidatesItem,
    )


T = TypeVar("T", bound="SelectAccountsResponse200UnresolvedItem")


@_attrs_define
class SelectAccountsResponse200UnresolvedItem:
    """
    Attributes:
        value (str):
        candidates (list[SelectAccountsResponse200UnresolvedItemCandidatesItem]):
    """

    value: str
    candidates: list[SelectAccountsResponse200UnresolvedItemCandidatesItem]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        value = self.value

        candidates = []
        for candidates_item_data in self.candidates:
            candidates_item = candidates_item_data.to_dict()
            candidates.append(candidates_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "value": value,
                "candidates": candidates,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.select_accounts_response_200_unresolved_item_candidates_item import (
            SelectAccountsResponse200UnresolvedItemCandidatesItem,
        )

        d = dict(src_dict)
        value = d.pop("value")

        candidates = []
        _candidates = d.pop("candidates")
        for candidates_item_data in _candidates:
            candidates_item = (
                SelectAccountsResponse200UnresolvedItemCandidatesItem.from_dict(
                    candidates_item_data
                )
            )

            candidates.append(candidates_item)

        select_accounts_response_200_unresolved_item = cls(
            value=value,
            candidates=candidates,
        )

        select_accounts_response_200_unresolved_item.additional_properties = d
        return select_accounts_response_200_unresolved_item

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
