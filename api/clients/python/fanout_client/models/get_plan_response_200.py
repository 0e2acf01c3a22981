from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.get_plan_response_200_plan import GetPlanResponse200Plan

if TYPE_CHECKING:
    from ..models.get_plan_response_200_subscription_type_0 import (
        GetPlanResponse200SubscriptionType0,
    )
    from ..models.get_plan_response_200_workspaces import GetPlanResponse200Workspaces


T = TypeVar("T", bound="GetPlanResponse200")


@_attrs_define
class GetPlanResponse200:
    """
    Attributes:
        plan (GetPlanResponse200Plan):
        customer_id (None | str):
        workspaces (GetPlanResponse200Workspaces):
        subscription (GetPlanResponse200SubscriptionType0 | None):
        full_access (bool):
        billing_enabled (bool):
    """

    plan: GetPlanResponse200Plan
    customer_id: None | str
    workspaces: GetPlanResponse200Workspaces
    subscription: GetPlanResponse200SubscriptionType0 | None
    full_access: bool
    billing_enabled: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.get_plan_response_200_subscription_type_0 import (
            GetPlanResponse200SubscriptionType0,
        )

        plan = self.plan.value

        customer_id: None | str
        customer_id = self.customer_id

        workspaces = self.workspaces.to_dict()

        subscription: dict[str, Any] | None
        if isinstance(self.subscription, GetPlanResponse200SubscriptionType0):
            subscription = self.subscription.to_dict()
        else:
            subscription = self.subscription

        full_access = self.full_access

        billing_enabled = self.billing_enabled

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "plan": plan,
                "customerId": customer_id,
                "workspaces": workspaces,
                "subscription": subscription,
                "fullAccess": full_access,
                "billingEnabled": billing_enabled,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.get_plan_response_200_subscription_type_0 import (
            GetPlanResponse200SubscriptionType0,
        )
        from ..models.get_plan_response_200_workspaces import (
            GetPlanResponse200Workspaces,
        )

        d = dict(src_dict)
        plan = GetPlanResponse200Plan(d.pop("plan"))

        def _parse_customer_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        customer_id = _parse_customer_id(d.pop("customerId"))

        workspaces = GetPlanResponse200Workspaces.from_dict(d.pop("workspaces"))

        def _parse_subscription(
            data: object,
        ) -> GetPlanResponse200SubscriptionType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                subscription_type_0 = GetPlanResponse200SubscriptionType0.from_dict(
                    data
                )

                return subscription_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(GetPlanResponse200SubscriptionType0 | None, data)

        subscription = _parse_subscription(d.pop("subscription"))

        full_access = d.pop("fullAccess")

        billing_enabled = d.pop("billingEnabled")

        get_plan_response_200 = cls(
            plan=plan,
            customer_id=customer_id,
            workspaces=workspaces,
            subscription=subscription,
            full_access=full_access,
            billing_enabled=billing_enabled,
        )

        get_plan_response_200.additional_properties = d
        return get_plan_response_200

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
