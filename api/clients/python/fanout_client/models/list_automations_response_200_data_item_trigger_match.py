from enum import StrEnum


class ListAutomationsResponse200DataItemTriggerMatch(StrEnum):
    CONTAINS = "contains"
    EXACT = "exact"

    def __str__(self) -> str:
        return str(self.value)
