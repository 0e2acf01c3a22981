from enum import StrEnum


class GetPlanResponse200Plan(StrEnum):
    FREE = "free"
    PAID = "paid"

    def __str__(self) -> str:
        return str(self.value)
