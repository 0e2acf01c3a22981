from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.thread_view_channel_replies_item_data_item import (
        ThreadViewChannelRepliesItemDataItem,
    )
    from ..models.thread_view_channel_replies_item_error import (
        ThreadViewChannelRepliesItemError,
    )


T = TypeVar("T", bound="ThreadViewChannelRepliesItem")


@_attrs_define
class ThreadViewChannelRepliesItem:
    """
    Attributes:
        target_id (str):
        platform (str):
        supported (bool):
        data (list[ThreadViewChannelRepliesItemDataItem]):
        error (ThreadViewChannelRepliesItemError | Unset):
    """

    target_id: str
    platform: str
    supported: bool
    data: list[ThreadViewChannelRepliesItemDataItem]
    error: ThreadViewChannelRepliesItemError | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        target_id = self.target_id

        platform = self.platform

        supported = self.supported

        data = []
        for data_item_data in self.data:
            data_item = data_item_data.to_dict()
            data.append(data_item)

        error: dict[str, Any] | Unset = UNSET
        if not isinstance(self.error, Unset):
            error = self.error.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "targetId": target_id,
                "platform": platform,
                "supported": supported,
                "data": data,
            }
        )
        if error is not UNSET:
            field_dict["error"] = error

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.thread_view_channel_replies_item_data_item import (
            ThreadViewChannelRepliesItemDataItem,
        )
        from ..models.thread_view_channel_replies_item_error import (
            ThreadViewChannelRepliesItemError,
        )

        d = dict(src_dict)
        target_id = d.pop("targetId")

        platform = d.pop("platform")

        supported = d.pop("supported")

        data = []
        _data = d.pop("data")
        for data_item_data in _data:
            data_item = ThreadViewChannelRepliesItemDataItem.from_dict(data_item_data)

            data.append(data_item)

        _error = d.pop("error", UNSET)
        error: ThreadViewChannelRepliesItemError | Unset
        if isinstance(_error, Unset):
            error = UNSET
        else:
            error = ThreadViewChannelRepliesItemError.from_dict(_error)

        thread_view_channel_replies_item = cls(
            target_id=target_id,
            platform=platform,
            supported=supported,
            data=data,
            error=error,
        )

        thread_view_channel_replies_item.additional_properties = d
        return thread_view_channel_replies_item

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
