from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.refresh_account_response_200_candidates_item import (
        RefreshAccountResponse200CandidatesItem,
    )
    from ..models.refresh_account_response_200_data_item import (
        RefreshAccountResponse200DataItem,
    )
    from ..models.refresh_account_response_200_next import RefreshAccountResponse200Next


T = TypeVar("T", bound="RefreshAccountResponse200")


@_attrs_define
class RefreshAccountResponse200:
    """
    Attributes:
        data (list[RefreshAccountResponse200DataItem]):
        candidates (list[RefreshAccountResponse200CandidatesItem] | Unset):
        code (str | Unset):
        message (str | Unset):
        next_ (RefreshAccountResponse200Next | Unset):
    """

    data: list[RefreshAccountResponse200DataItem]
    candidates: list[RefreshAccountResponse200CandidatesItem] | Unset = UNSET
    code: str | Unset = UNSET
    message: str | Unset = UNSET
    next_: RefreshAccountResponse200Next | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        data = []
        for data_item_data in self.data:
            data_item = data_item_data.to_dict()
            data.append(data_item)

        candidates: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.candidates, Unset):
            candidates = []
            for candidates_item_data in self.candidates:
                candidates_item = candidates_item_data.to_dict()
                candidates.append(candidates_item)

        code = self.code

        message = self.message

        next_: dict[str, Any] | Unset = UNSET
        if not isinstance(self.next_, Unset):
            next_ = self.next_.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "data": data,
            }
        )
        if candidates is not UNSET:
            field_dict["candidates"] = candidates
        if code is not UNSET:
            field_dict["code"] = code
        if message is not UNSET:
            field_dict["message"] = message
        if next_ is not UNSET:
            field_dict["next"] = next_

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.refresh_account_response_200_candidates_item import (
            RefreshAccountResponse200CandidatesItem,
        )
        from ..models.refresh_account_response_200_data_item import (
            RefreshAccountResponse200DataItem,
        )
        from ..models.refresh_account_response_200_next import (
            RefreshAccountResponse200Next,
        )

        d = dict(src_dict)
        data = []
        _data = d.pop("data")
        for data_item_data in _data:
            data_item = RefreshAccountResponse200DataItem.from_dict(data_item_data)

            data.append(data_item)

        _candidates = d.pop("candidates", UNSET)
        candidates: list[RefreshAccountResponse200CandidatesItem] | Unset = UNSET
        if _candidates is not UNSET:
            candidates = []
            for candidates_item_data in _candidates:
                candidates_item = RefreshAccountResponse200CandidatesItem.from_dict(
                    candidates_item_data
                )

                candidates.append(candidates_item)

        code = d.pop("code", UNSET)

        message = d.pop("message", UNSET)

        _next_ = d.pop("next", UNSET)
        next_: RefreshAccountResponse200Next | Unset
        if isinstance(_next_, Unset):
            next_ = UNSET
        else:
            next_ = RefreshAccountResponse200Next.from_dict(_next_)

        refresh_account_response_200 = cls(
            data=data,
            candidates=candidates,
            code=code,
            message=message,
            next_=next_,
        )

        refresh_account_response_200.additional_properties = d
        return refresh_account_response_200

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
