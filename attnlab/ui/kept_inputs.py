"""What the server keeps per session for step moves (attnlab/ui/steps.py explains why): the lesson
inputs each session's page last sent, so that a move sends only the step, and a move's figure
until the page's next request takes it.

A client controls what goes in: any number of invented sessions, each edit up to the request
body limit (8 MiB). So the store is bounded in bytes, in all and per client (``code_gate``'s
client: an IPv4 address or an IPv6 /64, as every other per-client bound of the app): a client
over its share loses its own oldest entries first, and a client alone can never push out more
than what is over the total. An entry larger than a client's whole share is not kept. A session
whose inputs were pushed out moves with the values at page load (``steps.inputs_of``) until its
next edit, which keeps them again.
"""

from __future__ import annotations

import collections
import threading

TOTAL_BYTES = 256 * 2**20
PER_CLIENT_BYTES = 16 * 2**20  # a classroom behind one address: 40 learners × 9 lessons of a few KB


def approx_bytes(value, limit: int) -> int:
    """About what ``value`` (JSON-like: lists, tuples, dicts, strings, numbers, and objects such as
    Gradio's figure data, counted by their fields) holds in memory;
    stops counting once past ``limit`` (a huge payload costs no more than the limit to measure)."""
    total, stack = 0, [value]
    while stack and total <= limit:
        v = stack.pop()
        if isinstance(v, str | bytes):
            total += 49 + len(v)
        elif isinstance(v, dict):
            total += 64 + 16 * len(v)
            stack.extend(v.keys())
            stack.extend(v.values())
        elif isinstance(v, list | tuple | set | frozenset):
            total += 56 + 8 * len(v)
            stack.extend(v)
        elif hasattr(v, "__dict__") and not isinstance(v, type):  # a figure's data model: its fields
            total += 64
            stack.extend(vars(v).values())
        else:  # numbers, None, booleans
            total += 32
    return total


class KeptInputs:
    """(session, lesson) -> the inputs as the page last sent them, with the bounds above."""

    def __init__(self, total_bytes: int = TOTAL_BYTES, per_client_bytes: int = PER_CLIENT_BYTES):
        self.total_bytes, self.per_client_bytes = total_bytes, per_client_bytes
        self._data: collections.OrderedDict = collections.OrderedDict()  # key -> (client, value, size)
        self._by_client: dict[str, collections.OrderedDict] = {}  # client -> keys, oldest first
        self._client_bytes: collections.Counter = collections.Counter()
        self._bytes = 0
        self._lock = threading.Lock()

    def put(self, key, value, client: str) -> None:
        size = approx_bytes(value, self.per_client_bytes)
        with self._lock:
            self._drop(key)
            if size > self.per_client_bytes:
                return  # never kept: the session moves with the values at page load
            self._data[key] = (client, value, size)
            self._by_client.setdefault(client, collections.OrderedDict())[key] = None
            self._client_bytes[client] += size
            self._bytes += size
            while self._client_bytes[client] > self.per_client_bytes:
                self._drop(next(iter(self._by_client[client])))
            while self._bytes > self.total_bytes:
                self._drop(next(iter(self._data)))

    def peek(self, key):
        with self._lock:
            entry = self._data.get(key)
            return None if entry is None else entry[1]

    def take(self, key):
        with self._lock:
            entry = self._data.get(key)
            self._drop(key)
            return None if entry is None else entry[1]

    def bytes_of(self, client: str | None = None) -> int:
        with self._lock:
            return self._bytes if client is None else self._client_bytes.get(client, 0)

    def __len__(self) -> int:
        return len(self._data)

    def _drop(self, key) -> None:  # with the lock held
        entry = self._data.pop(key, None)
        if entry is None:
            return
        client, _, size = entry
        keys = self._by_client[client]
        del keys[key]
        self._bytes -= size
        self._client_bytes[client] -= size
        if not keys:
            del self._by_client[client], self._client_bytes[client]
