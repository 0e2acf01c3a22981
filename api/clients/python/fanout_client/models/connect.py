from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.connect_status import ConnectStatus
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.connect_error_type_0 import ConnectErrorType0
    from ..models.connect_next import ConnectNext


T = TypeVar("T", bound="Connect")


@_attrs_define
class Connect:
    """
    Attributes:
        id (str):
        platform (str):
        sandbox (bool):
        status (ConnectStatus):
        expires_at (datetime.datetime):
        account_id (None | str):
        error (ConnectErrorType0 | None):
        created_at (datetime.datetime):
        authorize_url (str | Unset):
        pairing_code (str | Unset):
        platform_url (str | Unset):
        next_ (ConnectNext | Unset):
    """

    id: str
    platform: str
    sandbox: bool
    status: ConnectStatus
    expires_at: datetime.datetime
    account_id: None | str
    error: ConnectErrorType0 | None
    created_at: datetime.datetime
    authorize_url: str | Unset = UNSET
    pairing_code: str | Unset = UNSET
    platform_url: str | Unset = UNSET
    next_: ConnectNext | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.connect_error_type_0 import ConnectErrorType0

        id = self.id

        platform = self.platform

        sandbox = self.sandbox

        status = self.status.value

        expires_at = self.expires_at.isoformat()

        account_id: None | str
        account_id = self.account_id

        error: dict[str, Any] | None
        if isinstance(self.error, ConnectErrorType0):
            error = self.error.to_dict()
        else:
            error = self.error

        created_at = self.created_at.isoformat()

        authorize_url = self.authorize_url

        pairing_code = self.pairing_code

        platform_url = self.platform_url

        next_: dict[str, Any] | Unset = UNSET
        if not isinstance(self.next_, Unset):
            next_ = self.next_.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "platform": platform,
                "sandbox": sandbox,
                "status": status,
                "expiresAt": expires_at,
                "accountId": account_id,
                "error": error,
                "createdAt": created_at,
            }
        )
        if authorize_url is not UNSET:
            field_dict["authorizeUrl"] = authorize_url
        if pairing_code is not UNSET:
            field_dict["pairingCode"] = pairing_code
        if platform_url is not UNSET:
            field_dict["platformUrl"] = platform_url
        if next_ is not UNSET:
            field_dict["next"] = next_

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.connect_error_type_0 import ConnectErrorType0
        from ..models.connect_next import ConnectNext

        d = dict(src_dict)
        id = d.pop("id")

        platform = d.pop("platform")

        sandbox = d.pop("sandbox")

        status = ConnectStatus(d.pop("status"))

        expires_at = datetime.datetime.fromisoformat(d.pop("expiresAt"))

        def _parse_account_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        account_id = _parse_account_id(d.pop("accountId"))

        def _parse_error(data: object) -> ConnectErrorType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                error_type_0 = ConnectErrorType0.from_dict(data)

                return error_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ConnectErrorType0 | None, data)

        error = _parse_error(d.pop("error"))

        created_at = datetime.datetime.fromisoformat(d.pop("createdAt"))

        authorize_url = d.pop("authorizeUrl", UNSET)

        pairing_code = d.pop("pairingCode", UNSET)

        platform_url = d.pop("platformUrl", UNSET)

        _next_ = d.pop("next", UNSET)
        next_: ConnectNext | Unset
        if isinstance(_next_, Unset):
            next_ = UNSET
        else:
            next_ = ConnectNext.from_dict(_next_)

        connect = cls(
            id=id,
            platform=platform,
            sandbox=sandbox,
            status=status,
            expires_at=expires_at,
            account_id=account_id,
            error=error,
            created_at=created_at,
            authorize_url=authorize_url,
            pairing_code=pairing_code,
            platform_url=platform_url,
            next_=next_,
        )

        connect.additional_properties = d
        return connect

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
