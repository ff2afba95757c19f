"""The Real heads tab: a sentence, a layer and a head in; GPT-2's weights, from the book's class, out.

Nothing runs when the page opens: the model is loaded (downloaded on a first run) when the learner
presses the button or edits an input, so the rest of the app starts and loads as before.
"""

from __future__ import annotations

import gradio as gr

from attnlab import gpt2
from attnlab import i18n as texts
from attnlab.lessons import gpt2 as lesson
from attnlab.line_view import attention_lines
from attnlab.plots import waiting_figure
from attnlab.ui import code_gate, common, predict
from attnlab.ui.steps import add_step_outputs

# GPT-2's forward on a sentence not in the lesson's cache goes through the gate for costly work;
# every handler below runs as the request it serves (code_gate.acting_for), a cache hit at once.
lesson.on_miss = code_gate.costly
GATE = code_gate.GATES["gpt2"]


def _progress(progress, lang: str):
    """The lesson's (fraction, key) progress reports as a translated progress bar."""
    return lambda fraction, key: progress(fraction, desc=texts.t(key, lang))


def status_text(lang: str) -> str:
    """Which model is loaded and how big it is, or why it could not be loaded ("" before a try)."""
    loaded = gpt2.loaded()
    if loaded is not None:
        cfg = loaded.cfg
        return texts.t("gpt2.status", lang, source=loaded.source, layers=cfg.n_layers,
                       heads=cfg.n_heads, hd=cfg.emb_dim // cfg.n_heads, d=cfg.emb_dim,
                       context=cfg.context_length,
                       params=f"{sum(p.numel() for p in loaded.model.parameters()):,}",
                       seconds=f"{loaded.seconds:.1f}")
    error = gpt2.last_error()
    if error is not None:
        return texts.t(error.key, lang, **texts.error_args(error.args_, lang))
    return ""


def gpt2_attention(sentence, layer, head, request: gr.Request,
                   progress=gr.Progress(track_tqdm=True)):
    """One head of GPT-2 on a sentence: ({"tokens": [...], "weights": [[...], ...]}, model status).

    Layers and heads count from 1, as on screen (layer 1 is the checkpoint's h.0); rows of the
    weights are queries."""

    def compute(lang: str):
        data = lesson.attention_json(lesson.parse_input(sentence, layer, head),
                                     _progress(progress, lang))
        return data, status_text(lang)

    with code_gate.acting_for(request):
        return common.run_translated(request, compute)


def gpt2_lines(numbers, layer, head, request: gr.Request):
    """The head's weights of the last run (what gpt2_attention returned) drawn as lines."""
    lang = common.request_lang(request)
    if not isinstance(numbers, dict) or not numbers.get("tokens"):
        return gr.update(visible=False)
    caption = texts.t("gpt2.lines_caption", lang, layer=int(float(layer)), head=int(float(head)))
    tokens = [lesson.label(t) for t in numbers["tokens"]]  # as the heatmap labels them
    return gr.update(value=attention_lines(tokens, numbers["weights"], caption),
                     visible=True)


def gpt2_waiting(request: gr.Request):
    """Before the first run: (explanation, figure) saying what the button will put there."""
    lang = common.request_lang(request)
    return (texts.t("gpt2.text_waiting", lang),
            waiting_figure(texts.t("gpt2.plot_waiting", lang), lang))


def gpt2_status(request: gr.Request):
    """After a failed run: the tab says why (e.g. the model cannot be had offline)."""
    text = status_text(common.request_lang(request))
    return text if text else gr.update()


def gpt2_step(sentence, layer, head, seed, step_id, request: gr.Request,
              progress=gr.Progress(track_tqdm=True)):
    """One step of the Real heads lesson: (explanation, formula + shapes, figure)."""
    with code_gate.acting_for(request):
        return common.run_translated(request, lambda lang: common.render_step(lesson.step(
            lesson.parse_input(sentence, layer, head, seed), step_id, _progress(progress, lang)),
            lang))


def gpt2_question(sentence, layer, head, seed, step_id, fold, request: gr.Request):
    """The prediction this step asks: (question, choices, answer box, verdict, check and reveal
    buttons)."""
    with code_gate.acting_for(request):
        return predict.ask(request, lambda: lesson.question(
            lesson.parse_input(sentence, layer, head, seed), step_id), fold)


def gpt2_step_and_question(sentence, layer, head, seed, step_id, request: gr.Request,
                           progress=gr.Progress(track_tqdm=True)):
    """A step change: the step and its question (the answer folded) in one event, where two
    events cost the page two rounds of Gradio's status updates (attnlab.ui.steps.wire_lesson)."""
    shown = gpt2_step(sentence, layer, head, seed, step_id, request, progress)
    return (*shown, *gpt2_question(sentence, layer, head, seed, step_id, True, request))


