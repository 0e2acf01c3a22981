from enum import StrEnum


class SearchVidResearchResponse200Language(StrEnum):
    EN = "en"
    KO = "ko"

    def __str__(self) -> str:
        return str(self.value)
