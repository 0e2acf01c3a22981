from enum import StrEnum


class ExtractKrFormResponse201FormSectionOpener(StrEnum):
    BOLD = "bold"
    HEADING = "heading"
    QUOTE = "quote"

    def __str__(self) -> str:
        return str(self.value)
