"""The Training lab tab: train a tiny attention model live, with a streaming loss and heatmaps."""

from __future__ import annotations

import time

import gradio as gr
import torch

from attnlab import i18n as texts
from attnlab.lessons import training as lesson
from attnlab.lessons.steps import Panel, fmt
from attnlab.plots import panels_figure, waiting_figure, with_note
from attnlab.ui import code_gate, common
from attnlab.ui.run_signals import BUTTON, SETTINGS, RunSignals

POSITIONS = tuple(f"p{i + 1}" for i in range(lesson.TOKENS))  # counted from 1, as the whole app
MAX_MAPS = 4  # heatmaps per row
MIN_FRAME_S = 1.0  # a frame a second: a busy browser takes hundreds of ms per frame, and a
# backlog of frames would make Stop arrive after the run has ended
SIGNALS = RunSignals()
TRAINING_GATE = code_gate.GATES["training"]


def _maps(snap: lesson.Snapshot, title: str, lang: str):
    heads = snap.weights.shape[0]
    return panels_figure([Panel(title, snap.weights[h], "weight", x_labels=POSITIONS,
                                y_labels=POSITIONS, title_args={"i": h + 1, "step": snap.step})
                          for h in range(min(heads, MAX_MAPS))], lang)


def _loss_figure(inp: lesson.TrainInput, now: lesson.Snapshot, lang: str, waiting: bool = False):
    figure = panels_figure([Panel("panel.loss", torch.tensor(now.losses or [float("nan")]),
                                  "score", line=True)], lang)
    chance = lesson.chance_loss(inp.task)
    # The uniform guess (ln V for the next-token model): where the causal next-token loss stops.
    figure.add_hline(y=chance, line_dash="dash", line_color="#d6604d",
                     annotation_text=texts.t("training.chance_line", lang,
                                             expr=lesson.chance_expression(inp.task),
                                             value=fmt(chance, 3)),
                     annotation_position="bottom right")  # off the y axis's tick labels
    if waiting:  # the preview, before Train: say what the empty axes will show
        with_note(figure, texts.t("training.loss_waiting", lang), lang)
    return figure


def _status(inp, first, now, lang, stopped: bool = False) -> str:
    sentences = lesson.status(inp, first, now) + lesson.verdict(inp, first, now)
    if stopped:
        sentences.append(("training.stopped", {"step": now.step, "steps": inp.steps}))
    return "\n\n".join(texts.t(key, lang, **args) for key, args in sentences)


def _session(request: gr.Request | None) -> str | None:
    return getattr(request, "session_hash", None)


def arm_run(request: gr.Request = None) -> None:
    """On the Train click, before the run queues: so a Stop pressed meanwhile reaches it."""
    SIGNALS.arm(_session(request))


def stop_run(request: gr.Request = None) -> None:
    """Stop: the session's run ends at its next frame and shows where it stopped."""
    SIGNALS.stop(_session(request), BUTTON)


def training_preview(task, steps, lr, heads, seed, causal, optimizer="adam", positions=True,
                     request: gr.Request = None):
    """The untrained model for these settings, before any step: shown when the tab opens and
    whenever a setting that changes the model changes."""
    SIGNALS.stop(_session(request), SETTINGS)  # a new setting means a new model: end the old run
    lang = common.request_lang(request)
    inp = common.run_translated(request, lambda _: lesson.parse_input(
        task, steps, lr, heads, seed, causal, optimizer, positions))
    snap = common.run_translated(request, lambda _: lesson.untrained(inp))
    before = _maps(snap, "panel.head_before", lang)
    # The attention "now" is the untrained one until a step is taken: drawn once, below; its own
    # panel says what will fill it.
    waiting = waiting_figure(texts.t("training.maps_waiting", lang), lang)
    return (_status(inp, snap, snap, lang), _loss_figure(inp, snap, lang, waiting=True), waiting,
            before)


def train_model(task, steps, lr, heads, seed, causal, optimizer="adam", positions=True,
                request: gr.Request = None):
    """Train live; yields (status, loss figure, attention now, attention before training)."""
    lang = common.request_lang(request)
    inp = common.run_translated(request, lambda _: lesson.parse_input(
        task, steps, lr, heads, seed, causal, optimizer, positions))
    session = _session(request)
    signal = SIGNALS.take(session)
    if signal is None:
        return  # this session's run is going: a second click changes nothing
    try:
        # Sessions cost nothing to invent: runs are admitted per client (code_gate's training
        # gate keeps a slot for other clients), and a refused run says so in one frame.
        with code_gate.admit("training", request):
            yield from _frames(inp, signal, lang)
    except code_gate.Refused as r:
        yield texts.t(r.key, lang), gr.skip(), gr.skip(), gr.skip()
    finally:
        SIGNALS.release(session, signal)


