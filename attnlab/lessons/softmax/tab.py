"""The Softmax tab: a score vector, a scale, an overflow multiplier and d_k in; lesson steps out."""

from __future__ import annotations

import gradio as gr

from attnlab import examples
from attnlab.lessons import softmax as lesson
from attnlab.lessons.steps import fmt
from attnlab.lessons import questions
from attnlab.ui import common, predict
from attnlab.ui.steps import add_step_outputs, wire_lesson


def softmax_step(scores, labels, scale, multiplier, d_k, seed, step_id, request: gr.Request):
    """Compute one step of the Softmax lesson: (explanation, formula + shapes, figure)."""
    return common.run_step(request, lambda: lesson.step(
        lesson.parse_input(scores, labels, scale, multiplier, d_k, seed), step_id))


def softmax_question(scores, labels, scale, multiplier, d_k, seed, step_id, fold, request: gr.Request):
    """The prediction this step asks: (question, choices, answer box, verdict)."""
    return predict.ask(request, lambda: questions.question(
        "softmax", lesson.parse_input(scores, labels, scale, multiplier, d_k, seed), step_id), fold)


def softmax_check(scores, labels, scale, multiplier, d_k, seed, step_id, guess, reveal, request: gr.Request):
    """A prediction checked against the answer computed from these inputs: (verdict, answer box)."""
    return predict.check(request, lambda: questions.question(
        "softmax", lesson.parse_input(scores, labels, scale, multiplier, d_k, seed), step_id), guess, reveal)


def build(demo: gr.Blocks) -> None:
    i18n = common.i18n_instance()
    with gr.Row(elem_classes="lesson-layout"):
        with gr.Column(scale=2, min_width=320,
                       elem_classes="lesson-inputs"):
            scores = gr.Textbox(value=", ".join(fmt(v) for v in lesson.BOOK_SCORES),
                                label=i18n("widget.scores_vector"), elem_id="softmax-scores")
            labels = gr.Textbox(value=" ".join(examples.TOKENS), label=i18n("widget.labels"),
                                elem_id="softmax-labels")
            scale = gr.Slider(0.0, lesson.MAX_SCALE, value=1.0, step=0.05, label=i18n("widget.scale"),
                              elem_id="softmax-scale")
            multiplier = gr.Slider(1.0, lesson.MAX_MULTIPLIER, value=100.0, step=1.0,
                                   label=i18n("widget.multiplier"), elem_id="softmax-multiplier")
            d_k = gr.Dropdown(choices=list(lesson.D_KS), value=64, label=i18n("widget.d_k"),
                              elem_id="softmax-dk")
            seed = gr.Number(value=123, label=i18n("widget.seed"), elem_id="softmax-seed")
            gr.Markdown(i18n("softmax.limits"))
        with gr.Column(scale=3, elem_classes="lesson-outputs"):
            step, outputs, prediction, answer_box = add_step_outputs(i18n, "softmax", lesson.STEPS,
                                                                        predict=True)
            gr.Markdown(i18n("links.softmax"), elem_id="softmax-exercises")
    wire_lesson(demo, "softmax", [scores, labels, scale, multiplier, d_k, seed], step, outputs, prediction, answer_box,
                softmax_step, softmax_question, softmax_check)
