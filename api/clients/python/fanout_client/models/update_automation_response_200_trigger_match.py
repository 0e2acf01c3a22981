from enum import StrEnum


class UpdateAutomationResponse200TriggerMatch(StrEnum):
    CONTAINS = "contains"
    EXACT = "exact"

    def __str__(self) -> str:
        return str(self.value)
