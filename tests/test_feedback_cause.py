"""Feedback names the cause the answer shows (issue 30, examiner E7): the right answer given to
fewer decimals than asked is told so ("give 4 decimals"), never as an intermediate rounded "before
the next step" when the step rounded is the last one (1/(1 − p) = 1.11 for ex_dropout_survivor:
the division is the answer itself). Checked on every bundled short answer asked to some decimals,
at every shorter rounding, from each exercise's reference solution; the trusted checker is called
directly (no sandbox: it only reads the learner's number)."""

from __future__ import annotations

import importlib
import runpy

import pytest

import exercises
from attnlab.grading.short_answer import typed_decimals

SHORT = [ex for ex in exercises.ALL if ex.kind in ("number", "vector")]


def _reference(ex):
    return runpy.run_path(str(ex.folder / "solution.py"))[ex.id]


def _rounded_versions(value, decimals: int):
    """The reference rounded to 1 .. decimals - 1 decimals, where that changes it."""
    values = value if isinstance(value, list) else [value]
    for k in range(1, decimals):
        short = [round(float(v), k) for v in values]
        if short != [float(v) for v in values]:
            yield k, (short if isinstance(value, list) else short[0])


CASES = [(ex, k, short) for ex in SHORT
         for k, short in _rounded_versions(_reference(ex), typed_decimals(_reference(ex)) if not
                                           isinstance(_reference(ex), list) else 4)]


def test_there_are_cases():
    assert {ex.id for ex, _, _ in CASES} >= {"ex_dropout_survivor", "ex_omega", "ex_softmax_weight"}


@pytest.mark.parametrize("ex, k, short", CASES, ids=[f"{ex.id}-{k}" for ex, k, _ in CASES])
def test_the_answer_to_fewer_decimals_is_told_as_such(ex, k, short):
    check = importlib.import_module(f"exercises.{ex.id}.check").check
    key, args = check(None, {"value": short})
    # an intermediate "rounded before the next step" is a cause only where it is not the answer's
    # own rounding: this answer is the reference itself, rounded at the end
    assert not key.startswith("rewrite.rounded"), (ex.id, short, key, args)
    if ex.kind == "number" and k >= 2:  # one decimal fits other slips too (0.2 is another weight)
        assert key in ("", "feedback.few_decimals"), (ex.id, short, key, args)
