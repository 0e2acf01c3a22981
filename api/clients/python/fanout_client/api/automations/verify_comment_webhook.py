from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...types import UNSET, Response, Unset


def _get_kwargs(
    platform: str,
    *,
    hub_mode: str | Unset = UNSET,
    hub_verify_token: str | Unset = UNSET,
    hub_challenge: str | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["hub.mode"] = hub_mode

    params["hub.verify_token"] = hub_verify_token

    params["hub.challenge"] = hub_challenge

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/platform-webhooks/{platform}".format(
            platform=quote(str(platform), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | str | None:
    if response.status_code == 200:
        response_200 = cast(str, response.json())
        return response_200

    if response.status_code == 400:
        response_400 = Error.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Error.from_dict(response.json())

        return response_401

    if response.status_code == 422:
        response_422 = Error.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = Error.from_dict(response.json())

        return response_429

    if response.status_code == 431:
        response_431 = Error.from_dict(response.json())

        return response_431

    if response.status_code == 500:
        response_500 = Error.from_dict(response.json())

        return response_500

    if response.status_code == 503:
        response_503 = Error.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | str]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    platform: str,
    *,
    client: AuthenticatedClient | Client,
    hub_mode: str | Unset = UNSET,
    hub_verify_token: str | Unset = UNSET,
    hub_challenge: str | Unset = UNSET,
) -> Response[Error | str]:
    """The platform’s subscription check (Meta: `hub.mode=subscribe`, `hub.verify_token`, `hub.challenge`):
    the challenge back for our verify token.

    Args:
        platform (str):
        hub_mode (str | Unset):
        hub_verify_token (str | Unset):
        hub_challenge (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | str]
    """

    kwargs = _get_kwargs(
        platform=platform,
        hub_mode=hub_mode,
        hub_verify_token=hub_verify_token,
        hub_challenge=hub_challenge,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    platform: str,
    *,
    client: AuthenticatedClient | Client,
    hub_mode: str | Unset = UNSET,
    hub_verify_token: str | Unset = UNSET,
    hub_challenge: str | Unset = UNSET,
) -> Error | str | None:
    """The platform’s subscription check (Meta: `hub.mode=subscribe`, `hub.verify_token`, `hub.challenge`):
    the challenge back for our verify token.

    Args:
        platform (str):
        hub_mode (str | Unset):
        hub_verify_token (str | Unset):
        hub_challenge (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | str
    """

    return sync_detailed(
        platform=platform,
        client=client,
        hub_mode=hub_mode,
        hub_verify_token=hub_verify_token,
        hub_challenge=hub_challenge,
    ).parsed


async def asyncio_detailed(
    platform: str,
    *,
    client: AuthenticatedClient | Client,
    hub_mode: str | Unset = UNSET,
    hub_verify_token: str | Unset = UNSET,
    hub_challenge: str | Unset = UNSET,
) -> Response[Error | str]:
    """The platform’s subscription check (Meta: `hub.mode=subscribe`, `hub.verify_token`, `hub.challenge`):
    the challenge back for our verify token.

    Args:
        platform (str):
        hub_mode (str | Unset):
        hub_verify_token (str | Unset):
        hub_challenge (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | str]
    """

    kwargs = _get_kwargs(
        platform=platform,
        hub_mode=hub_mode,
        hub_verify_token=hub_verify_token,
        hub_challenge=hub_challenge,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    platform: str,
    *,
    client: AuthenticatedClient | Client,
    hub_mode: str | Unset = UNSET,
    hub_verify_token: str | Unset = UNSET,
    hub_challenge: str | Unset = UNSET,
) -> Error | str | None:
    """The platform’s subscription check (Meta: `hub.mode=subscribe`, `hub.verify_token`, `hub.challenge`):
    the challenge back for our verify token.

    Args:
        platform (str):
        hub_mode (str | Unset):
        hub_verify_token (str | Unset):
        hub_challenge (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | str
    """

    return (
        await asyncio_detailed(
            platform=platform,
            client=client,
            hub_mode=hub_mode,
            hub_verify_token=hub_verify_token,
            hub_challenge=hub_challenge,
        )
    ).parsed
