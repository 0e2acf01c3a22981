from enum import StrEnum


class MediaKind(StrEnum):
    DOCUMENT = "document"
    GIF = "gif"
    IMAGE = "image"
    VIDEO = "video"

    def __str__(self) -> str:
        return str(self.value)
