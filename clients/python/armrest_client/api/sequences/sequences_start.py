from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.ack import Ack
from ...models.detail_body import DetailBody
from ...models.start_sequence_form import StartSequenceForm
from ...models.validation_error_body import ValidationErrorBody
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: StartSequenceForm,
    x_armrest_lease: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(x_armrest_lease, Unset):
        headers["X-Armrest-Lease"] = x_armrest_lease

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/sequences/start",
    }

    _kwargs["files"] = body.to_multipart()

    headers["Content-Type"] = "multipart/form-data; boundary=+++"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Ack | DetailBody | ValidationErrorBody | None:
    if response.status_code == 200:
        response_200 = Ack.from_dict(response.json())

        return response_200

    if response.status_code == 409:
        response_409 = DetailBody.from_dict(response.json())

        return response_409

    if response.status_code == 413:
        response_413 = DetailBody.from_dict(response.json())

        return response_413

    if response.status_code == 422:
        response_422 = ValidationErrorBody.from_dict(response.json())

        return response_422

    if response.status_code == 423:
        response_423 = DetailBody.from_dict(response.json())

        return response_423

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Ack | DetailBody | ValidationErrorBody]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: StartSequenceForm,
    x_armrest_lease: str | Unset = UNSET,
) -> Response[Ack | DetailBody | ValidationErrorBody]:
    """Start a sequence

     Uploads a sequence file and launches the separate `motion_sequence_runner` process. The
    file and the form are validated first (422 with `loc` into the file, nothing starts).
    `started` confirms the launch only; follow `/sequences/status` and `/sequences/logs`.

    Args:
        x_armrest_lease (str | Unset):
        body (StartSequenceForm): The `multipart/form-data` form of `POST /sequences/start`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Ack | DetailBody | ValidationErrorBody]
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
    body: StartSequenceForm,
    x_armrest_lease: str | Unset = UNSET,
) -> Ack | DetailBody | ValidationErrorBody | None:
    """Start a sequence

     Uploads a sequence file and launches the separate `motion_sequence_runner` process. The
    file and the form are validated first (422 with `loc` into the file, nothing starts).
    `started` confirms the launch only; follow `/sequences/status` and `/sequences/logs`.

    Args:
        x_armrest_lease (str | Unset):
        body (StartSequenceForm): The `multipart/form-data` form of `POST /sequences/start`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Ack | DetailBody | ValidationErrorBody
    """

    return sync_detailed(
        client=client,
        body=body,
        x_armrest_lease=x_armrest_lease,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: StartSequenceForm,
    x_armrest_lease: str | Unset = UNSET,
) -> Response[Ack | DetailBody | ValidationErrorBody]:
    """Start a sequence

     Uploads a sequence file and launches the separate `motion_sequence_runner` process. The
    file and the form are validated first (422 with `loc` into the file, nothing starts).
    `started` confirms the launch only; follow `/sequences/status` and `/sequences/logs`.

    Args:
        x_armrest_lease (str | Unset):
        body (StartSequenceForm): The `multipart/form-data` form of `POST /sequences/start`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Ack | DetailBody | ValidationErrorBody]
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
    body: StartSequenceForm,
    x_armrest_lease: str | Unset = UNSET,
) -> Ack | DetailBody | ValidationErrorBody | None:
    """Start a sequence

     Uploads a sequence file and launches the separate `motion_sequence_runner` process. The
    file and the form are validated first (422 with `loc` into the file, nothing starts).
    `started` confirms the launch only; follow `/sequences/status` and `/sequences/logs`.

    Args:
        x_armrest_lease (str | Unset):
        body (StartSequenceForm): The `multipart/form-data` form of `POST /sequences/start`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Ack | DetailBody | ValidationErrorBody
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            x_armrest_lease=x_armrest_lease,
        )
    ).parsed
