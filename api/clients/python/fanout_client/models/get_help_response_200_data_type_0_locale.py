from enum import StrEnum


class GetHelpResponse200DataType0Locale(StrEnum):
    EN = "en"
    KO = "ko"

    def __str__(self) -> str:
        return str(self.value)
