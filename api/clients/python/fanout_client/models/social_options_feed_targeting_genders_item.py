from enum import StrEnum


class SocialOptionsFeedTargetingGendersItem(StrEnum):
    FEMALE = "female"
    MALE = "male"

    def __str__(self) -> str:
        return str(self.value)
