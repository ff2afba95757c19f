"""The Heads lesson's line view (issue 32): beside each heatmap of attention weights, the same
weights as lines (attnlab/line_view.py), from the same handler and event as the figure.

The weights are recomputed here from the seeded module's own projections with plain torch ops
(not attnlab.attention), and each drawn line's width compared with them to the 0.01 px the SVG
writes; the tokens are compared with the heatmap's axis labels in the figure the same call gives.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest
import torch
from hypothesis import given, settings
from hypothesis import strategies as st

from attnlab import i18n, line_view
from attnlab.lessons import heads as lesson
from attnlab.lessons.heads.tab import heads_step
from attnlab.modules import MultiHeadAttention, seeded
from helpers import EN, ZH, call_http

SVG = "{http://www.w3.org/2000/svg}"
WEIGHT_STEPS = ("per_head", "head_scale")  # the steps whose heatmaps are attention weights
# Stroke widths are written to 0.01 px (line_view.stroke): half of that, plus float32's rounding
# of a weight (at most 1) times MAX_STROKE, a few ulps.
WIDTH_TOL = 0.005 + 8 * torch.finfo(torch.float32).eps * line_view.MAX_STROKE


@torch.no_grad()
def reference_weights(inp: lesson.HeadsInput, scale: float) -> torch.Tensor:
    """(h, n, n) weights of the batch's first item, scores divided by ``scale``, causal."""
    mha = seeded(MultiHeadAttention, inp.seed, inp.d_in, inp.d_out, inp.n, 0.0, inp.heads)
    x = lesson.batch_for(inp)[0]  # (n, d_in)
    n, h, hd = inp.n, inp.heads, inp.head_dim

    def heads_of(linear):
        return linear(x).reshape(n, h, hd).permute(1, 0, 2)  # (h, n, hd)

    q, k = heads_of(mha.W_query), heads_of(mha.W_key)
    scores = torch.einsum("hid,hjd->hij", q.double(), k.double()) / scale
    future = torch.ones(n, n, dtype=torch.bool).triu(1)
    return torch.softmax(scores.masked_fill(future, float("-inf")), dim=-1)


def parse(markup: str) -> ET.Element:
    return ET.fromstring(markup.replace("<svg ", '<svg xmlns="http://www.w3.org/2000/svg" '))


def drawings(update: dict) -> list[tuple[str, list[str], dict[tuple[int, int], float]]]:
    """(caption, tokens on the left, {(query, key): stroke width}) of each drawing shown."""
    assert update["visible"] is True
    out = []
    for box in parse(update["value"]).iter("div"):
        if box.get("class") != "attn-lines":
            continue
        svg = box.find(f"{SVG}svg")
        tokens = [t.text for t in svg.findall(f"{SVG}text") if "tq" in t.get("class").split()]
        keys = [t.text for t in svg.findall(f"{SVG}text") if "tk" in t.get("class").split()]
        assert keys == tokens
        widths = {}
        for line in svg.findall(f"{SVG}line"):
            q, k = (int(c[1:]) for c in line.get("class").split())
            widths[(q, k)] = float(line.get("stroke-width"))
        out.append((box.find("p").text, tokens, widths))
    return out


def heatmap_labels(figure, count: int) -> list[tuple[list[str], list[str]]]:
    traces = [t for t in figure.to_plotly_json()["data"] if t["type"] == "heatmap"]
    assert len(traces) == count
    return [(list(t["x"]), list(t["y"])) for t in traces]


def assert_lines_are(weights: torch.Tensor, widths: dict[tuple[int, int], float]) -> None:
    for (q, k), w in ((qk, float(weights[qk])) for qk in
                      ((i, j) for i in range(weights.shape[0]) for j in range(weights.shape[1]))):
        if abs(w - line_view.MIN_WEIGHT) <= 1e-6:
            continue  # on the threshold float32 may fall either side
        if w < line_view.MIN_WEIGHT:
            assert (q, k) not in widths, (q, k, w)
        else:
            assert widths[(q, k)] == pytest.approx(line_view.MAX_STROKE * w, abs=WIDTH_TOL), (q, k)


