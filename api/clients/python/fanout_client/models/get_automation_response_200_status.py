from enum import StrEnum


class GetAutomationResponse200Status(StrEnum):
    DISABLED = "disabled"
    DRAFT = "draft"
    ENABLED = "enabled"

    def __str__(self) -> str:
        return str(self.value)
