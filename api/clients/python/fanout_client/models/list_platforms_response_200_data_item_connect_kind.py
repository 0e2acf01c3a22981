from enum import StrEnum


class ListPlatformsResponse200DataItemConnectKind(StrEnum):
    OAUTH = "oauth"
    PAIRING = "pairing"
    TOKEN = "token"

    def __str__(self) -> str:
        return str(self.value)
