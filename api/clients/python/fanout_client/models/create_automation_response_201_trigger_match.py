from enum import StrEnum


class CreateAutomationResponse201TriggerMatch(StrEnum):
    CONTAINS = "contains"
    EXACT = "exact"

    def __str__(self) -> str:
        return str(self.value)
