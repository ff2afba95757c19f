"""What the Exercises tab and the learner's saved work share: the exercises, and their texts."""

from __future__ import annotations

from attnlab import i18n, registry
from attnlab.errors import InputError
from attnlab.grading.model import Exercise


def all_exercises() -> tuple[Exercise, ...]:
    """Bundled exercises and the packs in ATTNLAB_PACKS (attnlab.registry)."""
    return registry.app_exercises()


def exercise_by_id(exercise_id) -> Exercise:
    known = registry.by_id(all_exercises())
    if not isinstance(exercise_id, str) or exercise_id not in known:  # a client may send a list
        raise InputError("error.bad_choice", name="exercise", choices=", ".join(known))
    return known[exercise_id]


def hints_markdown(ex: Exercise, count: int, lang: str) -> str:
    """The first ``count`` hints, each under the one before."""
    hints = ex.hints[lang]
    return "\n\n".join(i18n.t("exercises.hint", lang, i=i + 1, n=len(hints), hint=hints[i])
                         for i in range(min(count, len(hints))))


def clean_progress(progress) -> dict[str, float]:
    """{exercise id: best score} as this browser kept it; anything else in it is dropped (the
    value comes from the learner's own storage and may be old, edited or broken)."""
    if not isinstance(progress, dict):
        return {}
    out = {}
    for e in all_exercises():
        score = progress.get(e.id)
        if isinstance(score, (int, float)) and not isinstance(score, bool) and score == score:
            out[e.id] = min(max(float(score), 0.0), float(e.points))
    return out


def progress_markdown(progress, lang: str) -> str:
    progress = clean_progress(progress)
    total = sum(e.points for e in all_exercises())
    score = sum(progress.values())
    marks = "".join(("●" if progress.get(e.id, 0) == e.points else "○") for e in all_exercises())
    return i18n.t("exercises.progress", lang, score=f"{score:g}", total=total) + f"  {marks}"
