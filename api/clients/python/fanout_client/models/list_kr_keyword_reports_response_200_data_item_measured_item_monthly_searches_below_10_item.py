from enum import StrEnum


class ListKrKeywordReportsResponse200DataItemMeasuredItemMonthlySearchesBelow10Item(
    StrEnum
):
    MOBILE = "mobile"
    PC = "pc"

    def __str__(self) -> str:
        return str(self.value)
