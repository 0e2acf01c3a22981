from enum import StrEnum


class UpdateAutomationBodyTriggerMatch(StrEnum):
    CONTAINS = "contains"
    EXACT = "exact"

    def __str__(self) -> str:
        return str(self.value)
