"""The Scores tab: widgets in, lesson step out. All computing happens in attnlab.lessons.scores."""

from __future__ import annotations

import gradio as gr

from attnlab import examples, limits
from attnlab.lessons import inputs as parse
from attnlab.lessons import scores as lesson
from attnlab.ui import common
from attnlab.ui.steps import add_step_control


def scores_step(matrix, labels, query, seed, d_out, init, step_id, request: gr.Request):
    """Compute one step of the Scores lesson: (explanation, formula + shapes, figure)."""

    def compute(lang: str):
        inp = lesson.parse_input(matrix, labels, query, seed, d_out, init)
        return common.render_step(lesson.step(lesson.compute(inp), step_id), lang)

    return common.run_translated(request, compute)


def scores_query_choices(matrix, labels, query):
    """Keep the query picker's choices in line with the token labels and the number of rows."""
    try:
        n = parse.parse_matrix(matrix).shape[0]
        q = parse.parse_int(query, "query", 0, limits.MAX_TOKENS)
    except Exception:  # the compute event reports bad input; here just leave the picker alone
        return gr.update()
    names = parse.parse_labels(labels, n)
    return gr.update(choices=_query_choices(names), value=min(q, n - 1))


def _query_choices(names) -> list[tuple[str, int]]:
    return [(f"{i + 1}. {name}", i) for i, name in enumerate(names)]


def _defaults():
    return (
        [list(row) for row in examples.EMBEDDINGS],
        " ".join(examples.TOKENS),
        examples.QUERY_INDEX,
        examples.SEED_V1,
        examples.D_OUT,
        "rand",
    )


def build(demo: gr.Blocks) -> None:
    i18n = common.i18n_instance()
    matrix0, labels0, query0, seed0, d_out0, init0 = _defaults()
    with gr.Row():
        with gr.Column(scale=2, min_width=320):
            matrix = gr.Dataframe(
                value=matrix0,
                headers=[f"d{k + 1}" for k in range(len(matrix0[0]))],
                row_count=len(matrix0),
                column_count=len(matrix0[0]),
                datatype="number",
                type="array",
                interactive=True,
                label=i18n("widget.inputs"),
                elem_id="scores-matrix",
            )
            gr.Markdown(i18n("widget.inputs_info"))
            labels = gr.Textbox(value=labels0, label=i18n("widget.labels"), elem_id="scores-labels")
            query = gr.Dropdown(
                choices=_query_choices(examples.TOKENS),
                value=query0,
                label=i18n("widget.query"),
                allow_custom_value=True,  # choices change with the labels; the lesson validates
                elem_id="scores-query",
            )
            with gr.Row():
                seed = gr.Number(value=seed0, label=i18n("widget.seed"), elem_id="scores-seed")
                d_out = gr.Number(value=d_out0, label=i18n("widget.d_out"), elem_id="scores-dout")
            init = gr.Radio(
                choices=[(i18n("widget.init_rand"), "rand"), (i18n("widget.init_linear"), "linear")],
                value=init0,
                label=i18n("widget.init"),
            )
            reset = gr.Button(i18n("widget.reset"), variant="secondary")
        with gr.Column(scale=3):
            step = add_step_control(i18n, "scores", lesson.STEPS)
            text = gr.Markdown(elem_id="scores-text", latex_delimiters=common.LATEX)
            plot = gr.Plot(label=i18n("widget.figure"), elem_id="scores-plot")
            formula = gr.Markdown(elem_id="scores-formula", latex_delimiters=common.LATEX)

    inputs = [matrix, labels, query, seed, d_out, init, step]
    gr.on(
        triggers=[demo.load, matrix.change, labels.change, query.change, seed.change,
                  d_out.change, init.change, step.change],
        fn=scores_step,
        inputs=inputs,
        outputs=[text, formula, plot],
        api_name="scores_step",
        trigger_mode="always_last",
        preprocess=False,  # raw values: the lesson validates them and explains every rejection
    )
    gr.on(
        triggers=[matrix.change, labels.change],
        fn=scores_query_choices,
        inputs=[matrix, labels, query],
        outputs=query,
        api_name="scores_query_choices",
        trigger_mode="always_last",
        preprocess=False,
    )
    reset.click(_defaults, outputs=[matrix, labels, query, seed, d_out, init],
                api_visibility="private", queue=False)
