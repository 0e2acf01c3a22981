from enum import StrEnum


class SearchVidResearchOrder(StrEnum):
    DATE = "date"
    RELEVANCE = "relevance"
    VIEWCOUNT = "viewCount"

    def __str__(self) -> str:
        return str(self.value)
