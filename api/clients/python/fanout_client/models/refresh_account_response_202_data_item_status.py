from enum import StrEnum


class RefreshAccountResponse202DataItemStatus(StrEnum):
    FAILED = "failed"
    REFRESHED = "refreshed"
    REFRESHING = "refreshing"

    def __str__(self) -> str:
        return str(self.value)
