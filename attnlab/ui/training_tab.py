"""The Training lab tab: train a tiny attention model live, with a streaming loss and heatmaps."""

from __future__ import annotations

import math

import gradio as gr
import torch

from attnlab import i18n as texts
from attnlab.lessons import training as lesson
from attnlab.lessons.steps import Panel, fmt
from attnlab.plots import panels_figure
from attnlab.ui import common

POSITIONS = tuple(f"p{i}" for i in range(lesson.TOKENS))


def _figures(inp: lesson.TrainInput, first: lesson.Snapshot, now: lesson.Snapshot, lang: str):
    loss = Panel("panel.loss", torch.tensor(now.losses or [float("nan")]), "score", line=True)
    heads = min(inp.heads, lesson.MAX_HEADS)
    panels = [Panel("panel.head_before", first.weights[first.best_head], "weight",
                    x_labels=POSITIONS, y_labels=POSITIONS, title_args={"i": first.best_head + 1})]
    panels += [Panel("panel.head_after", now.weights[h], "weight", x_labels=POSITIONS,
                     y_labels=POSITIONS, title_args={"i": h + 1, "step": now.step})
               for h in range(heads)]
    return panels_figure([loss], lang), panels_figure(panels[:4], lang)


def _status(inp, first, now, lang) -> str:
    text = texts.t("training.status", lang, step=now.step, steps=inp.steps,
                   loss=fmt(now.losses[-1], 3) if now.losses else "—",
                   accuracy=f"{now.accuracy:.0%}", head=now.best_head + 1,
                   pattern=f"{now.pattern:.0%}", before=f"{first.pattern:.0%}")
    if now.done:
        if now.losses and not math.isfinite(now.losses[-1]):
            verdict = "training.diverged"
        else:
            verdict = "training.learned" if now.pattern > 0.9 else "training.not_yet"
        text += "\n\n" + texts.t(verdict, lang)
    return text


def train_model(task, steps, lr, heads, seed, causal, request: gr.Request):
    """Train live; yields (status, loss figure, attention heatmaps) as training goes."""
    lang = common.request_lang(request)
    inp = common.run_translated(request, lambda _: lesson.parse_input(task, steps, lr, heads, seed,
                                                                       causal))
    first = None
    for snap in lesson.train(inp, every=max(5, inp.steps // 40)):
        first = first or snap
        yield (_status(inp, first, snap, lang), *_figures(inp, first, snap, lang))


def build(demo: gr.Blocks) -> None:
    i18n = common.i18n_instance()
    default = lesson.default_input()
    gr.Markdown(i18n("training.intro"))
    with gr.Row():
        with gr.Column(scale=2, min_width=320):
            task = gr.Radio(choices=[(i18n("widget.task_previous"), "previous"),
                                     (i18n("widget.task_first"), "first")],
                            value=default.task, label=i18n("widget.task"), elem_id="training-task")
            steps = gr.Slider(10, lesson.MAX_STEPS, value=default.steps, step=10,
                              label=i18n("widget.steps"), elem_id="training-steps")
            lr = gr.Number(value=default.lr, label=i18n("widget.lr"), elem_id="training-lr")
            heads = gr.Slider(1, lesson.MAX_HEADS, value=default.heads, step=1,
                              label=i18n("widget.h"), elem_id="training-heads")
            seed = gr.Number(value=default.seed, label=i18n("widget.seed"), elem_id="training-seed")
            causal = gr.Checkbox(value=default.causal, label=i18n("widget.causal"),
                                 elem_id="training-causal")
            with gr.Row():
                train = gr.Button(i18n("widget.train"), variant="primary", elem_id="training-train")
                stop = gr.Button(i18n("widget.stop"), variant="stop", elem_id="training-stop")
            gr.Markdown(i18n("training.limits"))
        with gr.Column(scale=3):
            status = gr.Markdown(elem_id="training-status")
            loss_plot = gr.Plot(label=i18n("panel.loss"), elem_id="training-loss")
            maps_plot = gr.Plot(label=i18n("widget.figure"), elem_id="training-maps")
    event = train.click(train_model, inputs=[task, steps, lr, heads, seed, causal],
                        outputs=[status, loss_plot, maps_plot], api_name="train_model",
                        concurrency_limit=2, preprocess=False)
    stop.click(None, cancels=[event], api_visibility="private")
