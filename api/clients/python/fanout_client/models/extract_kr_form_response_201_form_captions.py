from enum import StrEnum


class ExtractKrFormResponse201FormCaptions(StrEnum):
    FILL = "fill"
    KEEP = "keep"

    def __str__(self) -> str:
        return str(self.value)
