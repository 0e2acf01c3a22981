from enum import StrEnum


class GetKrKeywordHistoryResponse200DataItemMonthlySearchesBelow10Item(StrEnum):
    MOBILE = "mobile"
    PC = "pc"

    def __str__(self) -> str:
        return str(self.value)
