from enum import StrEnum


class KrBlogOptionsLayout(StrEnum):
    AS_IS = "as-is"
    TEMPLATE = "template"

    def __str__(self) -> str:
        return str(self.value)
