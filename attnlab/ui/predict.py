"""Predict first: a question above a lesson step, the step's answer folded until the learner
checks a prediction or asks for the answer. The lesson (its folder's questions.py, asked through
attnlab.lessons.questions) computes the question and its answer from the same inputs as the step,
so both follow every edit."""

from __future__ import annotations

from collections.abc import Callable

import gradio as gr

from attnlab import i18n
from attnlab.lessons.questions import Question
from attnlab.ui import code_gate, common
from attnlab.ui.common import triggers_of


# Questions are computed under the steps gate (code_gate.GATES["steps"]): Gradio's limit only
# makes room for the gate's slots and line beside cheap requests.
STEPS_HANDLERS = code_gate.GATES["steps"].handlers


def _label(text: str, lang: str) -> str:
    return i18n.t(text, lang) if text.startswith("predict.") and text in i18n.STRINGS else text


def answer_labels(q: Question, lang: str) -> str:
    """Every right choice's label (several when choices tie in value)."""
    labels = {value: _label(label, lang) for label, value in q.choices}
    return " | ".join(labels[v] for v in q.right())


def ask(request: gr.Request | None, make: Callable[[], Question | None], fold=True):
    """(question markdown, choices update, answer box update, verdict, check button update,
    reveal button update). On a step change the answer is folded while a question waits; on an
    input edit (fold False) it is left alone. The buttons show only where a question is asked."""

    def compute(lang: str):
        with code_gate.admit("steps", request):  # computed from inputs a client picks
            q = make()
        if q is None:
            return (i18n.t("predict.none", lang), gr.update(choices=[], value=None, visible=False),
                    gr.update(open=True) if fold is not False else gr.update(), "",
                    gr.update(visible=False), gr.update(visible=False))
        prompt = i18n.t(q.prompt, lang, **q.args)
        choices = [(_label(label, lang), value) for label, value in q.choices]
        return (i18n.t("predict.ask", lang, prompt=prompt),
                gr.update(choices=choices, value=None, visible=True),
                gr.update(open=False) if fold is not False else gr.update(), "",
                gr.update(visible=True), gr.update(visible=True))

    return common.run_translated(request, compute)


def check(request: gr.Request | None, make: Callable[[], Question | None], guess, reveal: bool):
    """(verdict markdown, answer opened): the guess against the answer computed now, judged by
    value where the question has numbers (every choice equal to the answer is right)."""

    def compute(lang: str):
        with code_gate.admit("steps", request):
            q = make()
        if q is None:
            return i18n.t("predict.none", lang), gr.update(open=True)
        labels = {value: _label(label, lang) for label, value in q.choices}
        answer = answer_labels(q, lang)
        why = ("" if lang == "zh" else " ").join(i18n.t(key, lang, **q.args) for key in (q.why, *q.more))
        right = q.right()
        ties = (" " + (i18n.t("predict.ties", lang, tol=f"{q.tol:.1e}", count=len(right), answer=answer)
                       if q.tol else i18n.t("predict.ties_equal", lang, count=len(right), answer=answer))
                if len(right) > 1 else "")
        if reveal:
            return f"{i18n.t('predict.revealed', lang, answer=answer)} {why}{ties}", gr.update(open=True)
        picked = None if guess is None else str(guess)
        if picked not in labels:
            return i18n.t("predict.pick_first", lang), gr.update()
        key = "predict.right" if q.is_right(picked) else "predict.wrong"
        verdict = i18n.t(key, lang, answer=labels[picked] if q.is_right(picked) else answer,
                         guess=labels[picked])
        return f"{verdict} {why}{ties}", gr.update(open=True)

    return common.run_translated(request, compute)


