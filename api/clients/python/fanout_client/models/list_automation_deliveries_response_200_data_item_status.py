from enum import StrEnum


class ListAutomationDeliveriesResponse200DataItemStatus(StrEnum):
    FAILED = "failed"
    PENDING = "pending"
    SENT = "sent"
    SKIPPED = "skipped"
    UNCONFIRMED = "unconfirmed"

    def __str__(self) -> str:
        return str(self.value)
