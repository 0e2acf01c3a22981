from enum import StrEnum


class GetHelpResponse200DataType1ItemLocale(StrEnum):
    EN = "en"
    KO = "ko"

    def __str__(self) -> str:
        return str(self.value)
