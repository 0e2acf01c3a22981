from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.get_help_response_200 import GetHelpResponse200
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    code: str | Unset = UNSET,
    q: str | Unset = UNSET,
    id: str | Unset = UNSET,
    platform: str | Unset = UNSET,
    category: str | Unset = UNSET,
    locale: str | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["code"] = code

    params["q"] = q

    params["id"] = id

    params["platform"] = platform

    params["category"] = category

    params["locale"] = locale

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/help",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | GetHelpResponse200 | None:
    if response.status_code == 200:
        response_200 = GetHelpResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = Error.from_dict(response.json())

        return response_400

    if response.status_code == 404:
        response_404 = Error.from_dict(response.json())

        return response_404

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
) -> Response[Error | GetHelpResponse200]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    code: str | Unset = UNSET,
    q: str | Unset = UNSET,
    id: str | Unset = UNSET,
    platform: str | Unset = UNSET,
    category: str | Unset = UNSET,
    locale: str | Unset = UNSET,
) -> Response[Error | GetHelpResponse200]:
    """Troubleshooting answers by error code, search text, id, platform or category, in English or Korean.

    Args:
        code (str | Unset):
        q (str | Unset):
        id (str | Unset):
        platform (str | Unset):
        category (str | Unset):
        locale (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | GetHelpResponse200]
    """

    kwargs = _get_kwargs(
        code=code,
        q=q,
        id=id,
        platform=platform,
        category=category,
        locale=locale,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    code: str | Unset = UNSET,
    q: str | Unset = UNSET,
    id: str | Unset = UNSET,
    platform: str | Unset = UNSET,
    category: str | Unset = UNSET,
    locale: str | Unset = UNSET,
) -> Error | GetHelpResponse200 | None:
    """Troubleshooting answers by error code, search text, id, platform or category, in English or Korean.

    Args:
        code (str | Unset):
        q (str | Unset):
        id (str | Unset):
        platform (str | Unset):
        category (str | Unset):
        locale (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | GetHelpResponse200
    """

    return sync_detailed(
        client=client,
        code=code,
        q=q,
        id=id,
        platform=platform,
        category=category,
        locale=locale,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    code: str | Unset = UNSET,
    q: str | Unset = UNSET,
    id: str | Unset = UNSET,
    platform: str | Unset = UNSET,
    category: str | Unset = UNSET,
    locale: str | Unset = UNSET,
) -> Response[Error | GetHelpResponse200]:
    """Troubleshooting answers by error code, search text, id, platform or category, in English or Korean.

    Args:
        code (str | Unset):
        q (str | Unset):
        id (str | Unset):
        platform (str | Unset):
        category (str | Unset):
        locale (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | GetHelpResponse200]
    """

    kwargs = _get_kwargs(
        code=code,
        q=q,
        id=id,
        platform=platform,
        category=category,
        locale=locale,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    code: str | Unset = UNSET,
    q: str | Unset = UNSET,
    id: str | Unset = UNSET,
    platform: str | Unset = UNSET,
    category: str | Unset = UNSET,
    locale: str | Unset = UNSET,
) -> Error | GetHelpResponse200 | None:
    """Troubleshooting answers by error code, search text, id, platform or category, in English or Korean.

    Args:
        code (str | Unset):
        q (str | Unset):
        id (str | Unset):
        platform (str | Unset):
        category (str | Unset):
        locale (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | GetHelpResponse200
    """

    return (
        await asyncio_detailed(
            client=client,
            code=code,
            q=q,
            id=id,
            platform=platform,
            category=category,
            locale=locale,
        )
    ).parsed
