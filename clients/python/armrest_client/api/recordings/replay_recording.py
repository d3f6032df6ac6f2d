from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.detail_body import DetailBody
from ...models.motion_result import MotionResult
from ...models.replay_body import ReplayBody
from ...models.validation_error_body import ValidationErrorBody
from ...types import UNSET, Response, Unset


def _get_kwargs(
    name: str,
    *,
    body: ReplayBody,
    x_armrest_lease: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(x_armrest_lease, Unset):
        headers["X-Armrest-Lease"] = x_armrest_lease

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/recordings/{name}/replay".format(
            name=quote(str(name), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> DetailBody | MotionResult | ValidationErrorBody | None:
    if response.status_code == 200:
        response_200 = MotionResult.from_dict(response.json())

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

    if response.status_code == 423:
        response_423 = DetailBody.from_dict(response.json())

        return response_423

    if response.status_code == 503:
        response_503 = DetailBody.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[DetailBody | MotionResult | ValidationErrorBody]:
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
    x_armrest_lease: str | Unset = UNSET,
) -> Response[DetailBody | MotionResult | ValidationErrorBody]:
    """Replay a recording

     Moves the arm to the recording's first point (planned, at `speed`), then along the recorded path,
    its rests at start and end cut, re-timed so that no joint exceeds its velocity or acceleration limit
    scaled by `speed` (at `speed: 1` a recording made within the limits keeps its own time). Checked
    against the world and the robot itself before anything moves (422 `collision`, naming the bodies and
    the recording's time) and again at the first point. An owned motion: `/stop`, the lease and the
    speed override act on it. Answers when it has finished, failed or been stopped; check `success`.

    Args:
        name (str):
        x_armrest_lease (str | Unset):
        body (ReplayBody): How to replay a recording: `speed`, and the part (`from_s`, `to_s`).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DetailBody | MotionResult | ValidationErrorBody]
    """

    kwargs = _get_kwargs(
        name=name,
        body=body,
        x_armrest_lease=x_armrest_lease,
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
    x_armrest_lease: str | Unset = UNSET,
) -> DetailBody | MotionResult | ValidationErrorBody | None:
    """Replay a recording

     Moves the arm to the recording's first point (planned, at `speed`), then along the recorded path,
    its rests at start and end cut, re-timed so that no joint exceeds its velocity or acceleration limit
    scaled by `speed` (at `speed: 1` a recording made within the limits keeps its own time). Checked
    against the world and the robot itself before anything moves (422 `collision`, naming the bodies and
    the recording's time) and again at the first point. An owned motion: `/stop`, the lease and the
    speed override act on it. Answers when it has finished, failed or been stopped; check `success`.

    Args:
        name (str):
        x_armrest_lease (str | Unset):
        body (ReplayBody): How to replay a recording: `speed`, and the part (`from_s`, `to_s`).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DetailBody | MotionResult | ValidationErrorBody
    """

    return sync_detailed(
        name=name,
        client=client,
        body=body,
        x_armrest_lease=x_armrest_lease,
    ).parsed


async def asyncio_detailed(
    name: str,
    *,
    client: AuthenticatedClient | Client,
    body: ReplayBody,
    x_armrest_lease: str | Unset = UNSET,
) -> Response[DetailBody | MotionResult | ValidationErrorBody]:
    """Replay a recording

     Moves the arm to the recording's first point (planned, at `speed`), then along the recorded path,
    its rests at start and end cut, re-timed so that no joint exceeds its velocity or acceleration limit
    scaled by `speed` (at `speed: 1` a recording made within the limits keeps its own time). Checked
    against the world and the robot itself before anything moves (422 `collision`, naming the bodies and
    the recording's time) and again at the first point. An owned motion: `/stop`, the lease and the
    speed override act on it. Answers when it has finished, failed or been stopped; check `success`.

    Args:
        name (str):
        x_armrest_lease (str | Unset):
        body (ReplayBody): How to replay a recording: `speed`, and the part (`from_s`, `to_s`).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DetailBody | MotionResult | ValidationErrorBody]
    """

    kwargs = _get_kwargs(
        name=name,
        body=body,
        x_armrest_lease=x_armrest_lease,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    name: str,
    *,
    client: AuthenticatedClient | Client,
    body: ReplayBody,
    x_armrest_lease: str | Unset = UNSET,
) -> DetailBody | MotionResult | ValidationErrorBody | None:
    """Replay a recording

     Moves the arm to the recording's first point (planned, at `speed`), then along the recorded path,
    its rests at start and end cut, re-timed so that no joint exceeds its velocity or acceleration limit
    scaled by `speed` (at `speed: 1` a recording made within the limits keeps its own time). Checked
    against the world and the robot itself before anything moves (422 `collision`, naming the bodies and
    the recording's time) and again at the first point. An owned motion: `/stop`, the lease and the
    speed override act on it. Answers when it has finished, failed or been stopped; check `success`.

    Args:
        name (str):
        x_armrest_lease (str | Unset):
        body (ReplayBody): How to replay a recording: `speed`, and the part (`from_s`, `to_s`).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DetailBody | MotionResult | ValidationErrorBody
    """

    return (
        await asyncio_detailed(
            name=name,
            client=client,
            body=body,
            x_armrest_lease=x_armrest_lease,
        )
    ).parsed
