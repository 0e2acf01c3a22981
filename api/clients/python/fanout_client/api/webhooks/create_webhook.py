from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.create_webhook_body import CreateWebhookBody
from ...models.create_webhook_response_201 import CreateWebhookResponse201
from ...models.error import Error
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: CreateWebhookBody,
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
        "url": "/v1/webhooks",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> CreateWebhookResponse201 | Error | None:
    if response.status_code == 201:
        response_201 = CreateWebhookResponse201.from_dict(response.json())

        return response_201

    if response.status_code == 400:
        response_400 = Error.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Error.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = Error.from_dict(response.json())

        return response_403

    if response.status_code == 413:
        response_413 = Error.from_dict(response.json())

        return response_413

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
) -> Response[CreateWebhookResponse201 | Error]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: CreateWebhookBody,
    x_service_workspace: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> Response[CreateWebhookResponse201 | Error]:
    """Subscribes a URL to events; the signing secret is in this answer only.

    Args:
        x_service_workspace (str | Unset):
        idempotency_key (str | Unset):
        body (CreateWebhookBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreateWebhookResponse201 | Error]
    """

    kwargs = _get_kwargs(
        body=body,
        x_service_workspace=x_service_workspace,
        idempotency_key=idempotency_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    body: CreateWebhookBody,
    x_service_workspace: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> CreateWebhookResponse201 | Error | None:
    """Subscribes a URL to events; the signing secret is in this answer only.

    Args:
        x_service_workspace (str | Unset):
        idempotency_key (str | Unset):
        body (CreateWebhookBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreateWebhookResponse201 | Error
    """

    return sync_detailed(
        client=client,
        body=body,
        x_service_workspace=x_service_workspace,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: CreateWebhookBody,
    x_service_workspace: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> Response[CreateWebhookResponse201 | Error]:
    """Subscribes a URL to events; the signing secret is in this answer only.

    Args:
        x_service_workspace (str | Unset):
        idempotency_key (str | Unset):
        body (CreateWebhookBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreateWebhookResponse201 | Error]
    """

    kwargs = _get_kwargs(
        body=body,
        x_service_workspace=x_service_workspace,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: CreateWebhookBody,
    x_service_workspace: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> CreateWebhookResponse201 | Error | None:
    """Subscribes a URL to events; the signing secret is in this answer only.

    Args:
        x_service_workspace (str | Unset):
        idempotency_key (str | Unset):
        body (CreateWebhookBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreateWebhookResponse201 | Error
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            x_service_workspace=x_service_workspace,
            idempotency_key=idempotency_key,
        )
    ).parsed
