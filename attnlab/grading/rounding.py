"""Rounding too early: a short answer (a number or a vector) that is the book's computation with an intermediate value
rounded to a few decimals (each product of a dot product, or one step's result) before the end.

The learner's arithmetic is right but its precision is lost on the way; naming where the rounding
happened tells them to keep every digit until the last step.
"""

from __future__ import annotations

import math
from collections.abc import Callable

import torch
from torch.overrides import TorchFunctionMode

from attnlab.grading import error_model

DECIMALS = (1, 2, 3)
DOT = {"matmul", "__matmul__", "dot", "inner", "mv", "mm"}
SKIP = {"__get__", "size", "dim", "item", "__getitem__", "__index__", "__float__", "tolist", "__format__",
        "__repr__", "__len__", "__iter__", "clone", "detach", "to", "float"}


def _round(t, k):
    return torch.round(t * 10 ** k) / 10 ** k


def _cut(t, k):
    """Truncated to k decimals (the digits after the k-th dropped), as a hand copy of a long number does."""
    return torch.trunc(t * 10 ** k) / 10 ** k


# The ways a learner shortens an intermediate number: rounded, or cut (the later digits dropped,
# as when copying 0.1389 down as 0.13); each with its own sentence.
MODES = (("rounded", _round), ("truncated", _cut))


def _terms(a, b, k, shorten=_round):
    """a @ b with each product a[..., i, j] * b[..., j, m] rounded to k decimals before the sum."""
    a2 = a.unsqueeze(0) if a.dim() == 1 else a
    b2 = b.unsqueeze(-1) if b.dim() == 1 else b
    out = shorten(a2.unsqueeze(-1) * b2.unsqueeze(-3), k).sum(-2)
    if a.dim() == 1:
        out = out.squeeze(-2)
    if b.dim() == 1:
        out = out.squeeze(-1)
    return out


class _Rounder(TorchFunctionMode):
    """Runs a computation with call number ``at`` (or every dot product, at=None) rounded."""

    def __init__(self, k: int, how: str, at: int | None = None, shorten=_round):
        super().__init__()
        self.k, self.how, self.at, self.shorten = k, how, at, shorten
        self.calls: list[str] = []

    def __torch_function__(self, func, types, args=(), kwargs=None):
        kwargs = kwargs or {}
        name = error_model._name(func)
        n = len(self.calls)
        self.calls.append(name)
        if self.how == "terms" and name in DOT and len(args) == 2 and all(isinstance(t, torch.Tensor) for t in args):
            return _terms(args[0], args[1], self.k, self.shorten)
        if self.how == "inside" and n == self.at and name == "softmax":
            # a softmax written out by hand: its exponentials shortened before they are normalised
            x, dim = args[0], kwargs.get("dim", args[1] if len(args) > 1 else -1)
            e = self.shorten(torch.exp(x), self.k)
            return e / e.sum(dim, keepdim=True)
        out = func(*args, **kwargs)
        if self.how == "step" and n == self.at and isinstance(out, torch.Tensor) and out.is_floating_point():
            return self.shorten(out, self.k)
        return out


def _number(value) -> float | None:
    try:
        return float(value)
    except (TypeError, ValueError, RuntimeError):
        return None


def _numbers(value) -> list[float] | None:
    """A number or a vector (a list or a 1-D tensor) as a list of floats."""
    if isinstance(value, torch.Tensor):
        value = value.tolist()
    if isinstance(value, (list, tuple)):
        try:
            return [float(v) for v in value]
        except (TypeError, ValueError):
            return None
    one = _number(value)
    return None if one is None else [one]


def _close(value, got: list[float], tolerance: float) -> bool:
    return value is not None and len(value) == len(got) and all(
        math.isfinite(v) and abs(v - g) <= tolerance for v, g in zip(value, got))


def rounded_route(want: Callable[[], object], got: float | list[float], tolerance: float):
    """(key, args) when ``got`` (a number, or a vector's components) is ``want()`` with an
    intermediate rounded to 1-3 decimals, else None. A vector is told with its own keys
    (``…_values``): the same slip, said of several numbers."""
    vector = isinstance(got, (list, tuple))
    got = list(got) if vector else [got]
    record = _Rounder(0, "none")
    with record:
        exact = _numbers(want())
    if exact is None or _close(exact, got, tolerance) or len(exact) != len(got):
        return None
    suffix = "_values" if vector else ""
    # to the 4 decimals the short questions ask for (1.1111, never 4 significant digits' 1.111)
    exact_text = "(" + ", ".join(f"{v:.4f}" for v in exact) + ")" if vector else f"{exact[0]:.4f}"
    steps = [(i, op) for i, op in enumerate(record.calls) if op not in SKIP]
    for k in DECIMALS:
        for mode, shorten in MODES:
            # the answer itself shortened to k decimals is no early rounding, whichever step's
            # shortening reproduces it (1/(1 − p) = 1.11: the division is the last step that changes
            # the value): short_answer then says the answer has fewer decimals than asked
            if _close(_numbers(shorten(torch.tensor(exact, dtype=torch.float64), k)), got, tolerance):
                break
            # one step's result shortened (the scores before a softmax, the weights) first: doing
            # it to each product of that step's dot products comes within the tolerance of it, and says less
            for i, op in steps[:-1]:  # the last step's rounding is the answer's own
                # a softmax's own intermediate (its exponentials, by hand) after its result
                for how, told in (("step", op.strip("_")), ("inside", "exp")):
                    if how == "inside" and op != "softmax":
                        continue
                    with _Rounder(k, how, i, shorten):
                        value = _numbers(want())
                    if _close(value, got, tolerance):
                        return f"rewrite.{mode}_step" + suffix, {"k": str(k), "op": told,
                                                                 "exact": exact_text}
            if any(op in DOT for _, op in steps):
                with _Rounder(k, "terms", shorten=shorten):
                    value = _numbers(want())
                if _close(value, got, tolerance):
                    return f"rewrite.{mode}_terms" + suffix, {"k": str(k), "exact": exact_text}
    return None
