from enum import StrEnum


class StartPastCommentsResponse202Status(StrEnum):
    DISABLED = "disabled"
    DRAFT = "draft"
    ENABLED = "enabled"

    def __str__(self) -> str:
        return str(self.value)
