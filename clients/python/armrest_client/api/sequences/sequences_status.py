from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.sequence_status import SequenceStatus
from ...types import Response


def _get_kwargs() -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/sequences/status",
    }

    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> SequenceStatus | None:
    if response.status_code == 200:
        response_200 = SequenceStatus.from_dict(response.json())

        return response_200

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[SequenceStatus]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
) -> Response[SequenceStatus]:
    """Sequence status

     `idle` (none started), `running`, or `finished` with the runner's `returncode` (0 all
    waypoints done, 1 a motion failed, 2 invalid configuration, 3 middleware unavailable,
    negative: ended by that signal, e.g. -15 after `POST /stop`).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[SequenceStatus]
    """

    kwargs = _get_kwargs()

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
) -> SequenceStatus | None:
    """Sequence status

     `idle` (none started), `running`, or `finished` with the runner's `returncode` (0 all
    waypoints done, 1 a motion failed, 2 invalid configuration, 3 middleware unavailable,
    negative: ended by that signal, e.g. -15 after `POST /stop`).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        SequenceStatus
    """

    return sync_detailed(
        client=client,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
) -> Response[SequenceStatus]:
    """Sequence status

     `idle` (none started), `running`, or `finished` with the runner's `returncode` (0 all
    waypoints done, 1 a motion failed, 2 invalid configuration, 3 middleware unavailable,
    negative: ended by that signal, e.g. -15 after `POST /stop`).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[SequenceStatus]
    """

    kwargs = _get_kwargs()

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
) -> SequenceStatus | None:
    """Sequence status

     `idle` (none started), `running`, or `finished` with the runner's `returncode` (0 all
    waypoints done, 1 a motion failed, 2 invalid configuration, 3 middleware unavailable,
    negative: ended by that signal, e.g. -15 after `POST /stop`).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        SequenceStatus
    """

    return (
        await asyncio_detailed(
            client=client,
        )
    ).parsed
