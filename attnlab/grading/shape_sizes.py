"""A typed or computed shape answer wrong at one axis, told by where that wrong size comes from:
another size of the statement (5, the tokens, where head_dim belongs), or a derived size worked
out with one operand swapped (head_dim = d_out // n where d_out // num_heads belongs).

The statement's sizes and the formulas of its derived sizes come from the exercise's checker
(short_check's ``statement_sizes`` and ``derived_sizes``): nothing here knows an exercise."""

from __future__ import annotations

import operator
from collections.abc import Mapping, Sequence

from attnlab.grading import checks

OPS = {"//": operator.floordiv, "/": operator.truediv, "*": operator.mul}


def _value(op: str, a: int, b: int) -> float | None:
    if op in ("//", "/") and b == 0:
        return None
    return OPS[op](a, b)


def _swapped(formula: tuple[str, str, str], sizes: Mapping[str, int], got: int) -> list[str]:
    """The formula with one operand replaced by another size of the statement, where that gives
    ``got``: 'd_out // n'."""
    left, op, right = formula
    found = []
    for position in (0, 2):
        for name, size in sizes.items():
            if name in (left, right):
                continue
            a = size if position == 0 else sizes[left]
            b = sizes[right] if position == 0 else size
            value = _value(op, a, b)
            if value is not None and float(value) == float(got):
                found.append(f"{name} {op} {right}" if position == 0 else f"{left} {op} {name}")
    return found


def explain(got: Sequence[float], want: Sequence[float], axes: Sequence[str],
            sizes: Mapping[str, int], derived: Mapping[str, tuple[str, str, str]]) -> tuple[str, dict] | None:
    """(feedback.shape.size_read, args) where ``got`` differs from ``want`` at exactly one axis and
    the size there is one reading of the statement's sizes; None otherwise (or where two
    readings disagree)."""
    if len(got) != len(want) or len(axes) != len(want) or not all(float(g).is_integer() for g in got):
        return None
    differ = [i for i, (g, w) in enumerate(zip(got, want)) if int(g) != int(w)]
    if len(differ) != 1:
        return None
    (axis,) = differ
    size, name = int(got[axis]), axes[axis]
    everything = {**sizes, **{k: int(_value(f[1], sizes[f[0]], sizes[f[2]]) or 0) for k, f in derived.items()
                              if f[0] in sizes and f[2] in sizes}}
    readings = _swapped(derived[name], sizes, size) if name in derived and derived[name][0] in sizes \
        and derived[name][2] in sizes else []
    if not readings:  # another size of the statement standing where this one belongs
        readings = [other for other, value in everything.items() if value == size and other != name]
    if len(readings) != 1:
        return None
    formula = ""
    if name in derived:
        left, op, right = derived[name]
        formula = f" = {left} {op} {right} = {sizes[left]} {op} {sizes[right]}"
    return "feedback.shape.size_read", {
        "got": checks.shape_text([int(g) for g in got]), "want": checks.shape_text([int(w) for w in want]),
        "axis": str(axis), "size": str(size), "expr": readings[0], "name": name,
        "right": str(int(want[axis])), "formula": formula}
