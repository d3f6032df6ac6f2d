from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.detail_body import DetailBody
from ...models.tcp_pose import TcpPose
from ...types import Response


def _get_kwargs() -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/robot/pose",
    }

    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> DetailBody | TcpPose | None:
    if response.status_code == 200:
        response_200 = TcpPose.from_dict(response.json())

        return response_200

    if response.status_code == 503:
        response_503 = DetailBody.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[DetailBody | TcpPose]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
) -> Response[DetailBody | TcpPose]:
    """TCP pose

     Tool-centre-point pose relative to the planning frame (`base_link`), computed by forward
    kinematics from the current joint state.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DetailBody | TcpPose]
    """

    kwargs = _get_kwargs()

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
) -> DetailBody | TcpPose | None:
    """TCP pose

     Tool-centre-point pose relative to the planning frame (`base_link`), computed by forward
    kinematics from the current joint state.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DetailBody | TcpPose
    """

    return sync_detailed(
        client=client,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
) -> Response[DetailBody | TcpPose]:
    """TCP pose

     Tool-centre-point pose relative to the planning frame (`base_link`), computed by forward
    kinematics from the current joint state.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DetailBody | TcpPose]
    """

    kwargs = _get_kwargs()

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
) -> DetailBody | TcpPose | None:
    """TCP pose

     Tool-centre-point pose relative to the planning frame (`base_link`), computed by forward
    kinematics from the current joint state.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DetailBody | TcpPose
    """

    return (
        await asyncio_detailed(
            client=client,
        )
    ).parsed
