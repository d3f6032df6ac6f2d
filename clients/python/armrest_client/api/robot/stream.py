from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.closed_event import ClosedEvent
from ...models.control_event import ControlEvent
from ...models.log_event import LogEvent
from ...models.motion_event import MotionEvent
from ...models.sequence_event import SequenceEvent
from ...models.state_event import StateEvent
from ...models.stream_response_503 import StreamResponse503
from ...models.validation_error_body import ValidationErrorBody
from ...models.world_event import WorldEvent
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    rate: float | Unset = 30.0,
    events: str | Unset = "state,motion,sequence,log,world,control",
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["rate"] = rate

    params["events"] = events

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/robot/stream",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    ClosedEvent
    | ControlEvent
    | LogEvent
    | MotionEvent
    | SequenceEvent
    | StateEvent
    | WorldEvent
    | StreamResponse503
    | ValidationErrorBody
    | None
):
    if response.status_code == 200:

        def _parse_response_200(
            data: object,
        ) -> ClosedEvent | ControlEvent | LogEvent | MotionEvent | SequenceEvent | StateEvent | WorldEvent:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_200_type_0 = StateEvent.from_dict(data)

                return response_200_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_200_type_1 = MotionEvent.from_dict(data)

                return response_200_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_200_type_2 = SequenceEvent.from_dict(data)

                return response_200_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_200_type_3 = LogEvent.from_dict(data)

                return response_200_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_200_type_4 = WorldEvent.from_dict(data)

                return response_200_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_200_type_5 = ControlEvent.from_dict(data)

                return response_200_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            response_200_type_6 = ClosedEvent.from_dict(data)

            return response_200_type_6

        response_200 = _parse_response_200(response.text)

        return response_200

    if response.status_code == 422:
        response_422 = ValidationErrorBody.from_dict(response.json())

        return response_422

    if response.status_code == 503:
        response_503 = StreamResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    ClosedEvent
    | ControlEvent
    | LogEvent
    | MotionEvent
    | SequenceEvent
    | StateEvent
    | WorldEvent
    | StreamResponse503
    | ValidationErrorBody
]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    rate: float | Unset = 30.0,
    events: str | Unset = "state,motion,sequence,log,world,control",
) -> Response[
    ClosedEvent
    | ControlEvent
    | LogEvent
    | MotionEvent
    | SequenceEvent
    | StateEvent
    | WorldEvent
    | StreamResponse503
    | ValidationErrorBody
]:
    """Live events

     Server-sent events (`text/event-stream`; `curl -N`, or `EventSource` in a browser). Each event is
    `event: <kind>`, `id: <seq>` and one `data:` line holding a JSON object: `state` (the joint state as
    `/robot/joint_states` with `pose` as `/robot/pose`, computed from the URDF), `motion` (a motion
    request admitted or finished, a trajectory published, a stop), `sequence` (a status change), `log`
    (each new line of `/trajectory/logs` and `/sequences/logs`), `world` (the world after each change,
    as `GET /world` gives it) and `control` (who holds the control lease changed: granted, taken,
    released, lapsed; D29). Every object has `seq`, strictly increasing, and `stamp`, UTC. A slow client
    is never waited for: it gets the latest state when it catches up (a gap in `seq`); its other events
    queue up to `stream.queue`, and past that its stream ends with a `closed` event saying why, as it
    does when the service shuts down. Comment lines keep a quiet stream open.

    Args:
        rate (float | Unset):  Default: 30.0.
        events (str | Unset):  Default: 'state,motion,sequence,log,world,control'.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ClosedEvent | ControlEvent | LogEvent | MotionEvent | SequenceEvent | StateEvent | WorldEvent | StreamResponse503 | ValidationErrorBody]
    """

    kwargs = _get_kwargs(
        rate=rate,
        events=events,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    rate: float | Unset = 30.0,
    events: str | Unset = "state,motion,sequence,log,world,control",
) -> (
    ClosedEvent
    | ControlEvent
    | LogEvent
    | MotionEvent
    | SequenceEvent
    | StateEvent
    | WorldEvent
    | StreamResponse503
    | ValidationErrorBody
    | None
):
    """Live events

     Server-sent events (`text/event-stream`; `curl -N`, or `EventSource` in a browser). Each event is
    `event: <kind>`, `id: <seq>` and one `data:` line holding a JSON object: `state` (the joint state as
    `/robot/joint_states` with `pose` as `/robot/pose`, computed from the URDF), `motion` (a motion
    request admitted or finished, a trajectory published, a stop), `sequence` (a status change), `log`
    (each new line of `/trajectory/logs` and `/sequences/logs`), `world` (the world after each change,
    as `GET /world` gives it) and `control` (who holds the control lease changed: granted, taken,
    released, lapsed; D29). Every object has `seq`, strictly increasing, and `stamp`, UTC. A slow client
    is never waited for: it gets the latest state when it catches up (a gap in `seq`); its other events
    queue up to `stream.queue`, and past that its stream ends with a `closed` event saying why, as it
    does when the service shuts down. Comment lines keep a quiet stream open.

    Args:
        rate (float | Unset):  Default: 30.0.
        events (str | Unset):  Default: 'state,motion,sequence,log,world,control'.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ClosedEvent | ControlEvent | LogEvent | MotionEvent | SequenceEvent | StateEvent | WorldEvent | StreamResponse503 | ValidationErrorBody
    """

    return sync_detailed(
        client=client,
        rate=rate,
        events=events,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    rate: float | Unset = 30.0,
    events: str | Unset = "state,motion,sequence,log,world,control",
) -> Response[
    ClosedEvent
    | ControlEvent
    | LogEvent
    | MotionEvent
    | SequenceEvent
    | StateEvent
    | WorldEvent
    | StreamResponse503
    | ValidationErrorBody
]:
    """Live events

     Server-sent events (`text/event-stream`; `curl -N`, or `EventSource` in a browser). Each event is
    `event: <kind>`, `id: <seq>` and one `data:` line holding a JSON object: `state` (the joint state as
    `/robot/joint_states` with `pose` as `/robot/pose`, computed from the URDF), `motion` (a motion
    request admitted or finished, a trajectory published, a stop), `sequence` (a status change), `log`
    (each new line of `/trajectory/logs` and `/sequences/logs`), `world` (the world after each change,
    as `GET /world` gives it) and `control` (who holds the control lease changed: granted, taken,
    released, lapsed; D29). Every object has `seq`, strictly increasing, and `stamp`, UTC. A slow client
    is never waited for: it gets the latest state when it catches up (a gap in `seq`); its other events
    queue up to `stream.queue`, and past that its stream ends with a `closed` event saying why, as it
    does when the service shuts down. Comment lines keep a quiet stream open.

    Args:
        rate (float | Unset):  Default: 30.0.
        events (str | Unset):  Default: 'state,motion,sequence,log,world,control'.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ClosedEvent | ControlEvent | LogEvent | MotionEvent | SequenceEvent | StateEvent | WorldEvent | StreamResponse503 | ValidationErrorBody]
    """

    kwargs = _get_kwargs(
        rate=rate,
        events=events,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    rate: float | Unset = 30.0,
    events: str | Unset = "state,motion,sequence,log,world,control",
) -> (
    ClosedEvent
    | ControlEvent
    | LogEvent
    | MotionEvent
    | SequenceEvent
    | StateEvent
    | WorldEvent
    | StreamResponse503
    | ValidationErrorBody
    | None
):
    """Live events

     Server-sent events (`text/event-stream`; `curl -N`, or `EventSource` in a browser). Each event is
    `event: <kind>`, `id: <seq>` and one `data:` line holding a JSON object: `state` (the joint state as
    `/robot/joint_states` with `pose` as `/robot/pose`, computed from the URDF), `motion` (a motion
    request admitted or finished, a trajectory published, a stop), `sequence` (a status change), `log`
    (each new line of `/trajectory/logs` and `/sequences/logs`), `world` (the world after each change,
    as `GET /world` gives it) and `control` (who holds the control lease changed: granted, taken,
    released, lapsed; D29). Every object has `seq`, strictly increasing, and `stamp`, UTC. A slow client
    is never waited for: it gets the latest state when it catches up (a gap in `seq`); its other events
    queue up to `stream.queue`, and past that its stream ends with a `closed` event saying why, as it
    does when the service shuts down. Comment lines keep a quiet stream open.

    Args:
        rate (float | Unset):  Default: 30.0.
        events (str | Unset):  Default: 'state,motion,sequence,log,world,control'.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ClosedEvent | ControlEvent | LogEvent | MotionEvent | SequenceEvent | StateEvent | WorldEvent | StreamResponse503 | ValidationErrorBody
    """

    return (
        await asyncio_detailed(
            client=client,
            rate=rate,
            events=events,
        )
    ).parsed
