from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.get_channel_bridge_response_200_data_item_bridge_state import (
    GetChannelBridgeResponse200DataItemBridgeState,
)

if TYPE_CHECKING:
    from ..models.get_channel_bridge_response_200_data_item_bridge_wake import (
        GetChannelBridgeResponse200DataItemBridgeWake,
    )


T = TypeVar("T", bound="GetChannelBridgeResponse200DataItemBridge")


@_attrs_define
class GetChannelBridgeResponse200DataItemBridge:
    """
    Attributes:
        state (GetChannelBridgeResponse200DataItemBridgeState): online: connected and signed in; login_needed:
            connected, the blog signed out (posts wait); wrong_login: signed in as someone else; offline: no extension
            connected (posts wait); unpaired.
        extension_version (None | str):
        last_seen_at (datetime.datetime | None):
        online (bool):
        wake (GetChannelBridgeResponse200DataItemBridgeWake): How to wake the browser.
    """

    state: GetChannelBridgeResponse200DataItemBridgeState
    extension_version: None | str
    last_seen_at: datetime.datetime | None
    online: bool
    wake: GetChannelBridgeResponse200DataItemBridgeWake
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        state = self.state.value

        extension_version: None | str
        extension_version = self.extension_version

        last_seen_at: None | str
        if isinstance(self.last_seen_at, datetime.datetime):
            last_seen_at = self.last_seen_at.isoformat()
        else:
            last_seen_at = self.last_seen_at

        online = self.online

        wake = self.wake.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "state": state,
                "extensionVersion": extension_version,
                "lastSeenAt": last_seen_at,
                "online": online,
                "wake": wake,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.get_channel_bridge_response_200_data_item_bridge_wake import (
            GetChannelBridgeResponse200DataItemBridgeWake,
        )

        d = dict(src_dict)
        state = GetChannelBridgeResponse200DataItemBridgeState(d.pop("state"))

        def _parse_extension_version(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        extension_version = _parse_extension_version(d.pop("extensionVersion"))

        def _parse_last_seen_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                last_seen_at_type_0 = datetime.datetime.fromisoformat(data)

                return last_seen_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        last_seen_at = _parse_last_seen_at(d.pop("lastSeenAt"))

        online = d.pop("online")

        wake = GetChannelBridgeResponse200DataItemBridgeWake.from_dict(d.pop("wake"))

        get_channel_bridge_response_200_data_item_bridge = cls(
            state=state,
            extension_version=extension_version,
            last_seen_at=last_seen_at,
            online=online,
            wake=wake,
        )

        get_channel_bridge_response_200_data_item_bridge.additional_properties = d
        return get_channel_bridge_response_200_data_item_bridge

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
