from enum import StrEnum


class JudgeKrKeywordsResponse200DataItemMonthlySearchesBelow10Item(StrEnum):
    MOBILE = "mobile"
    PC = "pc"

    def __str__(self) -> str:
        return str(self.value)
