from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.get_health_response_503_checks import GetHealthResponse503Checks


T = TypeVar("T", bound="GetHealthResponse503")


@_attrs_define
class GetHealthResponse503:
    """
    Attributes:
        ok (bool):
        process (str): The process that answered: `<pid>@<host>`.
        checks (GetHealthResponse503Checks):
    """

    ok: bool
    process: str
    checks: GetHealthResponse503Checks
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        ok = self.ok

        process = self.process

        checks = self.checks.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "ok": ok,
                "process": process,
                "checks": checks,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.get_health_response_503_checks import GetHealthResponse503Checks

        d = dict(src_dict)
        ok = d.pop("ok")

        process = d.pop("process")

        checks = GetHealthResponse503Checks.from_dict(d.pop("checks"))

        get_health_response_503 = cls(
            ok=ok,
            process=process,
            checks=checks,
        )

        get_health_response_503.additional_properties = d
        return get_health_response_503

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
