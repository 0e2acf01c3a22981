from enum import StrEnum


class PostTargetsItemBridgeState(StrEnum):
    LOGIN_NEEDED = "login_needed"
    OFFLINE = "offline"
    WORKING = "working"

    def __str__(self) -> str:
        return str(self.value)
