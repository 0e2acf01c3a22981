from enum import StrEnum


class PostTargetsItemStatus(StrEnum):
    FAILED = "failed"
    PENDING = "pending"
    PUBLISHED = "published"
    PUBLISHING = "publishing"

    def __str__(self) -> str:
        return str(self.value)
