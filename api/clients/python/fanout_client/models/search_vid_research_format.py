from enum import StrEnum


class SearchVidResearchFormat(StrEnum):
    ALL = "all"
    LONG = "long"
    SHORTS = "shorts"

    def __str__(self) -> str:
        return str(self.value)
