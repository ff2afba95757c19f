"""What every lesson tab shares: the step control, the output area and the event wiring."""

from __future__ import annotations

from collections.abc import Callable

import gradio as gr

from attnlab.ui import code_gate, common, serving
from attnlab.ui import predict as prediction
from attnlab.ui.common import triggers_of


def neighbour(steps: tuple[str, ...], current: str, offset: int) -> str:
    """The step ``offset`` places from ``current``, clamped to the first and last step."""
    i = steps.index(current) if current in steps else 0
    return steps[max(0, min(len(steps) - 1, i + offset))]


def add_step_control(i18n: gr.I18n, lesson: str, steps: tuple[str, ...]) -> gr.Radio:
    """Render the control and wire its buttons; returns the Radio whose value is the step id."""
    # Numbers are drawn here from the lesson's step list, never written into the strings.
    step = gr.Radio(
        choices=[(f"{i + 1}. " + i18n(f"{lesson}.step.{s}"), s) for i, s in enumerate(steps)],
        value=steps[0],
        label=i18n("widget.step"),
        elem_id=f"{lesson}-step",
    )
    with gr.Row():
        prev = gr.Button(i18n("widget.prev"), size="sm", elem_id=f"{lesson}-prev")
        nxt = gr.Button(i18n("widget.next"), size="sm", elem_id=f"{lesson}-next")
    # Moving between steps only changes the radio; its change event does the computing.
    prev.click(lambda s: neighbour(steps, s, -1), step, step, api_visibility="private", queue=False)
    nxt.click(lambda s: neighbour(steps, s, +1), step, step, api_visibility="private", queue=False)
    return step


def add_step_outputs(i18n: gr.I18n, lesson: str, steps: tuple[str, ...], predict: bool = False):
    """Step control, explanation, figure, formula + shapes: (step, [text, formula, plot]).

    With ``predict`` the question widgets come first and the outputs sit in a foldable answer
    box: returns (step, [text, formula, plot], question widgets, answer box)."""
    step = add_step_control(i18n, lesson, steps)
    if not predict:
        return step, _outputs(i18n, lesson)
    widgets = prediction.add_prediction(i18n, lesson)
    with gr.Accordion(i18n("predict.answer_box"), open=True, elem_id=f"{lesson}-answer") as box:
        outputs = _outputs(i18n, lesson)
    return step, outputs, widgets, box


def _outputs(i18n: gr.I18n, lesson: str) -> list:
    text = gr.Markdown(elem_id=f"{lesson}-text", latex_delimiters=common.LATEX)
    plot = gr.Plot(label=i18n("widget.figure"), elem_id=f"{lesson}-plot")
    formula = gr.Markdown(elem_id=f"{lesson}-formula", latex_delimiters=common.LATEX)
    return [text, formula, plot]


def connect(demo: gr.Blocks, fn: Callable, inputs: list, step: gr.Radio, outputs: list,
            api_name: str, cache: bool = True, on_load: bool = True):
    """Recompute on page load (unless the tab loads its own defaults first), on every input edit
    and on every step change.

    A lesson step is a pure function of its inputs, so its rendering is kept in the shared
    bounded cache (common.STEP_CACHE), already in the form Gradio sends (attnlab/ui/serving.py):
    the event skips Gradio's postprocessing, a thread hop per output. Pass ``cache=False`` for a
    handler that is not pure.
    """
    return gr.on(
        triggers=[demo.load, *triggers_of(inputs), step.change] if on_load
        else [*triggers_of(inputs), step.change],
        fn=common.cached_step(fn, api_name, outputs=outputs if serving.SERVE_OWN else None)
        if cache else fn,
        inputs=[*inputs, step],
        outputs=outputs,
        api_name=api_name,
        trigger_mode="always_last",
        preprocess=False,  # raw values: the lesson validates them and explains every rejection
        postprocess=not (cache and serving.SERVE_OWN),  # the cached handler returns them served
        # misses wait in the steps gate (code_gate), never hits: room for its slots and line
        concurrency_limit=code_gate.GATES["steps"].handlers,
    )
