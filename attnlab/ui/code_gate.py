"""Admission for every piece of costly work a client can ask for, so that one client can never
hold the others' (code checks, the Training lab, Heads' timings, GPT-2's forward on a sentence not
seen yet, opening an answers file). One mechanism, one ``Gate`` per kind of work (``GATES``):

- one request in flight per learner (browser session): a second click is told the first still runs
  (except for lesson steps, which a learner's clicks may overlap);
- at most ``slots`` requests run at once; the others wait, at most ``max_waiting`` of them and at
  most ``wait_s`` each, then are told the server is busy (a click, not minutes in a queue);
- a share per client (network address; an API client invents sessions at will): at most
  ``per_client`` of its requests run at once and at most ``per_client_waiting`` wait, the rest are
  told "busy" at once. A gate whose ``per_client`` is below ``slots`` always keeps a slot for other
  clients, so another client's request starts at once, whatever one client sends;
- fair between clients: a freed slot goes to the waiting request whose client has the fewest
  running (the earliest among those), and when the line is full, a newcomer from a client with
  fewer waiting takes the place of the newest request of the client with the most;
- cheap and cached answers never come here: a handler asks a gate only for a miss it must compute.
With every run bounded (the sandbox's limits, a training run's steps, a timing's size), a learner
waits at most about ``wait_s`` plus one run.

A queued event reaches its gate through Gradio's own concurrency limit of that event:
``Gate.handlers`` is the limit to give it, so requests refused or admitted here are never stuck
behind each other in Gradio's queue. The step click (steps.wire_lesson) is unqueued, so no Gradio
limit bounds it: cache hits answer at once, misses wait here, and the server's ``max_threads``
keeps a thread for every request a gate lets wait.
"""

from __future__ import annotations

import collections
import contextvars
import ipaddress
import itertools
import os
import threading
import time
from contextlib import contextmanager, nullcontext
from dataclasses import dataclass, field


class Refused(Exception):
    """The work was not done: an i18n key saying why (busy, or this learner's request runs)."""

    def __init__(self, key: str):
        super().__init__(key)
        self.key = key


@dataclass(eq=False)
class _Ticket:
    learner: str
    client: str
    order: int
    evicted: bool = field(default=False)


class Gate:
    """One kind of costly work (see the module's docstring)."""

    def __init__(self, slots: int, max_waiting: int, wait_s: float, *, name: str = "code",
                 per_client: int | None = None, per_client_waiting: int | None = None,
                 one_per_learner: bool = True,
                 busy_key: str = "exercises.busy", still_key: str = "exercises.still_running"):
        self.slots, self.max_waiting, self.wait_s = slots, max_waiting, wait_s
        self.one_per_learner = one_per_learner
        self.name, self.per_client, self.per_client_waiting = name, per_client, per_client_waiting
        self.busy_key, self.still_key = busy_key, still_key
        self._cond = threading.Condition()
        self._free = slots
        self._waiting: list[_Ticket] = []  # in arrival order
        self._running: collections.Counter = collections.Counter()  # client -> requests running
        self._learners: set[str] = set()  # learners with a request waiting or running
        self._arrivals = itertools.count()

    @property
    def handlers(self) -> int:
        """Gradio's concurrency limit for an event that goes through this gate: every admitted
        and waiting request, and room for refusals and cache hits beside them."""
        return self.slots + self.max_waiting + 6

    @contextmanager
    def admit(self, learner: str, client: str = ""):
        """Run the body as one admitted request, or raise Refused before running anything."""
        if not self.one_per_learner:
            learner = object()  # every request its own: a learner's steps may overlap
        with self._cond:
            if learner in self._learners:
                raise Refused(self.still_key)
            if self.per_client_waiting is not None and sum(
                    t.client == client for t in self._waiting) >= self.per_client_waiting:
                raise Refused(self.busy_key)
            if len(self._waiting) >= self.max_waiting and not self._evict_for(client):
                raise Refused(self.busy_key)
            ticket = _Ticket(learner, client, next(self._arrivals))
            self._waiting.append(ticket)
            self._learners.add(learner)
            deadline = time.monotonic() + self.wait_s
            while not (self._free > 0 and self._next() is ticket):
                left = deadline - time.monotonic()
                if ticket.evicted or left <= 0:
                    if not ticket.evicted:
                        self._waiting.remove(ticket)
                        self._learners.discard(learner)
                    self._cond.notify_all()  # the next in line may be first now
                    raise Refused(self.busy_key)
                self._cond.wait(left)
            self._waiting.remove(ticket)
            self._free -= 1
            self._running[client] += 1
            self._cond.notify_all()
        try:
            yield
        finally:
            with self._cond:
                self._free += 1
                self._running[client] -= 1
                if not self._running[client]:
                    del self._running[client]
                self._learners.discard(learner)
                self._cond.notify_all()

    def _next(self) -> _Ticket | None:
        # (requests its client runs, arrival) among clients below their share: a client that
        # floods the line is served in turn
        ready = [t for t in self._waiting
                 if self.per_client is None or self._running[t.client] < self.per_client]
        return min(ready, key=lambda t: (self._running[t.client], t.order), default=None)

    def _evict_for(self, client: str) -> bool:
        """Make room in a full line for ``client`` if another client holds at least two places
        more than it does: that client's newest waiting request is told the server is busy."""
        counts = collections.Counter(t.client for t in self._waiting)
        top = max(counts, key=counts.__getitem__)
        if counts[top] < counts.get(client, 0) + 2:
            return False
        newest = max((t for t in self._waiting if t.client == top), key=lambda t: t.order)
        newest.evicted = True
        self._waiting.remove(newest)
        self._learners.discard(newest.learner)
        self._cond.notify_all()
        return True

    def load(self) -> dict:
        with self._cond:
            return {"running": self.slots - self._free, "waiting": len(self._waiting)}


