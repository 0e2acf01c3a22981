from enum import StrEnum


class ListKrDraftsResponse200DataItemSavedBy(StrEnum):
    FANOUT = "fanout"
    HAND = "hand"

    def __str__(self) -> str:
        return str(self.value)
