from enum import StrEnum


class GetAutomationResponse200TriggerMatch(StrEnum):
    CONTAINS = "contains"
    EXACT = "exact"

    def __str__(self) -> str:
        return str(self.value)
