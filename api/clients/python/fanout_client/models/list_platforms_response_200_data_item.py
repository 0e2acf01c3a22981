from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.list_platforms_response_200_data_item_connect import (
        ListPlatformsResponse200DataItemConnect,
    )
    from ..models.list_platforms_response_200_data_item_features_item import (
        ListPlatformsResponse200DataItemFeaturesItem,
    )
    from ..models.list_platforms_response_200_data_item_limits import (
        ListPlatformsResponse200DataItemLimits,
    )
    from ..models.list_platforms_response_200_data_item_options import (
        ListPlatformsResponse200DataItemOptions,
    )


T = TypeVar("T", bound="ListPlatformsResponse200DataItem")


@_attrs_define
class ListPlatformsResponse200DataItem:
    """
    Attributes:
        id (str):
        name (str):
        chain (bool):
        limits (ListPlatformsResponse200DataItemLimits):
        features (list[ListPlatformsResponse200DataItemFeaturesItem]):
        connect (ListPlatformsResponse200DataItemConnect):
        options (ListPlatformsResponse200DataItemOptions):
    """

    id: str
    name: str
    chain: bool
    limits: ListPlatformsResponse200DataItemLimits
    features: list[ListPlatformsResponse200DataItemFeaturesItem]
    connect: ListPlatformsResponse200DataItemConnect
    options: ListPlatformsResponse200DataItemOptions
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name

        chain = self.chain

        limits = self.limits.to_dict()

        features = []
        for features_item_data in self.features:
            features_item = features_item_data.to_dict()
            features.append(features_item)

        connect = self.connect.to_dict()

        options = self.options.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "name": name,
                "chain": chain,
                "limits": limits,
                "features": features,
                "connect": connect,
                "options": options,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.list_platforms_response_200_data_item_connect import (
            ListPlatformsResponse200DataItemConnect,
        )
        from ..models.list_platforms_response_200_data_item_features_item import (
            ListPlatformsResponse200DataItemFeaturesItem,
        )
        from ..models.list_platforms_response_200_data_item_limits import (
            ListPlatformsResponse200DataItemLimits,
        )
        from ..models.list_platforms_response_200_data_item_options import (
            ListPlatformsResponse200DataItemOptions,
        )

        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        chain = d.pop("chain")

        limits = ListPlatformsResponse200DataItemLimits.from_dict(d.pop("limits"))

        features = []
        _features = d.pop("features")
        for features_item_data in _features:
            features_item = ListPlatformsResponse200DataItemFeaturesItem.from_dict(
                features_item_data
            )

            features.append(features_item)

        connect = ListPlatformsResponse200DataItemConnect.from_dict(d.pop("connect"))

        options = ListPlatformsResponse200DataItemOptions.from_dict(d.pop("options"))

        list_platforms_response_200_data_item = cls(
            id=id,
            name=name,
            chain=chain,
            limits=limits,
            features=features,
            connect=connect,
            options=options,
        )

        list_platforms_response_200_data_item.additional_properties = d
        return list_platforms_response_200_data_item

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