CodeGate = Gate  # its first use, and the name the code checks' tests know it by


def default_slots() -> int:
    """Checks at once: one per core, at most 4 (a free CPU Space has 2)."""
    return max(1, min(4, os.cpu_count() or 1))


# Where a proxy in front of the app connects from: loopback (deploy/launch.py's nginx) always; a
# private network only on a Space, whose front end is the only peer the app can have there (on a
# course server, learners on the campus network connect directly from such addresses).
_PROXY_NETS = tuple(ipaddress.ip_network(n) for n in (
    "10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16", "100.64.0.0/10", "fc00::/7"))


def _trusted_proxy(peer: ipaddress._BaseAddress) -> bool:
    if peer.is_loopback:
        return True
    return os.environ.get("SYSTEM") == "spaces" and any(peer in net for net in _PROXY_NETS
                                                         if net.version == peer.version)


def _address(text: str):
    """An address as a client writes it ("1.2.3.4", "1.2.3.4:5678", "[2001:db8::1]:443"), or None."""
    text = text.strip().strip('"')
    if text.startswith("[") and "]" in text:
        text = text[1:text.index("]")]
    elif text.count(":") == 1:
        text = text.split(":", 1)[0]
    try:
        address = ipaddress.ip_address(text)
    except ValueError:
        return None
    mapped = getattr(address, "ipv4_mapped", None)
    return mapped or address


def _key(address) -> str:
    """One client: an IPv4 address, or an IPv6 /64 (every host, VPS and phone on IPv6 has a whole
    /64 to pick addresses from)."""
    if address.version == 6:
        return str(ipaddress.ip_network(f"{address}/64", strict=False))
    return str(address)


def client_address(peer: str, forwarded_for: str | list[str] | None) -> str:
    """The client a request counts for. Behind a proxy (deploy/launch.py's nginx on loopback, a
    Space's front end) the proxy appends the address it saw to X-Forwarded-For: the last entry is
    the one a client cannot forge (it may prepend its own). From any other peer the header is the
    client's own claim and is ignored. Several headers count as one list, in order."""
    peer_address = _address(peer or "")
    if peer_address is None:
        return peer or "unknown"
    if isinstance(forwarded_for, (list, tuple)):
        forwarded_for = ",".join(forwarded_for)
    if forwarded_for and _trusted_proxy(peer_address):
        last = _address(forwarded_for.split(",")[-1])
        if last is not None:
            return _key(last)
    return _key(peer_address)


# --- who is asking ---------------------------------------------------------------------------------


