from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="GetPlanResponse200SubscriptionType0")


@_attrs_define
class GetPlanResponse200SubscriptionType0:
    """
    Attributes:
        status (str | Unset):
        workspaces (int | Unset):
        current_period_end (None | str | Unset):
    """

    status: str | Unset = UNSET
    workspaces: int | Unset = UNSET
    current_period_end: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        status = self.status

        workspaces = self.workspaces

        current_period_end: None | str | Unset
        if isinstance(self.current_period_end, Unset):
            current_period_end = UNSET
        else:
            current_period_end = self.current_period_end

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if status is not UNSET:
            field_dict["status"] = status
        if workspaces is not UNSET:
            field_dict["workspaces"] = workspaces
        if current_period_end is not UNSET:
            field_dict["currentPeriodEnd"] = current_period_end

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        status = d.pop("status", UNSET)

        workspaces = d.pop("workspaces", UNSET)

        def _parse_current_period_end(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        current_period_end = _parse_current_period_end(d.pop("currentPeriodEnd", UNSET))

        get_plan_response_200_subscription_type_0 = cls(
            status=status,
            workspaces=workspaces,
            current_period_end=current_period_end,
        )

        get_plan_response_200_subscription_type_0.additional_properties = d
        return get_plan_response_200_subscription_type_0

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
