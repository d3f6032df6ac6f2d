from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.detail_body import DetailBody
from ...models.recording_info import RecordingInfo
from ...models.validation_error_body import ValidationErrorBody
from ...types import UNSET, Response, Unset


def _get_kwargs(
    name: str,
    *,
    x_armrest_lease: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(x_armrest_lease, Unset):
        headers["X-Armrest-Lease"] = x_armrest_lease

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/recordings/{name}/stop".format(
            name=quote(str(name), safe=""),
        ),
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> DetailBody | RecordingInfo | ValidationErrorBody | None:
    if response.status_code == 200:
        response_200 = RecordingInfo.from_dict(response.json())

        return response_200

    if response.status_code == 404:
        response_404 = DetailBody.from_dict(response.json())

        return response_404

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
) -> Response[DetailBody | RecordingInfo | ValidationErrorBody]:
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
    x_armrest_lease: str | Unset = UNSET,
) -> Response[DetailBody | RecordingInfo | ValidationErrorBody]:
    """Stop a recording

     Ends the recording under way and answers it. A recording that already ended (at its longest
    duration, say) is answered as it ended: its `state` says how.

    Args:
        name (str):
        x_armrest_lease (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DetailBody | RecordingInfo | ValidationErrorBody]
    """

    kwargs = _get_kwargs(
        name=name,
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
    x_armrest_lease: str | Unset = UNSET,
) -> DetailBody | RecordingInfo | ValidationErrorBody | None:
    """Stop a recording

     Ends the recording under way and answers it. A recording that already ended (at its longest
    duration, say) is answered as it ended: its `state` says how.

    Args:
        name (str):
        x_armrest_lease (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DetailBody | RecordingInfo | ValidationErrorBody
    """

    return sync_detailed(
        name=name,
        client=client,
        x_armrest_lease=x_armrest_lease,
    ).parsed


async def asyncio_detailed(
    name: str,
    *,
    client: AuthenticatedClient | Client,
    x_armrest_lease: str | Unset = UNSET,
) -> Response[DetailBody | RecordingInfo | ValidationErrorBody]:
    """Stop a recording

     Ends the recording under way and answers it. A recording that already ended (at its longest
    duration, say) is answered as it ended: its `state` says how.

    Args:
        name (str):
        x_armrest_lease (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DetailBody | RecordingInfo | ValidationErrorBody]
    """

    kwargs = _get_kwargs(
        name=name,
        x_armrest_lease=x_armrest_lease,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    name: str,
    *,
    client: AuthenticatedClient | Client,
    x_armrest_lease: str | Unset = UNSET,
) -> DetailBody | RecordingInfo | ValidationErrorBody | None:
    """Stop a recording

     Ends the recording under way and answers it. A recording that already ended (at its longest
    duration, say) is answered as it ended: its `state` says how.

    Args:
        name (str):
        x_armrest_lease (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DetailBody | RecordingInfo | ValidationErrorBody
    """

    return (
        await asyncio_detailed(
            name=name,
            client=client,
            x_armrest_lease=x_armrest_lease,
        )
    ).parsed
