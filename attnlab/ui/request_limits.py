"""Bounds in front of Gradio, for an app that a whole class (or anyone) can reach.

- A request body is refused above MAX_BODY_BYTES before anything parses it (Gradio reads and
  parses an API call's JSON whatever its size: 64 MB took the app past 1 GB). An upload is
  bounded tighter, to the one file the app opens, and counted against its client's share of
  files not yet opened (attnlab/ui/uploads.py).
- Once Gradio's queue (QUEUE_MAX_SIZE for the whole app) is half full, a client (attnlab.ui.
  code_gate.client_address: an IPv4 address or an IPv6 /64) that already has MAX_WAITING_PER_CLIENT
  events waiting is refused more: one address inventing sessions cannot fill the queue and have
  everyone else refused. Below that, nobody is refused, so a classroom behind one NAT address (or
  a proxy that hides learners' addresses) opening the page at once is never held back by its
  shared address; events that already run do not count.
Refusals are plain JSON (429/413) in the language the client asks for.
"""

from __future__ import annotations

import json
import re

from attnlab import i18n
from attnlab.ui.code_gate import client_address
from attnlab.ui.uploads import (MAX_FILES, MAX_UPLOAD_BODY, UPLOADS, cleaned_event_body,
                                file_slots, files_in)

MAX_BODY_BYTES = 8 * 2**20  # the app's own page sends a few KB (an answer is at most 20,000 chars)
QUEUE_MAX_SIZE = 1024
MAX_WAITING_PER_CLIENT = QUEUE_MAX_SIZE // 8
PRESSURE = QUEUE_MAX_SIZE // 2  # waiting events from which each client's share is enforced
_QUEUED = ("/gradio_api/queue/join", "/gradio_api/call/")
# Every route that runs an event: its inputs are read here first (uploads.cleaned_event_body).
_EVENT = re.compile(r"/gradio_api/(?:queue/join|(?:call/v2|call|run|api)/([^/]+))/?$")
_FN_INDEX = re.compile(rb'"fn_index"\s*:\s*(\d+)')
# Gradio routes the app never uses that write files or run programs (a screen recording is saved
# to the temporary folder and run through ffmpeg): refused.
_UNUSED = ("/process_recording",)


class _TooLarge(Exception):
    pass


def _header(scope, name: bytes) -> list[str]:
    return [v.decode("latin-1") for k, v in scope.get("headers", ()) if k.lower() == name]


def _client(peer: str, forwarded: list[str]) -> str:
    return client_address(peer, forwarded or None)


def waiting_per_client(blocks) -> dict[str, int]:
    """Events waiting (not yet running) in the app's queue, by client."""
    queue = getattr(blocks, "_queue", None)
    counts: dict[str, int] = {}
    for event_queue in list(getattr(queue, "event_queue_per_concurrency_id", {}).values()):
        for event in list(event_queue.queue):
            request = getattr(event, "request", None)
            host = getattr(getattr(request, "client", None), "host", "") or ""
            headers = getattr(request, "headers", None)
            forwarded = headers.getlist("x-forwarded-for") if headers is not None else []
            key = _client(host, forwarded)
            counts[key] = counts.get(key, 0) + 1
    return counts


def _replay(body: bytes, receive):
    """A receive that gives ``body`` whole, then what the client sends next (a disconnect)."""
    given = False

    async def replay():
        nonlocal given
        if given:
            return await receive()
        given = True
        return {"type": "http.request", "body": body, "more_body": False}

    return replay


