from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.ready_body import ReadyBody
from ...types import Response


def _get_kwargs() -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/ready",
    }

    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ReadyBody | None:
    if response.status_code == 200:
        response_200 = ReadyBody.from_dict(response.json())

        return response_200

    if response.status_code == 503:
        response_503 = ReadyBody.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[ReadyBody]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
) -> Response[ReadyBody]:
    """The robot can be served

     200 when the backend's joint states are fresh (the latest arrived within `joint_states.wait_s`), its
    planning framework answers and the service admits motions; otherwise 503 listing each missing check
    (`joint_states`, `planner`, `controller`, `admission`) with why (a readiness probe). Public: no
    token needed.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ReadyBody]
    """

    kwargs = _get_kwargs()

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
) -> ReadyBody | None:
    """The robot can be served

     200 when the backend's joint states are fresh (the latest arrived within `joint_states.wait_s`), its
    planning framework answers and the service admits motions; otherwise 503 listing each missing check
    (`joint_states`, `planner`, `controller`, `admission`) with why (a readiness probe). Public: no
    token needed.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ReadyBody
    """

    return sync_detailed(
        client=client,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
) -> Response[ReadyBody]:
    """The robot can be served

     200 when the backend's joint states are fresh (the latest arrived within `joint_states.wait_s`), its
    planning framework answers and the service admits motions; otherwise 503 listing each missing check
    (`joint_states`, `planner`, `controller`, `admission`) with why (a readiness probe). Public: no
    token needed.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ReadyBody]
    """

    kwargs = _get_kwargs()

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
) -> ReadyBody | None:
    """The robot can be served

     200 when the backend's joint states are fresh (the latest arrived within `joint_states.wait_s`), its
    planning framework answers and the service admits motions; otherwise 503 listing each missing check
    (`joint_states`, `planner`, `controller`, `admission`) with why (a readiness probe). Public: no
    token needed.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ReadyBody
    """

    return (
        await asyncio_detailed(
            client=client,
        )
    ).parsed
