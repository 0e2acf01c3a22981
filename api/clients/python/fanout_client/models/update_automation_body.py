from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.update_automation_body_deliver import UpdateAutomationBodyDeliver
    from ..models.update_automation_body_trigger import UpdateAutomationBodyTrigger


T = TypeVar("T", bound="UpdateAutomationBody")


@_attrs_define
class UpdateAutomationBody:
    """
    Attributes:
        name (str | Unset): What to call it.
        trigger (UpdateAutomationBodyTrigger | Unset):
        deliver (UpdateAutomationBodyDeliver | Unset):
        public_reply (None | str | Unset):
    """

    name: str | Unset = UNSET
    trigger: UpdateAutomationBodyTrigger | Unset = UNSET
    deliver: UpdateAutomationBodyDeliver | Unset = UNSET
    public_reply: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        trigger: dict[str, Any] | Unset = UNSET
        if not isinstance(self.trigger, Unset):
            trigger = self.trigger.to_dict()

        deliver: dict[str, Any] | Unset = UNSET
        if not isinstance(self.deliver, Unset):
            deliver = self.deliver.to_dict()

        public_reply: None | str | Unset
        if isinstance(self.public_reply, Unset):
            public_reply = UNSET
        else:
            public_reply = self.public_reply

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if name is not UNSET:
            field_dict["name"] = name
        if trigger is not UNSET:
            field_dict["trigger"] = trigger
        if deliver is not UNSET:
            field_dict["deliver"] = deliver
        if public_reply is not UNSET:
            field_dict["publicReply"] = public_reply

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.update_automation_body_deliver import UpdateAutomationBodyDeliver
        from ..models.update_automation_body_trigger import UpdateAutomationBodyTrigger

        d = dict(src_dict)
        name = d.pop("name", UNSET)

        _trigger = d.pop("trigger", UNSET)
        trigger: UpdateAutomationBodyTrigger | Unset
        if isinstance(_trigger, Unset):
            trigger = UNSET
        else:
            trigger = UpdateAutomationBodyTrigger.from_dict(_trigger)

        _deliver = d.pop("deliver", UNSET)
        deliver: UpdateAutomationBodyDeliver | Unset
        if isinstance(_deliver, Unset):
            deliver = UNSET
        else:
            deliver = UpdateAutomationBodyDeliver.from_dict(_deliver)

        def _parse_public_reply(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        public_reply = _parse_public_reply(d.pop("publicReply", UNSET))

        update_automation_body = cls(
            name=name,
            trigger=trigger,
            deliver=deliver,
            public_reply=public_reply,
        )

        return update_automation_body
