"""Figure builders: shared colour ranges, category axes, NaN bars, compact JSON."""

from __future__ import annotations

import json

import numpy as np

import torch
from hypothesis import given, settings, strategies as st

from attnlab import plots
from attnlab.lessons.steps import Panel


def test_signed_heatmaps_share_one_symmetric_range():
    a = Panel("panel.queries", torch.tensor([[1.0, -2.0], [0.5, 0.0]]), "value")
    b = Panel("panel.keys", torch.tensor([[10.0, 3.0]]), "value")
    fig = plots.panels_figure([a, b], "en")
    assert (fig.data[0].zmin, fig.data[0].zmax) == (-10.0, 10.0)
    assert (fig.data[1].zmin, fig.data[1].zmax) == (-10.0, 10.0)
    assert fig.data[0].showscale and not fig.data[1].showscale  # one colour bar per quantity


def test_numeric_labels_stay_categories():
    fig = plots.panels_figure([Panel("panel.queries", torch.ones(3, 2), "score")], "en")
    assert fig.layout.xaxis.type == "category" and fig.layout.yaxis.type == "category"
    assert list(fig.data[0].y) == ["1", "2", "3"]


def test_nan_bars_are_labelled_not_lost():
    fig = plots.panels_figure([Panel("panel.naive_softmax", torch.tensor([0.5, float("nan")]),
                                     "weight", x_labels=("a", "b"))], "en")
    assert list(fig.data[0].y) == [0.5, 0.0] and list(fig.data[0].text) == ["0.5000", "NaN"]


def test_figure_json_has_no_float_noise():
    values = torch.tensor([[1 / 3, 2 / 3], [0.1 + 0.2, 1e-9]])
    payload = json.loads(plots.panels_figure([Panel("panel.queries", values, "value")], "en").to_json())
    # each cell is the stored float32 number itself (exact for the hover), never a float64
    # computation's noise (0.1 + 0.2 is float32's 0.3)
    stored = values.flatten().tolist()
    for number, want in zip((v for row in payload["data"][0]["z"] for v in row), stored):
        assert number == want and float(np.float32(number)) == number


def test_label_keys_are_drawn_in_the_learners_language():
    from attnlab.lessons import why

    step = why.step(why.default_input(), "mean")
    assert list(plots.step_figure(step, "zh").data[0].x) == ["自然", "金钱", "虚词", "名词"]
    assert list(plots.step_figure(step, "en").data[0].x) == ["nature", "money", "function word",
                                                             "noun"]
    assert list(plots.step_figure(step, "zh").data[0].y) == ["the", "river", "bank", "water"]


@settings(max_examples=40, deadline=None)
@given(st.lists(st.integers(1, 60), min_size=1, max_size=4))
def test_dense_heatmaps_get_taller_panels_that_never_overlap(row_counts):
    """A heatmap of many rows (a long sentence, GPT-2's prompt) gets a taller panel, so a row keeps
    MIN_CELL_PX up to MAX_ROW_PX; small ones keep ROW_PX; panels stack without overlapping."""
    panels = [Panel("panel.queries", torch.rand(n, 3), "weight") for n in row_counts]
    layout = plots.panels_figure(panels, "en").layout
    inner = layout.height - 20
    domains = [layout[f"yaxis{'' if i == 0 else i + 1}"].domain for i in range(len(panels))]
    for n, (low, high) in zip(row_counts, domains):
        px_per_row = (high - low) * inner / n
        if plots.TITLE_PX + plots.BELOW_PX + plots.MIN_CELL_PX * n <= plots.MAX_ROW_PX:
            assert px_per_row >= plots.MIN_CELL_PX - 0.5, (n, px_per_row)
    for (low, _), (_, high_below) in zip(domains, domains[1:]):
        assert high_below < low  # the next panel (and its title) starts below this one
    if max(row_counts) <= (plots.ROW_PX - plots.TITLE_PX - plots.BELOW_PX) // plots.MIN_CELL_PX:
        assert layout.height == plots.ROW_PX * len(panels)
