"""A heatmap row is linked to its token by hover (issue 32): every attention matrix a lesson draws
names, on hover, its query token (the row) and its key token (the column) in the learner's
language, by the labels the axes show.

Read from the figure JSON each lesson's step endpoint sends, at the book's inputs, for every step
of every lesson. An attention matrix is found two ways: by its values (a square matrix whose rows
are probabilities over the tokens that label its rows: attention weights, whatever the step calls
them) and by a list of the steps
that draw scores or gradients of token-by-token matrices, whose values cannot tell.
"""

from __future__ import annotations

import json

import pytest

from attnlab import i18n
from attnlab.lessons import lesson_module
from attnlab.ui.app import build_demo
from helpers import EN, ZH
from test_app_page_load import page_values

LESSONS = ("why", "scores", "softmax", "masking", "dropout", "heads", "gradients")
WORDS = {"en": ("query", "key"), "zh": ("查询", "键")}
# Token-by-token matrices whose values are not probabilities: (lesson, step) -> how many at least.
QUERY_KEY = {("scores", "all_scores"): 1, ("masking", "way_a"): 1, ("dropout", "ones"): 1,
             ("heads", "batched_matmul"): 2, ("gradients", "forward"): 1,
             ("gradients", "d_context"): 1, ("gradients", "d_scores"): 1,
             ("gradients", "multi_head"): 2}


@pytest.fixture(scope="module")
def figures():
    """{(lesson, step, lang): figure dict} from each lesson's <lesson>_step endpoint."""
    demo = build_demo()
    fns = {f.api_name: f for f in demo.fns.values()}
    out = {}
    for lesson in LESSONS:
        dep = fns[f"{lesson}_step"]
        step_box = next(b for b in dep.inputs if getattr(b, "elem_id", None) == f"{lesson}-step")
        for step in lesson_module(lesson).STEPS:
            for lang, request in (("en", EN), ("zh", ZH)):
                values = [step if b is step_box else page_values(b) for b in dep.inputs]
                plot = dep.fn(*values, request)[2]
                if isinstance(plot, dict) and "plot" in plot:  # served as Gradio sends it
                    plot = json.loads(plot["plot"])
                else:
                    plot = json.loads(plot.to_json())
                out[lesson, step, lang] = plot
    return out


def is_probability_rows(z) -> bool:
    rows = [[v for v in row if v is not None] for row in z]
    if len(z) < 2 or any(len(row) != len(z) for row in z):
        return False
    rows = [row for row in rows if row]  # a fully masked row is drawn empty (NaN)
    return bool(rows) and all(min(row) >= 0 and abs(sum(row) - 1) < 1e-4 for row in rows)


def names_query_and_key(trace: dict, lang: str) -> bool:
    template = trace.get("hovertemplate", "")
    query, key = WORDS[lang]
    head = template.split("<br>")[0]
    return (query in head and key in head and "%{y}" in head and "%{x}" in head
            and head.index(query) < head.index("%{y}") and head.index(key) < head.index("%{x}"))


def heatmaps(figure: dict) -> list[dict]:
    return [t for t in figure["data"] if t.get("type") == "heatmap"]


def test_the_catalogues_name_query_and_key():
    for lang, (query, key) in WORDS.items():
        text = i18n.t("axis.hover_qk", lang)
        assert query in text and key in text and "%{y}" in text and "%{x}" in text


def test_every_matrix_of_attention_weights_names_its_query_and_key_token(figures):
    found = 0
    for (lesson, step, lang), figure in figures.items():
        for trace in heatmaps(figure):
            # rows of probabilities over the same tokens as the rows (not, say, one row per scale)
            if is_probability_rows(trace["z"]) and trace["x"] == trace["y"]:
                found += 1
                assert names_query_and_key(trace, lang), (lesson, step, lang, trace["hovertemplate"])
    assert found >= 20  # the lessons draw many; a change that drew none would pass vacuously


@pytest.mark.parametrize("where,count", sorted(QUERY_KEY.items()))
def test_scores_and_gradients_between_tokens_name_query_and_key(figures, where, count):
    for lang in ("en", "zh"):
        named = [t for t in heatmaps(figures[(*where, lang)]) if names_query_and_key(t, lang)]
        assert len(named) >= count, (where, lang)


def test_a_hover_names_tokens_by_the_labels_on_the_axes(figures):
    """The hover's %{y} and %{x} are the row's and column's labels as the axes show them: one
    distinct label per row and column (a repeated token carries its position), none empty."""
    for (lesson, step, lang), figure in figures.items():
        for trace in heatmaps(figure):
            if not names_query_and_key(trace, lang):
                continue
            rows, cols = len(trace["z"]), len(trace["z"][0])
            assert len(trace["y"]) == rows and len(trace["x"]) == cols, (lesson, step)
            assert len(set(trace["y"])) == rows and len(set(trace["x"])) == cols, (lesson, step)
            assert all(str(v).strip() for v in (*trace["x"], *trace["y"]))


def test_a_matrix_that_is_not_token_by_token_does_not_claim_to_be(figures):
    """Values beside tokens (context vectors: tokens by dimensions) keep a plain hover."""
    for lang in ("en", "zh"):
        plain = [t for t in heatmaps(figures[("scores", "all_context", lang)])
                 if len(t["z"]) != len(t["z"][0])]
        assert plain and not any(names_query_and_key(t, lang) for t in plain)


def test_a_hover_draws_the_row_and_the_column_across_the_matrix(figures):
    """Hovering a cell marks its query's whole row and its key's whole column (plotly's spike
    lines across both axes of every heatmap), so a row is read against its token and back."""
    found = 0
    for (lesson, step, lang), figure in figures.items():
        layout = figure["layout"]
        for trace in heatmaps(figure):
            if not names_query_and_key(trace, lang):
                continue
            found += 1
            for ref in (trace.get("xaxis", "x"), trace.get("yaxis", "y")):  # "x2" -> "xaxis2"
                spec = layout[ref[0] + "axis" + ref[1:]]
                assert spec.get("showspikes") and spec.get("spikemode") == "across", (lesson, step, ref)
    assert found >= 20
