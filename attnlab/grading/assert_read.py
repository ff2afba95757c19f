"""An answer stopped by the learner's own ``assert``: the check they wrote, not the grader, failed.
Learners who write tests first put asserts that hold on the book's example (two heads, six
tokens, a sum that is exactly 0) into their functions; the grader's other inputs make them fail,
and Python's bare "AssertionError:" says nothing. The assert is read from the learner's code (its
syntax tree, never run) and told with its line and what kind of expectation it holds: a size the
book's example has, or a float comparison with allclose's default tolerance, tighter than float32
rounding. Runs in the grader after the check, like code_notes.
"""

from __future__ import annotations

import ast
import dataclasses
import re

from attnlab.grading import discarded

MAX_CHARS = 100
_LINE = re.compile(r"line (\d+)")
CLOSE = {"allclose", "isclose", "assert_close", "equal"}


def _kind(test: ast.AST) -> str:
    """What the assert expects: "close" (floats compared at default tolerance), "size" (a shape,
    a length, a size compared), or "" (anything else)."""
    for node in ast.walk(test):
        if isinstance(node, ast.Call):
            name = node.func.attr if isinstance(node.func, ast.Attribute) else getattr(node.func, "id", "")
            if name in CLOSE and not any(k.arg in ("atol", "rtol") for k in node.keywords):
                return "close"
    for node in ast.walk(test):
        if isinstance(node, ast.Attribute) and node.attr in ("shape", "ndim") or \
                isinstance(node, ast.Call) and (getattr(node.func, "id", "") == "len"
                                                or getattr(node.func, "attr", "") in ("size", "dim", "numel")):
            return "size"
    return ""


def find(sources, name: str, line: int | None = None) -> dict | None:
    """The assert of the answer ``name`` (its function and helpers) that failed: the one on
    ``line`` where the error says, else the only one there is."""
    asserts = []
    for _, _, functions in discarded.definitions(sources, name):
        asserts = [n for fn in functions for n in ast.walk(fn) if isinstance(n, ast.Assert)]
    if line is not None:
        asserts = [a for a in asserts if a.lineno <= line <= (a.end_lineno or a.lineno)] or asserts
    if len(asserts) != 1:
        return None
    node = asserts[0]
    code = "assert " + ast.unparse(node.test)
    code = code if len(code) <= MAX_CHARS else code[:MAX_CHARS - 1] + "…"
    return {"line": node.lineno, "code": code, "kind": _kind(node.test)}


def refine(outcome, submission, exercise_id: str):
    """An answer whose own assert raised, told as such (its line, its code, what it expects)."""
    error = str(outcome.args.get("error", ""))
    if outcome.status not in ("error", "failed") or not str(outcome.feedback).startswith("feedback.raised") \
            or not error.startswith("AssertionError"):
        return outcome
    said = _LINE.search(str(outcome.args.get("line", "")) or "")
    line = int(outcome.args["line"]) if str(outcome.args.get("line", "")).isdigit() else (
        int(said[1]) if said else None)
    try:
        found = find(discarded._sources(submission), exercise_id, line)
    except Exception:  # noqa: BLE001 - the reading only replaces words
        found = None
    if not found:
        return outcome
    key = {"close": "feedback.own_assert_close", "size": "feedback.own_assert_size"}.get(found["kind"],
                                                                                         "feedback.own_assert")
    return dataclasses.replace(outcome, feedback=key, args={"line": str(found["line"]), "code": found["code"],
                                                            "error": error[:200].rstrip(": ")})
