from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.post_targets_item_status import PostTargetsItemStatus
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.post_targets_item_bridge import PostTargetsItemBridge
    from ..models.post_targets_item_retrying import PostTargetsItemRetrying


T = TypeVar("T", bound="PostTargetsItem")


@_attrs_define
class PostTargetsItem:
    """
    Attributes:
        id (str):
        account_id (None | str):
        connection_id (None | str):
        platform (str):
        account_handle (str):
        status (PostTargetsItemStatus):
        external_id (None | str):
        url (None | str):
        error_code (None | str):
        error_message (None | str):
        retryable (bool | None):
        warnings (list[str]):
        published_at (datetime.datetime | None):
        retrying (PostTargetsItemRetrying | Unset):
        item_external_ids (list[str] | Unset):
        deleted (bool | Unset):
        bridge (PostTargetsItemBridge | Unset):
    """

    id: str
    account_id: None | str
    connection_id: None | str
    platform: str
    account_handle: str
    status: PostTargetsItemStatus
    external_id: None | str
    url: None | str
    error_code: None | str
    error_message: None | str
    retryable: bool | None
    warnings: list[str]
    published_at: datetime.datetime | None
    retrying: PostTargetsItemRetrying | Unset = UNSET
    item_external_ids: list[str] | Unset = UNSET
    deleted: bool | Unset = UNSET
    bridge: PostTargetsItemBridge | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        account_id: None | str
        account_id = self.account_id

        connection_id: None | str
        connection_id = self.connection_id

        platform = self.platform

        account_handle = self.account_handle

        status = self.status.value

        external_id: None | str
        external_id = self.external_id

        url: None | str
        url = self.url

        error_code: None | str
        error_code = self.error_code

        error_message: None | str
        error_message = self.error_message

        retryable: bool | None
        retryable = self.retryable

        warnings = self.warnings

        published_at: None | str
        if isinstance(self.published_at, datetime.datetime):
            published_at = self.published_at.isoformat()
        else:
            published_at = self.published_at

        retrying: dict[str, Any] | Unset = UNSET
        if not isinstance(self.retrying, Unset):
            retrying = self.retrying.to_dict()

        item_external_ids: list[str] | Unset = UNSET
        if not isinstance(self.item_external_ids, Unset):
            item_external_ids = self.item_external_ids

        deleted = self.deleted

        bridge: dict[str, Any] | Unset = UNSET
        if not isinstance(self.bridge, Unset):
            bridge = self.bridge.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "accountId": account_id,
                "connectionId": connection_id,
                "platform": platform,
                "accountHandle": account_handle,
                "status": status,
                "externalId": external_id,
                "url": url,
                "errorCode": error_code,
                "errorMessage": error_message,
                "retryable": retryable,
                "warnings": warnings,
                "publishedAt": published_at,
            }
        )
        if retrying is not UNSET:
            field_dict["retrying"] = retrying
        if item_external_ids is not UNSET:
            field_dict["itemExternalIds"] = item_external_ids
        if deleted is not UNSET:
            field_dict["deleted"] = deleted
        if bridge is not UNSET:
            field_dict["bridge"] = bridge

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.post_targets_item_bridge import PostTargetsItemBridge
        from ..models.post_targets_item_retrying import PostTargetsItemRetrying

        d = dict(src_dict)
        id = d.pop("id")

        def _parse_account_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        account_id = _parse_account_id(d.pop("accountId"))

        def _parse_connection_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        connection_id = _parse_connection_id(d.pop("connectionId"))

        platform = d.pop("platform")

        account_handle = d.pop("accountHandle")

        status = PostTargetsItemStatus(d.pop("status"))

        def _parse_external_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        external_id = _parse_external_id(d.pop("externalId"))

        def _parse_url(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        url = _parse_url(d.pop("url"))

        def _parse_error_code(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        error_code = _parse_error_code(d.pop("errorCode"))

        def _parse_error_message(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        error_message = _parse_error_message(d.pop("errorMessage"))

        def _parse_retryable(data: object) -> bool | None:
            if data is None:
                return data
            return cast(bool | None, data)

        retryable = _parse_retryable(d.pop("retryable"))

        warnings = cast(list[str], d.pop("warnings"))

        def _parse_published_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                published_at_type_0 = datetime.datetime.fromisoformat(data)

                return published_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        published_at = _parse_published_at(d.pop("publishedAt"))

        _retrying = d.pop("retrying", UNSET)
        retrying: PostTargetsItemRetrying | Unset
        if isinstance(_retrying, Unset):
            retrying = UNSET
        else:
            retrying = PostTargetsItemRetrying.from_dict(_retrying)

        item_external_ids = cast(list[str], d.pop("itemExternalIds", UNSET))

        deleted = d.pop("deleted", UNSET)

        _bridge = d.pop("bridge", UNSET)
        bridge: PostTargetsItemBridge | Unset
        if isinstance(_bridge, Unset):
            bridge = UNSET
        else:
            bridge = PostTargetsItemBridge.from_dict(_bridge)

        post_targets_item = cls(
            id=id,
            account_id=account_id,
            connection_id=connection_id,
            platform=platform,
            account_handle=account_handle,
            status=status,
            external_id=external_id,
            url=url,
            error_code=error_code,
            error_message=error_message,
            retryable=retryable,
            warnings=warnings,
            published_at=published_at,
            retrying=retrying,
            item_external_ids=item_external_ids,
            deleted=deleted,
            bridge=bridge,
        )

        post_targets_item.additional_properties = d
        return post_targets_item

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
