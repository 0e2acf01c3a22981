from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.redeliver_webhook_response_202 import RedeliverWebhookResponse202
from ...types import UNSET, Response, Unset


def _get_kwargs(
    id: str,
    delivery_id: str,
    *,
    x_service_workspace: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(x_service_workspace, Unset):
        headers["x-service-workspace"] = x_service_workspace

    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/webhooks/{id}/deliveries/{delivery_id}/redeliver".format(
            id=quote(str(id), safe=""),
            delivery_id=quote(str(delivery_id), safe=""),
        ),
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | RedeliverWebhookResponse202 | None:
    if response.status_code == 202:
        response_202 = RedeliverWebhookResponse202.from_dict(response.json())

        return response_202

    if response.status_code == 400:
        response_400 = Error.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Error.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = Error.from_dict(response.json())

        return response_403

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
) -> Response[Error | RedeliverWebhookResponse202]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    id: str,
    delivery_id: str,
    *,
    client: AuthenticatedClient | Client,
    x_service_workspace: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> Response[Error | RedeliverWebhookResponse202]:
    """Sends a delivery again: the same event id and body, after the pending ones of its post.

    Args:
        id (str):
        delivery_id (str):
        x_service_workspace (str | Unset):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | RedeliverWebhookResponse202]
    """

    kwargs = _get_kwargs(
        id=id,
        delivery_id=delivery_id,
        x_service_workspace=x_service_workspace,
        idempotency_key=idempotency_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    id: str,
    delivery_id: str,
    *,
    client: AuthenticatedClient | Client,
    x_service_workspace: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> Error | RedeliverWebhookResponse202 | None:
    """Sends a delivery again: the same event id and body, after the pending ones of its post.

    Args:
        id (str):
        delivery_id (str):
        x_service_workspace (str | Unset):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | RedeliverWebhookResponse202
    """

    return sync_detailed(
        id=id,
        delivery_id=delivery_id,
        client=client,
        x_service_workspace=x_service_workspace,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    id: str,
    delivery_id: str,
    *,
    client: AuthenticatedClient | Client,
    x_service_workspace: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> Response[Error | RedeliverWebhookResponse202]:
    """Sends a delivery again: the same event id and body, after the pending ones of its post.

    Args:
        id (str):
        delivery_id (str):
        x_service_workspace (str | Unset):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | RedeliverWebhookResponse202]
    """

    kwargs = _get_kwargs(
        id=id,
        delivery_id=delivery_id,
        x_service_workspace=x_service_workspace,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    id: str,
    delivery_id: str,
    *,
    client: AuthenticatedClient | Client,
    x_service_workspace: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> Error | RedeliverWebhookResponse202 | None:
    """Sends a delivery again: the same event id and body, after the pending ones of its post.

    Args:
        id (str):
        delivery_id (str):
        x_service_workspace (str | Unset):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | RedeliverWebhookResponse202
    """

    return (
        await asyncio_detailed(
            id=id,
            delivery_id=delivery_id,
            client=client,
            x_service_workspace=x_service_workspace,
            idempotency_key=idempotency_key,
        )
    ).parsed
