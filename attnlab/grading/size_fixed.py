"""A size fixed in the code: ``torch.ones(6, 6)`` for the book's six tokens, or a mask cached in a
global on the first call and reused when n changes. The answer is right on the cases of that size
and raises on the others, where PyTorch's "size of tensor a (6) must match ... (5)" reads like an
axis out of place. Told when a case raised with a size in its message that none of that case's
inputs has, while the other size is one of its own, and that foreign size is the book's token
count or the size of an earlier case: the code works for that n only. Trusted.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import torch

from attnlab.grading import error_model

BOOK_TOKENS = 6  # "Your journey starts with one step": the book's example has six tokens


def _sizes(args) -> set[int]:
    """Every size of the case's inputs (the axes of tensors, ints, a module's sizes)."""
    out: set[int] = set()
    for a in args:
        if isinstance(a, torch.Tensor):
            out.update(int(s) for s in a.shape)
        elif isinstance(a, int) and not isinstance(a, bool):
            out.add(a)
        elif isinstance(a, torch.nn.Module):
            for attr, _ in error_model.MODULE_SIZES:
                v = getattr(a, attr, None)
                if isinstance(v, int):
                    out.add(v)
    return out


def _last_axis_name(names: set[str]) -> str:
    """The name of a size, the last axis of a tensor argument first (scores.shape[-1])."""
    ranked = sorted(names, key=lambda t: ("·" in t, "(" in t, "shape[-1]" not in t, "shape" not in t, t))
    return ranked[0]


def explain(cases: list, errors: Sequence[str | None], reference: Callable | None) -> tuple[str, dict] | None:
    """("feedback.size_fixed", args) where the answer raised only on cases whose size differs from
    the one its code fixed (a number in the code or a value kept from an earlier call)."""
    params = error_model._param_names(reference)
    earlier: list[set[int]] = []
    for args, error in zip(cases, errors):
        if not error:
            earlier.append(_sizes(args))
            continue
        if "size" not in error or error_model.uneven_pieces(error):
            return None  # (pieces of unequal size stacked: an axis cut, not a size fixed)
        sizes = error_model.sizes_in(error)
        names = error_model._size_names(args, params)
        # every size the case names is its own, a value of an input too (arange(lengths.max()))
        own = _sizes(args) | {v for v, told in names.items() if any('·' not in t for t in told)}
        foreign = [s for s in sizes if s > 1 and s not in own]
        mine = [s for s in sizes if s > 1 and s in own]
        if len(foreign) != 1 or not mine:
            return None
        fixed = foreign[0]
        if fixed != BOOK_TOKENS and not any(fixed in e for e in earlier):
            return None
        for i, a in enumerate(args):  # the last axis of a tensor argument first (scores.shape[-1])
            label = params[i] if i < len(params) else f"input {i + 1}"
            if isinstance(a, torch.Tensor) and a.dim() and int(a.shape[-1]) in mine:
                names.setdefault(int(a.shape[-1]), set()).add(f"{label}.shape[-1]")
        here = next((s for s in mine if s in names), None)
        if here is None:
            return None
        return "feedback.size_fixed", {"fixed": str(fixed), "n": str(here), "name": _last_axis_name(names[here]),
                                       "error": error}
    return None