def gpt2_check(sentence, layer, head, seed, step_id, guess, reveal, request: gr.Request):
    """A prediction checked against the answer measured now (a tie with it counts as right)."""
    with code_gate.acting_for(request):
        return predict.check(request, lambda: lesson.question(
            lesson.parse_input(sentence, layer, head, seed), step_id, guess), guess, reveal)


def build(demo: gr.Blocks) -> None:
    i18n = common.i18n_instance()
    default = lesson.default_input()
    gr.Markdown(i18n("gpt2.intro"), elem_id="gpt2-intro")
    with gr.Row():
        with gr.Column(scale=2, min_width=320):
            sentence = gr.Textbox(value=default.sentence, lines=2, label=i18n("widget.sentence"),
                                  elem_id="gpt2-sentence")
            with gr.Row():
                layer = gr.Number(value=lesson.shown(default.layer), precision=0, label=i18n("widget.layer"),
                                  elem_id="gpt2-layer")
                head = gr.Number(value=lesson.shown(default.head), precision=0, label=i18n("widget.head"),
                                 elem_id="gpt2-head")
            seed = gr.Number(value=default.seed, precision=0, label=i18n("widget.gpt2_seed"),
                             elem_id="gpt2-seed")
            run = gr.Button(i18n("widget.gpt2_run"), variant="primary", elem_id="gpt2-run")
            gr.Markdown(i18n("gpt2.limits"))
            status = gr.Markdown(elem_id="gpt2-status")
        with gr.Column(scale=3):
            step, outputs, prediction, answer_box = add_step_outputs(i18n, "gpt2", lesson.STEPS,
                                                                        predict=True,
                                                                        browser_buttons=True)
            # The head's weights as lines (bertviz's view), beside the heatmap; after a run.
            lines = gr.HTML(visible=False, elem_id="gpt2-lines")
            with gr.Accordion(i18n("gpt2.json_box"), open=False, elem_id="gpt2-numbers"):
                numbers = gr.JSON(elem_id="gpt2-json")
            gr.Markdown(i18n("links.gpt2"), elem_id="gpt2-exercises")
    question, choice, check_btn, reveal_btn, verdict = prediction
    text, _, plot = outputs
    # Nothing is computed when the page opens: the explanation and the figure say what Run does.
    demo.load(gpt2_waiting, outputs=[text, plot], api_visibility="private")
    # The buttons too: they show only where a step asks (attnlab.ui.predict.ask).
    ask_outputs = [question, choice, answer_box, verdict, check_btn, reveal_btn]
    lesson_inputs = [sentence, layer, head, seed]

    # A run: the API's answer first (it loads the model, with a progress bar on a download), then
    # the step and its question. If it fails, its error is shown and the status says why.
    attention = gr.on(
        triggers=[run.click, sentence.submit, layer.change, head.change, seed.change],
        fn=gpt2_attention, inputs=[sentence, layer, head], outputs=[numbers, status],
        api_name="gpt2_attention", preprocess=False, trigger_mode="always_last",
        concurrency_limit=GATE.handlers)
    attention.failure(gpt2_status, None, status, api_name="gpt2_status",
                      api_visibility="private")
    attention.success(gpt2_lines, [numbers, layer, head], lines, api_visibility="private",
                      preprocess=False, queue=False)
    attention.success(gpt2_step, [*lesson_inputs, step], outputs, api_name="gpt2_step",
                      preprocess=False, concurrency_limit=GATE.handlers).success(
        gpt2_question, [*lesson_inputs, step, gr.State(False)], ask_outputs,
        api_name="gpt2_question_refresh", api_visibility="private", preprocess=False,
        concurrency_limit=GATE.handlers)
    # Moving between steps: the step and its question (the answer folded until checked), one
    # event; the gpt2_question endpoint stays for API clients.
    step.change(gpt2_step_and_question, [*lesson_inputs, step], [*outputs, *ask_outputs],
                api_name="gpt2_step_change", api_visibility="private", preprocess=False,
                trigger_mode="always_last", concurrency_limit=GATE.handlers)
    gr.on(triggers=[], fn=gpt2_question, inputs=[*lesson_inputs, step, gr.State(True)],
          outputs=ask_outputs, api_name="gpt2_question", preprocess=False,
          concurrency_limit=GATE.handlers)
    # Opened, the answer box refits the figure drawn while it was folded (predict.REFIT_JS), as
    # every other lesson's box does: at a phone's width it kept its folded width and ran off.
    check_btn.click(gpt2_check, [*lesson_inputs, step, choice, gr.State(False)],
                    [verdict, answer_box], api_name="gpt2_check", preprocess=False,
                    concurrency_limit=GATE.handlers).then(None, js=predict.REFIT_JS)
    reveal_btn.click(gpt2_check, [*lesson_inputs, step, choice, gr.State(True)],
                     [verdict, answer_box], api_visibility="private", preprocess=False,
                     concurrency_limit=GATE.handlers).then(None, js=predict.REFIT_JS)
    answer_box.expand(None, js=predict.REFIT_JS)
