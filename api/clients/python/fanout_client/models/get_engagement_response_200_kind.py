from enum import StrEnum


class GetEngagementResponse200Kind(StrEnum):
    DELETEREPLY = "deleteReply"
    FOLLOW = "follow"
    HIDE = "hide"
    LIKE = "like"
    REPLY = "reply"
    UNFOLLOW = "unfollow"
    UNHIDE = "unhide"
    UNLIKE = "unlike"

    def __str__(self) -> str:
        return str(self.value)
