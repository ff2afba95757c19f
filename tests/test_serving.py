"""Outputs served by attnlab itself (attnlab/ui/serving.py) are what Gradio's postprocessing sends.

Lesson steps and the merged page load are registered with ``postprocess=False`` and return their
outputs served; Gradio's own ``postprocess_data`` must then give, for them, exactly what it gives
for the raw outputs of the same event with ``postprocess=True``. Over a real server, the bytes a
learner receives are compared with the previous code's by hand (docs/serving.md).
"""

from __future__ import annotations

import asyncio

import gradio as gr
import plotly.graph_objects as go
import pytest

from attnlab.ui import common, serving
from attnlab.ui.app import build_demo
from helpers import EN, ZH


def sent(demo, fn, predictions, postprocess: bool):
    """What Gradio sends for these predictions of ``fn``, registered with ``postprocess``."""
    saved = fn.postprocess
    fn.postprocess = postprocess
    try:
        return asyncio.run(demo.postprocess_data(fn, list(predictions), None))
    finally:
        fn.postprocess = saved


@pytest.fixture(scope="module")
def demo():
    return build_demo()


def lesson_steps(demo):
    return [f for f in demo.fns.values() if getattr(f.fn, "step_cache", None) is not None]


def raw_handler(handler):
    while getattr(handler, "step_cache", None) is not None or hasattr(handler, "__wrapped__"):
        handler = handler.__wrapped__
    return handler


def test_lesson_steps_are_served_and_cached_as_gradio_would_send_them(demo):
    steps = lesson_steps(demo)
    assert len(steps) >= 7
    cache = common.StepCache()
    for fn in steps:
        assert fn.postprocess is False and fn.fn.served
        *inputs, step = fn.inputs
        values = [c.get_config().get("value") for c in inputs]
        choices = [v for _, v in step.get_config()["choices"]]
        wrapped = common.cached_step(raw_handler(fn.fn), fn.api_name, cache, outputs=fn.outputs)
        for step_id in (choices[0], choices[-1]):
            for request in (EN, ZH):
                raw = raw_handler(fn.fn)(*values, step_id, request)
                expected = sent(demo, fn, raw, postprocess=True)
                for _ in range(2):  # a miss, then a hit
                    assert sent(demo, fn, wrapped(*values, step_id, request), False) == expected
    assert cache.hits == cache.misses > 0


def test_a_hit_is_a_fresh_copy():
    with gr.Blocks():
        plot = gr.Plot()
    figure = go.Figure(go.Heatmap(z=[[1, 2], [3, 4]]))
    wrapped = common.cached_step(lambda x, request: figure, "t", common.StepCache(), [plot])
    first = wrapped(1, EN)[0]
    first["plot"] = "changed by a request"
    assert wrapped(1, EN)[0] == {"type": "plotly", "plot": figure.to_json()}


def test_updates_states_and_components_are_served_as_gradio_serves_them():
    with gr.Blocks() as demo:
        text, radio, md, state = gr.Textbox(), gr.Radio(["a", "b"]), gr.Markdown(), gr.State()
        button, plot, accordion = gr.Button("Go"), gr.Plot(), gr.Accordion("x")
        outputs = [text, radio, md, state, button, plot, accordion]
        demo.load(lambda: None, outputs=outputs)
    fn = next(iter(demo.fns.values()))
    figure = go.Figure(go.Bar(y=[1, 2]))

    def cases():  # built afresh for each use: Gradio changes update dicts as it serves them
        return [
            [7, "a", "  # title\n\n    indented", {"kept": [1]}, "Run", figure,
             gr.update(open=False)],
            [gr.update(value=3, visible=False), gr.update(choices=["c", "d"], value="d"),
             gr.update(value=None), gr.update(value={"s": 1}), gr.Button("Stop", variant="stop"),
             None, gr.skip()],
            [gr.skip(), gr.update(interactive=False), gr.update(visible=True, value="\n  x\n    y"),
             None, gr.update(value="Again", interactive=None), gr.update(value=figure),
             gr.update()],
        ]

    for i, predictions in enumerate(cases()):
        expected = sent(demo, fn, predictions, postprocess=True)
        served = [serving.served(b, v) for b, v in zip(outputs, cases()[i])]
        assert sent(demo, fn, served, postprocess=False) == expected, i


def test_exercise_events_serve_what_gradio_would_send(demo):
    import exercises

    fns = {f.api_name: f for f in demo.fns.values()}
    short = next(e for e in exercises.ALL if e.kind != "code")
    calls = {"exercise_show": [(short.id,), ("no such exercise",)],
             "exercise_hint": [(short.id, 0), (short.id, 99), (short.id, "x")],
             "exercise_check": [(short.id, "0.5", "", {}), (short.id, "", "", {"x": 1}),
                                (short.id, "1, 2", "", None)]}
    for api, cases in calls.items():
        fn = fns[api]
        assert fn.postprocess is False and fn.fn.served
        for args in cases:
            for request in (EN, ZH):
                try:
                    raw = raw_handler(fn.fn)(*args, request)
                except gr.Error as e:  # the same error either way
                    with pytest.raises(gr.Error, match=e.message):
                        fn.fn(*args, request)
                    continue
                expected = sent(demo, fn, raw, postprocess=True)
                assert sent(demo, fn, fn.fn(*args, request), postprocess=False) == expected, args
