from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.clip_options_privacy_level import ClipOptionsPrivacyLevel
from ..types import UNSET, Unset

T = TypeVar("T", bound="ClipOptions")


@_attrs_define
class ClipOptions:
    """
    Attributes:
        content (str | Unset):
        privacy_level (ClipOptionsPrivacyLevel | Unset): Who may see the post. Required, with no default; the values the
            account may use now come from the publish options.
        title (str | Unset): Title of a photo post, up to 90 UTF-16 units; required for photos and refused with a video,
            whose caption is the text.
        disable_comment (bool | Unset): Turn comments off; when left out the creator's own setting applies.
        disable_duet (bool | Unset): Turn duets off (videos only); when left out the creator's own setting applies.
        disable_stitch (bool | Unset): Turn stitches off (videos only); when left out the creator's own setting applies.
        brand_content_toggle (bool | Unset): The post promotes a third party (branded content); such a post cannot be
            SELF_ONLY.
        brand_organic_toggle (bool | Unset): The post promotes the creator's own business.
    """

    content: str | Unset = UNSET
    privacy_level: ClipOptionsPrivacyLevel | Unset = UNSET
    title: str | Unset = UNSET
    disable_comment: bool | Unset = UNSET
    disable_duet: bool | Unset = UNSET
    disable_stitch: bool | Unset = UNSET
    brand_content_toggle: bool | Unset = UNSET
    brand_organic_toggle: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        content = self.content

        privacy_level: str | Unset = UNSET
        if not isinstance(self.privacy_level, Unset):
            privacy_level = self.privacy_level.value

        title = self.title

        disable_comment = self.disable_comment

        disable_duet = self.disable_duet

        disable_stitch = self.disable_stitch

        brand_content_toggle = self.brand_content_toggle

        brand_organic_toggle = self.brand_organic_toggle

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if content is not UNSET:
            field_dict["content"] = content
        if privacy_level is not UNSET:
            field_dict["privacyLevel"] = privacy_level
        if title is not UNSET:
            field_dict["title"] = title
        if disable_comment is not UNSET:
            field_dict["disableComment"] = disable_comment
        if disable_duet is not UNSET:
            field_dict["disableDuet"] = disable_duet
        if disable_stitch is not UNSET:
            field_dict["disableStitch"] = disable_stitch
        if brand_content_toggle is not UNSET:
            field_dict["brandContentToggle"] = brand_content_toggle
        if brand_organic_toggle is not UNSET:
            field_dict["brandOrganicToggle"] = brand_organic_toggle

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        content = d.pop("content", UNSET)

        _privacy_level = d.pop("privacyLevel", UNSET)
        privacy_level: ClipOptionsPrivacyLevel | Unset
        if isinstance(_privacy_level, Unset):
            privacy_level = UNSET
        else:
            privacy_level = ClipOptionsPrivacyLevel(_privacy_level)

        title = d.pop("title", UNSET)

        disable_comment = d.pop("disableComment", UNSET)

        disable_duet = d.pop("disableDuet", UNSET)

        disable_stitch = d.pop("disableStitch", UNSET)

        brand_content_toggle = d.pop("brandContentToggle", UNSET)

        brand_organic_toggle = d.pop("brandOrganicToggle", UNSET)

        clip_options = cls(
            content=content,
            privacy_level=privacy_level,
            title=title,
            disable_comment=disable_comment,
            disable_duet=disable_duet,
            disable_stitch=disable_stitch,
            brand_content_toggle=brand_content_toggle,
            brand_organic_toggle=brand_organic_toggle,
        )

        return clip_options
