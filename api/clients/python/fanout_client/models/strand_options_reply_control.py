from enum import StrEnum


class StrandOptionsReplyControl(StrEnum):
    ACCOUNTS_YOU_FOLLOW = "accounts_you_follow"
    EVERYONE = "everyone"
    FOLLOWERS_ONLY = "followers_only"
    MENTIONED_ONLY = "mentioned_only"
    PARENT_POST_AUTHOR_ONLY = "parent_post_author_only"

    def __str__(self) -> str:
        return str(self.value)
