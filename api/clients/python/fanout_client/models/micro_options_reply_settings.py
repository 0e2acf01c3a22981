from enum import StrEnum


class MicroOptionsReplySettings(StrEnum):
    FOLLOWING = "following"
    MENTIONEDUSERS = "mentionedUsers"
    SUBSCRIBERS = "subscribers"

    def __str__(self) -> str:
        return str(self.value)
