from enum import StrEnum


class ListKrFormsResponse200DataItemSectionOpener(StrEnum):
    BOLD = "bold"
    HEADING = "heading"
    QUOTE = "quote"

    def __str__(self) -> str:
        return str(self.value)
