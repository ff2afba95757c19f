"""The Scores tab: widgets in, lesson step out. All computing happens in attnlab.lessons.scores."""

from __future__ import annotations

import gradio as gr

from attnlab import examples, limits
from attnlab.lessons import inputs as parse
from attnlab.lessons import scores as lesson
from attnlab.lessons import questions
from attnlab.ui import common, predict
from attnlab.ui.steps import add_step_outputs, keeping, wire_lesson
from attnlab.errors import InputError
from attnlab.ui.widgets import matrix_widget, token_choices, token_picker_choices


def scores_step(matrix, labels, query, seed, d_out, init, step_id, request: gr.Request):
    """Compute one step of the Scores lesson: (explanation, formula + shapes, figure)."""
    return common.run_step(request, lambda: lesson.step(
        lesson.compute(lesson.parse_input(matrix, labels, query, seed, d_out, init)), step_id))


def scores_query_choices(matrix, labels, query):
    """Keep the query picker's choices in line with the token labels and the number of rows."""
    picker = token_picker_choices(matrix, labels)
    if picker is None:
        return gr.update()
    n, choices = picker
    try:
        q = parse.parse_index(query, limits.MAX_TOKENS)
    except InputError:  # an unusable pick: refresh the names, leave the pick alone
        return gr.update(choices=choices)
    return gr.update(choices=choices, value=min(q, n - 1))


def _defaults():
    return ([list(row) for row in examples.EMBEDDINGS], " ".join(examples.TOKENS),
            examples.QUERY_INDEX, examples.SEED_V1, examples.D_OUT, "rand")


def scores_question(matrix, labels, query, seed, d_out, init, step_id, fold, request: gr.Request):
    """The prediction this step asks: (question, choices, answer box, verdict)."""
    return predict.ask(request, lambda: questions.question(
        "scores", lesson.compute(lesson.parse_input(matrix, labels, query, seed, d_out, init)), step_id), fold)


def scores_check(matrix, labels, query, seed, d_out, init, step_id, guess, reveal, request: gr.Request):
    """A prediction checked against the answer computed from these inputs: (verdict, answer box)."""
    return predict.check(request, lambda: questions.question(
        "scores", lesson.compute(lesson.parse_input(matrix, labels, query, seed, d_out, init)), step_id), guess, reveal)


def build(demo: gr.Blocks) -> None:
    i18n = common.i18n_instance()
    with gr.Row(elem_classes="lesson-layout"):
        with gr.Column(scale=2, min_width=320,
                       elem_classes="lesson-inputs"):
            matrix = matrix_widget(i18n, "scores-matrix")
            gr.Markdown(i18n("widget.inputs_info"))
            labels = gr.Textbox(value=" ".join(examples.TOKENS), label=i18n("widget.labels"),
                                elem_id="scores-labels")
            query = gr.Dropdown(
                choices=token_choices(examples.TOKENS),
                value=examples.QUERY_INDEX,
                label=i18n("widget.query"),
                allow_custom_value=True,  # choices change with the labels; the lesson validates
                elem_id="scores-query",
            )
            with gr.Row():
                seed = gr.Number(value=examples.SEED_V1, label=i18n("widget.seed"),
                                 elem_id="scores-seed")
                d_out = gr.Number(value=examples.D_OUT, label=i18n("widget.d_out"),
                                  elem_id="scores-dout")
            init = gr.Radio(
                choices=[(i18n("widget.init_rand"), "rand"), (i18n("widget.init_linear"), "linear")],
                value="rand",
                label=i18n("widget.init"),
            )
            reset = gr.Button(i18n("widget.reset"), variant="secondary")
        with gr.Column(scale=3, elem_classes="lesson-outputs"):
            step, outputs, prediction, answer_box = add_step_outputs(i18n, "scores", lesson.STEPS,
                                                                        predict=True)
            gr.Markdown(i18n("links.scores"), elem_id="scores-exercises")

    inputs = [matrix, labels, query, seed, d_out, init]
    wire_lesson(demo, "scores", inputs, step, outputs, prediction, answer_box,
                scores_step, scores_question, scores_check)
    gr.on(
        triggers=[matrix.change, labels.submit, labels.blur],
        fn=scores_query_choices,
        inputs=[matrix, labels, query],
        outputs=query,
        api_name="scores_query_choices",
        trigger_mode="always_last",
        preprocess=False,
    )
    # The labels box it resets fires no edit event: the reset keeps the defaults for the moves.
    reset.click(keeping(_defaults, "scores"), outputs=inputs, api_visibility="private",
                queue=False)
