from enum import StrEnum


class FollowAccountResponse202Kind(StrEnum):
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
