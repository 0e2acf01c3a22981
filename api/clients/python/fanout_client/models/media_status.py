from enum import StrEnum


class MediaStatus(StrEnum):
    EXPIRED = "expired"
    PENDING = "pending"
    READY = "ready"

    def __str__(self) -> str:
        return str(self.value)
