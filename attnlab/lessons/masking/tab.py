"""The Masking tab: embeddings, the token to perturb and the padded positions in; steps out."""

from __future__ import annotations

import gradio as gr

from attnlab import attention, examples
from attnlab.lessons import inputs as parse
from attnlab.lessons import masking as lesson
from attnlab.lessons import questions
from attnlab.ui import common, predict
from attnlab.ui.steps import add_step_outputs, wire_lesson
from attnlab.errors import InputError
from attnlab.ui.widgets import matrix_widget, token_choices, token_picker_choices


def masking_step(matrix, labels, seed, d_out, edit_token, delta, pads, fill, heads, step_id,
                 request: gr.Request):
    """Compute one step of the Masking lesson: (explanation, formula + shapes, figure)."""
    return common.run_step(request, lambda: lesson.step(
        lesson.parse_input(matrix, labels, seed, d_out, edit_token, delta, pads, fill, heads),
        step_id))


def masking_token_choices(matrix, labels, edit_token, pads):
    """Keep the token pickers in line with the labels and the number of rows."""
    picker = token_picker_choices(matrix, labels)
    if picker is None:
        return gr.update(), gr.update()
    n, choices = picker
    try:
        edit = gr.update(choices=choices, value=parse.parse_index(edit_token, n))
    except InputError:  # an unusable pick: refresh the names, leave the pick alone
        edit = gr.update(choices=choices)
    # The step's own parser, so the picker keeps exactly the pads the step accepts ("0" too).
    return edit, gr.update(choices=choices, value=list(lesson.parse_pads(pads, n, drop_unusable=True)))


def masking_question(matrix, labels, seed, d_out, edit_token, delta, pads, fill, heads, step_id, fold, request: gr.Request):
    """The prediction this step asks: (question, choices, answer box, verdict)."""
    return predict.ask(request, lambda: questions.question(
        "masking", lesson.parse_input(matrix, labels, seed, d_out, edit_token, delta, pads, fill, heads), step_id), fold)


def masking_check(matrix, labels, seed, d_out, edit_token, delta, pads, fill, heads, step_id, guess, reveal, request: gr.Request):
    """A prediction checked against the answer computed from these inputs: (verdict, answer box)."""
    return predict.check(request, lambda: questions.question(
        "masking", lesson.parse_input(matrix, labels, seed, d_out, edit_token, delta, pads, fill, heads), step_id), guess, reveal)


def build(demo: gr.Blocks) -> None:
    i18n = common.i18n_instance()
    default = lesson.default_input()
    with gr.Row(elem_classes="lesson-layout"):
        with gr.Column(scale=2, min_width=320,
                       elem_classes="lesson-inputs"):
            matrix = matrix_widget(i18n, "masking-matrix")
            labels = gr.Textbox(value=" ".join(examples.TOKENS), label=i18n("widget.labels"),
                                elem_id="masking-labels")
            with gr.Row():
                seed = gr.Number(value=default.seed, label=i18n("widget.seed"), elem_id="masking-seed")
                d_out = gr.Number(value=default.d_out, label=i18n("widget.d_out"),
                                  elem_id="masking-dout")
            with gr.Row():
                edit_token = gr.Dropdown(choices=token_choices(examples.TOKENS),
                                         value=default.edit_token, label=i18n("widget.edit_token"),
                                         allow_custom_value=True, elem_id="masking-edit")
                delta = gr.Number(value=default.delta, label=i18n("widget.delta"),
                                  elem_id="masking-delta")
            pads = gr.CheckboxGroup(choices=token_choices(examples.TOKENS), value=list(default.pads),
                                    label=i18n("widget.pads"), elem_id="masking-pads")
            with gr.Row():
                fill = gr.Number(value=attention.LARGE_NEGATIVE, label=i18n("widget.fill"),
                                 elem_id="masking-fill")
                heads = gr.Slider(1, lesson.MAX_HEADS, value=default.heads, step=1,
                                  label=i18n("widget.heads"), elem_id="masking-heads")
            gr.Markdown(i18n("masking.limits"))
        with gr.Column(scale=3, elem_classes="lesson-outputs"):
            step, outputs, prediction, answer_box = add_step_outputs(i18n, "masking", lesson.STEPS,
                                                                        predict=True)
            gr.Markdown(i18n("links.masking"), elem_id="masking-exercises")
    inputs = [matrix, labels, seed, d_out, edit_token, delta, pads, fill, heads]
    wire_lesson(demo, "masking", inputs, step, outputs, prediction, answer_box,
                masking_step, masking_question, masking_check)
    gr.on(
        triggers=[matrix.change, labels.submit, labels.blur],
        fn=masking_token_choices,
        inputs=[matrix, labels, edit_token, pads],
        outputs=[edit_token, pads],
        api_name="masking_token_choices",
        trigger_mode="always_last",
        preprocess=False,
        show_progress_on=[],  # quick, and every status the page keeps slows each click (ui/steps.py)
    )
