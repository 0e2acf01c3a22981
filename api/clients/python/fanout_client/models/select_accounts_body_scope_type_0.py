from enum import StrEnum


class SelectAccountsBodyScopeType0(StrEnum):
    ALL = "all"

    def __str__(self) -> str:
        return str(self.value)
