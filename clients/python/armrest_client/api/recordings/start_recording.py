from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.detail_body import DetailBody
from ...models.recording_info import RecordingInfo
from ...models.start_recording_body import StartRecordingBody
from ...models.validation_error_body import ValidationErrorBody
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: StartRecordingBody,
    x_armrest_lease: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(x_armrest_lease, Unset):
        headers["X-Armrest-Lease"] = x_armrest_lease

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/recordings",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> DetailBody | RecordingInfo | ValidationErrorBody | None:
    if response.status_code == 200:
        response_200 = RecordingInfo.from_dict(response.json())

        return response_200

    if response.status_code == 409:
        response_409 = DetailBody.from_dict(response.json())

        return response_409

    if response.status_code == 422:
        response_422 = ValidationErrorBody.from_dict(response.json())

        return response_422

    if response.status_code == 423:
        response_423 = DetailBody.from_dict(response.json())

        return response_423

    if response.status_code == 507:
        response_507 = DetailBody.from_dict(response.json())

        return response_507

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[DetailBody | RecordingInfo | ValidationErrorBody]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: StartRecordingBody,
    x_armrest_lease: str | Unset = UNSET,
) -> Response[DetailBody | RecordingInfo | ValidationErrorBody]:
    """Start a recording (or import a CSV)

     Starts recording the measured joint states under `name` at `rate_hz`, whatever moves the arm (jog,
    moves, trajectories, sequences, a hand on a real arm), until `POST /recordings/{name}/stop` or
    `recordings.max_duration_s`. One recording at a time (409). With `csv`, imports that trajectory CSV
    as a finished recording instead. Nothing moves. In `control.mode: lease` it needs the lease.

    Args:
        x_armrest_lease (str | Unset):
        body (StartRecordingBody): A recording to start (`name`, `rate_hz`), or with `csv` a
            trajectory CSV to import under `name`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DetailBody | RecordingInfo | ValidationErrorBody]
    """

    kwargs = _get_kwargs(
        body=body,
        x_armrest_lease=x_armrest_lease,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    body: StartRecordingBody,
    x_armrest_lease: str | Unset = UNSET,
) -> DetailBody | RecordingInfo | ValidationErrorBody | None:
    """Start a recording (or import a CSV)

     Starts recording the measured joint states under `name` at `rate_hz`, whatever moves the arm (jog,
    moves, trajectories, sequences, a hand on a real arm), until `POST /recordings/{name}/stop` or
    `recordings.max_duration_s`. One recording at a time (409). With `csv`, imports that trajectory CSV
    as a finished recording instead. Nothing moves. In `control.mode: lease` it needs the lease.

    Args:
        x_armrest_lease (str | Unset):
        body (StartRecordingBody): A recording to start (`name`, `rate_hz`), or with `csv` a
            trajectory CSV to import under `name`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DetailBody | RecordingInfo | ValidationErrorBody
    """

    return sync_detailed(
        client=client,
        body=body,
        x_armrest_lease=x_armrest_lease,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: StartRecordingBody,
    x_armrest_lease: str | Unset = UNSET,
) -> Response[DetailBody | RecordingInfo | ValidationErrorBody]:
    """Start a recording (or import a CSV)

     Starts recording the measured joint states under `name` at `rate_hz`, whatever moves the arm (jog,
    moves, trajectories, sequences, a hand on a real arm), until `POST /recordings/{name}/stop` or
    `recordings.max_duration_s`. One recording at a time (409). With `csv`, imports that trajectory CSV
    as a finished recording instead. Nothing moves. In `control.mode: lease` it needs the lease.

    Args:
        x_armrest_lease (str | Unset):
        body (StartRecordingBody): A recording to start (`name`, `rate_hz`), or with `csv` a
            trajectory CSV to import under `name`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DetailBody | RecordingInfo | ValidationErrorBody]
    """

    kwargs = _get_kwargs(
        body=body,
        x_armrest_lease=x_armrest_lease,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: StartRecordingBody,
    x_armrest_lease: str | Unset = UNSET,
) -> DetailBody | RecordingInfo | ValidationErrorBody | None:
    """Start a recording (or import a CSV)

     Starts recording the measured joint states under `name` at `rate_hz`, whatever moves the arm (jog,
    moves, trajectories, sequences, a hand on a real arm), until `POST /recordings/{name}/stop` or
    `recordings.max_duration_s`. One recording at a time (409). With `csv`, imports that trajectory CSV
    as a finished recording instead. Nothing moves. In `control.mode: lease` it needs the lease.

    Args:
        x_armrest_lease (str | Unset):
        body (StartRecordingBody): A recording to start (`name`, `rate_hz`), or with `csv` a
            trajectory CSV to import under `name`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DetailBody | RecordingInfo | ValidationErrorBody
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            x_armrest_lease=x_armrest_lease,
        )
    ).parsed
