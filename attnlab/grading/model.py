"""What an exercise is, and what grading one answer produces.

An exercise is one folder (attnlab.registry loads it), split along the trust boundary by files:
- ``check.py`` (trusted parent) draws fresh inputs from the run's generator as plain JSON data
  (``make_payload``) and recomputes the expected values with trusted code (``check``);
- ``probe.py`` (sandboxed child, the only file of the exercise the worker imports) runs the
  learner's answer on those inputs and returns plain data;
- ``solution.py`` is the reference answer in the form of a submission, read as text, never imported.
The parent never imports the submission and never unpickles anything from the child.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
import logging
import re

log = logging.getLogger(__name__)

STATUSES = ("passed", "failed", "error", "missing")


@dataclass(frozen=True)
class Outcome:
    """The grade of one exercise: a status, points, and feedback as an i18n key with arguments."""

    status: str  # one of STATUSES
    score: float
    max_score: float
    feedback: str  # i18n key
    args: dict = field(default_factory=dict)
    # Each check's result (attnlab.grading.points.CheckResult), set where the checker graded the
    # answer; empty otherwise (see check_results).
    checks: tuple = ()

    def __post_init__(self):  # whatever built it, arguments reach reports as safe, short text
        object.__setattr__(self, "args", clean_args(self.args))


@dataclass(frozen=True)
class Exercise:
    id: str
    kind: str  # "code", "number", "vector" or "shape": which widget the app shows
    points: int
    title: dict[str, str]
    statement: dict[str, str]
    hints: dict[str, tuple[str, ...]]
    starter: str  # the answers.py lines for this exercise, unanswered
    lesson: str  # the lesson tab (attnlab.lessons.TABS) that teaches what it asks; "" for none
    folder: Path  # exercise.py, check.py, solution.py and (code answers) probe.py
    # The name the sandbox worker imports probe.py under ("" for short answers: no probe file).
    probe_module: str
    make_payload: Callable[[Any], dict]  # parent: (torch.Generator) -> inputs (plain JSON data)
    check: Callable[[dict, dict], tuple[str, dict]]  # parent: -> ("", {}) if right, else (key, args)
    also_in: tuple[str, ...] = ()  # further lessons whose tab links to it
    # References the worker withholds from a child unless its exercises need them (worker.WITHHELD):
    # an exercise that hands the book's MultiHeadAttention to an answer and runs it needs its forward.
    needs: tuple[str, ...] = ()
    # Points per check (attnlab.grading.points.Check), in the checker's order; () means one check.
    checks: tuple = ()

    @property
    def parts(self) -> tuple:
        """The exercise's checks: its declared ones, else one check worth all its points."""
        from attnlab.grading import points

        return self.checks or points.parse(None, self.points)

    @property
    def probe_file(self) -> Path | None:
        return self.folder / "probe.py" if self.probe_module else None

    @property
    def solution(self) -> str:
        """The reference answer, read on demand by the trusted side (never imported)."""
        return (self.folder / "solution.py").read_text(encoding="utf-8")

    def grade(self, payload: dict, result: dict) -> Outcome:
        """Score a probe result; a checker that fails on malformed data counts as an error."""
        try:
            key, args = self.check(payload, result)
        except CheckFailed as e:  # found deep in a helper (a result of the wrong shape, ...)
            key, args = e.key, e.args_
        except MalformedResult as e:
            return Outcome("error", 0, self.points, "feedback.malformed", {"what": str(e)[:200]})
        except Exception as e:  # forged data that slipped past the form checks: never a pass
            log.warning("checker for %s failed: %r", self.id, e)
            return Outcome("error", 0, self.points, "feedback.malformed", {"what": type(e).__name__})
        from attnlab.grading import points

        if not key:
            done = points.results(self.parts, "passed", "", True)
            return Outcome("passed", self.points, self.points, "feedback.passed", {}, done)
        done = points.results(self.parts, "failed", key, True)
        return Outcome("failed", sum(c.score for c in done), self.points, key, clean_args(args), done)


def check_results(exercise: Exercise, outcome: Outcome) -> tuple:
    """Each check's result for an outcome: the checker's, or (no checker ran: missing, refused,
    a load error) every check failed or not reached, with no points."""
    from attnlab.grading import points

    if outcome.checks:
        return outcome.checks
    return points.results(exercise.parts, outcome.status, outcome.feedback, False)


_CONTROL = re.compile(r"[\x00-\x1f\x7f-\x9f\u2028\u2029\u200b-\u200f\u202a-\u202e\u2066-\u2069]+")


def clean_text(value, limit: int = 300) -> str:
    """Text from a submission, safe to put in a report line: no control or bidi characters."""
    return _CONTROL.sub(" ", str(value))[:limit]


_RESERVED = {"key", "lang", "self"}  # names of the formatting functions' own parameters


def clean_args(args: dict) -> dict:
    """Feedback arguments as short single-line strings (they may come from the submission)."""
    cleaned = {}
    for k, v in list(args.items())[:20]:
        name = re.sub(r"[^a-z0-9_]", "_", clean_text(k, 40).lower()) or "_"
        cleaned["_" + name if name in _RESERVED or name[0].isdigit() else name] = clean_text(v)
    return cleaned


class MalformedResult(ValueError):
    """The child returned data of the wrong form (possibly forged): never trusted, never passed."""


class CheckFailed(Exception):
    """Raised by a checker's helper (parent side) when the answer is plainly wrong, e.g. a tensor
    too large to be worth decoding: the answer fails with this feedback key, not as an error."""

    def __init__(self, key: str, **args: Any):
        super().__init__(key)
        self.key = key
        self.args_ = args


class AnswerProblem(Exception):
    """Raised by a probe when the answer is unusable (wrong type, raised, ...): an i18n key + args."""

    def __init__(self, key: str, **args: Any):
        super().__init__(key)
        self.key = key
        self.args_ = args
