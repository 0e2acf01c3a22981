from enum import StrEnum


class ConnectStatus(StrEnum):
    CONNECTED = "connected"
    FAILED = "failed"
    PENDING = "pending"

    def __str__(self) -> str:
        return str(self.value)
