"""A weighted sum added up along the wrong axis: the short answer is the book's product w @ X
computed term by term (w[:, None] * X) and summed over the features of each row instead of over
the rows, giving one number per token, of which the learner kept the first (or last) few.

A product of the route (matmul of the weights and the inputs) is rewritten to that reduction; the
answer is matched against the whole result, or its first or last entries where the learner cut it
to the asked length (which hides the shape slip).
"""

from __future__ import annotations

from collections.abc import Callable

import torch
from torch.overrides import TorchFunctionMode

from attnlab.grading import error_model
from attnlab.grading.rounding import DOT


def _other_axis(a, b):
    """a @ b with the terms a[..., i, j] * b[j, m] summed over m (the features) instead of j."""
    if b.dim() == 1:
        return (a * b).sum(-2) if a.dim() >= 2 else None
    terms = a.unsqueeze(-1) * b  # (..., n, d)
    return terms.sum(-1)


class _Summer(TorchFunctionMode):
    def __init__(self, at: int):
        super().__init__()
        self.at, self.seen = at, 0

    def __torch_function__(self, func, types, args=(), kwargs=None):
        kwargs = kwargs or {}
        name = error_model._name(func)
        if name in DOT and len(args) == 2 and all(isinstance(t, torch.Tensor) for t in args):
            n, self.seen = self.seen, self.seen + 1
            if n == self.at:
                out = _other_axis(*args)
                if out is not None:
                    self.sizes = (args[1].shape[0], args[1].shape[-1] if args[1].dim() > 1 else args[0].shape[-2])
                    return out
        return func(*args, **kwargs)


def _values(value) -> list[float] | None:
    try:
        flat = torch.as_tensor(value, dtype=torch.float64).flatten().tolist()
    except (TypeError, ValueError, RuntimeError):
        return None
    return flat if len(flat) <= 4096 else None


def wrong_sum_route(want: Callable[[], object], got: list[float], tolerance: float):
    """(key, args) when ``got`` is ``want()`` with one weighted sum added up along the other axis
    (cut to the answer's length), else None."""
    k = len(got)
    for at in range(4):  # the route's first few products
        mode = _Summer(at)
        try:
            with mode:
                value = _values(want())
        except (RuntimeError, IndexError, ValueError, TypeError):
            continue
        if mode.seen <= at:
            break
        if value is None or not hasattr(mode, "sizes") or len(value) < k:
            continue
        for where, part in (("all", value[:k] if len(value) == k else None), ("first", value[:k]),
                            ("last", value[-k:])):
            if part is None or (where != "all" and len(value) == k):
                continue
            if all(abs(p - g) <= tolerance for p, g in zip(part, got)):
                n, d = mode.sizes
                key = "rewrite.sum_other_axis" + ("" if where == "all" else f"_{where}")
                return key, {"n": str(n), "d": str(d), "k": str(k), "got_len": str(len(value))}
    return None
