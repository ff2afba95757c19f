"""One test per exercise (bundled and --pack): passes when the graded answer passes, fails with
the feedback. The `exercise` parameter comes from conftest.pytest_generate_tests."""

from __future__ import annotations

import pytest

from attnlab.grading.report import feedback_text


def test_exercise(exercise, graded, grading_seed):
    outcome = graded[exercise.id]
    if outcome.status != "passed":
        pytest.fail(f"{exercise.title['en']}: {outcome.status} ({outcome.score}/{outcome.max_score})"
                    f" - {feedback_text(outcome, 'en')} (inputs from seed {grading_seed})",
                    pytrace=False)
