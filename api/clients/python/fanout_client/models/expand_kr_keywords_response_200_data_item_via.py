from enum import StrEnum


class ExpandKrKeywordsResponse200DataItemVia(StrEnum):
    EXTENSION = "extension"
    SERVER = "server"

    def __str__(self) -> str:
        return str(self.value)
