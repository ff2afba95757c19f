"""What an exercise is, and what grading one answer produces.

An exercise is split along the trust boundary:
- ``make_payload`` (trusted parent) draws fresh inputs and encodes them as plain JSON data;
- ``probe`` (sandboxed child) runs the learner's answer on those inputs and returns plain data;
- ``check`` (trusted parent) recomputes the expected values with trusted code and compares.
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
    # Trusted side only: reads the reference answer (same form as a submission) on demand. The
    # sandbox imports exercises for their probes, so solutions must not live in those modules.
    solution_source: Callable[[], str]
    make_payload: Callable[[], dict]  # parent: inputs for the probe (plain JSON data)
    probe: Callable[[Any, dict, str], dict]  # child: (answer, payload, device) -> plain data
    check: Callable[[dict, dict], tuple[str, dict]]  # parent: -> ("", {}) if right, else (key, args)

    @property
    def solution(self) -> str:
        return self.solution_source()

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
        if not key:
            return Outcome("passed", self.points, self.points, "feedback.passed", {})
        return Outcome("failed", 0, self.points, key, clean_args(args))


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


def solution_file(module_file: str, exercise_id: str) -> Callable[[], str]:
    """A reader for ``solutions/<id>.py`` beside an exercise module (never imported, only read)."""
    path = Path(module_file).resolve().parent / "solutions" / f"{exercise_id}.py"
    return lambda: path.read_text(encoding="utf-8")


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
