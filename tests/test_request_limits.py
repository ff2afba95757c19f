"""The bounds in front of Gradio (attnlab.ui.request_limits), driven as ASGI: body sizes, declared
and chunked, and each client's share of the queue, counted from the queue itself."""

from __future__ import annotations

import asyncio
import json
from types import SimpleNamespace

from starlette.datastructures import Headers

from attnlab.ui.request_limits import RequestLimits


def _event(host: str, forwarded: str | None = None):
    raw = [(b"x-forwarded-for", forwarded.encode())] if forwarded else []
    return SimpleNamespace(request=SimpleNamespace(client=SimpleNamespace(host=host),
                                                   headers=Headers(raw=raw)))


def _blocks(events):
    return SimpleNamespace(_queue=SimpleNamespace(
        event_queue_per_concurrency_id={"a": SimpleNamespace(queue=events[:3]),
                                        "b": SimpleNamespace(queue=events[3:])}))


def _call(middleware, path="/gradio_api/call/exercise_check", chunks=(b"{}",), length=True,
          client="127.0.0.1", headers=()):
    reached, sent = [], []

    async def app(scope, receive, send):
        body = b""
        while True:
            message = await receive()
            body += message.get("body", b"")
            if not message.get("more_body"):
                break
        reached.append(len(body))
        await send({"type": "http.response.start", "status": 200, "headers": []})
        await send({"type": "http.response.body", "body": b"ok"})

    middleware.app = app
    messages = [{"type": "http.request", "body": c, "more_body": i < len(chunks) - 1}
                for i, c in enumerate(chunks)]
    raw = [(k.encode(), v.encode()) for k, v in headers]
    if length:
        raw.append((b"content-length", str(sum(map(len, chunks))).encode()))
    scope = {"type": "http", "method": "POST", "path": path, "headers": raw,
             "client": (client, 5000)}

    async def receive():
        return messages.pop(0)

    async def send(message):
        sent.append(message)

    asyncio.run(middleware(scope, receive, send))
    status = sent[0]["status"]
    body = b"".join(m.get("body", b"") for m in sent[1:])
    return status, body, reached


def test_bodies_are_bounded_declared_or_chunked():
    limits = RequestLimits(None, max_body=1000)
    assert _call(limits, chunks=(b"x" * 1000,))[0] == 200
    status, body, reached = _call(limits, chunks=(b"x" * 1001,),
                                  headers=[("accept-language", "zh-CN")])
    assert status == 413 and reached == [] and "MB" in json.loads(body)["error"]
    assert "请求" in json.loads(body)["error"]  # in the client's language
    status, _, reached = _call(limits, chunks=(b"x" * 600, b"x" * 600), length=False)
    assert status == 413 and reached == []  # counted as it arrives: the app never had it whole
    assert _call(limits, path="/gradio_api/upload", chunks=(b"x" * 5000,))[0] == 200


def test_one_client_has_a_bounded_share_of_the_queue():
    waiting = [_event("127.0.0.2")] * 4 + [_event("127.0.0.1", "198.51.100.7")] * 2
    calm = RequestLimits(None, blocks=_blocks(waiting), max_waiting=4, pressure=7)
    assert _call(calm, client="127.0.0.2")[0] == 200  # a queue far from full refuses nobody
    limits = RequestLimits(None, blocks=_blocks(waiting), max_waiting=4, pressure=6)
    status, body, reached = _call(limits, client="127.0.0.2")
    assert status == 429 and reached == [] and "waiting" in json.loads(body)["error"]
    assert _call(limits, client="127.0.0.3")[0] == 200  # another client is not held back
    # behind a proxy on loopback, the client is the address it appended
    assert _call(limits, client="127.0.0.1", headers=[("x-forwarded-for", "198.51.100.7")])[0] == 200
    assert _call(limits, path="/gradio_api/info", client="127.0.0.2")[0] == 200  # not queued
