from enum import StrEnum


class ListPlatformsResponse200DataItemConnectKind(StrEnum):
    OAUTH = "oauth"
    TOKEN = "token"

    def __str__(self) -> str:
        return str(self.value)
