from enum import StrEnum


class FediOptionsVisibility(StrEnum):
    DIRECT = "direct"
    PRIVATE = "private"
    PUBLIC = "public"
    UNLISTED = "unlisted"

    def __str__(self) -> str:
        return str(self.value)
