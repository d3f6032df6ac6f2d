from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.log_lines import LogLines
from ...models.validation_error_body import ValidationErrorBody
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    n: int | Unset = 50,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["n"] = n

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/trajectory/logs",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> LogLines | ValidationErrorBody | None:
    if response.status_code == 200:
        response_200 = LogLines.from_dict(response.json())

        return response_200

    if response.status_code == 422:
        response_422 = ValidationErrorBody.from_dict(response.json())

        return response_422

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[LogLines | ValidationErrorBody]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    n: int | Unset = 50,
) -> Response[LogLines | ValidationErrorBody]:
    """Trajectory log

     Latest entries of the trajectory module's log, oldest first, each with a UTC timestamp.

    Args:
        n (int | Unset):  Default: 50.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[LogLines | ValidationErrorBody]
    """

    kwargs = _get_kwargs(
        n=n,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    n: int | Unset = 50,
) -> LogLines | ValidationErrorBody | None:
    """Trajectory log

     Latest entries of the trajectory module's log, oldest first, each with a UTC timestamp.

    Args:
        n (int | Unset):  Default: 50.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        LogLines | ValidationErrorBody
    """

    return sync_detailed(
        client=client,
        n=n,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    n: int | Unset = 50,
) -> Response[LogLines | ValidationErrorBody]:
    """Trajectory log

     Latest entries of the trajectory module's log, oldest first, each with a UTC timestamp.

    Args:
        n (int | Unset):  Default: 50.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[LogLines | ValidationErrorBody]
    """

    kwargs = _get_kwargs(
        n=n,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    n: int | Unset = 50,
) -> LogLines | ValidationErrorBody | None:
    """Trajectory log

     Latest entries of the trajectory module's log, oldest first, each with a UTC timestamp.

    Args:
        n (int | Unset):  Default: 50.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        LogLines | ValidationErrorBody
    """

    return (
        await asyncio_detailed(
            client=client,
            n=n,
        )
    ).parsed
