from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.reply_to_post_response_202_kind import ReplyToPostResponse202Kind
from ..models.reply_to_post_response_202_status import ReplyToPostResponse202Status
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.reply_to_post_response_202_next import ReplyToPostResponse202Next
    from ..models.reply_to_post_response_202_result_type_0 import (
        ReplyToPostResponse202ResultType0,
    )
    from ..models.reply_to_post_response_202_retrying import (
        ReplyToPostResponse202Retrying,
    )


T = TypeVar("T", bound="ReplyToPostResponse202")


@_attrs_define
class ReplyToPostResponse202:
    """
    Attributes:
        id (str):
        kind (ReplyToPostResponse202Kind):
        status (ReplyToPostResponse202Status):
        account_id (str):
        platform (str):
        post_id (None | str):
        external_id (None | str):
        owner_handle (None | str):
        content (None | str):
        media_ids (list[str]):
        result (None | ReplyToPostResponse202ResultType0):
        error_code (None | str):
        error_message (None | str):
        retryable (bool | None):
        created_at (datetime.datetime):
        updated_at (datetime.datetime):
        finished_at (datetime.datetime | None):
        retrying (ReplyToPostResponse202Retrying | Unset):
        deleted (bool | Unset):
        next_ (ReplyToPostResponse202Next | Unset):
    """

    id: str
    kind: ReplyToPostResponse202Kind
    status: ReplyToPostResponse202Status
    account_id: str
    platform: str
    post_id: None | str
    external_id: None | str
    owner_handle: None | str
    content: None | str
    media_ids: list[str]
    result: None | ReplyToPostResponse202ResultType0
    error_code: None | str
    error_message: None | str
    retryable: bool | None
    created_at: datetime.datetime
    updated_at: datetime.datetime
    finished_at: datetime.datetime | None
    retrying: ReplyToPostResponse202Retrying | Unset = UNSET
    deleted: bool | Unset = UNSET
    next_: ReplyToPostResponse202Next | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.reply_to_post_response_202_result_type_0 import (
            ReplyToPostResponse202ResultType0,
        )

        id = self.id

        kind = self.kind.value

        status = self.status.value

        account_id = self.account_id

        platform = self.platform

        post_id: None | str
        post_id = self.post_id

        external_id: None | str
        external_id = self.external_id

        owner_handle: None | str
        owner_handle = self.owner_handle

        content: None | str
        content = self.content

        media_ids = self.media_ids

        result: dict[str, Any] | None
        if isinstance(self.result, ReplyToPostResponse202ResultType0):
            result = self.result.to_dict()
        else:
            result = self.result

        error_code: None | str
        error_code = self.error_code

        error_message: None | str
        error_message = self.error_message

        retryable: bool | None
        retryable = self.retryable

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()

        finished_at: None | str
        if isinstance(self.finished_at, datetime.datetime):
            finished_at = self.finished_at.isoformat()
        else:
            finished_at = self.finished_at

        retrying: dict[str, Any] | Unset = UNSET
        if not isinstance(self.retrying, Unset):
            retrying = self.retrying.to_dict()

        deleted = self.deleted

        next_: dict[str, Any] | Unset = UNSET
        if not isinstance(self.next_, Unset):
            next_ = self.next_.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "kind": kind,
                "status": status,
                "accountId": account_id,
                "platform": platform,
                "postId": post_id,
                "externalId": external_id,
                "ownerHandle": owner_handle,
                "content": content,
                "mediaIds": media_ids,
                "result": result,
                "errorCode": error_code,
                "errorMessage": error_message,
                "retryable": retryable,
                "createdAt": created_at,
                "updatedAt": updated_at,
                "finishedAt": finished_at,
            }
        )
        if retrying is not UNSET:
            field_dict["retrying"] = retrying
        if deleted is not UNSET:
            field_dict["deleted"] = deleted
        if next_ is not UNSET:
            field_dict["next"] = next_

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.reply_to_post_response_202_next import ReplyToPostResponse202Next
        from ..models.reply_to_post_response_202_result_type_0 import (
            ReplyToPostResponse202ResultType0,
        )
        from ..models.reply_to_post_response_202_retrying import (
            ReplyToPostResponse202Retrying,
        )

        d = dict(src_dict)
        id = d.pop("id")

        kind = ReplyToPostResponse202Kind(d.pop("kind"))

        status = ReplyToPostResponse202Status(d.pop("status"))

        account_id = d.pop("accountId")

        platform = d.pop("platform")

        def _parse_post_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        post_id = _parse_post_id(d.pop("postId"))

        def _parse_external_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        external_id = _parse_external_id(d.pop("externalId"))

        def _parse_owner_handle(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        owner_handle = _parse_owner_handle(d.pop("ownerHandle"))

        def _parse_content(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        content = _parse_content(d.pop("content"))

        media_ids = cast(list[str], d.pop("mediaIds"))

        def _parse_result(data: object) -> None | ReplyToPostResponse202ResultType0:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                result_type_0 = ReplyToPostResponse202ResultType0.from_dict(data)

                return result_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ReplyToPostResponse202ResultType0, data)

        result = _parse_result(d.pop("result"))

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

        created_at = datetime.datetime.fromisoformat(d.pop("createdAt"))

        updated_at = datetime.datetime.fromisoformat(d.pop("updatedAt"))

        def _parse_finished_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                finished_at_type_0 = datetime.datetime.fromisoformat(data)

                return finished_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        finished_at = _parse_finished_at(d.pop("finishedAt"))

        _retrying = d.pop("retrying", UNSET)
        retrying: ReplyToPostResponse202Retrying | Unset
        if isinstance(_retrying, Unset):
            retrying = UNSET
        else:
            retrying = ReplyToPostResponse202Retrying.from_dict(_retrying)

        deleted = d.pop("deleted", UNSET)

        _next_ = d.pop("next", UNSET)
        next_: ReplyToPostResponse202Next | Unset
        if isinstance(_next_, Unset):
            next_ = UNSET
        else:
            next_ = ReplyToPostResponse202Next.from_dict(_next_)

        reply_to_post_response_202 = cls(
            id=id,
            kind=kind,
            status=status,
            account_id=account_id,
            platform=platform,
            post_id=post_id,
            external_id=external_id,
            owner_handle=owner_handle,
            content=content,
            media_ids=media_ids,
            result=result,
            error_code=error_code,
            error_message=error_message,
            retryable=retryable,
            created_at=created_at,
            updated_at=updated_at,
            finished_at=finished_at,
            retrying=retrying,
            deleted=deleted,
            next_=next_,
        )

        reply_to_post_response_202.additional_properties = d
        return reply_to_post_response_202

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
