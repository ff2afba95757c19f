"""Floor division of a real number: ``1 // keep`` with keep = 0.9 is 1.0, not 1.111 (C's and Java's
integer division, written in Python as ``//``, rounds the quotient down to a whole number). Read
from the learner's code (its syntax tree, never run) in the trusted grader, and told beside a wrong
answer's feedback, which names the symptom (the survivors left at 1, the scores not scaled).

Only a ``//`` with an operand that is a real number in the code is told: a float literal, or a name
bound to an expression holding one, a true division, a float() or a math/torch function
(``keep = 1 - p`` with ``p = 0.1``); ``d_out // num_heads`` of integers is the head size, right.
"""

from __future__ import annotations

import ast
import dataclasses

from attnlab.grading import discarded

REAL_CALLS = {"float", "sqrt", "exp", "log", "mean", "softmax", "rsqrt", "pow"}
MAX_CHARS = 60


def _real_names(statements) -> set[str]:
    """Names bound to a real number somewhere in ``statements`` (to a fixpoint: keep = 1 - p)."""
    binds: list[tuple[str, ast.AST]] = []
    for node in statements:
        for sub in ast.walk(node):
            if isinstance(sub, ast.Assign):
                binds += [(t.id, sub.value) for t in sub.targets if isinstance(t, ast.Name)]
            elif isinstance(sub, (ast.AnnAssign, ast.AugAssign)) and isinstance(sub.target, ast.Name) \
                    and sub.value is not None:
                binds.append((sub.target.id, sub.value))
    real: set[str] = set()
    changed = True
    while changed:
        changed = False
        for name, value in binds:
            if name not in real and _real(value, real):
                real.add(name)
                changed = True
    return real


def _real(node, real: set[str]) -> bool:
    # a name read as an object (config.n_head) says nothing of the attribute's type: a config built
    # with a float among its fields (attn_pdrop=0.0) still holds whole numbers of heads
    # (nor does one read by key: cfg["n_heads"] of a dict that also holds "drop_rate": 0.0)
    owners = {id(sub.value) for sub in ast.walk(node) if isinstance(sub, (ast.Attribute, ast.Subscript))}
    for sub in ast.walk(node):
        if id(sub) in owners:
            continue
        if isinstance(sub, ast.Constant) and isinstance(sub.value, float):
            return True
        if isinstance(sub, ast.BinOp) and isinstance(sub.op, ast.Div):
            return True
        if isinstance(sub, ast.Name) and sub.id in real:
            return True
        if isinstance(sub, ast.Call) and \
                (sub.func.attr if isinstance(sub.func, ast.Attribute) else getattr(sub.func, "id", "")) in REAL_CALLS:
            return True
    return False


def _scope(tree: ast.Module, name: str) -> list[ast.AST]:
    """The statements the answer ``name`` is made of: its function and helpers, or for a value
    (a short answer) the module-level statements its assignment reads, back to the inputs."""
    functions = discarded._functions(tree, name)
    if functions:
        return functions
    assigns = [n for n in tree.body if isinstance(n, (ast.Assign, ast.AnnAssign, ast.AugAssign))]
    wanted, kept = {name}, []
    for node in reversed(assigns):
        targets = node.targets if isinstance(node, ast.Assign) else [node.target]
        bound = {t.id for t in targets if isinstance(t, ast.Name)}
        if bound & wanted:
            kept.append(node)
            wanted |= {n.id for n in ast.walk(node.value) if isinstance(n, ast.Name)} if node.value else set()
    return kept[::-1]


def find(sources, name: str) -> dict | None:
    """{"code", "line"} of the first ``//`` of a real number in the answer ``name``."""
    found = None
    for _, text in sources:
        try:
            tree = ast.parse(text)
        except (SyntaxError, ValueError, RecursionError, MemoryError):
            continue
        scope = _scope(tree, name)
        if not scope:
            continue
        found = None  # a later definition replaces the earlier one
        real = _real_names(scope) | _real_names([n for n in tree.body if not isinstance(n, ast.FunctionDef)])
        for node in scope:
            for sub in ast.walk(node):
                if isinstance(sub, (ast.BinOp, ast.AugAssign)) and isinstance(sub.op, ast.FloorDiv):
                    left = sub.left if isinstance(sub, ast.BinOp) else sub.target
                    right = sub.right if isinstance(sub, ast.BinOp) else sub.value
                    if (_real(left, real) or _real(right, real)) and (found is None or sub.lineno < found["line"]):
                        code = ast.unparse(sub)
                        found = {"code": code if len(code) <= MAX_CHARS else code[:MAX_CHARS - 3] + "...",
                                 "line": sub.lineno}
    return found


def refine(outcome, submission, exercise_id: str):
    """The outcome with a floor division of a real number told beside a wrong answer's feedback."""
    if outcome.status != "failed" or "concept" in outcome.args:
        return outcome
    found = discarded.found_in(find, submission, exercise_id)
    if not found:
        return outcome
    return dataclasses.replace(outcome, args={**outcome.args, "concept": "feedback.floor_division",
                                              "concept_line": str(found["line"]), "concept_code": found["code"]})
