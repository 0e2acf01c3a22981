from enum import StrEnum


class LogEntryOutcome(StrEnum):
    FAILED = "failed"
    OK = "ok"

    def __str__(self) -> str:
        return str(self.value)
