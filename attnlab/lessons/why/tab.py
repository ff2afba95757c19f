"""The Why-attention tab: two sentences sharing a word in; mixing steps out."""

from __future__ import annotations

import gradio as gr

from attnlab.lessons import why as lesson
from attnlab.lessons import questions
from attnlab.ui import common, predict
from attnlab.ui.steps import add_step_outputs, at_current_step, wire_lesson


def why_step(a, b, seed, step_id, request: gr.Request):
    """Compute one step of the Why-attention lesson: (explanation, formula + shapes, figure)."""
    return common.run_step(request, lambda: lesson.step(lesson.parse_input(a, b, seed), step_id))


def why_defaults(request: gr.Request):
    """The example sentences in the learner's language: (sentence A, sentence B)."""
    example = lesson.example_for(common.request_lang(request))
    return example.a, example.b


def why_question(a, b, seed, step_id, fold, request: gr.Request):
    """The prediction this step asks: (question, choices, answer box, verdict)."""
    return predict.ask(request, lambda: questions.question(
        "why", lesson.parse_input(a, b, seed), step_id), fold)


def why_check(a, b, seed, step_id, guess, reveal, request: gr.Request):
    """A prediction checked against the answer computed from these inputs: (verdict, answer box)."""
    return predict.check(request, lambda: questions.question(
        "why", lesson.parse_input(a, b, seed), step_id), guess, reveal)


def build(demo: gr.Blocks) -> None:
    i18n = common.i18n_instance()
    with gr.Row(elem_classes="lesson-layout"):
        with gr.Column(scale=2, min_width=320,
                       elem_classes="lesson-inputs"):
            a = gr.Textbox(value=lesson.SENTENCE_A, label=i18n("widget.sentence_a"), elem_id="why-a")
            b = gr.Textbox(value=lesson.SENTENCE_B, label=i18n("widget.sentence_b"), elem_id="why-b")
            seed = gr.Number(value=123, label=i18n("widget.seed"), elem_id="why-seed")
            for example in lesson.EXAMPLES.values():
                gr.Markdown("`" + "` `".join(example.vocab) + "`")
            gr.Markdown(i18n("why.limits"))
            gr.Markdown(i18n("glossary"), elem_id="why-glossary")
        with gr.Column(scale=3, elem_classes="lesson-outputs"):
            step, outputs, prediction, answer_box = add_step_outputs(i18n, "why", lesson.STEPS,
                                                                        predict=True)
            gr.Markdown(i18n("links.why"), elem_id="why-exercises")
    wire_lesson(demo, "why", [a, b, seed], step, outputs, prediction, answer_box,
                why_step, why_question, why_check, on_load=False)
    # Chinese learners start from the lecture's 刷子 sentences: set them, then compute.
    # The step's rendering keeps the sentences set for the session's moves (ui/steps.py: KEPT).
    demo.load(why_defaults, outputs=[a, b], api_name="why_defaults", queue=False).then(
        at_current_step(why_step, "why", 3), inputs=[a, b, seed, step], outputs=outputs,
        api_visibility="private")
