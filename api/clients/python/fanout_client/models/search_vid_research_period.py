from enum import StrEnum


class SearchVidResearchPeriod(StrEnum):
    VALUE_0 = "7d"
    VALUE_1 = "1m"
    VALUE_2 = "3m"
    VALUE_3 = "6m"
    VALUE_4 = "1y"

    def __str__(self) -> str:
        return str(self.value)
