"""Short answers asked "to 4 decimals" are judged by the decimals the learner gave (issue 30's
seventh examiner, E7-E10): 0.9550 and 0.9546 passed for 0.9544 (a 6e-4 tolerance), and wrong
routes were named for numbers they do not give to the typed decimals (0.9535 told as products
rounded to 3 decimals, which give 0.954)."""

from __future__ import annotations

import pytest

import exercises
from attnlab.grading.runner import Limits, Sandbox
from attnlab.grading.short_answer import decimals_tolerance, route_tolerance, typed_decimals

# (exercise, answer as typed, passes?, feedback key when it fails or None for "any but these")
CASES = [
    ("ex_omega", "0.9544", True, None), ("ex_omega", "0.9543", True, None),
    ("ex_omega", "0.9545", True, None), ("ex_omega", "0.954", True, None),  # the right rounding
    ("ex_omega", "0.9546", False, "feedback.wrong_number"),
    ("ex_omega", "0.9550", False, "feedback.wrong_number"),
    ("ex_omega", "0.9535", False, "feedback.wrong_number"),
    ("ex_omega", "0.95", False, "feedback.few_decimals"),
    ("ex_softmax_weight", "0.2379", True, None), ("ex_softmax_weight", "0.238", True, None),
    ("ex_softmax_weight", "0.2385", False, "feedback.wrong_number"),
    ("ex_dropout_survivor", "1/0.9", True, None), ("ex_dropout_survivor", "1.111", True, None),
    ("ex_dropout_survivor", "1.112", False, None),
]


@pytest.fixture(scope="module")
def sandbox():
    sb = Sandbox("cpu", Limits(wall_seconds=20), exercises=exercises.ALL)
    yield sb
    sb.close()


@pytest.mark.parametrize("exercise, typed, passes, key", CASES)
def test_a_number_is_judged_by_the_decimals_it_gives(sandbox, exercise, typed, passes, key):
    ((_, outcome),) = sandbox.grade(f"{exercise} = {typed}\n", [exercise], seed=1)
    assert (outcome.status == "passed") == passes, outcome
    if key:
        assert outcome.feedback == key, outcome


def test_the_tolerances_follow_the_typed_decimals():
    assert typed_decimals(0.238) == 3 and typed_decimals(0.9540) == 3 and typed_decimals(1.0) == 0
    assert typed_decimals(10 / 9) == 9  # a computed float carries all its digits
    assert decimals_tolerance(0.9544, 4) == pytest.approx(1e-4, rel=1e-2)
    assert decimals_tolerance(0.954, 4) == pytest.approx(5e-4, rel=1e-2)  # one short: the rounding
    assert decimals_tolerance(0.95, 4) == 0.0  # two short: never "right"
    assert route_tolerance([0.2385], 6e-4) == pytest.approx(5e-5, rel=1e-2)
    assert route_tolerance([10 / 9], 6e-4) < 1e-6  # a computed number: float32's noise only
