"""A step move waits for its session's edit that is still rendering (attnlab/ui/steps.py).

The edit's question is a second queued event that renders the step the page showed when the edit
began; on a busy server it can still be computing when the learner clicks Next. Answered first,
the move would be overwritten by the edit's old-step question (found as a browser test that timed
out waiting for the reveal button under load)."""

from __future__ import annotations

import threading
import time

import anyio
import gradio as gr

from attnlab.ui import steps


def _request(session: str) -> gr.Request:
    return gr.Request(headers={"accept-language": "en"}, session_hash=session)


def _edit_in_thread(lesson: str, session: str, hold: threading.Event, began: threading.Event):
    def render(value, step, request):
        began.set()
        hold.wait(10)
        return (value, step)

    wrapped = steps.at_current_step(render, lesson, 1)
    thread = threading.Thread(target=wrapped, args=(1.0, "first", _request(session)))
    thread.start()
    return thread


def test_a_move_waits_for_an_edit_still_rendering_then_settles():
    lesson, session = "scores", "settle-test-1"
    hold, began = threading.Event(), threading.Event()
    thread = _edit_in_thread(lesson, session, hold, began)
    assert began.wait(5)
    release_after = 0.4
    threading.Timer(release_after, hold.set).start()
    start = time.monotonic()
    anyio.run(steps.settle_after_edit, _request(session), lesson)
    waited = time.monotonic() - start
    thread.join(5)
    # It returned only after the edit ended, plus the settle time the edit's delivery needs.
    assert waited >= release_after + steps.EDIT_SETTLE_S * 0.9
    assert waited < release_after + steps.EDIT_SETTLE_S + 2.0
    assert not steps._editing.get((session, lesson))  # the count is back to nothing


def test_another_sessions_edit_does_not_hold_a_move():
    lesson = "scores"
    hold, began = threading.Event(), threading.Event()
    thread = _edit_in_thread(lesson, "settle-test-busy", hold, began)
    assert began.wait(5)
    try:
        start = time.monotonic()
        anyio.run(steps.settle_after_edit, _request("settle-test-idle"), lesson)
        assert time.monotonic() - start < steps.EDIT_WAIT_MAX_S / 2
    finally:
        hold.set()
        thread.join(5)


def test_an_edit_that_never_ends_holds_a_move_only_for_the_bound():
    lesson, session = "softmax", "settle-test-stuck"
    hold, began = threading.Event(), threading.Event()
    thread = _edit_in_thread(lesson, session, hold, began)
    assert began.wait(5)
    try:
        start = time.monotonic()
        anyio.run(steps.settle_after_edit, _request(session), lesson)
        waited = time.monotonic() - start
        assert steps.EDIT_WAIT_MAX_S * 0.9 <= waited < steps.EDIT_WAIT_MAX_S + 2.0
    finally:
        hold.set()
        thread.join(5)


def test_a_failing_edit_still_lets_moves_through():
    lesson, session = "masking", "settle-test-raise"

    def render(value, step, request):
        raise ValueError("bad input")

    wrapped = steps.at_current_step(render, lesson, 1)
    try:
        wrapped(1.0, "first", _request(session))
    except ValueError:
        pass
    assert not steps._editing.get((session, lesson))
