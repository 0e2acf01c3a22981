from enum import StrEnum


class CreateAutomationBodyTriggerKind(StrEnum):
    ANY_POST = "any_post"
    NEXT_POST = "next_post"
    POST = "post"

    def __str__(self) -> str:
        return str(self.value)