# What the sliders accept, kept small: a few tokens (some past the 32 the heatmaps show), heads
# up to past the 4 drawn.
inputs = st.builds(
    lambda b, n, d_in, hd, h, seed: lesson.HeadsInput(b, n, d_in, hd * h, h, seed),
    st.integers(1, 2), st.one_of(st.integers(1, 8), st.just(6), st.integers(33, 36)),
    st.one_of(st.just(3), st.integers(1, 8)), st.integers(1, 4), st.integers(1, 6),
    st.integers(0, 2**31 - 1))


@settings(max_examples=25, deadline=None)
@given(inp=inputs, zh=st.booleans())
def test_each_head_is_drawn_with_its_weights_and_the_heatmaps_tokens(inp, zh):
    request, lang = (ZH, "zh") if zh else (EN, "en")
    args = (inp.b, inp.n, inp.d_in, inp.d_out, inp.heads, inp.seed)
    m = min(inp.n, lesson.SHOW_TOKENS)

    text, formula, figure, lines = heads_step(*args, "per_head", request=request)
    shown = min(inp.heads, lesson.SHOW_HEADS)
    drawn = drawings(lines)
    assert len(drawn) == shown
    ref = reference_weights(inp, inp.head_dim ** 0.5)
    for i, ((caption, tokens, widths), (x, y)) in enumerate(zip(drawn, heatmap_labels(figure, shown))):
        assert caption == i18n.t("panel.head", lang, i=i + 1)
        assert tokens == [line_view.visible(t) for t in x] == [line_view.visible(t) for t in y]
        assert len(tokens) == m
        assert_lines_are(ref[i, :m, :m], widths)
    assert i18n.t("heads.lines_caption", lang) in lines["value"]

    # head 1 scaled by √d_h beside the notebook's slip, √d_out: two drawings, as the heatmaps
    *_, figure, lines = heads_step(*args, "head_scale", request=request)
    drawn = drawings(lines)
    assert [c for c, *_ in drawn] == [
        i18n.t("panel.scale_right", lang, hd=inp.head_dim),
        i18n.t("panel.scale_wrong", lang, d_out=inp.d_out)]
    for (_, tokens, widths), (x, _), scale in zip(drawn, heatmap_labels(figure, 2),
                                                  (inp.head_dim ** 0.5, inp.d_out ** 0.5)):
        assert tokens == [line_view.visible(t) for t in x]
        assert_lines_are(reference_weights(inp, scale)[0, :m, :m], widths)


@pytest.mark.parametrize("request_", [EN, ZH])
def test_steps_without_weights_hide_the_panel(request_):
    for step_id in lesson.STEPS:
        *_, lines = heads_step(2, 6, 3, 2, 2, 123, step_id, request=request_)
        if step_id in WEIGHT_STEPS:
            assert lines["visible"] is True and "<svg" in lines["value"]
        else:  # nothing to draw: hidden, not an empty box
            assert lines == {"__type__": "update", "visible": False}


def test_the_book_sentence_is_labelled_as_the_heatmap_in_both_languages():
    from attnlab import examples

    for request_ in (EN, ZH):
        *_, lines = heads_step(2, 6, 3, 2, 2, 123, "per_head", request=request_)
        for _, tokens, _ in drawings(lines):
            assert tokens == list(examples.TOKENS)


@pytest.fixture(scope="module")
def demo():
    from attnlab.ui.app import build_demo

    return build_demo()


def test_the_line_view_rides_with_the_figure_and_adds_no_request(demo):
    """Every event that updates the Heads figure updates its line view in the same response, and
    no event updates the line view alone (a step click stays one request and its .then)."""
    by_id = {getattr(b, "elem_id", None): b for b in demo.blocks.values()}
    plot, lines = by_id["heads-plot"], by_id["heads-lines"]
    with_plot = [f for f in demo.fns.values() if plot in f.outputs]
    with_lines = [f for f in demo.fns.values() if lines in f.outputs]
    assert with_plot and with_lines == with_plot


