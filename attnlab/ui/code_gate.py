"""Admission for code checks in a shared app, so that one learner can never hold the others' checks.

- one code check in flight per learner: a second click is told the first still runs;
- at most ``slots`` checks run at once (the sandbox's children share the machine's cores), the
  others wait, at most ``max_waiting`` of them and at most ``wait_s`` each, then are told the
  grader is busy (a click, not minutes in a queue);
- fair between clients (network addresses), not only between sessions, since an API client can
  invent as many sessions as it likes: a freed slot goes to the waiting check whose client has the
  fewest checks running (the earliest among those), and when the line is full, a newcomer from a
  client with fewer checks waiting takes the place of the newest check of the client with the most;
- short answers never come here: they need no sandbox and never wait behind code.
With every check's run bounded (the app's sandbox limits), a learner waits at most about
``wait_s`` plus one run, whatever other clients send.
"""

from __future__ import annotations

import collections
import ipaddress
import itertools
import os
import threading
import time
from contextlib import contextmanager
from dataclasses import dataclass, field


class Refused(Exception):
    """The check was not run: an i18n key saying why (busy, or this learner's check runs)."""

    def __init__(self, key: str):
        super().__init__(key)
        self.key = key


@dataclass(eq=False)
class _Ticket:
    learner: str
    client: str
    order: int
    evicted: bool = field(default=False)


class CodeGate:
    def __init__(self, slots: int, max_waiting: int, wait_s: float):
        self.slots, self.max_waiting, self.wait_s = slots, max_waiting, wait_s
        self._cond = threading.Condition()
        self._free = slots
        self._waiting: list[_Ticket] = []  # in arrival order
        self._running: collections.Counter = collections.Counter()  # client -> checks running
        self._learners: set[str] = set()  # learners with a check waiting or running
        self._arrivals = itertools.count()

    @contextmanager
    def admit(self, learner: str, client: str = ""):
        """Run the body as one admitted check, or raise Refused before running anything."""
        with self._cond:
            if learner in self._learners:
                raise Refused("exercises.still_running")
            if len(self._waiting) >= self.max_waiting and not self._evict_for(client):
                raise Refused("exercises.busy")
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
                    raise Refused("exercises.busy")
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

    def _next(self) -> _Ticket:
        # (checks its client runs, arrival): a client that floods the line is served in turn
        return min(self._waiting, key=lambda t: (self._running[t.client], t.order))

    def _evict_for(self, client: str) -> bool:
        """Make room in a full line for ``client`` if another client holds at least two places
        more than it does: that client's newest waiting check is told the grader is busy."""
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
