from enum import StrEnum


class ExpandKrKeywordsResponse200SeedsItemVia(StrEnum):
    EXTENSION = "extension"
    SERVER = "server"

    def __str__(self) -> str:
        return str(self.value)
