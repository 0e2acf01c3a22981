from enum import StrEnum


class PublishKrDraftBodyOpenType(StrEnum):
    NEIGHBORS = "neighbors"
    PRIVATE = "private"
    PUBLIC = "public"

    def __str__(self) -> str:
        return str(self.value)
