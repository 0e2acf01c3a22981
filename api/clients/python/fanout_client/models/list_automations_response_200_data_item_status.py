from enum import StrEnum


class ListAutomationsResponse200DataItemStatus(StrEnum):
    DISABLED = "disabled"
    DRAFT = "draft"
    ENABLED = "enabled"

    def __str__(self) -> str:
        return str(self.value)