class RequestLimits:
    """ASGI middleware (launch passes it to Gradio's FastAPI app)."""

    def __init__(self, app, blocks=None, max_body: int = MAX_BODY_BYTES,
                 max_waiting: int = MAX_WAITING_PER_CLIENT, pressure: int = PRESSURE):
        self.app, self.blocks, self.max_body, self.max_waiting = app, blocks, max_body, max_waiting
        self.pressure = pressure
        self._slots = None  # the events' file inputs, read from the blocks on first use

    async def __call__(self, scope, receive, send):
        if scope["type"] != "http" or scope.get("method") not in ("POST", "PUT", "PATCH"):
            return await self.app(scope, receive, send)
        lang = i18n.lang_from_header(next(iter(_header(scope, b"accept-language")), None))
        length = next(iter(_header(scope, b"content-length")), None)
        path = scope.get("path", "")
        peer = (scope.get("client") or ("", 0))[0]
        client = _client(peer, _header(scope, b"x-forwarded-for"))
        if path.rstrip("/").endswith("/upload"):
            return await self._upload(scope, receive, send, length, client, lang)
        if path.rstrip("/").endswith(_UNUSED):
            return await self._refuse(send, 404, "limits.no_such_route", lang)
        if length is not None and (not length.strip().isdigit() or int(length) > self.max_body):
            return await self._refuse(send, 413, "limits.body_too_large", lang)
        if self.blocks is not None and path.startswith(_QUEUED):
            counts = waiting_per_client(self.blocks)
            if counts.get(client, 0) >= self.max_waiting and sum(counts.values()) >= self.pressure:
                return await self._refuse(send, 429, "limits.too_many_waiting", lang)
        event = _EVENT.search(path) if self.blocks is not None else None
        if event is not None:
            return await self._event(scope, receive, send, event.group(1), client, lang)
        seen, started = 0, False

        async def bounded_receive():  # a body sent in chunks, without a length, is counted
            nonlocal seen
            message = await receive()
            if message.get("type") == "http.request":
                seen += len(message.get("body", b""))
                if seen > self.max_body:
                    raise _TooLarge
            return message

        async def tracked_send(message):
            nonlocal started
            started = started or message.get("type") == "http.response.start"
            await send(message)

        try:
            await self.app(scope, bounded_receive, tracked_send)
        except _TooLarge:
            if not started:
                await self._refuse(send, 413, "limits.body_too_large", lang)

    async def _event(self, scope, receive, send, api_name, client: str, lang: str):
        """An event's call: its body read whole (bounded), files in its inputs that are not this
        client's uploads made null (attnlab/ui/uploads.py), then handed to Gradio."""
        body = await self._read(receive, self.max_body)
        if body is None:
            return await self._refuse(send, 413, "limits.body_too_large", lang)
        if self._slots is None:
            self._slots = file_slots(self.blocks)
        by_index, by_name = self._slots
        if api_name is not None:
            slots = by_name.get(api_name, ())
        else:
            match = _FN_INDEX.search(body)
            slots = by_index.get(int(match.group(1)), ()) if match else ()
        body = cleaned_event_body(body, slots, client)
        await self.app(scope, _replay(body, receive), send)

    @staticmethod
    async def _read(receive, limit: int) -> bytes | None:
        """The whole body, or None past ``limit`` bytes (or when the client went away)."""
        chunks, seen = [], 0
        while True:
            message = await receive()
            if message.get("type") == "http.disconnect":
                return None
            chunk = message.get("body", b"")
            seen += len(chunk)
            if seen > limit:
                return None
            chunks.append(chunk)
            if not message.get("more_body"):
                return b"".join(chunks)

    async def _upload(self, scope, receive, send, length, client: str, lang: str):
        """An upload: bounded to one answers file, within its client's share of files no
        handler has opened yet, and every file it wrote recorded for that client."""
        limit = MAX_UPLOAD_BODY
        if length is not None and (not length.strip().isdigit() or int(length) > limit):
            return await self._refuse(send, 413, "limits.body_too_large", lang, limit)
        # Room is reserved before the body is read: concurrent uploads of one client cannot all
        # pass the check at once.
        reserved = int(length) if length else limit
        if not UPLOADS.reserve(client, reserved):
            return await self._refuse(send, 429, "limits.uploads_pending", lang,
                                      UPLOADS.share)
        try:
            body = await self._read(receive, limit)  # whole, so Gradio never sees a part of it
            if body is None:
                return await self._refuse(send, 413, "limits.body_too_large", lang, limit)
            content_type = next(iter(_header(scope, b"content-type")), "")
            count = files_in(body, content_type)
            if count > MAX_FILES:
                return await self._refuse(send, 413, "limits.too_many_files", lang, count=count)
            status, answer = 0, []

            async def recorded_send(message):
                nonlocal status
                if message.get("type") == "http.response.start":
                    status = message.get("status", 0)
                elif message.get("type") == "http.response.body" and len(answer) < 64:
                    answer.append(message.get("body", b""))
                await send(message)

            await self.app(scope, _replay(body, receive), recorded_send)
            if status == 200:
                try:
                    UPLOADS.record(client, json.loads(b"".join(answer)))
                except ValueError:
                    pass
        finally:
            UPLOADS.unreserve(client, reserved)

    async def _refuse(self, send, status: int, key: str, lang: str, limit: int | None = None,
                      **args) -> None:
        limit = self.max_body if limit is None else limit
        text = i18n.t(key, lang, limit=round(limit / 2**20, 1) if limit % 2**20 else
                      limit // 2**20, **args)
        body = json.dumps({"error": text, "detail": text}, ensure_ascii=False).encode("utf-8")
        await send({"type": "http.response.start", "status": status,
                    "headers": [(b"content-type", b"application/json; charset=utf-8"),
                                (b"content-length", str(len(body)).encode())]})
        await send({"type": "http.response.body", "body": body})
