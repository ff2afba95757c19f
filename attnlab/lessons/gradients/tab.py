"""The Gradients tab: sizes, seed and the causal switch in; the backward pass step by step out."""

from __future__ import annotations

import gradio as gr

from attnlab.lessons import gradients as lesson
from attnlab.lessons import questions
from attnlab.ui import common, predict
from attnlab.ui.steps import add_step_outputs, wire_lesson


def gradients_step(n, d, seed, causal, step_id, request: gr.Request):
    """Compute one step of the Gradients lesson: (explanation, formula + shapes, figure)."""
    return common.run_step(request, lambda: lesson.step(lesson.parse_input(n, d, seed, causal),
                                                        step_id))


def gradients_question(n, d, seed, causal, step_id, fold, request: gr.Request):
    """The prediction this step asks: (question, choices, answer box, verdict)."""
    return predict.ask(request, lambda: questions.question(
        "gradients", lesson.parse_input(n, d, seed, causal), step_id), fold)


def gradients_check(n, d, seed, causal, step_id, guess, reveal, request: gr.Request):
    """A prediction checked against the answer computed from these inputs: (verdict, answer box)."""
    return predict.check(request, lambda: questions.question(
        "gradients", lesson.parse_input(n, d, seed, causal), step_id), guess, reveal)


def build(demo: gr.Blocks) -> None:
    i18n = common.i18n_instance()
    default = lesson.default_input()
    with gr.Row(elem_classes="lesson-layout"):
        with gr.Column(scale=2, min_width=320,
                       elem_classes="lesson-inputs"):
            n = gr.Slider(1, lesson.MAX_TOKENS, value=default.n, step=1, label=i18n("widget.grad_n"),
                          elem_id="gradients-n")
            d = gr.Slider(1, lesson.MAX_DIM, value=default.d, step=1, label=i18n("widget.grad_d"),
                          elem_id="gradients-d")
            seed = gr.Number(value=default.seed, label=i18n("widget.seed"), elem_id="gradients-seed")
            causal = gr.Checkbox(value=default.causal, label=i18n("widget.causal"),
                                 elem_id="gradients-causal")
            gr.Markdown(i18n("gradients.limits"))
        with gr.Column(scale=3, elem_classes="lesson-outputs"):
            step, outputs, prediction, answer_box = add_step_outputs(i18n, "gradients", lesson.STEPS,
                                                                        predict=True)
            gr.Markdown(i18n("links.gradients"), elem_id="gradients-exercises")
    wire_lesson(demo, "gradients", [n, d, seed, causal], step, outputs, prediction, answer_box,
                gradients_step, gradients_question, gradients_check)