def _frames(inp: lesson.TrainInput, signal, lang: str):
    """The frames of one run, until it ends or is told to stop."""
    first, shown = None, 0.0
    for snap in lesson.train(inp, every=max(5, inp.steps // 40)):
        if signal.reason == SETTINGS:
            return  # the preview of the new settings is showing: leave it there
        stopped = signal.reason == BUTTON
        now = time.monotonic()
        if first is not None and not (snap.done or stopped) and now - shown < MIN_FRAME_S:
            continue  # faster than a browser draws: frames would queue and Stop would lag
        shown = now
        # The untrained maps go with the first frame and the last (what an API client
        # reads); frames in between leave that plot as it is.
        if first is None:
            first, before_maps = snap, _maps(snap, "panel.head_before", lang)
        before = before_maps if snap is first or snap.done or stopped else gr.skip()
        yield (_status(inp, first, snap, lang, stopped), _loss_figure(inp, snap, lang),
               _maps(snap, "panel.head_after", lang), before)
        if stopped:
            return


def build(demo: gr.Blocks) -> None:
    i18n = common.i18n_instance()
    default = lesson.default_input()
    gr.Markdown(i18n("training.intro"))
    with gr.Row(elem_classes="lesson-layout"):
        with gr.Column(scale=2, min_width=320,
                       elem_classes="lesson-inputs"):
            task = gr.Radio(choices=[(i18n(f"widget.task_{name}"), name) for name in lesson.TASKS],
                            value=default.task, label=i18n("widget.task"), elem_id="training-task")
            # Right under the task, so Stop stays in view while the figures grow.
            with gr.Row():
                train = gr.Button(i18n("widget.train"), variant="primary", elem_id="training-train")
                stop = gr.Button(i18n("widget.stop"), variant="stop", elem_id="training-stop")
            steps = gr.Slider(10, lesson.MAX_STEPS, value=default.steps, step=10,
                              label=i18n("widget.steps"), elem_id="training-steps")
            lr = gr.Number(value=default.lr, label=i18n("widget.lr"), elem_id="training-lr")
            optimizer = gr.Radio(choices=[(i18n(f"widget.optimizer_{name}"), name)
                                          for name in lesson.OPTIMIZERS],
                                 value=default.optimizer, label=i18n("widget.optimizer"),
                                 elem_id="training-optimizer")
            heads = gr.Slider(1, lesson.MAX_HEADS, value=default.heads, step=1,
                              label=i18n("widget.h"), elem_id="training-heads")
            seed = gr.Number(value=default.seed, label=i18n("widget.training_seed"),
                                 elem_id="training-seed")
            with gr.Row():
                causal = gr.Checkbox(value=default.causal, label=i18n("widget.causal"),
                                     elem_id="training-causal")
                positions = gr.Checkbox(value=default.positions, label=i18n("widget.positions"),
                                        elem_id="training-positions")
            gr.Markdown(i18n("training.limits"))
        with gr.Column(scale=3, elem_classes="lesson-outputs"):
            status = gr.Markdown(elem_id="training-status")
            loss_plot = gr.Plot(label=i18n("panel.loss"), elem_id="training-loss")
            maps_plot = gr.Plot(label=i18n("training.after_plot"), elem_id="training-maps")
            before_plot = gr.Plot(label=i18n("training.before_plot"), elem_id="training-before")
    # Stop and a new setting end a run through run_signals, not Gradio's cancels= (see there).
    train.click(arm_run, queue=False, api_visibility="private").then(
        train_model, inputs=[task, steps, lr, heads, seed, causal, optimizer, positions],
        outputs=[status, loss_plot, maps_plot, before_plot], api_name="train_model",
        concurrency_limit=TRAINING_GATE.handlers, preprocess=False)
    stop.click(stop_run, queue=False, api_visibility="private")
    # A new setting means a new model: stop the run and show the untrained one.
    gr.on(triggers=[demo.load, task.change, heads.change, seed.change, causal.change,
                    positions.change],
          fn=training_preview, inputs=[task, steps, lr, heads, seed, causal, optimizer, positions],
          outputs=[status, loss_plot, maps_plot, before_plot], api_name="training_preview",
          preprocess=False)
