"""One test per exercise: passes when the graded answer passes, fails with the feedback."""

from __future__ import annotations

import pytest

import exercises
from attnlab.grading.report import feedback_text


@pytest.mark.parametrize("exercise", exercises.ALL, ids=lambda e: e.id)
def test_exercise(exercise, graded):
    outcome = graded[exercise.id]
    if outcome.status != "passed":
        pytest.fail(f"{exercise.title['en']}: {outcome.status} ({outcome.score}/{outcome.max_score})"
                    f" - {feedback_text(outcome, 'en')}", pytrace=False)
