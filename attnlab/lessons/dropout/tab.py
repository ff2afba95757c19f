"""The Dropout tab: p, seed and the number of draws in; lesson steps out."""

from __future__ import annotations

import gradio as gr

from attnlab import examples
from attnlab.lessons import dropout as lesson
from attnlab.lessons import questions
from attnlab.ui import common, predict
from attnlab.ui.steps import add_step_outputs, wire_lesson
from attnlab.ui.widgets import token_choices


def dropout_step(p, seed, draws, row, step_id, request: gr.Request):
    """Compute one step of the Dropout lesson: (explanation, formula + shapes, figure)."""
    return common.run_step(request, lambda: lesson.step(lesson.parse_input(p, seed, draws, row),
                                                        step_id))


def dropout_question(p, seed, draws, row, step_id, fold, request: gr.Request):
    """The prediction this step asks: (question, choices, answer box, verdict)."""
    return predict.ask(request, lambda: questions.question(
        "dropout", lesson.parse_input(p, seed, draws, row), step_id), fold)


def dropout_check(p, seed, draws, row, step_id, guess, reveal, request: gr.Request):
    """A prediction checked against the answer computed from these inputs: (verdict, answer box)."""
    return predict.check(request, lambda: questions.question(
        "dropout", lesson.parse_input(p, seed, draws, row), step_id), guess, reveal)


def build(demo: gr.Blocks) -> None:
    i18n = common.i18n_instance()
    default = lesson.default_input()
    with gr.Row(elem_classes="lesson-layout"):
        with gr.Column(scale=2, min_width=320,
                       elem_classes="lesson-inputs"):
            p = gr.Slider(0.0, lesson.MAX_P, value=default.p, step=0.01, label=i18n("widget.p"),
                          elem_id="dropout-p")
            seed = gr.Number(value=default.seed, label=i18n("widget.dropout_seed"),
                             elem_id="dropout-seed")
            draws = gr.Slider(1, lesson.MAX_DRAWS, value=default.draws, step=1,
                              label=i18n("widget.draws"), elem_id="dropout-draws")
            row = gr.Dropdown(choices=token_choices(examples.TOKENS), value=default.row,
                              label=i18n("widget.dropout_row"), elem_id="dropout-row")
            gr.Markdown(i18n("dropout.limits"))
        with gr.Column(scale=3, elem_classes="lesson-outputs"):
            step, outputs, prediction, answer_box = add_step_outputs(i18n, "dropout", lesson.STEPS,
                                                                        predict=True)
            gr.Markdown(i18n("links.dropout"), elem_id="dropout-exercises")
    wire_lesson(demo, "dropout", [p, seed, draws, row], step, outputs, prediction, answer_box,
                dropout_step, dropout_question, dropout_check)
