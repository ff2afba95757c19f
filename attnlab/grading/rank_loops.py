"""Code written for one rank that loops over the leading axes: ``for b in scores: for s in b: …``
(``jax.vmap(jax.vmap(f))`` by hand) consumes exactly as many axes as it has loops, so it fits one
rank only; a raised error then surfaces in the per-slice helper (``n = s.shape[-1]`` of a 0-D
slice), on a line that counts from the end already. Where the feedback says the code assumes a
rank, the loops that assume it are named instead of the line that happened to raise.

Runs in the grader after the check (attnlab.grading.runner), like loop_slips.
"""

from __future__ import annotations

import ast
import dataclasses

from attnlab.grading import discarded


def _loops(tree: ast.AST, exercise_id: str) -> list[str]:
    """The chain of loops that iterate an argument of the answer, then each loop's variable in
    turn (``for a in x`` then ``for b in a``), as written, outermost first."""
    func = next((n for n in ast.walk(tree) if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))
                 and n.name == exercise_id), None)
    if func is None:
        return []
    params = {a.arg for a in func.args.args}
    depth: dict[str, list[str]] = {p: [] for p in params}
    best: list[str] = []
    pairs = []
    for node in ast.walk(func):
        if isinstance(node, (ast.For, ast.comprehension)) and isinstance(node.target, ast.Name):
            pairs.append((node.target.id, node.iter))
    changed = True
    while changed:  # a loop over a loop's variable, in any order the walk met them
        changed = False
        for target, it in pairs:
            if isinstance(it, ast.Name) and it.id in depth and target not in depth:
                depth[target] = [*depth[it.id], f"for {target} in {it.id}"]
                changed = True
    for chain in depth.values():
        if len(chain) > len(best):
            best = chain
    return best


def refine(outcome, submission, exercise_id: str):
    if outcome.status != "failed" or outcome.args.get("concept") != "concept.rank":
        return outcome
    try:
        chain = []
        for _, code in discarded._sources(submission):
            chain = _loops(ast.parse(code), exercise_id) or chain
    except Exception:  # noqa: BLE001 - the reading only adds words
        return outcome
    if not chain:
        return outcome
    args = {**outcome.args, "concept": "concept.rank_loops", "concept_count": str(len(chain)),
            "concept_loops": ", ".join(f"`{c}`" for c in chain)}
    return dataclasses.replace(outcome, args=args)
