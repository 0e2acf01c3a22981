from enum import StrEnum


class SocialOptionsKind(StrEnum):
    FEED = "feed"
    REEL = "reel"
    STORY = "story"

    def __str__(self) -> str:
        return str(self.value)
