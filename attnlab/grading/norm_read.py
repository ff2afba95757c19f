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
PRODUCTS = {"matmul", "mm", "bmm", "dot", "einsum", "inner", "tensordot", "vdot", "baddbmm", "addmm"}


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


def _product(node) -> bool:
    return isinstance(node, ast.BinOp) and isinstance(node.op, ast.MatMult) or \
        isinstance(node, ast.Call) and _name(node.func) in PRODUCTS


def _feeds_product(found, nodes) -> bool:
    """Whether the normalised tensor is a factor of a dot product: inside one, or bound to a name a
    product reads (q = F.normalize(q); q @ k.T), so the quotient is a cosine similarity."""
    names = {t.id for n in nodes for a in ast.walk(n) if isinstance(a, ast.Assign) and a.value is found
             for t in a.targets if isinstance(t, ast.Name)}
    return any(_product(p) and any(s is found or isinstance(s, ast.Name) and s.id in names for s in ast.walk(p))
               for n in nodes for p in ast.walk(n))


def find(code: str, exercise_id: str) -> tuple[str, bool] | None:
    """The code of the normalising construct in the answer and whether it makes a cosine similarity
    (the normalised vectors multiplied together, a product divided by norms), or None."""
    try:
        tree = ast.parse(code)
    except (SyntaxError, ValueError):
        return None
    nodes = _answer_nodes(tree, exercise_id)
    for node in nodes:
        for sub in ast.walk(node):
            if isinstance(sub, ast.Call) and any(w in _name(sub.func).lower() for w in NORMALISING):
                return ast.unparse(sub)[:80], True
            if isinstance(sub, ast.Call) and isinstance(sub.func, ast.Attribute) and sub.func.attr in UNIT:
                p = next((k.value for k in sub.keywords if k.arg == "p"), sub.args[1] if len(sub.args) > 1 else None)
                if isinstance(p, ast.Constant) and p.value == 1:
                    continue  # F.normalize(w, p=1): a division by the sum of |w|, not by a length
                return ast.unparse(sub)[:80], _feeds_product(sub, nodes)
            if isinstance(sub, ast.BinOp) and isinstance(sub.op, ast.Div) and any(
                    isinstance(c, ast.Call) and _name(c.func) in NORMS for c in ast.walk(sub.right)):
                dot = any(_product(c) for c in ast.walk(sub.left)) or _feeds_product(sub, nodes)
                return ast.unparse(sub)[:80], dot
    return None


def refine(outcome, submission, exercise_id: str):
    if outcome.status == "passed" or "concept" in outcome.args or outcome.feedback == "rewrite.cosine":
        return outcome  # (the cosine's own text says it already)
    try:
        sources = discarded._sources(submission)
        found = next((f for _, code in sources if (f := find(code, exercise_id))), None)
    except Exception:  # noqa: BLE001 - the note only adds words
        return outcome
    if not found:
        return outcome
    code, dot = found
    # exponentials or weights divided by their norm: a softmax's denominator that is the L2 norm,
    # not a score; vectors normalised and then multiplied: the cosine similarity
    exp = any(re.search(r"\bexp\(|\.exp\(", c) for _, c in sources)
    concept = "concept.cosine_not_dot" if dot and not exp else "concept.norm_not_sum"
    return dataclasses.replace(outcome, args={**outcome.args, "concept": concept, "concept_code": code})
