from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.create_automation_body_deliver import CreateAutomationBodyDeliver
    from ..models.create_automation_body_trigger import CreateAutomationBodyTrigger


T = TypeVar("T", bound="CreateAutomationBody")


@_attrs_define
class CreateAutomationBody:
    """
    Attributes:
        account_id (str): The connected account (photo or social).
        name (str): What to call it.
        trigger (CreateAutomationBodyTrigger):
        deliver (CreateAutomationBodyDeliver):
        public_reply (str | Unset): Posted under the comment when its message goes out.
    """

    account_id: str
    name: str
    trigger: CreateAutomationBodyTrigger
    deliver: CreateAutomationBodyDeliver
    public_reply: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        account_id = self.account_id

        name = self.name

        trigger = self.trigger.to_dict()

        deliver = self.deliver.to_dict()

        public_reply = self.public_reply

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "accountId": account_id,
                "name": name,
                "trigger": trigger,
                "deliver": deliver,
            }
        )
        if public_reply is not UNSET:
            field_dict["publicReply"] = public_reply

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.create_automation_body_deliver import CreateAutomationBodyDeliver
        from ..models.create_automation_body_trigger import CreateAutomationBodyTrigger

        d = dict(src_dict)
        account_id = d.pop("accountId")

        name = d.pop("name")

        trigger = CreateAutomationBodyTrigger.from_dict(d.pop("trigger"))

        deliver = CreateAutomationBodyDeliver.from_dict(d.pop("deliver"))

        public_reply = d.pop("publicReply", UNSET)

        create_automation_body = cls(
            account_id=account_id,
            name=name,
            trigger=trigger,
            deliver=deliver,
            public_reply=public_reply,
        )

        return create_automation_body
