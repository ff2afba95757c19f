"""A step move sends only the step (issue 32): the server renders the inputs the session's page
last sent (attnlab/ui/steps.py: KEPT), so these tests hold that an edit always wins over the
inputs a move read, whether it was answered before the move, began while the move computed, or
waited in Gradio's queue until after it; and that every event that writes a lesson's text box
(which fires no edit event when written) keeps what it wrote.
"""

from __future__ import annotations

import asyncio

import gradio as gr
import pytest

from attnlab.ui import common
from attnlab.ui import predict as prediction
from attnlab.ui import steps as ui_steps

STEPS = ("one", "two", "three")
LESSON = "movetest"


class Lesson:
    """A lesson whose step text names its input and step; ``during_move`` runs inside the next
    step computation (an edit that begins while a move computes)."""

    def __init__(self):
        self.during_move = None
        self.calls = []
        with gr.Blocks() as self.demo:
            self.x = gr.Number(value=1, elem_id=f"{LESSON}-x")
            self.step, outputs, widgets, box = ui_steps.add_step_outputs(
                common.i18n_instance(), LESSON, STEPS, predict=True)
            ui_steps.wire_lesson(self.demo, LESSON, [self.x], self.step, outputs, widgets, box,
                                 self.step_fn, self.ask_fn, self.check_fn, on_load=False)
        fns = list(self.demo.fns.values())
        self.edit = next(f for f in fns if f.api_name == f"{LESSON}_step")
        nxt = self.step.step_buttons[1]
        self.move = next(f for f in fns if (nxt._id, "click") in f.targets)
        self.figure = next(f for f in fns if f.trigger_after == self.move._id)

    def step_fn(self, x, step_id, request: gr.Request):
        self.calls.append((x, step_id))
        hook, self.during_move = self.during_move, None
        if hook is not None:
            hook()
        return f"x={x} at {step_id}", f"formula {step_id}", None

    def ask_fn(self, x, step_id, fold, request: gr.Request):
        return prediction.ask(request, lambda: None, fold)

    def check_fn(self, x, step_id, guess, reveal, request: gr.Request):
        return prediction.check(request, lambda: None, guess, reveal)

    def edited(self, x, step_sent, request):
        """The edit event as Gradio calls it: the page's inputs and the step it showed."""
        return self.edit.fn(x, step_sent, request)[0]

    def moved(self, step_sent, request):
        return asyncio.run(self.move.fn(step_sent, request))

    def figure_of(self, request):
        return asyncio.run(self.figure.fn(request))


@pytest.fixture
def lesson():
    return Lesson()


def session(name: str) -> gr.Request:
    return gr.Request(headers={"accept-language": "en"}, session_hash=name)


def test_a_move_renders_the_inputs_the_last_edit_sent(lesson):
    me = session("move-inputs-1")
    assert lesson.edited(5, "one", me) == "x=5 at one"
    out = lesson.moved("one", me)
    assert out[0] == "two" and out[1] == "x=5 at two"
    assert lesson.moved("two", session("move-inputs-1b"))[1] == "x=1 at three"  # as loaded


def test_an_edit_that_begins_while_the_move_computes_is_what_the_move_shows(lesson):
    me = session("move-inputs-2")
    lesson.edited(1, "one", me)
    # the edit (x=7) arrives while the move computes x=1's step: the move renders x=7's instead
    lesson.during_move = lambda: lesson.edited(7, "one", me)
    out = lesson.moved("one", me)
    assert out[0] == "two" and out[1] == "x=7 at two"
    assert lesson.calls[-1] == (7, "two")
    assert lesson.figure_of(me) is None  # the figure of the inputs shown (x=7's: None here)


def test_an_edit_queued_until_after_the_move_renders_the_step_moved_to(lesson):
    me = session("move-inputs-3")
    lesson.edited(1, "one", me)
    out = lesson.moved("one", me)
    assert out[1] == "x=1 at two"
    # the edit left the page before the click (carrying step "one"), answered after the move:
    # it renders its inputs at the step moved to, and the move's figure, now stale, is not sent
    assert lesson.edited(9, "one", me) == "x=9 at two"
    assert lesson.figure_of(me) == {"__type__": "update"}  # gr.skip(): the edit's figure stays
    assert lesson.moved("two", me)[1] == "x=9 at three"


def test_every_event_that_writes_a_lessons_text_box_keeps_what_it_wrote():
    """A text box fires no edit event when an event writes it (ui/common.py: triggers_of), so the
    server learns its new value only if that event, or a step after it, keeps the inputs."""
    from attnlab.ui.app import build_demo

    demo = build_demo()
    fns = list(demo.fns.values())
    boxes = {}
    for f in fns:
        if f.api_name and f.api_name.endswith("_step"):  # a lesson's step endpoint
            boxes.update({b._id: f.api_name for b in f.inputs if isinstance(b, gr.Textbox)})
    assert boxes, "no lesson with a text box input"
    followers = {}
    for f in fns:
        if f.trigger_after is not None:
            followers.setdefault(f.trigger_after, []).append(f)

    def keeps(f) -> bool:
        return bool(getattr(f.fn, "keeps_inputs", False)) or any(
            keeps(g) for g in followers.get(f._id, []))

    writers = [f for f in fns if f.name != "page_load"  # runs the handlers below, wrapped
               and any(b._id in boxes for b in f.outputs)]
    assert writers
    for f in writers:
        assert keeps(f), f"{f.name} writes {[boxes[b._id] for b in f.outputs if b._id in boxes]}"
