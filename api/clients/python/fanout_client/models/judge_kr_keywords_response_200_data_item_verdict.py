from enum import StrEnum


class JudgeKrKeywordsResponse200DataItemVerdict(StrEnum):
    CROWDED = "crowded"
    GO = "go"
    MAYBE = "maybe"
    TOO_SMALL = "too_small"
    UNKNOWN = "unknown"

    def __str__(self) -> str:
        return str(self.value)
