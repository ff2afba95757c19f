"""Stop requests for long runs (the Training lab), one per browser session.

Gradio's ``cancels=`` kills a streaming run from outside; when the cancel lands while a frame is
on its way, the browser can mark the outputs "Error" although nothing went wrong. Here Stop only
raises a flag that the run reads between frames, so the run ends itself: the learner sees one
last frame that says where it stopped, and there is nothing to race with.

The flag is armed when Train is clicked (an unqueued call), not when the run starts, so a Stop
pressed while the run still waits in the queue is not lost.
"""

from __future__ import annotations

import collections
import threading

BUTTON = "button"  # Stop was pressed: the run shows where it stopped
SETTINGS = "settings"  # a setting changed: the run ends quietly, the new untrained model shows


class Signal:
    """What one run reads between frames: None while it may go on, else why it must stop."""

    def __init__(self) -> None:
        self.reason: str | None = None
        self.running = False  # a run has taken it


class RunSignals:
    """The live signal of every session that has a run armed or going (bounded)."""

    def __init__(self, limit: int = 4096) -> None:
        self._lock = threading.Lock()
        self._signals: collections.OrderedDict[str, Signal] = collections.OrderedDict()
        self._limit = limit

    def arm(self, session: str | None) -> Signal:
        """The session's signal for its next run: the live one if a run is armed or going
        (a second click while one runs must not orphan it), else a fresh one."""
        with self._lock:
            signal = self._signals.get(session) if session else None
            if signal is None or signal.reason is not None:  # none, or its run was told to stop
                signal = Signal()
                if session:
                    self._signals[session] = signal
                    self._signals.move_to_end(session)
                    while len(self._signals) > self._limit:  # armed but never run (queue full)
                        self._signals.popitem(last=False)
            return signal

    def take(self, session: str | None) -> Signal | None:
        """The signal a starting run reads: what its click armed, stopped or not (a Stop pressed
        while the run queued must end it), or a fresh one for an API call that armed nothing.
        None when this session's run is already going: a second click on Train during a run is
        ignored, as Gradio ignores a click on an event still pending."""
        with self._lock:
            signal = self._signals.get(session) if session else None
            if signal is None:
                signal = Signal()
                if session:
                    self._signals[session] = signal
            if signal.running:
                return None
            signal.running = True
            return signal

    def stop(self, session: str | None, reason: str) -> None:
        with self._lock:
            signal = self._signals.get(session) if session else None
            if signal is not None and signal.reason is None:
                signal.reason = reason

    def release(self, session: str | None, signal: Signal) -> None:
        """A run has ended: forget its signal unless a newer one replaced it."""
        with self._lock:
            if session and self._signals.get(session) is signal:
                del self._signals[session]

    def __len__(self) -> int:
        return len(self._signals)
