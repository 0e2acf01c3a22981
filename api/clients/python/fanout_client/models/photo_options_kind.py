from enum import StrEnum


class PhotoOptionsKind(StrEnum):
    FEED = "feed"
    REEL = "reel"
    STORY = "story"

    def __str__(self) -> str:
        return str(self.value)
