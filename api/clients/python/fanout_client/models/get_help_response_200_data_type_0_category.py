from enum import StrEnum


class GetHelpResponse200DataType0Category(StrEnum):
    AGENT = "agent"
    CONNECT = "connect"
    DM = "dm"
    KR = "kr"
    PUBLISH = "publish"

    def __str__(self) -> str:
        return str(self.value)
