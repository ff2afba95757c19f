"""The Heads tab: sizes in; shape trace, per-head maps, class comparison and timings out."""

from __future__ import annotations

import time

import gradio as gr
import torch

from attnlab import i18n as texts
from attnlab.devices import resolve_device
from attnlab.lessons import heads as lesson
from attnlab.lessons import inputs as parse
from attnlab.plots import panels_figure
from attnlab.lessons import questions
from attnlab.ui import code_gate, common, predict, zerogpu
from attnlab.ui.steps import add_step_outputs, wire_lesson

TIMING_MAX_TOKENS = 1024
# One measurement per (n, device) serves every learner for a few minutes: at n = 1024 one costs
# ~6 s of CPU. A client picks n at will, so a miss is admitted by the timing gate (two
# measurements at once, one per client: code_gate.GATES["timing"]); a hit never waits.
TIMING_REUSE_S = 300.0
TIMING_GATE = code_gate.GATES["timing"]
_timings: dict[tuple[int, str], tuple[float, dict[str, float]]] = {}


def _recent(key) -> dict[str, float] | None:
    at, ms = _timings.get(key, (float("-inf"), None))
    return ms if time.monotonic() - at <= TIMING_REUSE_S else None


def measured(tokens: int, device: torch.device, progress, request=None) -> dict[str, float]:
    """Milliseconds per variant at ``tokens``: the last measurement if it is recent, else measured
    under the timing gate (raises code_gate.Refused when the gate is full)."""
    key = (tokens, str(device))
    ms = _recent(key)
    if ms is not None:
        return ms
    with code_gate.admit("timing", request):
        ms = _recent(key)  # measured by someone else while this one waited
        if ms is None:
            d, h = lesson.GPT2["d"], lesson.GPT2["heads"]
            ms = lesson.time_variants(1, tokens, d, h, device, progress=progress)
            _timings[key] = (time.monotonic(), ms)
    return ms


def heads_step(b, n, d_in, d_out, h, seed, step_id, request: gr.Request):
    """Compute one step of the Heads lesson: (explanation, formula + shapes, figure, the heads'
    weights as lines: an update of the gr.HTML under the figure, hidden on steps without them)."""
    return common.run_translated(request, lambda lang: common.render_step_lines(lesson.step(
        lesson.parse_input(b, n, d_in, d_out, h, seed), step_id), lang, "heads.lines_caption"))


@zerogpu.gpu
def heads_timing(n, request: gr.Request, progress=gr.Progress()):
    """Time wrapper vs efficient vs SDPA at GPT-2 width on this machine's device: (text, figure)."""

    def compute(lang: str):
        tokens = parse.parse_int(n, "n", 1, TIMING_MAX_TOKENS)
        device = torch.device(resolve_device("auto"))
        d, h = lesson.GPT2["d"], lesson.GPT2["heads"]
        try:
            ms = measured(tokens, device, lambda f, name: progress(
                f, desc=texts.t("heads.timing_progress", lang, name=name)), request)
        except code_gate.Refused as r:  # nothing measured: say why, leave the chart as it was
            return texts.t(r.key, lang), gr.skip()
        device_name = torch.cuda.get_device_name(device) if device.type == "cuda" else "CPU"
        text = ("" if lang == "zh" else " ").join([texts.t("heads.timing_result", lang, device=device_name, b=1, n=tokens,
                                 d=d, h=h, runs=len(getattr(ms, "runs", {}).get("wrapper", ())) or 1,
                                 **{k: lesson.fmt_ms(v) for k, v in ms.items()})]
                        + [texts.t(key, lang, **args) for key, args in lesson.timing_sentences(ms)])
        # The chart is shown once there is a timing to draw (an empty panel said nothing).
        return text, gr.update(value=panels_figure([lesson.timing_panel(ms)], lang), visible=True)

    return common.run_translated(request, compute)


def heads_question(b, n, d_in, d_out, h, seed, step_id, fold, request: gr.Request):
    """The prediction this step asks: (question, choices, answer box, verdict)."""
    return predict.ask(request, lambda: questions.question(
        "heads", lesson.parse_input(b, n, d_in, d_out, h, seed), step_id), fold)


def heads_check(b, n, d_in, d_out, h, seed, step_id, guess, reveal, request: gr.Request):
    """A prediction checked against the answer computed from these inputs: (verdict, answer box)."""
    return predict.check(request, lambda: questions.question(
        "heads", lesson.parse_input(b, n, d_in, d_out, h, seed), step_id), guess, reveal)


def build(demo: gr.Blocks) -> None:
    i18n = common.i18n_instance()
    default = lesson.default_input()
    with gr.Row(elem_classes="lesson-layout"):
        with gr.Column(scale=2, min_width=320,
                       elem_classes="lesson-inputs"):
            with gr.Row():
                b = gr.Slider(1, lesson.MAX_BATCH, value=default.b, step=1, label=i18n("widget.b"),
                              elem_id="heads-b")
                n = gr.Slider(1, lesson.MAX_TOKENS, value=default.n, step=1, label=i18n("widget.n"),
                              elem_id="heads-n")
            with gr.Row():
                d_in = gr.Number(value=default.d_in, label=i18n("widget.d_in"), elem_id="heads-din")
                d_out = gr.Number(value=default.d_out, label=i18n("widget.d_out_total"),
                                  elem_id="heads-dout")
            h = gr.Slider(1, lesson.MAX_HEADS, value=default.heads, step=1, label=i18n("widget.h"),
                          elem_id="heads-h")
            seed = gr.Number(value=default.seed, label=i18n("widget.seed"), elem_id="heads-seed")
            gr.Markdown(i18n("heads.limits"))
        with gr.Column(scale=3, elem_classes="lesson-outputs"):
            step, outputs, prediction, answer_box = add_step_outputs(i18n, "heads", lesson.STEPS,
                                                                        predict=True, lines=True)
            with gr.Row():
                timing_n = gr.Slider(16, TIMING_MAX_TOKENS, value=256, step=16,
                                     label=i18n("widget.timing_n"), elem_id="heads-timing-n")
                timing = gr.Button(i18n("widget.timing_button"), elem_id="heads-timing")
            timing_text = gr.Markdown(elem_id="heads-timing-text")
            timing_plot = gr.Plot(label=i18n("widget.figure"), elem_id="heads-timing-plot",
                                  visible=False)
            gr.Markdown(i18n("links.heads"), elem_id="heads-exercises")
    wire_lesson(demo, "heads", [b, n, d_in, d_out, h, seed], step, outputs, prediction, answer_box,
                heads_step, heads_question, heads_check)
    # Measurements are admitted by the timing gate (two at once, one per client, each on its own
    # core with one torch thread); Gradio's limit only makes room for the gate and cache hits.
    timing.click(heads_timing, inputs=timing_n, outputs=[timing_text, timing_plot],
                 api_name="heads_timing", concurrency_limit=TIMING_GATE.handlers,
                 preprocess=False,
                 show_progress_on=[timing_text])  # one status kept in the page (ui/steps.py)
