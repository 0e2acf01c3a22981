from enum import StrEnum


class GetChannelBridgeResponse200DataItemBridgeState(StrEnum):
    LOGIN_NEEDED = "login_needed"
    OFFLINE = "offline"
    ONLINE = "online"
    UNPAIRED = "unpaired"
    WRONG_LOGIN = "wrong_login"

    def __str__(self) -> str:
        return str(self.value)
