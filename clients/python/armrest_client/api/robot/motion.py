from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.detail_body import DetailBody
from ...models.motion_report import MotionReport
from ...types import Response


def _get_kwargs() -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/robot/motion",
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> DetailBody | MotionReport | None:
    if response.status_code == 200:
        response_200 = MotionReport.from_dict(response.json())

        return response_200

    if response.status_code == 404:
        response_404 = DetailBody.from_dict(response.json())

        return response_404

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[DetailBody | MotionReport]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
) -> Response[DetailBody | MotionReport]:
    """The current or last motion

     The current motion, or the last one, by the `motion_id` every motion answer and `motion`
    event carries (D39): its kind, its phase (`planned`, `executing`, `refused` by the controller,
    `stopped`, `succeeded`, `failed`), its progress (0..1) and remaining seconds while executing,
    and the outcome's message. A trajectory the controller refused is `refused`, with its reason.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DetailBody | MotionReport]
    """

    kwargs = _get_kwargs()

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
) -> DetailBody | MotionReport | None:
    """The current or last motion

     The current motion, or the last one, by the `motion_id` every motion answer and `motion`
    event carries (D39): its kind, its phase (`planned`, `executing`, `refused` by the controller,
    `stopped`, `succeeded`, `failed`), its progress (0..1) and remaining seconds while executing,
    and the outcome's message. A trajectory the controller refused is `refused`, with its reason.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DetailBody | MotionReport
    """

    return sync_detailed(
        client=client,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
) -> Response[DetailBody | MotionReport]:
    """The current or last motion

     The current motion, or the last one, by the `motion_id` every motion answer and `motion`
    event carries (D39): its kind, its phase (`planned`, `executing`, `refused` by the controller,
    `stopped`, `succeeded`, `failed`), its progress (0..1) and remaining seconds while executing,
    and the outcome's message. A trajectory the controller refused is `refused`, with its reason.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DetailBody | MotionReport]
    """

    kwargs = _get_kwargs()

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
) -> DetailBody | MotionReport | None:
    """The current or last motion

     The current motion, or the last one, by the `motion_id` every motion answer and `motion`
    event carries (D39): its kind, its phase (`planned`, `executing`, `refused` by the controller,
    `stopped`, `succeeded`, `failed`), its progress (0..1) and remaining seconds while executing,
    and the outcome's message. A trajectory the controller refused is `refused`, with its reason.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DetailBody | MotionReport
    """

    return (
        await asyncio_detailed(
            client=client,
        )
    ).parsed
