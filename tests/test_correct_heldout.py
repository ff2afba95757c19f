"""Correct answers nobody tuned the grader on (issue 29: a correct answer must never score 0).

tests/answers/correct_heldout/correct15: 48 answers, three per exercise, written by a helper who
never read the grader and checked each against a reference of their own (numpy round trips,
einsum, torch.func, Fractions and numpy scalars for numbers, a torch.Size for a shape, lambdas,
notebook leftovers, Chinese identifiers). Graded once untouched: 48/48 passed. Each must go on
passing, graded as the CLI grades a class: one file per learner."""

from __future__ import annotations

from pathlib import Path

import pytest

import exercises
from attnlab.grading.runner import Limits, Sandbox

pytestmark = pytest.mark.sandbox
FOLDER = Path(__file__).parent / "answers" / "correct_heldout"
FILES = sorted(FOLDER.glob("*/*.py"))


@pytest.fixture(scope="module")
def sandbox():
    sb = Sandbox("cpu", Limits(wall_seconds=15), exercises=exercises.ALL)
    yield sb
    sb.close()


def test_the_corpus_is_there():
    assert len(FILES) >= 48


@pytest.mark.parametrize("path", FILES, ids=[p.name for p in FILES])
def test_a_correct_answer_passes(sandbox, path):
    exercise_id = path.name.split("__")[0]
    ((_, outcome),) = sandbox.grade(path.read_text(encoding="utf-8"), [exercise_id])
    assert outcome.status == "passed", (outcome.feedback, outcome.args)
