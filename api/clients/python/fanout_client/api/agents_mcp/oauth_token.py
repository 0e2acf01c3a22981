from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.oauth_token_body import OauthTokenBody
from ...models.oauth_token_response_200 import OauthTokenResponse200
from ...models.oauth_token_response_400_type_0 import OauthTokenResponse400Type0
from ...types import Response


def _get_kwargs(
    *,
    body: OauthTokenBody,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/oauth/token",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | OauthTokenResponse400Type0 | OauthTokenResponse200 | None:
    if response.status_code == 200:
        response_200 = OauthTokenResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:

        def _parse_response_400(data: object) -> Error | OauthTokenResponse400Type0:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_400_type_0 = OauthTokenResponse400Type0.from_dict(data)

                return response_400_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            response_400_type_1 = Error.from_dict(data)

            return response_400_type_1

        response_400 = _parse_response_400(response.json())

        return response_400

    if response.status_code == 413:
        response_413 = Error.from_dict(response.json())

        return response_413

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
) -> Response[Error | OauthTokenResponse400Type0 | OauthTokenResponse200]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: OauthTokenBody,
) -> Response[Error | OauthTokenResponse400Type0 | OauthTokenResponse200]:
    """authorization_code (with the PKCE verifier) or refresh_token (rotated): an access token for /mcp, an
    hour, and a refresh token. A used code or rotated refresh token presented again revokes the grant
    and every token issued from it. Every parameter is a string given once (else invalid_request).

    Args:
        body (OauthTokenBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | Error | OauthTokenResponse400Type0 | OauthTokenResponse200]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    body: OauthTokenBody,
) -> Error | OauthTokenResponse400Type0 | OauthTokenResponse200 | None:
    """authorization_code (with the PKCE verifier) or refresh_token (rotated): an access token for /mcp, an
    hour, and a refresh token. A used code or rotated refresh token presented again revokes the grant
    and every token issued from it. Every parameter is a string given once (else invalid_request).

    Args:
        body (OauthTokenBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | Error | OauthTokenResponse400Type0 | OauthTokenResponse200
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: OauthTokenBody,
) -> Response[Error | OauthTokenResponse400Type0 | OauthTokenResponse200]:
    """authorization_code (with the PKCE verifier) or refresh_token (rotated): an access token for /mcp, an
    hour, and a refresh token. A used code or rotated refresh token presented again revokes the grant
    and every token issued from it. Every parameter is a string given once (else invalid_request).

    Args:
        body (OauthTokenBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | Error | OauthTokenResponse400Type0 | OauthTokenResponse200]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: OauthTokenBody,
) -> Error | OauthTokenResponse400Type0 | OauthTokenResponse200 | None:
    """authorization_code (with the PKCE verifier) or refresh_token (rotated): an access token for /mcp, an
    hour, and a refresh token. A used code or rotated refresh token presented again revokes the grant
    and every token issued from it. Every parameter is a string given once (else invalid_request).

    Args:
        body (OauthTokenBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | Error | OauthTokenResponse400Type0 | OauthTokenResponse200
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
