from enum import StrEnum


class SearchVidResearchResponse200VideosItemFormat(StrEnum):
    LONG = "long"
    SHORT = "short"

    def __str__(self) -> str:
        return str(self.value)
