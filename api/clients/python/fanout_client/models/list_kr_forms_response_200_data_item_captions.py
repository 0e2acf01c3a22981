from enum import StrEnum


class ListKrFormsResponse200DataItemCaptions(StrEnum):
    FILL = "fill"
    KEEP = "keep"

    def __str__(self) -> str:
        return str(self.value)
