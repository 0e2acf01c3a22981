from enum import StrEnum


class PostStatus(StrEnum):
    CANCELLED = "cancelled"
    DRAFT = "draft"
    FAILED = "failed"
    PARTIAL = "partial"
    PUBLISHED = "published"
    PUBLISHING = "publishing"
    SCHEDULED = "scheduled"

    def __str__(self) -> str:
        return str(self.value)
