from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.key import Key
    from ..models.sign_up_response_201_verification import SignUpResponse201Verification


T = TypeVar("T", bound="SignUpResponse201")


@_attrs_define
class SignUpResponse201:
    """
    Attributes:
        person_id (str):
        email (str):
        key (str):
        key_record (Key):
        verification (SignUpResponse201Verification):
    """

    person_id: str
    email: str
    key: str
    key_record: Key
    verification: SignUpResponse201Verification
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        person_id = self.person_id

        email = self.email

        key = self.key

        key_record = self.key_record.to_dict()

        verification = self.verification.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "personId": person_id,
                "email": email,
                "key": key,
                "keyRecord": key_record,
                "verification": verification,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.key import Key
        from ..models.sign_up_response_201_verification import (
            SignUpResponse201Verification,
        )

        d = dict(src_dict)
        person_id = d.pop("personId")

        email = d.pop("email")

        key = d.pop("key")

        key_record = Key.from_dict(d.pop("keyRecord"))

        verification = SignUpResponse201Verification.from_dict(d.pop("verification"))

        sign_up_response_201 = cls(
            person_id=person_id,
            email=email,
            key=key,
            key_record=key_record,
            verification=verification,
        )

        sign_up_response_201.additional_properties = d
        return sign_up_response_201

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
