"""Points per check: partial credit for an exercise whose checker tests several things in turn.

An exercise folder declares its checks in exercise.py, in the order its checker tests them::

    CHECKS = (("structure", 1, ("ex3_2.heads", "ex3_2.shape")),  # (name, points, feedback keys)
              ("values", 1, ("*",)))

The points add up to POINTS. A checker stops at the first problem it finds and names it by a
feedback key; the check that key belongs to failed, every check before it passed (its points are
earned) and those after it were not reached. Keys are matched exactly first, then as patterns
(``fnmatch``: ``"*"`` takes every key no other check lists); a key no check takes fails the first
check, so a new feedback text can never give points by accident. A problem found before the checker
runs (no answer, not callable, raised while being built, timed out, a load error) earns nothing.

A check's title is ``<id>.check.<name>`` in the exercise's catalogues when it has one, else the
shared ``check.<name>`` (attnlab/texts/grading), else its name.
"""

from __future__ import annotations

import fnmatch
from dataclasses import dataclass

from attnlab import i18n

STATUSES = ("passed", "failed", "not_run")


@dataclass(frozen=True)
class Check:
    name: str
    points: int
    keys: tuple[str, ...] = ()  # feedback keys (or fnmatch patterns) that fail this check


@dataclass(frozen=True)
class CheckResult:
    name: str
    status: str  # one of STATUSES
    score: float
    max_score: float


def slip_then_values(exercise_id: str, slip: int, values: int, not_slips=()) -> tuple:
    """The CHECKS of an answer whose checker names classic mistakes (attnlab.grading.tensor_check,
    attnlab.grading.mistakes): ``slip`` points for an answer that is right or one named mistake
    from it (the feedback key is one of the exercise's own, ``<id>.*``, or of the shared catalogue,
    ``mistake.*``), ``values`` more for right values. Anything else (wrong values no mistake
    explains, a wrong shape, an error, an identity function) earns nothing. ``not_slips`` lists the
    exercise's own keys that state a property rather than name a slip (weights on future tokens)."""
    return (("slip", slip, ("*", *not_slips)),
            ("values", values, (f"{exercise_id}.*", "mistake.*")))


def parse(declared, points: int) -> tuple[Check, ...]:
    """exercise.py's CHECKS as Check objects; raises ValueError (with the reason in English) when
    malformed. No CHECKS: one check, "answer", worth all the points."""
    if declared is None:
        return (Check("answer", points, ("*",)),)
    if not isinstance(declared, (tuple, list)) or not declared:
        raise ValueError("CHECKS must be a non-empty tuple of (name, points, feedback keys)")
    found = []
    for entry in declared:
        if not isinstance(entry, (tuple, list)) or len(entry) != 3:
            raise ValueError(f"each of CHECKS is (name, points, feedback keys), got {entry!r:.80}")
        name, value, keys = entry
        if not isinstance(name, str) or not name.isidentifier():
            raise ValueError(f"a check's name is an identifier, got {name!r:.40}")
        if not isinstance(value, int) or isinstance(value, bool) or value < 1:
            raise ValueError(f"check {name}: points must be a whole number of 1 or more")
        if isinstance(keys, str) or not all(isinstance(k, str) for k in keys):
            raise ValueError(f"check {name}: feedback keys must be a tuple of strings")
        found.append(Check(name, value, tuple(keys)))
    if len({c.name for c in found}) != len(found):
        raise ValueError("two checks have the same name")
    if sum(c.points for c in found) != points:
        raise ValueError(f"the checks' points add up to {sum(c.points for c in found)}, "
                         f"POINTS is {points}")
    return tuple(found)


def failed_check(checks: tuple[Check, ...], key: str) -> int:
    """The index of the check a feedback key fails: exact match, then the most specific pattern
    (the most characters besides ``*``), else the first check."""
    for i, c in enumerate(checks):
        if key in c.keys:
            return i
    matches = [(len(p.replace("*", "")), -i, i) for i, c in enumerate(checks) for p in c.keys
               if fnmatch.fnmatchcase(key, p)]
    return max(matches)[2] if matches else 0


def results(checks: tuple[Check, ...], status: str, key: str, from_checker: bool) -> tuple:
    """Each check's CheckResult for an exercise's outcome (status and feedback key):
    ``from_checker`` is True where the checker itself named the problem."""
    if status == "passed":
        return tuple(CheckResult(c.name, "passed", c.points, c.points) for c in checks)
    failed = failed_check(checks, key) if from_checker else 0
    return tuple(CheckResult(c.name, "passed" if i < failed else "failed" if i == failed
                             else "not_run", c.points if i < failed else 0, c.points)
                 for i, c in enumerate(checks))


def title(exercise_id: str, name: str, lang: str) -> str:
    for key in (f"{exercise_id}.check.{name}", f"check.{name}"):
        if key in i18n.STRINGS:
            return i18n.t(key, lang)
    return name.replace("_", " ")
