"""The merged page load sends only the inputs the server cannot know (attnlab/ui/page_load.py):
every input of an event the page ran keeps a loading status in Gradio's page for its life, re-sent
on each later status change (issue 32: a step click's cost)."""

from __future__ import annotations

import math

import gradio as gr

from attnlab.ui import page_load
from attnlab.ui.app import build_demo


def test_the_app_page_load_sends_no_input_the_server_knows():
    demo = build_demo()
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
