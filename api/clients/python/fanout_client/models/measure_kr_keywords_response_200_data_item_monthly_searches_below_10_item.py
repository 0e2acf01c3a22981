from enum import StrEnum


class MeasureKrKeywordsResponse200DataItemMonthlySearchesBelow10Item(StrEnum):
    MOBILE = "mobile"
    PC = "pc"

    def __str__(self) -> str:
        return str(self.value)
