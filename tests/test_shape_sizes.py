"""A shape answer wrong at one axis is told by where its size comes from (shape_sizes): another of
the statement's sizes, or a derived size worked out with one operand swapped."""

from __future__ import annotations

import pytest

import exercises
from attnlab.grading import shape_sizes
from attnlab.grading.report import feedback_text
from attnlab.grading.runner import Limits, Sandbox

SIZES = {"b": 2, "n": 5, "d_out": 12, "num_heads": 3}
DERIVED = {"head_dim": ("d_out", "//", "num_heads")}
AXES = ("b", "h", "n", "head_dim")
WANT = (2, 3, 5, 4)


@pytest.mark.parametrize("got, expr", [
    ((2, 3, 5, 2), "d_out // n"),        # head_dim from the tokens
    ((2, 3, 5, 6), "d_out // b"),        # head_dim from the batch
    ((2, 3, 5, 5), "n"),                 # the scores' last axis
    ((2, 3, 12, 4), "d_out"),            # the width where the tokens belong
    ((2, 3, 4, 4), "head_dim"),          # head_dim where the tokens belong
])
def test_one_wrong_axis_is_read_as_a_size_of_the_statement(got, expr):
    key, args = shape_sizes.explain(got, WANT, AXES, SIZES, DERIVED)
    assert key == "feedback.shape.size_read" and args["expr"] == expr, args
    assert args["axis"] == str(next(i for i, (g, w) in enumerate(zip(got, WANT)) if g != w))


@pytest.mark.parametrize("got", [
    (2, 3, 5, 7),        # 7 is no size of the statement
    (3, 2, 5, 4),        # two axes differ: another reading's
    (2, 3, 5),           # another rank
    (2, 3, 5, 4.5),      # not a size at all
])
def test_no_reading_is_made_up(got):
    assert shape_sizes.explain(got, WANT, AXES, SIZES, DERIVED) is None


@pytest.mark.sandbox
def test_a_typed_shape_with_head_dim_from_the_batch_is_told_in_both_languages():
    code = """
b, n, d_out, num_heads = 2, 5, 12, 3
ex_shape_view = (b, num_heads, n, d_out // b)
"""
    sandbox = Sandbox("cpu", Limits(wall_seconds=30), exercises=exercises.ALL)
    try:
        ((_, outcome),) = sandbox.grade(code, ["ex_shape_view"], seed=11)
    finally:
        sandbox.close()
    assert outcome.status == "failed" and outcome.feedback == "feedback.shape.size_read", outcome
    en, zh = feedback_text(outcome, "en"), feedback_text(outcome, "zh")
    assert "d_out // b" in en and "d_out // num_heads = 12 // 3" in en, en
    assert "d_out // b" in zh and "第 3 轴" in zh, zh
