from enum import StrEnum


class AccountBridgeState(StrEnum):
    LOGIN_NEEDED = "login_needed"
    OFFLINE = "offline"
    ONLINE = "online"
    UNPAIRED = "unpaired"
    WRONG_LOGIN = "wrong_login"

    def __str__(self) -> str:
        return str(self.value)
