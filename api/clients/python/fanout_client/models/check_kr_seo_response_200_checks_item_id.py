from enum import StrEnum


class CheckKrSeoResponse200ChecksItemId(StrEnum):
    IMAGES = "images"
    LENGTH = "length"
    MAINKEYWORD = "mainKeyword"
    PRODUCTSEARLY = "productsEarly"
    SECTIONS = "sections"
    TAGS = "tags"

    def __str__(self) -> str:
        return str(self.value)
