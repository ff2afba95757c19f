"""Report writers for graded submissions: text, JSON, CSV and Gradescope's results.json."""

from __future__ import annotations

import csv
import io
import json
from dataclasses import dataclass

from attnlab.i18n import t, t_safe
from attnlab.grading.model import Exercise, Outcome


@dataclass(frozen=True)
class SubmissionReport:
    path: str
    results: list[tuple[Exercise, Outcome]]

    @property
    def score(self) -> float:
        return sum(o.score for _, o in self.results)

    @property
    def max_score(self) -> float:
        return sum(o.max_score for _, o in self.results)


def feedback_text(outcome: Outcome, lang: str) -> str:
    return t_safe(outcome.feedback, lang, **outcome.args)


def _num(x: float) -> float | int:
    return int(x) if float(x).is_integer() else round(x, 4)


def to_json(reports: list[SubmissionReport], lang: str = "en") -> str:
    return json.dumps({"submissions": [
        {"path": r.path, "score": _num(r.score), "max_score": _num(r.max_score),
         "exercises": [{"id": e.id, "status": o.status, "score": _num(o.score),
                        "max_score": _num(o.max_score), "feedback": feedback_text(o, lang)}
                       for e, o in r.results]}
        for r in reports]}, ensure_ascii=False, indent=2)


def to_text(reports: list[SubmissionReport], lang: str = "en") -> str:
    lines = []
    for r in reports:
        lines.append(f"{r.path}: {_num(r.score)} / {_num(r.max_score)}")
        for e, o in r.results:
            lines.append(f"  {e.id:22} {t('status.' + o.status, lang):8} "
                         f"{_num(o.score):>3}/{_num(o.max_score):<3} {feedback_text(o, lang)}")
        lines.append("")
    return "\n".join(lines)


def to_csv(reports: list[SubmissionReport], lang: str = "en") -> str:
    buf = io.StringIO()
    writer = csv.writer(buf)
    ids = [e.id for e, _ in reports[0].results] if reports else []
    writer.writerow(["path", "score", "max_score", *ids])
    for r in reports:
        writer.writerow([r.path, _num(r.score), _num(r.max_score), *(_num(o.score) for _, o in r.results)])
    return buf.getvalue()


def to_gradescope(report: SubmissionReport, lang: str = "en") -> str:
    """Gradescope's autograder results.json for one submission."""
    return json.dumps({
        "score": _num(report.score),
        "max_score": _num(report.max_score),
        "tests": [{"name": f"{e.id}: {e.title.get(lang, e.title['en'])}", "score": _num(o.score),
                   "max_score": _num(o.max_score),
                   "status": "passed" if o.status == "passed" else "failed",
                   "output": feedback_text(o, lang)} for e, o in report.results],
    }, ensure_ascii=False, indent=2)
