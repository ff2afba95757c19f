"""Few loading statuses kept in Gradio's page (issue 32: a step click's cost). The page keeps a
status for every input of every event it ran and every component an event showed progress on,
for its whole life, and re-sends them all on each later status change, a search of the layout
tree each. So the merged page load sends only the inputs the server cannot know
(attnlab/ui/page_load.py), and a lesson's events show progress on one component at most."""

from __future__ import annotations

import math

import gradio as gr

import pytest

from attnlab.ui import page_load
from attnlab.ui.app import build_demo


@pytest.fixture(scope="module")
def demo():
    return build_demo()


def test_the_app_page_load_sends_no_input_the_server_knows(demo):
    merged = next(f for f in demo.fns.values() if f.name == "page_load")
    written = {id(b) for f in demo.fns.values() for b in f.outputs}
    for b in merged.inputs:  # what lives in the browser, or a state an event changes
        assert isinstance(b, gr.BrowserState) or (b.stateful and id(b) in written), b


def test_values_come_back_as_the_page_sends_them():
    assert page_load._as_page_sends(1.0) == 1 and isinstance(page_load._as_page_sends(1.0), int)
    assert page_load._as_page_sends(-1e9) == -1_000_000_000
    assert page_load._as_page_sends(0.25) == 0.25
    assert page_load._as_page_sends(math.nan) is None and page_load._as_page_sends(math.inf) is None
    assert page_load._as_page_sends({"data": [[1.0, 0.5]], "x": (2.0, "a", True)}) == {
        "data": [[1, 0.5]], "x": [2, "a", True]}


def test_known_inputs_are_filled_in_and_the_others_sent():
    seen = {}
    with gr.Blocks() as demo:
        scale = gr.Slider(0, 10, value=1.0)
        table = gr.Dataframe([[0.5, 2.0]], headers=["a", "b"])
        saved = gr.BrowserState({"answer": 0})
        fixed, changed = gr.State(True), gr.State([1])
        out, other = gr.Textbox(), gr.Textbox()

        def first(s, t, b, f, c, request: gr.Request):
            seen.update(scale=s, table=t, saved=b, fixed=f, changed=c)
            return "x"

        demo.load(first, inputs=[scale, table, saved, fixed, changed], outputs=out,
                  preprocess=False)
        demo.load(lambda: "y", outputs=other)
        gr.Button().click(lambda c: c + [2], inputs=changed, outputs=changed)  # writes the state
        merged = page_load.merge_load_events(demo, keep_apart=())
    assert merged.inputs == [saved, changed]
    merged.fn(gr.Request(headers={}), {"answer": 3}, [1, 2])
    assert seen["scale"] == 1 and isinstance(seen["scale"], int)  # the page sends 1.0 as 1
    assert seen["table"]["data"] == [[0.5, 2]] and seen["table"]["headers"] == ["a", "b"]
    assert seen["saved"] == {"answer": 3} and seen["changed"] == [1, 2]
    assert seen["fixed"] is True
    seen["table"]["data"].clear()  # a handler changing its value changes no later page load
    merged.fn(gr.Request(headers={}), {"answer": 3}, [1])
    assert seen["table"]["data"] == [[0.5, 2]]


WIRED = ("why", "scores", "softmax", "masking", "dropout", "heads", "gradients")


@pytest.mark.parametrize("lesson", WIRED)
def test_a_lessons_events_show_progress_on_one_component_at_most(demo, lesson):
    """Its edits (the step and the question again), checks, reveals and moves."""
    ours = {b._id for b in demo.blocks.values()
            if str(getattr(b, "elem_id", "") or "").startswith(f"{lesson}-")}
    events = [f for f in demo.fns.values() if f.fn is not None
              and any(t[0] in ours for t in f.targets)]
    assert len(events) >= 5, [f.name for f in events]  # moves, edits, check, reveal at least
    for f in events:
        shown = f.outputs if f.show_progress_on is None else f.show_progress_on
        assert len(shown) <= 1, (f.name, [b.elem_id for b in shown])
