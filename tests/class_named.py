"""The check the class-by-class feedback tests share: an answer graded through the real sandbox is
caught, its feedback (or one of its arguments) is the class's, and both languages say the needle."""

from __future__ import annotations

from attnlab.grading.report import feedback_text


def graded_and_named(sandbox, case: tuple) -> tuple[object, str, str]:
    """Grade ``case`` = (exercise, code, (field, value), (en_needle, zh_needle)); assert it fails with
    ``value`` in ``field`` ("feedback" or an argument) and names the needles; (outcome, en, zh)."""
    exercise, code, (field, value), (en_needle, zh_needle) = case
    ((_, outcome),) = sandbox.grade(code, [exercise], seed=11)
    assert outcome.status in ("failed", "error"), outcome
    assert outcome.args.get(field, outcome.feedback if field == "feedback" else None) == value, outcome
    en, zh = feedback_text(outcome, "en"), feedback_text(outcome, "zh")
    assert en_needle in en and zh_needle in zh, (en, zh)
    assert "{" not in en and "{" not in zh  # every placeholder filled
    return outcome, en, zh