@pytest.mark.server
def test_the_heads_step_endpoint_returns_the_line_view(server_url):
    for lang in ("en", "zh"):
        status, out = call_http(server_url, "heads_step", [2, 6, 3, 2, 2, 123, "per_head"],
                                lang=lang)
        assert status == "complete", out
        text, formula, plot, lines = out
        drawn = drawings(lines)
        assert [c for c, *_ in drawn] == [i18n.t("panel.head", lang, i=i) for i in (1, 2)]
        ref = reference_weights(lesson.default_input(), lesson.default_input().head_dim ** 0.5)
        for i, (_, _, widths) in enumerate(drawn):
            assert_lines_are(ref[i], widths)
        status, out = call_http(server_url, "heads_step", [2, 6, 3, 2, 2, 123, "gpt2"], lang=lang)
        assert status == "complete" and out[3]["visible"] is False


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_any_steps_attention_panels_are_drawn_labelled_as_their_heatmaps(lang):
    """step_lines on a made-up step: a repeated token is told apart as the heatmap tells it, and
    only square query-key weight panels are drawn (scores and values are not weights)."""
    from attnlab import plots
    from attnlab.lessons.steps import Panel, Step

    w = torch.softmax(torch.randn(3, 3, generator=torch.Generator().manual_seed(7)), -1)
    tokens = ("the", "cat", "the")
    step = Step(id="s", text="", text_args={}, formula="", shapes=(), panels=(
        Panel("panel.head", w, "weight", x_labels=tokens, y_labels=tokens, title_args={"i": 1}),
        Panel("panel.head", w, "score", x_labels=tokens, y_labels=tokens, title_args={"i": 2}),
        Panel("panel.head", w, "weight", title_args={"i": 3}),  # numbered, not tokens: not q-k
    ))
    (caption, drawn, widths), = drawings({"visible": True,
                                          "value": line_view.step_lines(step, lang, "c")})
    ((x, y), _) = heatmap_labels(plots.step_figure(step, lang), 3)[:2]
    assert drawn == x == y == ["the", "cat", "the (3)"]
    assert caption == i18n.t("panel.head", lang, i=1)
    assert_lines_are(w, widths)
    assert line_view.step_lines(Step(id="s", text="", text_args={}, formula="", shapes=(),
                                     panels=step.panels[1:]), lang) == ""


# The most lines a step can draw: four heads of 32 tokens whose weights are all over 0.01 (one
# input dimension and one per head: flat weights), in both languages, on both weight steps.
LARGEST = [(1, 32, 1, 4, 4, 1), (4, 256, 1, 16, 16, 1), (4, 256, 1024, 1024, 16, 2)]


@pytest.mark.parametrize("args", LARGEST)
def test_the_largest_steps_with_lines_still_fit_the_step_cache(demo, args):
    """A step too large for the step cache (common.StepCache.max_value_chars) would be computed
    again on every click: the lines' markup must leave the largest Heads steps cacheable."""
    from attnlab.ui import common, serving

    fns = {f.api_name: f for f in demo.fns.values()}
    outputs = fns["heads_step"].outputs
    cache = common.StepCache()
    cached = common.cached_step(heads_step, "heads_step", cache=cache,
                                outputs=outputs if serving.SERVE_OWN else None)
    for request_ in (EN, ZH):
        for step_id in WEIGHT_STEPS:
            before = len(cache)
            out = cached(*args, step_id, request_)
            assert len(cache) == before + 1, (step_id, common._chars(common._frozen(out[3])))


def test_lines_without_titles_are_the_same_lines():
    w = torch.softmax(torch.randn(5, 5, generator=torch.Generator().manual_seed(3)) * 2, -1)
    tokens = list("abcde")
    full = parse(line_view.attention_lines(tokens, w.tolist(), "x"))
    bare = parse(line_view.attention_lines(tokens, w.tolist(), "x", titles=False))
    assert [t.text for t in full.iter(f"{SVG}title")]  # hover names each line's weight
    assert list(bare.iter(f"{SVG}title")) == []
    assert [ln.attrib for ln in bare.iter(f"{SVG}line")] == [ln.attrib for ln in full.iter(f"{SVG}line")]
