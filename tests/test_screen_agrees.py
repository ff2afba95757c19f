"""What the screen shows agrees with the text (issue 30): a number in a heatmap cell or on a bar is
the tensor's value rounded once, as the sentences round it (attnlab.lessons.steps.fmt), never a
rounding of an already rounded number; a list or a written-out sum that leaves terms out says how
many."""

from __future__ import annotations

import math

import torch
from hypothesis import given, settings
from hypothesis import strategies as st

from attnlab import i18n, plots
from attnlab.lessons import scores
from attnlab.lessons.steps import Panel, fmt

# Values a double rounding gets wrong: 0.14544996 rounds to 0.14545 at 6 decimals, then 0.1455.
BOUNDARY = [0.14544996, 0.00004999, 0.99995, -0.12345499, 0.5]


def cell_texts(values: torch.Tensor, **kw) -> list[list[str]]:
    fig = plots.panels_figure([Panel("panel.scores_of_query", values, "score", **kw)], "en")
    return [list(row) for row in fig.data[0].text]


def test_boundary_values_print_as_the_sentences_print_them():
    v = torch.tensor([BOUNDARY])
    assert cell_texts(v)[0] == [fmt(float(x)) for x in v[0]]
    assert cell_texts(v)[0][0] == "0.1454"  # float32's 0.14544996 is below the boundary


@settings(max_examples=30, deadline=None)
@given(st.lists(st.lists(st.floats(-1e3, 1e3, width=32) | st.sampled_from(BOUNDARY), min_size=3,
                         max_size=3), min_size=1, max_size=6))
def test_every_cell_is_its_value_rounded_once(rows):
    v = torch.tensor(rows, dtype=torch.float32)
    assert cell_texts(v) == [[fmt(float(x)) for x in row] for row in v]


def test_nan_and_integer_cells_say_what_they_are():
    v = torch.tensor([[float("nan"), 1.0], [float("-inf"), 0.25]])
    assert cell_texts(v) == [["NaN", "1.0000"], ["-inf", "0.2500"]]
    counts = plots.panels_figure([Panel("panel.scores_of_query", torch.tensor([[3.0, 12.0]]), "score",
                                        integer=True)], "en")
    assert list(counts.data[0].text[0]) == ["3", "12"]


def test_a_shortened_dot_product_says_how_many_products_it_leaves_out():
    for d in (3, scores.MAX_TERMS, scores.MAX_TERMS + 1, 64):
        x = torch.linspace(-1, 1, 3 * d).reshape(3, d)
        r = scores.compute(scores.parse_input(x.tolist(), "", 0, 1, 2, "rand"))
        step = scores.step(r, "query_scores")
        line = step.text_args["lines"].splitlines()[0]
        products = line.split(" = ")[-2].count("·")
        cut = "scores.text.terms_cut" in step.more
        assert cut == (d > scores.MAX_TERMS) == ("…" in line)
        if cut:
            a = step.text_args
            assert products == a["terms_shown"] and a["terms_shown"] + a["terms_left"] == d
            for lang in i18n.LANGS:
                assert str(a["terms_left"]) in i18n.t("scores.text.terms_cut", lang, **a)
        else:
            assert products == d
        assert math.isclose(float(line.split(" = ")[-1]), float(x[0] @ x[0]), abs_tol=5e-5)
