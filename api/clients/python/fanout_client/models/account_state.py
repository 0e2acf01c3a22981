from enum import StrEnum


class AccountState(StrEnum):
    CONNECTED = "connected"
    DISCONNECTED = "disconnected"
    EXPIRED = "expired"

    def __str__(self) -> str:
        return str(self.value)
