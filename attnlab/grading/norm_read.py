"""A score divided by the vectors' norms: the cosine similarity (scipy's ``distance.cosine``,
sklearn's ``cosine_similarity``, ``F.cosine_similarity``, ``F.normalize``, or ``/ norm(…)`` by
hand) where attention's score is the raw dot product. Read from the code of the answer, so it is
said even where the answer never produced a value (a module the grader lacks, an error), beside
whatever the feedback says first.

Runs in the grader after the check (attnlab.grading.runner), like discarded.
"""

from __future__ import annotations

import ast
import dataclasses
import re

from attnlab.grading import discarded

NORMALISING = ("cosine",)  # any call so named (a learner's own helper too)
UNIT = {"normalize"}  # F.normalize / torch.nn.functional.normalize (a method or module attribute only:
# a learner's own normalize() may divide by a sum)
NORMS = {"norm", "vector_norm", "linalg_norm"}


def _name(func) -> str:
    return func.attr if isinstance(func, ast.Attribute) else func.id if isinstance(func, ast.Name) else ""


def _answer_nodes(tree: ast.Module, exercise_id: str) -> list[ast.AST]:
    """The top-level statements that define the answer, and the top-level functions they call."""
    top = {n.name: n for n in tree.body if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))}
    nodes = [n for n in tree.body
             if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef)) and n.name == exercise_id
             or isinstance(n, (ast.Assign, ast.AnnAssign)) and exercise_id in
             {t.id for t in getattr(n, "targets", [getattr(n, "target", None)]) if isinstance(t, ast.Name)}]
    seen = list(nodes)
    for node in nodes:
        for call in ast.walk(node):
            if isinstance(call, ast.Call) and _name(call.func) in top and top[_name(call.func)] not in seen:
                seen.append(top[_name(call.func)])
    return seen


def find(code: str, exercise_id: str) -> str | None:
    """The code of the normalising construct in the answer, or None."""
    try:
        tree = ast.parse(code)
    except (SyntaxError, ValueError):
        return None
    for node in _answer_nodes(tree, exercise_id):
        for sub in ast.walk(node):
            if isinstance(sub, ast.Call) and (any(w in _name(sub.func).lower() for w in NORMALISING)
                                              or isinstance(sub.func, ast.Attribute) and sub.func.attr in UNIT):
                return ast.unparse(sub)[:80]
            if isinstance(sub, ast.BinOp) and isinstance(sub.op, ast.Div) and any(
                    isinstance(c, ast.Call) and _name(c.func) in NORMS for c in ast.walk(sub.right)):
                return ast.unparse(sub)[:80]
    return None


def refine(outcome, submission, exercise_id: str):
    if outcome.status == "passed" or "concept" in outcome.args:
        return outcome
    try:
        sources = discarded._sources(submission)
        found = next((f for _, code in sources if (f := find(code, exercise_id))), None)
    except Exception:  # noqa: BLE001 - the note only adds words
        return outcome
    if not found:
        return outcome
    # exponentials divided by their norm: a softmax written with the wrong denominator, not a score
    concept = "concept.norm_not_sum" if any(re.search(r"\bexp\(|\.exp\(", code) for _, code in sources) \
        else "concept.cosine_not_dot"
    return dataclasses.replace(outcome, args={**outcome.args, "concept": concept, "concept_code": found})
