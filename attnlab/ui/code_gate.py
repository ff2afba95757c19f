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


def client_address(peer: str, forwarded_for: str | None) -> str:
    """The client's network address. Behind a proxy (a Space's, or deploy/launch.py's nginx) the
    connection comes from a loopback or private address and the proxy appends the address it saw
    to X-Forwarded-For: the last entry is the one a client cannot forge (it may prepend its own).
    From any other peer the header is the client's own claim and is ignored."""
    try:
        peer_ip = ipaddress.ip_address(peer)
    except ValueError:
        return peer or "unknown"
    if forwarded_for and (peer_ip.is_loopback or peer_ip.is_private):
        last = forwarded_for.split(",")[-1].strip()
        try:
            return str(ipaddress.ip_address(last))
        except ValueError:
            pass
    return str(peer_ip)
