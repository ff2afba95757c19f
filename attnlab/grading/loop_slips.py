"""Three slips of a hand-written loop, read from the learner's source (its syntax tree, never run)
in the trusted grader and told with a wrong answer's feedback, since the output alone only shows
that some iterations are missing or that nothing changed:

- a ``return`` in the loop's body: the function returns after the first pass, whatever the range
  (told instead of the output's symptom, which reads like a range that stops one early);
- ``range(b - 1)`` over an index used as is: the last one is never visited;
- the loop variable assigned and never read again (``for w in (m.W_query, ...): w = ...``): that
  rebinds a local name and leaves the object it came from unchanged.
"""

from __future__ import annotations

import ast
import dataclasses

from attnlab.grading import discarded

MAX_CHARS = 70


def _short(node: ast.AST) -> str:
    code = ast.unparse(node)
    return code if len(code) <= MAX_CHARS else code[:MAX_CHARS - 5] + "(...)"


def _names(target: ast.AST) -> list[str]:
    return [n.id for n in ast.walk(target) if isinstance(n, ast.Name)]


def _return_in_body(loop: ast.For) -> dict | None:
    for stmt in loop.body:  # directly in the body: not an early exit under an if
        if isinstance(stmt, ast.Return):
            return {"kind": "return", "line": stmt.lineno, "loop": loop.lineno, "var": ast.unparse(loop.target),
                    "code": _short(stmt)}
    return None


def _short_range(loop: ast.For) -> dict | None:
    it = loop.iter
    if not (isinstance(it, ast.Call) and isinstance(it.func, ast.Name) and it.func.id == "range"
            and len(it.args) == 1 and isinstance(loop.target, ast.Name)):
        return None
    stop = it.args[0]
    if not (isinstance(stop, ast.BinOp) and isinstance(stop.op, ast.Sub) and isinstance(stop.right, ast.Constant)
            and stop.right.value == 1 and not isinstance(stop.left, ast.Constant)):
        return None
    var = loop.target.id
    # the index used as is: no neighbour (i + 1) that would make the shorter range right
    for node in ast.walk(ast.Module(body=loop.body, type_ignores=[])):
        if isinstance(node, ast.BinOp) and any(isinstance(s, ast.Name) and s.id == var for s in (node.left, node.right)):
            return None
    return {"kind": "range", "line": loop.lineno, "var": var, "bound": ast.unparse(stop.left),
            "code": _short(it)}


def _rebound(loop: ast.For) -> dict | None:
    targets = set(_names(loop.target))
    for k, stmt in enumerate(loop.body):
        if not (isinstance(stmt, ast.Assign) and len(stmt.targets) == 1 and isinstance(stmt.targets[0], ast.Name)):
            continue
        var = stmt.targets[0].id
        if var not in targets:
            continue
        later = [n for s in loop.body[k + 1:] for n in ast.walk(s) if isinstance(n, ast.Name) and n.id == var]
        if later:
            continue  # used after: a local computation, not an attempt to change the object
        return {"kind": "rebind", "line": stmt.lineno, "var": var, "source": _short(loop.iter),
                "code": _short(stmt)}
    return None


def find(sources: list[tuple[int | None, str]], name: str) -> dict | None:
    def visit(node):
        if isinstance(node, ast.For):
            return _return_in_body(node) or _short_range(node) or _rebound(node)
        return None

    return discarded.first_hit(sources, name, visit)


KEYS = {"return": "feedback.loop_return", "range": "feedback.loop_range_short", "rebind": "feedback.loop_rebinds"}


def refine(outcome, submission, exercise_id: str):
    """A wrong answer's outcome with the loop's slip told: a return inside the loop replaces the
    feedback (the symptom's text would blame the range); the others are told after it."""
    if outcome.status != "failed" or "concept" in outcome.args:
        return outcome
    try:
        found = find(discarded._sources(submission), exercise_id)
    except Exception:  # noqa: BLE001 - the note only adds words
        return outcome
    if not found:
        return outcome
    args = {k: str(v) for k, v in found.items() if k != "kind"}
    if found["kind"] == "return":
        return dataclasses.replace(outcome, feedback=KEYS["return"], args=args)
    extra = {"concept": KEYS[found["kind"]], **{f"concept_{k}": v for k, v in args.items()}}
    return dataclasses.replace(outcome, args={**outcome.args, **extra})
