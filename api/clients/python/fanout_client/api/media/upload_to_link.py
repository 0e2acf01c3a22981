from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.media import Media
from ...types import File, Response


def _get_kwargs(
    token: str,
    file_name: str,
    *,
    body: File,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "put",
        "url": "/v1/media/upload-links/{token}/{file_name}".format(
            token=quote(str(token), safe=""),
            file_name=quote(str(file_name), safe=""),
        ),
    }

    _kwargs["content"] = body.payload
    headers["Content-Type"] = "application/octet-stream"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | Media | None:
    if response.status_code == 201:
        response_201 = Media.from_dict(response.json())

        return response_201

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
) -> Response[Error | Media]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    token: str,
    file_name: str,
    *,
    client: AuthenticatedClient | Client,
    body: File,
) -> Response[Error | Media]:
    """One file into an upload link (the token authorises); it arrives ready.

    Args:
        token (str):
        file_name (str):
        body (File):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | Media]
    """

    kwargs = _get_kwargs(
        token=token,
        file_name=file_name,
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    token: str,
    file_name: str,
    *,
    client: AuthenticatedClient | Client,
    body: File,
) -> Error | Media | None:
    """One file into an upload link (the token authorises); it arrives ready.

    Args:
        token (str):
        file_name (str):
        body (File):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | Media
    """

    return sync_detailed(
        token=token,
        file_name=file_name,
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    token: str,
    file_name: str,
    *,
    client: AuthenticatedClient | Client,
    body: File,
) -> Response[Error | Media]:
    """One file into an upload link (the token authorises); it arrives ready.

    Args:
        token (str):
        file_name (str):
        body (File):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | Media]
    """

    kwargs = _get_kwargs(
        token=token,
        file_name=file_name,
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    token: str,
    file_name: str,
    *,
    client: AuthenticatedClient | Client,
    body: File,
) -> Error | Media | None:
    """One file into an upload link (the token authorises); it arrives ready.

    Args:
        token (str):
        file_name (str):
        body (File):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | Media
    """

    return (
        await asyncio_detailed(
            token=token,
            file_name=file_name,
            client=client,
            body=body,
        )
    ).parsed