# A step's figure reaches the page after its text (attnlab/ui/steps.py), so on a step that asks
# first it is drawn inside the folded answer box, where Plotly cannot measure its width; opened,
# the box's figures are fitted again (Plotly's responsive charts follow the window's resize).
# The resize is sent again a little later: on a loaded phone the box may still be opening at 50 ms.
REFIT_JS = ("() => { for (const t of [50, 300, 1000]) "
            "setTimeout(() => window.dispatchEvent(new Event('resize')), t); }")


def add_prediction(i18n_: gr.I18n, lesson: str):
    """The question widgets: (markdown, radio, check button, reveal button, verdict markdown)."""
    with gr.Group(elem_id=f"{lesson}-predict"):
        question = gr.Markdown(elem_id=f"{lesson}-question", latex_delimiters=common.LATEX)
        choice = gr.Radio(choices=[], label=i18n_("predict.choice"), visible=False,
                          elem_id=f"{lesson}-guess")
        with gr.Row():
            # Hidden until a step asks a question (the first step never does).
            check_btn = gr.Button(i18n_("predict.check"), size="sm", variant="primary",
                                  elem_id=f"{lesson}-check", visible=False)
            reveal_btn = gr.Button(i18n_("predict.reveal"), size="sm", elem_id=f"{lesson}-reveal",
                                   visible=False)
        verdict = gr.Markdown(elem_id=f"{lesson}-verdict", latex_delimiters=common.LATEX)
    return question, choice, check_btn, reveal_btn, verdict


def wire(demo: gr.Blocks, lesson: str, widgets, answer_box: gr.Accordion, inputs: list,
         step: gr.Radio, ask_fn: Callable, check_fn: Callable, on_load: bool = True,
         on_step: bool = True) -> None:
    """Ask on load and on every step change (folding the answer), refresh the question when the
    inputs change, and check or reveal on the buttons.

    ``ask_fn(*inputs, step, fold)`` and ``check_fn(*inputs, step, guess, reveal)``; fold and
    reveal come from State inputs, so the API endpoints take the lesson's inputs (and the guess)."""
    question, choice, check_btn, reveal_btn, verdict = widgets
    outputs = [question, choice, answer_box, verdict, check_btn, reveal_btn]
    # Without on_step the step change asks elsewhere (attnlab.ui.steps.wire_lesson: one event
    # for the step and its question); the endpoint stays, on the page load.
    triggers = ([demo.load] if on_load else []) + ([step.change] if on_step else [])
    # Each event shows progress on one component: Gradio's page keeps a loading status for every
    # component an event ever showed progress on and re-sends them all on each later status
    # change, a search of the layout tree each (a step click's cost: attnlab/ui/steps.py).
    gr.on(triggers=triggers, fn=ask_fn,
          inputs=[*inputs, step, gr.State(True)], outputs=outputs,
          api_name=f"{lesson}_question", preprocess=False, trigger_mode="always_last",
          concurrency_limit=STEPS_HANDLERS, show_progress_on=[question])
    # An edited input changes the question's numbers and choices, not whether it was answered.
    edited = gr.on(triggers=triggers_of(inputs), fn=ask_fn, inputs=[*inputs, step, gr.State(False)],
          outputs=outputs, api_visibility="private", preprocess=False, trigger_mode="always_last",
          concurrency_limit=STEPS_HANDLERS, show_progress_on=[question])
    check_btn.click(check_fn, inputs=[*inputs, step, choice, gr.State(False)],
                    outputs=[verdict, answer_box], api_name=f"{lesson}_check", preprocess=False,
                    concurrency_limit=STEPS_HANDLERS, show_progress_on=[verdict]).then(
        None, js=REFIT_JS)
    reveal_btn.click(check_fn, inputs=[*inputs, step, choice, gr.State(True)],
                     outputs=[verdict, answer_box], api_visibility="private", preprocess=False,
                     concurrency_limit=STEPS_HANDLERS, show_progress_on=[verdict]).then(
        None, js=REFIT_JS)
    answer_box.expand(None, js=REFIT_JS)
    return edited  # the question asked again on an edit (a step move cancels it: ui/steps.py)
