from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.disable_automation_response_200_trigger_kind import (
    DisableAutomationResponse200TriggerKind,
)
from ..models.disable_automation_response_200_trigger_match import (
    DisableAutomationResponse200TriggerMatch,
)

T = TypeVar("T", bound="DisableAutomationResponse200Trigger")


@_attrs_define
class DisableAutomationResponse200Trigger:
    """
    Attributes:
        kind (DisableAutomationResponse200TriggerKind):
        post_id (None | str):
        bound_post_id (None | str):
        bound_external_id (None | str):
        keywords (list[str]):
        match (DisableAutomationResponse200TriggerMatch):
    """

    kind: DisableAutomationResponse200TriggerKind
    post_id: None | str
    bound_post_id: None | str
    bound_external_id: None | str
    keywords: list[str]
    match: DisableAutomationResponse200TriggerMatch
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        post_id: None | str
        post_id = self.post_id

        bound_post_id: None | str
        bound_post_id = self.bound_post_id

        bound_external_id: None | str
        bound_external_id = self.bound_external_id

        keywords = self.keywords

        match = self.match.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "kind": kind,
                "postId": post_id,
                "boundPostId": bound_post_id,
                "boundExternalId": bound_external_id,
                "keywords": keywords,
                "match": match,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        kind = DisableAutomationResponse200TriggerKind(d.pop("kind"))

        def _parse_post_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        post_id = _parse_post_id(d.pop("postId"))

        def _parse_bound_post_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        bound_post_id = _parse_bound_post_id(d.pop("boundPostId"))

        def _parse_bound_external_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        bound_external_id = _parse_bound_external_id(d.pop("boundExternalId"))

        keywords = cast(list[str], d.pop("keywords"))

        match = DisableAutomationResponse200TriggerMatch(d.pop("match"))

        disable_automation_response_200_trigger = cls(
            kind=kind,
            post_id=post_id,
            bound_post_id=bound_post_id,
            bound_external_id=bound_external_id,
            keywords=keywords,
            match=match,
        )

        disable_automation_response_200_trigger.additional_properties = d
        return disable_automation_response_200_trigger

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
