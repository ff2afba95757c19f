"""No empty panel (issue 32): a figure the page shows either has data or says, in the learner's
language, what will fill it; none is drawn twice; the Heads timing chart is hidden until a timing
fills it.

Checked over every gr.Plot of the app at once, with the figures the page load gives (the one
merged event, attnlab/ui/page_load.py), so a plot added later is held to the same rule.
"""

from __future__ import annotations

import json
import math

import gradio as gr
import pytest

from attnlab import i18n
from attnlab.lessons.heads.tab import heads_timing
from attnlab.ui.app import build_demo
from helpers import EN
from test_app_page_load import load_dependencies, run_load


@pytest.fixture(scope="module")
def demo():
    return build_demo()


def test_the_timing_chart_appears_with_its_first_timing(demo):
    (plot,) = [b for b in demo.blocks.values() if getattr(b, "elem_id", None) == "heads-timing-plot"]
    assert plot.visible is False  # nothing drawn before the button is pressed
    text, update = heads_timing(16, request=EN, progress=lambda *a, **k: None)
    assert text and update["visible"] is True
    assert update["value"].data and update["value"].data[0].type == "bar"


def _numbers(trace: dict) -> list[float]:
    out = []
    for key in ("x", "y", "z"):
        stack = [trace.get(key)]
        while stack:
            v = stack.pop()
            if isinstance(v, list):
                stack.extend(v)
            elif isinstance(v, (int, float)) and not isinstance(v, bool) and math.isfinite(v):
                out.append(v)
    return out


def _flat(text: str) -> str:
    """A note's text without the line breaks wrap_title put in (and the spaces they replaced)."""
    return text.replace("<br>", "").replace(" ", "")


def _notes(layout: dict) -> list[str]:
    return [a.get("text", "") for a in layout.get("annotations", []) if a.get("text")]


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_every_plot_on_the_opened_page_has_data_or_says_what_will_fill_it(demo, lang):
    merged = next(f for f in load_dependencies(demo) if f.name == "page_load")
    out = run_load(merged, lang)
    plots = [b for b in demo.blocks.values() if isinstance(b, gr.Plot) and b.visible is not False]
    assert len(plots) >= 9  # seven lessons' step figures, the training lab's, Real heads'
    shown = {}
    for plot in plots:
        value = out.get(plot.elem_id)
        assert isinstance(value, dict) and value.get("type") == "plotly", plot.elem_id
        figure = json.loads(value["plot"])
        # Traces with numbers, or a drawing (the Heads shape trace is drawn with shapes).
        drawn = [t for t in figure["data"] if _numbers(t)] + figure["layout"].get("shapes", [])
        notes = _notes(figure["layout"])
        if not drawn:  # a waiting panel: its note is there, translated
            assert notes, f"{plot.elem_id} is empty and says nothing"
            if lang == "zh":
                assert any(any("\u4e00" <= ch <= "\u9fff" for ch in n) for n in notes), notes
        shown[plot.elem_id] = value["plot"]
    # No figure shown twice (the training lab drew the untrained attention in two panels).
    twice = [k for k in shown if list(shown.values()).count(shown[k]) > 1]
    assert not twice


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_waiting_notes_name_the_button_that_fills_them(demo, lang):
    from attnlab.lessons.gpt2.tab import gpt2_waiting
    from attnlab.lessons.training.tab import train_model, training_preview

    request = gr.Request(headers={"accept-language": "zh-CN" if lang == "zh" else "en-US"})
    status, loss, maps, before = training_preview("two_heads", 20, 0.01, 2, 4, True,
                                                  request=request)
    train = i18n.t("widget.train", lang)
    waiting = {key: _flat(i18n.t(key, lang)) for key in ("training.loss_waiting",
                                                         "training.maps_waiting")}
    assert train in waiting["training.loss_waiting"] and train in waiting["training.maps_waiting"]
    assert waiting["training.loss_waiting"] in map(_flat, _notes(loss.to_plotly_json()["layout"]))
    assert not maps.data and _flat(maps.layout.annotations[0].text) == waiting[
        "training.maps_waiting"]
    assert before.data and not any(d.z is None for d in before.data)
    # Once training runs, the loss panel is drawn and no longer asks for the button.
    frames = list(train_model("two_heads", 20, 0.01, 2, 4, True, request=request))
    last_loss = frames[-1][1].to_plotly_json()
    assert _numbers(last_loss["data"][0])
    assert waiting["training.loss_waiting"] not in map(_flat, _notes(last_loss["layout"]))
    assert frames[-1][2].data  # the attention now, drawn
    text, figure = gpt2_waiting(request)
    assert i18n.t("widget.gpt2_run", lang) in text and figure.layout.annotations
