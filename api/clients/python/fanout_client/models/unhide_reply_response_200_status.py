from enum import StrEnum


class UnhideReplyResponse200Status(StrEnum):
    DONE = "done"
    FAILED = "failed"
    PENDING = "pending"
    UNCONFIRMED = "unconfirmed"

    def __str__(self) -> str:
        return str(self.value)
