from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.robot_description import RobotDescription
from ...types import Response


def _get_kwargs() -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/robot/description",
    }

    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> RobotDescription | None:
    if response.status_code == 200:
        response_200 = RobotDescription.from_dict(response.json())

        return response_200

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[RobotDescription]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
) -> Response[RobotDescription]:
    """Robot description

     The URDF and SRDF text the service loaded (as ROS's `robot_description`), with the
    planning frame and the TCP link: everything a client needs to draw the arm or compute its poses.
    With them
    the bounds requests are checked against (`limits` per joint; `ranges`: speed scale, log lines), so a
    client's
    controls offer exactly what a request may ask.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[RobotDescription]
    """

    kwargs = _get_kwargs()

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
) -> RobotDescription | None:
    """Robot description

     The URDF and SRDF text the service loaded (as ROS's `robot_description`), with the
    planning frame and the TCP link: everything a client needs to draw the arm or compute its poses.
    With them
    the bounds requests are checked against (`limits` per joint; `ranges`: speed scale, log lines), so a
    client's
    controls offer exactly what a request may ask.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        RobotDescription
    """

    return sync_detailed(
        client=client,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
) -> Response[RobotDescription]:
    """Robot description

     The URDF and SRDF text the service loaded (as ROS's `robot_description`), with the
    planning frame and the TCP link: everything a client needs to draw the arm or compute its poses.
    With them
    the bounds requests are checked against (`limits` per joint; `ranges`: speed scale, log lines), so a
    client's
    controls offer exactly what a request may ask.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[RobotDescription]
    """

    kwargs = _get_kwargs()

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
) -> RobotDescription | None:
    """Robot description

     The URDF and SRDF text the service loaded (as ROS's `robot_description`), with the
    planning frame and the TCP link: everything a client needs to draw the arm or compute its poses.
    With them
    the bounds requests are checked against (`limits` per joint; `ranges`: speed scale, log lines), so a
    client's
    controls offer exactly what a request may ask.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        RobotDescription
    """

    return (
        await asyncio_detailed(
            client=client,
        )
    ).parsed
