"""Outputs returned in the wrong order: every tensor right, but at another output's position
(``return merged, heads`` for ``return heads, merged``). Any exercise with several outputs gets it:
the wanted order is read from the return statement of its solution.py, so the feedback uses the
exercise's own names. Trusted: runs in the grader only.
"""

from __future__ import annotations

import ast
import inspect
import itertools
import textwrap
from collections.abc import Callable

from attnlab.grading import checks, error_model

MAX_OUTPUTS = 4  # 24 orders at most


def _order(rows, tol_of: Callable) -> tuple[int, ...] | None:
    """The order q (answer's output j is the wanted output q[j]) that makes every case right, other
    than the identity; None when there is none (or a case raised)."""
    if not rows or any(got is None or len(got) != len(want) for _, want, got, _ in rows):
        return None
    n = len(rows[0][1])
    if not 2 <= n <= MAX_OUTPUTS:
        return None
    for q in itertools.permutations(range(n)):
        if q == tuple(range(n)):
            continue
        if all(all(checks.same(got[j], want[q[j]], tol_of(args)) for j in range(n))
               for args, want, got, _ in rows):
            return q
    return None


def _names(fn: Callable | None, n: int) -> list[str]:
    """The expressions the solution returns (``heads``, ``merged``), else "output 1", ..."""
    try:
        tree = ast.parse(textwrap.dedent(inspect.getsource(fn)))
        returns = [node.value for node in ast.walk(tree) if isinstance(node, ast.Return)
                   and isinstance(node.value, ast.Tuple) and len(node.value.elts) == n]
        if returns:
            names = [ast.unparse(e) for e in returns[-1].elts]
            if all(len(x) <= 40 for x in names):
                return names
    except (OSError, TypeError, SyntaxError):
        pass
    return [f"output {i + 1}" for i in range(n)]


def explain(rows, tol_of: Callable, check_file: str | None) -> tuple[str, dict] | None:
    """("feedback.outputs_order", {got, want}) when the answer's outputs are the wanted ones in
    another order on every case; rows are (args, want, got, error)."""
    q = _order(rows, tol_of)
    if q is None:
        return None
    names = _names(error_model.solution_of(check_file), len(q))
    return "feedback.outputs_order", {"got": ", ".join(names[i] for i in q), "want": ", ".join(names)}
