from http import HTTPStatus
from io import BytesIO
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.detail_body import DetailBody
from ...types import File, Response


def _get_kwargs(
    path: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/robot/description/packages/{path}".format(
            path=quote(str(path), safe=""),
        ),
    }

    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> DetailBody | File | None:
    if response.status_code == 200:
        response_200 = File(payload=BytesIO(response.content))

        return response_200

    if response.status_code == 404:
        response_404 = DetailBody.from_dict(response.json())

        return response_404

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[DetailBody | File]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    path: str,
    *,
    client: AuthenticatedClient | Client,
) -> Response[DetailBody | File]:
    """A mesh file of the robot description

     A mesh file the URDF names as `package://NAME/PATH`, at `NAME/PATH`, as `/view` loads it (STL,
    COLLADA, any other file as `application/octet-stream`). Only the files the URDF names are served.
    Switched with `description`.

    Args:
        path (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DetailBody | File]
    """

    kwargs = _get_kwargs(
        path=path,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    path: str,
    *,
    client: AuthenticatedClient | Client,
) -> DetailBody | File | None:
    """A mesh file of the robot description

     A mesh file the URDF names as `package://NAME/PATH`, at `NAME/PATH`, as `/view` loads it (STL,
    COLLADA, any other file as `application/octet-stream`). Only the files the URDF names are served.
    Switched with `description`.

    Args:
        path (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DetailBody | File
    """

    return sync_detailed(
        path=path,
        client=client,
    ).parsed


async def asyncio_detailed(
    path: str,
    *,
    client: AuthenticatedClient | Client,
) -> Response[DetailBody | File]:
    """A mesh file of the robot description

     A mesh file the URDF names as `package://NAME/PATH`, at `NAME/PATH`, as `/view` loads it (STL,
    COLLADA, any other file as `application/octet-stream`). Only the files the URDF names are served.
    Switched with `description`.

    Args:
        path (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DetailBody | File]
    """

    kwargs = _get_kwargs(
        path=path,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    path: str,
    *,
    client: AuthenticatedClient | Client,
) -> DetailBody | File | None:
    """A mesh file of the robot description

     A mesh file the URDF names as `package://NAME/PATH`, at `NAME/PATH`, as `/view` loads it (STL,
    COLLADA, any other file as `application/octet-stream`). Only the files the URDF names are served.
    Switched with `description`.

    Args:
        path (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DetailBody | File
    """

    return (
        await asyncio_detailed(
            path=path,
            client=client,
        )
    ).parsed
