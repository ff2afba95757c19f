"""A size taken from the book's example instead of the question or the input: 2 heads where the
statement has 3, ``head_dim = d // 2`` where ``d // num_heads`` belongs, 6 tokens where the input
has 5. Two readings, both behavioural:

- a typed shape whose head axis and head_dim axis multiply to the right width but split it into
  another number of heads (``(2, 2, 5, 6)`` for 3 heads of 4 out of 12 features), or whose one wrong
  axis holds the book's size for that axis;
- a code answer whose outputs, on every case, are the reference's with one integer input replaced
  by one fixed value (the book's head count, or the value of another case), where that input
  varies: the code computes as if the input were always that number.

Trusted: imported by the checkers only.
"""

from __future__ import annotations

import ast
import dataclasses
from collections.abc import Callable

import torch

from attnlab.grading import checks, discarded

# The book's example (chapter 3): 2 heads, 6 tokens, a batch of 2, d_in 3, d_out 2 (the
# MultiHeadAttention example splits d_out = 2 into 2 heads of 1), GPT-2 small's 12 heads
BOOK = {"h": 2, "num_heads": 2, "n": 6, "num_tokens": 6, "context_length": 6, "b": 2, "d_in": 3,
        "d_out": 2, "head_dim": 1}
HEAD_AXES = ("h", "num_heads")
HEAD_PARAMS = ("num_heads", "n_heads", "n_head", "heads", "h")
KEYS = ("feedback.input_fixed_heads", "feedback.input_fixed_book", "feedback.input_fixed")
MAX_CHARS = 80
DIM_AXES = ("head_dim", "hd")


def shape_heads(got: list, want: list, axes: dict[int, str]) -> tuple[str, dict] | None:
    """A typed shape that splits the right width into another number of heads: (key, args)."""
    if len(got) != len(want) or not all(float(g).is_integer() and g > 0 for g in got):
        return None
    got = [int(g) for g in got]
    h_at = next((i for i, name in axes.items() if name in HEAD_AXES), None)
    d_at = next((i for i, name in axes.items() if name in DIM_AXES), None)
    if h_at is None or d_at is None:
        return None
    rest = [i for i in range(len(want)) if i not in (h_at, d_at)]
    if any(got[i] != want[i] for i in rest) or got[h_at] == want[h_at] or \
            got[h_at] * got[d_at] != want[h_at] * want[d_at]:
        return None
    args = {"got": checks.shape_text(got), "h": str(got[h_at]), "hd": str(got[d_at]),
            "want_h": str(want[h_at]), "want_hd": str(want[d_at]), "width": str(want[h_at] * want[d_at]),
            "want": checks.shape_text(want)}
    book = got[h_at] == BOOK["h"]
    return ("feedback.shape.book_heads" if book else "feedback.shape.other_heads"), args


def shape_book_example(got: list, want: list, axes: dict[int, str]) -> tuple[str, dict] | None:
    """A typed or computed shape that is, axis by axis, the book's example (a batch of 2, 2 heads,
    6 tokens, head_dim 1), where the question has other sizes."""
    if len(got) != len(want) or len(axes) != len(want) or not all(float(g).is_integer() for g in got):
        return None
    book = [BOOK.get(axes[i]) for i in range(len(want))]
    if None in book or [int(g) for g in got] != book or book == list(want):
        return None
    named = ", ".join(f"{axes[i]} = {book[i]}" for i in range(len(want)))
    return "feedback.shape.book_example", {"got": checks.shape_text(book), "named": named}


def shape_book_axis(got: list, want: list, axes: dict[int, str]) -> tuple[str, dict] | None:
    """A typed shape right but for one axis, which holds the book's size for that axis."""
    if len(got) != len(want) or not all(float(g).is_integer() for g in got):
        return None
    wrong = [i for i, (g, w) in enumerate(zip(got, want)) if int(g) != w]
    if len(wrong) != 1:
        return None
    i = wrong[0]
    name = axes.get(i)
    if name not in BOOK or int(got[i]) != BOOK[name]:
        return None
    return "feedback.shape.book_axis", {"got": checks.shape_text([int(g) for g in got]), "axis": name,
                                        "size": str(int(got[i])), "want": str(want[i]),
                                        "shape": checks.shape_text(want)}


def _same(got, want, tol) -> bool:
    return len(got) == len(want) and all(checks.same(g, w, tol) for g, w in zip(got, want))