def client_of(request) -> str:
    """The network address a request (a gr.Request) came from (behind a proxy, the one it
    appended)."""
    peer = str(getattr(getattr(request, "client", None), "host", "") or "")
    headers = getattr(request, "headers", None)
    getlist = getattr(headers, "getlist", None)  # every X-Forwarded-For header, not the first
    forwarded = getlist("x-forwarded-for") if getlist else (headers or {}).get("x-forwarded-for")
    return client_address(peer, forwarded)


def learner_of(request) -> str:
    """One key per learner: the browser session (an API client's too), else the client address."""
    session = getattr(request, "session_hash", None) if request is not None else None
    if session:
        return "session:" + str(session)
    return "client:" + (client_of(request) or "unknown")


def from_network(request) -> bool:
    """The request came over the network (a peer address): the gates admit only those. A handler
    called in-process (a library user, a test, a notebook) has no other client to share with."""
    return bool(getattr(getattr(request, "client", None), "host", None))


def admit(kind: str, request):
    """The gate ``kind`` admitting ``request``; nothing to admit for an in-process call."""
    if not from_network(request):
        return nullcontext()
    return GATES[kind].admit(learner_of(request), client_of(request))


# The request a handler is serving, for work that meets its gate deep inside a computation (a
# cache miss in a lesson): set by ``acting_for`` around the handler's body, read by ``costly``.
_ASKING: contextvars.ContextVar = contextvars.ContextVar("attnlab_asking", default=None)


@contextmanager
def acting_for(request):
    token = _ASKING.set((learner_of(request), client_of(request)) if from_network(request)
                        else None)
    try:
        yield
    finally:
        _ASKING.reset(token)


def costly(kind: str):
    """The gate ``kind`` admitting the request being served (see ``acting_for``); outside a
    request (a library call, the CLI, a test calling a lesson) nothing to admit."""
    asking = _ASKING.get()
    if asking is None:
        return nullcontext()
    return GATES[kind].admit(*asking)


# --- the gates -------------------------------------------------------------------------------------

_SLOTS = default_slots()
_BUSY, _STILL = "gate.busy", "gate.still_running"
GATES: dict[str, Gate] = {
    # code checks and the real-layer check (the sandbox's children share the cores); a classroom
    # behind one address shares the slots, so no cap per client here: the line's fairness holds
    "code": Gate(slots=_SLOTS, max_waiting=8, wait_s=12.0, name="code"),
    # Training lab runs (up to 2,000 steps, ~30 s): a client may run all slots but one; a class
    # behind one address waits in a line as long as a run
    "training": Gate(slots=max(2, _SLOTS), max_waiting=16, wait_s=30.0, name="training",
                     per_client=max(2, _SLOTS) - 1, busy_key=_BUSY, still_key=_STILL),
    # Heads' timings: a measurement at n = 1,024 is ~6 s of one core
    "timing": Gate(slots=2, max_waiting=4, wait_s=10.0, name="timing", per_client=1,
                   per_client_waiting=1, busy_key=_BUSY, still_key=_STILL),
    # GPT-2's forward on a sentence (or an induction seed) not in its cache (~0.5 s)
    "gpt2": Gate(slots=2, max_waiting=16, wait_s=10.0, name="gpt2", per_client=1,
                 busy_key=_BUSY, still_key=_STILL),
    # a lesson step or question not in the step cache: most take milliseconds, the largest inputs
    # seconds (Heads at b = 4, n = 256, d = 1,024, 16 heads: ~10 s). A classroom behind one
    # address edits at once, so a client may run all slots but one, in a long line
    "steps": Gate(slots=min(8, 2 * _SLOTS), max_waiting=32, wait_s=10.0, name="steps",
                  per_client=min(8, 2 * _SLOTS) - 1, one_per_learner=False,
                  busy_key=_BUSY, still_key=_STILL),
    # reading an opened answers file (up to 2 MB parsed)
    "files": Gate(slots=2, max_waiting=4, wait_s=5.0, name="files", per_client=1,
                  per_client_waiting=1, busy_key=_BUSY, still_key=_STILL),
}
# Every request waiting in a gate holds one of Gradio's handler threads (launch's max_threads).
WAITING_THREADS = sum(g.slots + g.max_waiting for g in GATES.values())
