from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="ConnectAccountBody")


@_attrs_define
class ConnectAccountBody:
    """
    Attributes:
        platform (str):
        sandbox (bool | Unset):
        instant (bool | Unset):
        handle (str | Unset):
        redirect_url (str | Unset):
        bot_token (str | Unset):
        chat_id (str | Unset):
        identifier (str | Unset):
        app_password (str | Unset):
        server (str | Unset):
    """

    platform: str
    sandbox: bool | Unset = UNSET
    instant: bool | Unset = UNSET
    handle: str | Unset = UNSET
    redirect_url: str | Unset = UNSET
    bot_token: str | Unset = UNSET
    chat_id: str | Unset = UNSET
    identifier: str | Unset = UNSET
    app_password: str | Unset = UNSET
    server: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        platform = self.platform

        sandbox = self.sandbox

        instant = self.instant

        handle = self.handle

        redirect_url = self.redirect_url

        bot_token = self.bot_token

        chat_id = self.chat_id

        identifier = self.identifier

        app_password = self.app_password

        server = self.server

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "platform": platform,
            }
        )
        if sandbox is not UNSET:
            field_dict["sandbox"] = sandbox
        if instant is not UNSET:
            field_dict["instant"] = instant
        if handle is not UNSET:
            field_dict["handle"] = handle
        if redirect_url is not UNSET:
            field_dict["redirectUrl"] = redirect_url
        if bot_token is not UNSET:
            field_dict["botToken"] = bot_token
        if chat_id is not UNSET:
            field_dict["chatId"] = chat_id
        if identifier is not UNSET:
            field_dict["identifier"] = identifier
        if app_password is not UNSET:
            field_dict["appPassword"] = app_password
        if server is not UNSET:
            field_dict["server"] = server

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        platform = d.pop("platform")

        sandbox = d.pop("sandbox", UNSET)

        instant = d.pop("instant", UNSET)

        handle = d.pop("handle", UNSET)

        redirect_url = d.pop("redirectUrl", UNSET)

        bot_token = d.pop("botToken", UNSET)

        chat_id = d.pop("chatId", UNSET)

        identifier = d.pop("identifier", UNSET)

        app_password = d.pop("appPassword", UNSET)

        server = d.pop("server", UNSET)

        connect_account_body = cls(
            platform=platform,
            sandbox=sandbox,
            instant=instant,
            handle=handle,
            redirect_url=redirect_url,
            bot_token=bot_token,
            chat_id=chat_id,
            identifier=identifier,
            app_password=app_password,
            server=server,
        )

        return connect_account_body
