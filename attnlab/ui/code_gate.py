"""Admission for code checks in a shared app, so that one learner can never hold the others' checks.

- one code check in flight per learner: a second click is told the first still runs;
- at most ``slots`` checks run at once (the sandbox's children share the machine's cores), the
  others wait in arrival order, at most ``max_waiting`` of them and at most ``wait_s`` each, then
  are told the grader is busy (a click, not minutes in a queue);
- short answers never come here: they need no sandbox and never wait behind code.
With every check's run bounded (the app's sandbox limits), a learner waits at most about
``wait_s`` plus one run, whatever others send.
"""

from __future__ import annotations

import collections
import os
import threading
import time
from contextlib import contextmanager


class Refused(Exception):
    """The check was not run: an i18n key saying why (busy, or this learner's check runs)."""

    def __init__(self, key: str):
        super().__init__(key)
        self.key = key


class CodeGate:
    def __init__(self, slots: int, max_waiting: int, wait_s: float):
        self.slots, self.max_waiting, self.wait_s = slots, max_waiting, wait_s
        self._cond = threading.Condition()
        self._free = slots
        self._queue: collections.deque = collections.deque()  # waiting tickets, oldest first
        self._learners: set[str] = set()  # learners with a check waiting or running

    @contextmanager
    def admit(self, learner: str):
        """Run the body as one admitted check, or raise Refused before running anything."""
        with self._cond:
            if learner in self._learners:
                raise Refused("exercises.still_running")
            if len(self._queue) >= self.max_waiting:
                raise Refused("exercises.busy")
            ticket = object()
            self._queue.append(ticket)
            self._learners.add(learner)
            deadline = time.monotonic() + self.wait_s
            while not (self._free > 0 and self._queue[0] is ticket):
                left = deadline - time.monotonic()
                if left <= 0:
                    self._queue.remove(ticket)
                    self._learners.discard(learner)
                    self._cond.notify_all()  # the next in line may be first now
                    raise Refused("exercises.busy")
                self._cond.wait(left)
            self._queue.popleft()
            self._free -= 1
            self._cond.notify_all()
        try:
            yield
        finally:
            with self._cond:
                self._free += 1
                self._learners.discard(learner)
                self._cond.notify_all()

    def load(self) -> dict:
        with self._cond:
            return {"running": self.slots - self._free, "waiting": len(self._queue)}


def default_slots() -> int:
    """Checks at once: one per core, at most 4 (a free CPU Space has 2)."""
    return max(1, min(4, os.cpu_count() or 1))
