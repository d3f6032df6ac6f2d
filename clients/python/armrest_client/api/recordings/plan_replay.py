from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.detail_body import DetailBody
from ...models.replay_body import ReplayBody
from ...models.replay_plan import ReplayPlan
from ...models.validation_error_body import ValidationErrorBody
from ...types import Response


def _get_kwargs(
    name: str,
    *,
    body: ReplayBody,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/recordings/{name}/plan".format(
            name=quote(str(name), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> DetailBody | ReplayPlan | ValidationErrorBody | None:
    if response.status_code == 200:
        response_200 = ReplayPlan.from_dict(response.json())

        return response_200

    if response.status_code == 404:
        response_404 = DetailBody.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = DetailBody.from_dict(response.json())

        return response_409

    if response.status_code == 422:
        response_422 = ValidationErrorBody.from_dict(response.json())

        return response_422

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[DetailBody | ReplayPlan | ValidationErrorBody]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    name: str,
    *,
    client: AuthenticatedClient | Client,
    body: ReplayBody,
) -> Response[DetailBody | ReplayPlan | ValidationErrorBody]:
    """Plan a replay

     What `POST /recordings/{name}/replay` would do, nothing moved: the approach from where the arm is to
    the recording's first point, the recorded part re-timed within the joints' limits at `speed`, the
    durations, the TCP's trace, and a collision with the world or the robot itself (`success: false`,
    naming the bodies and the recording's time).

    Args:
        name (str):
        body (ReplayBody): How to replay a recording: `speed`, and the part (`from_s`, `to_s`).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DetailBody | ReplayPlan | ValidationErrorBody]
    """

    kwargs = _get_kwargs(
        name=name,
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    name: str,
    *,
    client: AuthenticatedClient | Client,
    body: ReplayBody,
) -> DetailBody | ReplayPlan | ValidationErrorBody | None:
    """Plan a replay

     What `POST /recordings/{name}/replay` would do, nothing moved: the approach from where the arm is to
    the recording's first point, the recorded part re-timed within the joints' limits at `speed`, the
    durations, the TCP's trace, and a collision with the world or the robot itself (`success: false`,
    naming the bodies and the recording's time).

    Args:
        name (str):
        body (ReplayBody): How to replay a recording: `speed`, and the part (`from_s`, `to_s`).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DetailBody | ReplayPlan | ValidationErrorBody
    """

    return sync_detailed(
        name=name,
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    name: str,
    *,
    client: AuthenticatedClient | Client,
    body: ReplayBody,
) -> Response[DetailBody | ReplayPlan | ValidationErrorBody]:
    """Plan a replay

     What `POST /recordings/{name}/replay` would do, nothing moved: the approach from where the arm is to
    the recording's first point, the recorded part re-timed within the joints' limits at `speed`, the
    durations, the TCP's trace, and a collision with the world or the robot itself (`success: false`,
    naming the bodies and the recording's time).

    Args:
        name (str):
        body (ReplayBody): How to replay a recording: `speed`, and the part (`from_s`, `to_s`).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DetailBody | ReplayPlan | ValidationErrorBody]
    """

    kwargs = _get_kwargs(
        name=name,
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    name: str,
    *,
    client: AuthenticatedClient | Client,
    body: ReplayBody,
) -> DetailBody | ReplayPlan | ValidationErrorBody | None:
    """Plan a replay

     What `POST /recordings/{name}/replay` would do, nothing moved: the approach from where the arm is to
    the recording's first point, the recorded part re-timed within the joints' limits at `speed`, the
    durations, the TCP's trace, and a collision with the world or the robot itself (`success: false`,
    naming the bodies and the recording's time).

    Args:
        name (str):
        body (ReplayBody): How to replay a recording: `speed`, and the part (`from_s`, `to_s`).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DetailBody | ReplayPlan | ValidationErrorBody
    """

    return (
        await asyncio_detailed(
            name=name,
            client=client,
            body=body,
        )
    ).parsed
