from enum import StrEnum


class ListPostsSort(StrEnum):
    SCHEDULED = "scheduled"

    def __str__(self) -> str:
        return str(self.value)
