from enum import StrEnum


class UpdateAutomationResponse200Status(StrEnum):
    DISABLED = "disabled"
    DRAFT = "draft"
    ENABLED = "enabled"

    def __str__(self) -> str:
        return str(self.value)
