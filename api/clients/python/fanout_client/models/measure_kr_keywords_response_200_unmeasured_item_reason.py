from enum import StrEnum


class MeasureKrKeywordsResponse200UnmeasuredItemReason(StrEnum):
    BUDGET = "budget"
    NOT_CACHED = "not_cached"
    PER_CALL_LIMIT = "per_call_limit"
    QUOTA = "quota"
    SERVICE_CAP = "service_cap"
    UPSTREAM_ERROR = "upstream_error"

    def __str__(self) -> str:
        return str(self.value)