def explain(rows: list, reference: Callable, params: list[str], tol_of) -> tuple[str, dict] | None:
    """("feedback.input_fixed", args) where every case's outputs are the reference's with one
    integer input replaced by one fixed value, the input varying over the cases (and the answer
    wrong on some case, right where the input happens to be that value). ``rows``: (args, want,
    got or None, error) per case."""
    if not rows:
        return None
    positions = [i for i, a in enumerate(rows[0][0]) if isinstance(a, int) and not isinstance(a, bool)]
    for i in positions:
        values = [r[0][i] for r in rows if i < len(r[0]) and isinstance(r[0][i], int)]
        name = params[i] if i < len(params) else f"input {i + 1}"
        # sizes only (a head count, a length): an axis argument (dim) has its own readings
        if len(values) != len(rows) or len(set(values)) < 2 or min(values) < 1 or name in ("dim", "axis"):
            continue
        book = BOOK.get(name, BOOK["h"] if name in HEAD_PARAMS else None)
        candidates = ([book] if book is not None else []) + [v for v in dict.fromkeys(values) if v != book]
        for fixed in candidates:
            if fixed < 1:
                continue
            told = _fits(rows, reference, i, fixed, tol_of)
            if told is None:
                continue
            args = {"name": name, "fixed": str(fixed), "given": str(told)}
            if name in HEAD_PARAMS and fixed == book:
                return "feedback.input_fixed_heads", args
            return ("feedback.input_fixed_book" if fixed == book else "feedback.input_fixed"), args
    return None


def _fits(rows, reference, i, fixed, tol_of) -> int | None:
    """The input's value on a case where it differs from ``fixed`` and the answer follows ``fixed``
    (every case agreeing, an error where the replaced reference raises too); None otherwise."""
    told = None
    for args, want, got, _ in rows:
        swapped = list(args)
        swapped[i] = fixed
        try:
            with torch.no_grad():
                out = reference(*[a.clone() if isinstance(a, torch.Tensor) else a for a in swapped])
            out = [t.detach().float() for t in (out if isinstance(out, (tuple, list)) else [out])]
        except Exception:  # noqa: BLE001 - the replaced value may not fit: the answer must raise too
            out = None
        if out is None or got is None:
            if (out is None) != (got is None):
                return None
            if args[i] != fixed and told is None:
                told = args[i]
            continue
        if not _same(got, out, tol_of(args)):
            return None
        if args[i] != fixed and told is None and not _same(got, want, tol_of(args)):
            told = args[i]
    return told


def find(sources: list[tuple[int | None, str]], name: str, fixed: int) -> dict | None:
    """The first line of the answer ``name`` that writes the number ``fixed`` as a size: a
    division by it (d // 2), a name bound to it (nh = 2), or an argument of a view or reshape."""
    def visit(node):
        hit = None
        if isinstance(node, ast.BinOp) and isinstance(node.op, (ast.FloorDiv, ast.Div)) and _is(node.right, fixed):
            hit = node
        elif isinstance(node, ast.Assign) and _is(node.value, fixed):
            hit = node
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and \
                node.func.attr in ("view", "reshape", "unflatten") and any(_is(a, fixed) for a in node.args):
            hit = node
        if hit is None:
            return None
        code = " ".join(ast.unparse(hit).split())
        return {"line": node.lineno, "code": code if len(code) <= MAX_CHARS else code[:MAX_CHARS - 5] + "(...)"}

    return discarded.first_hit(sources, name, visit)


def _is(node, value: int) -> bool:
    return isinstance(node, ast.Constant) and type(node.value) is int and node.value == value


def refine(outcome, submission, exercise_id: str):
    """A size fixed in place of an input: the line that writes the number, after the feedback."""
    if outcome.status != "failed" or outcome.feedback not in KEYS or "concept" in outcome.args:
        return outcome
    try:
        found = find(discarded._sources(submission), exercise_id, int(outcome.args["fixed"]))
    except Exception:  # noqa: BLE001 - the note only adds words
        return outcome
    if not found:
        return outcome
    extra = {"concept": "feedback.input_fixed_line", "concept_line": str(found["line"]),
             "concept_code": found["code"], "concept_fixed": outcome.args["fixed"]}
    return dataclasses.replace(outcome, args={**outcome.args, **extra})
