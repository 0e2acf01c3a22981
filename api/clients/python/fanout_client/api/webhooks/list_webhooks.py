from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.list_webhooks_response_200 import ListWebhooksResponse200
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    limit: int | Unset = 20,
    before: str | Unset = UNSET,
    x_service_workspace: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(x_service_workspace, Unset):
        headers["x-service-workspace"] = x_service_workspace

    params: dict[str, Any] = {}

    params["limit"] = limit

    params["before"] = before

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/webhooks",
        "params": params,
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | ListWebhooksResponse200 | None:
    if response.status_code == 200:
        response_200 = ListWebhooksResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = Error.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Error.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = Error.from_dict(response.json())

        return response_403

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
) -> Response[Error | ListWebhooksResponse200]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    limit: int | Unset = 20,
    before: str | Unset = UNSET,
    x_service_workspace: str | Unset = UNSET,
) -> Response[Error | ListWebhooksResponse200]:
    """The workspace’s webhook subscriptions, newest first; paged with `before`.

    Args:
        limit (int | Unset):  Default: 20.
        before (str | Unset): The `nextBefore` of the page before.
        x_service_workspace (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | ListWebhooksResponse200]
    """

    kwargs = _get_kwargs(
        limit=limit,
        before=before,
        x_service_workspace=x_service_workspace,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    limit: int | Unset = 20,
    before: str | Unset = UNSET,
    x_service_workspace: str | Unset = UNSET,
) -> Error | ListWebhooksResponse200 | None:
    """The workspace’s webhook subscriptions, newest first; paged with `before`.

    Args:
        limit (int | Unset):  Default: 20.
        before (str | Unset): The `nextBefore` of the page before.
        x_service_workspace (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | ListWebhooksResponse200
    """

    return sync_detailed(
        client=client,
        limit=limit,
        before=before,
        x_service_workspace=x_service_workspace,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    limit: int | Unset = 20,
    before: str | Unset = UNSET,
    x_service_workspace: str | Unset = UNSET,
) -> Response[Error | ListWebhooksResponse200]:
    """The workspace’s webhook subscriptions, newest first; paged with `before`.

    Args:
        limit (int | Unset):  Default: 20.
        before (str | Unset): The `nextBefore` of the page before.
        x_service_workspace (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | ListWebhooksResponse200]
    """

    kwargs = _get_kwargs(
        limit=limit,
        before=before,
        x_service_workspace=x_service_workspace,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    limit: int | Unset = 20,
    before: str | Unset = UNSET,
    x_service_workspace: str | Unset = UNSET,
) -> Error | ListWebhooksResponse200 | None:
    """The workspace’s webhook subscriptions, newest first; paged with `before`.

    Args:
        limit (int | Unset):  Default: 20.
        before (str | Unset): The `nextBefore` of the page before.
        x_service_workspace (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | ListWebhooksResponse200
    """

    return (
        await asyncio_detailed(
            client=client,
            limit=limit,
            before=before,
            x_service_workspace=x_service_workspace,
        )
    ).parsed
