"""Gradio's internals are touched in one module, attnlab/ui/gradio_private.py, and only while the
Gradio code it relies on is the code it was written against (issue 32)."""

from __future__ import annotations

import ast
from pathlib import Path

import gradio as gr
import gradio.state_holder as state_holder
import pytest

from attnlab.ui import gradio_private as gp
from attnlab.ui import page_load, serving

ROOT = Path(__file__).resolve().parent.parent
# What attnlab may import from gradio outside gradio_private.py: the public package only.
PUBLIC = {"gradio"}
# Names of Gradio internals (attributes of its events, blocks, sessions and components) that
# only gradio_private.py may read or write.
PRIVATE_ATTRS = {"fns", "_id", "trigger_after", "targets", "types_generator", "constructor_args",
                 "default_config", "blocks_config", "config_values", "state_data", "stateful",
                 "data_model", "_api_info_cache", "_is_component_update", "trigger_only_on_success",
                 "trigger_only_on_failure", "_update_config", "_update_value_in_config"}


def test_the_gradio_code_relied_on_is_the_code_it_was_checked_against():
    """Fails on any Gradio whose relied-on functions changed: read exactly those, then record
    their new fingerprints in gradio_private.FINGERPRINTS."""
    assert set(gp.FINGERPRINTS) == set(gp.RELIED_ON)
    assert gp.changed() == [], f"gradio {gr.__version__} changed: {gp.changed()}"
    assert gp.INTACT


def test_a_changed_function_is_noticed(monkeypatch):
    name = "Blocks.postprocess_data"
    monkeypatch.setitem(gp.FINGERPRINTS, name, "0" * 16)
    assert gp.changed() == [name]


def _ui_files():
    yield from sorted((ROOT / "attnlab").rglob("*.py"))


def test_no_other_module_touches_gradio_internals():
    offenders = []
    for path in _ui_files():
        if path.name == "gradio_private.py":
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        ui = "ui" in path.parts or path.name == "tab.py"
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                bad = [a.name for a in node.names if a.name.startswith("gradio") and a.name not in PUBLIC]
            elif isinstance(node, ast.ImportFrom):
                bad = [node.module] if (node.module or "").startswith("gradio") and (
                    node.module not in PUBLIC) else []
            elif ui and isinstance(node, ast.Attribute) and node.attr in PRIVATE_ATTRS:
                base = node.value
                bad = [] if isinstance(base, ast.Name) and base.id == "self" else [node.attr]
            else:
                bad = []
            offenders += [f"{path.relative_to(ROOT)}:{node.lineno}: {b}" for b in bad]
    assert offenders == []


def test_the_event_view_reads_what_gradio_registers():
    with gr.Blocks() as demo:
        box = gr.Textbox()
        out = gr.Markdown()

        def first(text, request: gr.Request):
            return text

        def after(text):
            return text

        demo.load(first, inputs=box, outputs=out, api_name="first").then(after, box, out)
    events = gp.events(demo)
    load, then = events[0], events[1]
    assert gp.page_load_target(demo) in load.triggers() and then.triggers() == [(None, "then")]
    assert then.parent == load.id and load.parent is None
    assert load.inputs == [box] and load.outputs == [out] and load.api_name == "first"
    assert load.plain() and gp.takes_request(load.handler) and not gp.takes_request(after)
    assert then.only_on_success is False and then.only_on_failure is False
    assert load.preprocess and load.postprocess
    load.drop_trigger(gp.page_load_target(demo))
    assert load.triggers() == []
    load.handler = after
    assert gp.event_of(demo, after) is load.raw
    assert gp.call_with_request(first, ["hi"], gr.Request()) == "hi"
    assert gp.is_update(gr.update(value=1)) and not gp.is_update({"value": 1})


def test_where_gradio_changed_every_hook_steps_aside(monkeypatch):
    monkeypatch.setattr(gp, "INTACT", False)
    monkeypatch.setattr(state_holder, "SessionState", gp.SessionState)
    assert gp.install_lazy_sessions() is False
    assert state_holder.SessionState is gp.SessionState
    with gr.Blocks() as demo:
        a, b = gr.Markdown(), gr.Markdown()

        def one(request: gr.Request):
            return "1"

        def two(request: gr.Request):
            return "2"

        demo.load(one, outputs=a)
        demo.load(two, outputs=b)
        assert page_load.merge_load_events(demo, keep_apart=()) is None
    assert len([e for e in gp.events(demo) if gp.page_load_target(demo) in e.triggers()]) == 2


@pytest.mark.parametrize("value", ["**x**", gr.update(value="y", visible=True), gr.update(visible=False)])
def test_served_is_reexported_for_the_events_that_serve_their_own_outputs(value):
    md = gr.Markdown(render=False)
    assert serving.served(md, value) == gp.served(md, value)
    assert serving.SERVE_OWN is gp.INTACT


def test_events_page_load_cannot_replicate_are_left_alone():
    """A validator (Gradio 6.20+) or event data is not what page_load calls a handler with."""
    with gr.Blocks() as demo:
        box, out = gr.Textbox(), gr.Markdown()

        def plain(text, request: gr.Request):
            return text

        def with_data(text, event: gr.EventData):
            return text

        demo.load(plain, box, out)
        demo.load(plain, box, out, validator=lambda text: gr.validate(True, ""))
        demo.load(with_data, box, out)
    assert [e.plain() for e in gp.events(demo)] == [True, False, False]


def test_the_raw_table_is_drawn_by_gradios_dataframe():
    from attnlab.ui.widgets import MatrixInput

    table = MatrixInput(value=[[1.0]], render=False)
    assert table.get_block_name() == "dataframe" and table.get_block_class() == "dataframe"
    assert table.data_model is None and table.api_info() == table.api_info()


def test_without_the_hooks_the_app_is_gradio_postprocessing_its_own_events(monkeypatch):
    """Where Gradio changed (SERVE_OWN False) steps and the Exercises tab register plain
    handlers with postprocess=True, and the page load is not merged."""
    from attnlab.ui.app import build_demo
    from helpers import EN, scores_args

    monkeypatch.setattr(serving, "SERVE_OWN", False)
    monkeypatch.setattr(gp, "INTACT", False)
    demo = build_demo()
    events = {e.api_name: e for e in gp.events(demo)}
    for name in ("scores_step", "exercise_show", "exercise_check", "exercise_hint"):
        assert events[name].postprocess is True, name
    assert "page_load" not in {e.name for e in gp.events(demo)}
    text, formula, figure = events["scores_step"].handler(*scores_args(), EN)
    assert text and not isinstance(figure, dict)  # not served: Gradio postprocesses it
    assert gr.Plot(render=False).postprocess(figure).type == "plotly"


def test_the_queue_polls_less_often_and_never_more():
    """calm_queue raises Gradio's 1 ms / 10 ms poll intervals (an idle server's CPU) and keeps
    any interval already longer (Gradio's Windows values)."""
    demo = gr.Blocks()
    demo.queue()
    assert gp.calm_queue(demo)
    assert demo._queue.sleep_when_free == gp.QUEUE_POLL_S
    assert demo._queue.progress_update_sleep_when_free == gp.PROGRESS_POLL_S
    demo._queue.sleep_when_free = 0.05
    demo._queue.progress_update_sleep_when_free = 0.1
    gp.calm_queue(demo)
    assert (demo._queue.sleep_when_free, demo._queue.progress_update_sleep_when_free) == (0.05, 0.1)
