from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.post_targets_item_bridge_state import PostTargetsItemBridgeState

T = TypeVar("T", bound="PostTargetsItemBridge")


@_attrs_define
class PostTargetsItemBridge:
    """
    Attributes:
        state (PostTargetsItemBridgeState):
    """

    state: PostTargetsItemBridgeState
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        state = self.state.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "state": state,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        state = PostTargetsItemBridgeState(d.pop("state"))

        post_targets_item_bridge = cls(
            state=state,
        )

        post_targets_item_bridge.additional_properties = d
        return post_targets_item_bridge

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
