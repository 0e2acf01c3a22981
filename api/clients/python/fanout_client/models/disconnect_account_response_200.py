from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.account_state import AccountState
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.account_bridge import AccountBridge
    from ..models.account_kr_blog import AccountKrBlog
    from ..models.disconnect_account_response_200_removed import (
        DisconnectAccountResponse200Removed,
    )


T = TypeVar("T", bound="DisconnectAccountResponse200")


@_attrs_define
class DisconnectAccountResponse200:
    """
    Attributes:
        id (str):
        platform (str):
        handle (str):
        state (AccountState):
        sandbox (bool):
        token_expires_at (datetime.datetime | None):
        connected_at (datetime.datetime):
        disconnected_at (datetime.datetime):
        removed (DisconnectAccountResponse200Removed):
        kr_blog (AccountKrBlog | Unset):
        bridge (AccountBridge | Unset):
    """

    id: str
    platform: str
    handle: str
    state: AccountState
    sandbox: bool
    token_expires_at: datetime.datetime | None
    connected_at: datetime.datetime
    disconnected_at: datetime.datetime
    removed: DisconnectAccountResponse200Removed
    kr_blog: AccountKrBlog | Unset = UNSET
    bridge: AccountBridge | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        platform = self.platform

        handle = self.handle

        state = self.state.value

        sandbox = self.sandbox

        token_expires_at: None | str
        if isinstance(self.token_expires_at, datetime.datetime):
            token_expires_at = self.token_expires_at.isoformat()
        else:
            token_expires_at = self.token_expires_at

        connected_at = self.connected_at.isoformat()

        disconnected_at = self.disconnected_at.isoformat()

        removed = self.removed.to_dict()

        kr_blog: dict[str, Any] | Unset = UNSET
        if not isinstance(self.kr_blog, Unset):
            kr_blog = self.kr_blog.to_dict()

        bridge: dict[str, Any] | Unset = UNSET
        if not isinstance(self.bridge, Unset):
            bridge = self.bridge.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "platform": platform,
                "handle": handle,
                "state": state,
                "sandbox": sandbox,
                "tokenExpiresAt": token_expires_at,
                "connectedAt": connected_at,
                "disconnectedAt": disconnected_at,
                "removed": removed,
            }
        )
        if kr_blog is not UNSET:
            field_dict["krBlog"] = kr_blog
        if bridge is not UNSET:
            field_dict["bridge"] = bridge

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.account_bridge import AccountBridge
        from ..models.account_kr_blog import AccountKrBlog
        from ..models.disconnect_account_response_200_removed import (
            DisconnectAccountResponse200Removed,
        )

        d = dict(src_dict)
        id = d.pop("id")

        platform = d.pop("platform")

        handle = d.pop("handle")

        state = AccountState(d.pop("state"))

        sandbox = d.pop("sandbox")

        def _parse_token_expires_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                token_expires_at_type_0 = datetime.datetime.fromisoformat(data)

                return token_expires_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        token_expires_at = _parse_token_expires_at(d.pop("tokenExpiresAt"))

        connected_at = datetime.datetime.fromisoformat(d.pop("connectedAt"))

        disconnected_at = datetime.datetime.fromisoformat(d.pop("disconnectedAt"))

        removed = DisconnectAccountResponse200Removed.from_dict(d.pop("removed"))

        _kr_blog = d.pop("krBlog", UNSET)
        kr_blog: AccountKrBlog | Unset
        if isinstance(_kr_blog, Unset):
            kr_blog = UNSET
        else:
            kr_blog = AccountKrBlog.from_dict(_kr_blog)

        _bridge = d.pop("bridge", UNSET)
        bridge: AccountBridge | Unset
        if isinstance(_bridge, Unset):
            bridge = UNSET
        else:
            bridge = AccountBridge.from_dict(_bridge)

        disconnect_account_response_200 = cls(
            id=id,
            platform=platform,
            handle=handle,
            state=state,
            sandbox=sandbox,
            token_expires_at=token_expires_at,
            connected_at=connected_at,
            disconnected_at=disconnected_at,
            removed=removed,
            kr_blog=kr_blog,
            bridge=bridge,
        )

        disconnect_account_response_200.additional_properties = d
        return disconnect_account_response_200

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
