"""Opening the page fires one event for every tab's first rendering (attnlab/ui/page_load.py)."""

from __future__ import annotations

import copy
import threading
import time

import gradio as gr
import pytest

from attnlab.ui import app, page_load
from attnlab.ui.app import build_demo


def load_dependencies(demo: gr.Blocks) -> list:
    return [f for f in demo.fns.values() if (demo._id, "load") in [tuple(t) for t in f.targets]]


def page_values(block):
    """What the page sends for an input at load: the value in its config (a State's own value)."""
    if block.stateful:
        return copy.deepcopy(block.value)
    return copy.deepcopy(block.get_config().get("value"))


def request(lang: str) -> gr.Request:
    return gr.Request(headers={"accept-language": "zh-CN,zh;q=0.9" if lang == "zh" else "en-US"})


def run_load(dep, lang: str) -> dict:
    """The merged handler called as Gradio calls it: {output elem_id or id: value}."""
    got = dep.fn(request(lang), *[page_values(b) for b in dep.inputs])
    assert len(got) == len(dep.outputs)
    return {b.elem_id or b._id: v for b, v in zip(dep.outputs, got)}


@pytest.fixture(scope="module")
def demo():
    return build_demo()


def test_the_page_load_fires_one_event_and_the_exercises_their_own(demo):
    loads = load_dependencies(demo)
    queued = sorted(f.name for f in loads if f.queue)
    assert queued == ["exercise_show", "page_load"]  # were 15 queued load events
    # The real-layer row's toggle: no queue, and no gr.Request to wait on (see page_load.py).
    assert [f.name for f in loads if not f.queue and f.fn is not None] == ["<lambda>"]
    # Reopening the learner's last tab runs in the browser alone (no request).
    assert [f.js for f in loads if f.fn is None] == [app.REOPEN_TAB_JS]
    merged = next(f for f in loads if f.name == "page_load")
    assert merged.queue and merged.api_visibility == "private"
    # The handlers it runs keep their other triggers and their API names.
    steps = {f.api_name: f for f in demo.fns.values()}
    assert steps["scores_step"].targets and "scores_question" in steps  # a step change asks
    # through one event for the step and its question (tests/test_step_click.py)
    assert steps["training_preview"].targets


def test_the_merged_load_gives_each_tab_what_its_own_event_gave(demo):
    merged = next(f for f in load_dependencies(demo) if f.name == "page_load")
    out = run_load(merged, "en")
    fns = {f.api_name: f for f in demo.fns.values()}
    for lesson in ("scores", "softmax", "masking", "dropout", "heads", "gradients"):
        dep = fns[f"{lesson}_step"]
        own = dep.fn(*[page_values(b) for b in dep.inputs], request("en"))
        text, formula, plot = (out[f"{lesson}-{k}"] for k in ("text", "formula", "plot"))
        assert (text, formula) == tuple(own[:2]) and text
        # Steps are served as Gradio sends them (their events skip its postprocessing).
        assert dep.postprocess is False and plot == own[2] and plot["type"] == "plotly"
        question = fns[f"{lesson}_question"]
        asked = question.fn(*[page_values(b) for b in question.inputs], request("en"))
        assert out[f"{lesson}-question"] == asked[0]
    assert out["training-status"]


def test_chinese_learners_get_the_why_sentences_and_their_step_at_once(demo):
    from attnlab.lessons import why
    from attnlab.lessons.why import tab as why_tab

    out = run_load(next(f for f in load_dependencies(demo) if f.name == "page_load"), "zh")
    example = why.example_for("zh")
    assert (out["why-a"], out["why-b"]) == (example.a, example.b)
    step = why_tab.why_step(example.a, example.b, 123.0, why.STEPS[0], request("zh"))
    assert out["why-text"] == step[0] and out["why-text"] != run_load(
        next(f for f in load_dependencies(demo) if f.name == "page_load"), "en")["why-text"]


def toy():
    """Three load handlers: one sets a box another reads, one fails, one has a .then step."""
    with gr.Blocks() as demo:
        box = gr.Textbox("en")
        echo, shout, after, failed = gr.Textbox(), gr.Textbox(), gr.Textbox(), gr.Textbox()

        def read(text, request: gr.Request):
            assert isinstance(request, gr.Request)
            return f"read {text}"

        def fail():
            raise gr.Error("no")

        demo.load(read, inputs=box, outputs=echo, api_name="read")  # registered first
        demo.load(lambda: "zh", outputs=box, api_name="set").then(
            lambda t: t.upper(), inputs=box, outputs=shout)
        demo.load(fail, outputs=failed, api_name="fail").success(lambda: "x", outputs=after)
        merged = page_load.merge_load_events(demo, keep_apart=())
    return demo, merged, (box, echo, shout, after, failed)


def test_merging_orders_writers_first_skips_failures_and_follows_chains():
    demo, merged, (box, echo, shout, after, failed) = toy()
    assert [f.name for f in load_dependencies(demo)] == ["page_load"]
    with pytest.warns(UserWarning, match="no"):  # the error's message, as a warning toast
        values = merged.fn(request("en"), *[b.value for b in merged.inputs])
    got = dict(zip(merged.outputs, values))
    assert got[box] == "zh"
    assert got[echo] == "read zh"  # the writer of its input ran first
    assert got[shout] == "ZH"  # the .then step read the new value
    assert got[failed] == gr.skip() and got[after] == gr.skip()  # .success skipped on failure
    # The handlers are still reachable by their own names, without the load trigger.
    names = {f.api_name: f for f in demo.fns.values()}
    assert names["read"].targets == [] and names["set"].targets == []


def test_two_outputs_for_one_component_are_combined_in_order():
    assert page_load._combine(page_load._UNSET, "a") == "a"
    assert page_load._combine("a", gr.update(visible=False)) == {
        "__type__": "update", "value": "a", "visible": False}
    assert page_load._combine(gr.update(value="a", visible=True), gr.update(value="b")) == {
        "__type__": "update", "value": "b", "visible": True}
    assert page_load._combine(gr.update(visible=True), "c") == "c"


def test_a_click_while_the_page_loads_is_rendered_last():
    """A handler the page load runs, triggered by the learner meanwhile, waits for it to end."""
    started, release, order = threading.Event(), threading.Event(), []
    loads = page_load.PageLoads()
    with gr.Blocks() as demo:
        out = gr.Textbox()
        step = gr.Radio(["a", "b"], value="a")

        def render(choice, request: gr.Request):
            if choice == "a":  # the page load's rendering: slow
                started.set()
                release.wait(5)
            order.append(choice)
            return choice

        gr.on([demo.load, step.change], render, inputs=step, outputs=out, api_name="render")
        gr.on([demo.load], lambda: "x", outputs=gr.Textbox(), api_name="other")
        merged = page_load.merge_load_events(demo, keep_apart=(), loads=loads)
    click = next(f for f in demo.fns.values() if f.api_name == "render")
    learner, other = gr.Request(session_hash="s1"), gr.Request(session_hash="s2")
    assert merged.inputs == []  # the step's value at load is its config's
    loading = threading.Thread(target=merged.fn, args=(learner,))
    loading.start()
    assert started.wait(5) and len(loads) == 1
    assert click.fn("b", other) == "b"  # another session does not wait
    clicked = threading.Thread(target=click.fn, args=("b", learner))
    clicked.start()
    time.sleep(0.2)
    assert order == ["b"]  # this session's click waits
    release.set()
    loading.join(5)
    clicked.join(5)
    assert order == ["b", "a", "b"] and len(loads) == 0
