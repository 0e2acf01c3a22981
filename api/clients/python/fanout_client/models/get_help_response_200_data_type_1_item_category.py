from enum import StrEnum


class GetHelpResponse200DataType1ItemCategory(StrEnum):
    AGENT = "agent"
    CONNECT = "connect"
    DM = "dm"
    KR = "kr"
    PUBLISH = "publish"

    def __str__(self) -> str:
        return str(self.value)
