"""An index put on the wrong axis: ``a[i, 0]`` for ``a[0, i]``, the loop over the heads indexing the
batch. PyTorch says index i is out of bounds for axis 0, which reads like a loop bound run past the
end; the reference's own indexing shows which axis that index runs along (the same values, at
another position of the index, on an axis long enough), and that is what is told. Trusted.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

import torch
from torch.overrides import TorchFunctionMode

from attnlab.grading import error_model

_OUT_OF_BOUNDS = re.compile(r"index (-?\d+) is out of bounds for dimension (\d+) with size (\d+)")


class _Indexes(TorchFunctionMode):
    """(shape, index tuple) of every integer indexing the computation makes."""

    def __init__(self):
        super().__init__()
        self.seen: list[tuple[tuple, tuple]] = []

    def __torch_function__(self, func, types, args=(), kwargs=None):
        kwargs = kwargs or {}
        if error_model._name(func) == "__getitem__" and len(args) == 2 and isinstance(args[0], torch.Tensor):
            index = args[1] if isinstance(args[1], tuple) else (args[1],)
            if len(self.seen) < 4096:
                self.seen.append((tuple(args[0].shape), index))
        return func(*args, **kwargs)


def _axes_of(reference: Callable, args) -> dict[int, set[int]]:
    """{axis: the integer values the reference puts there}, for indexes that are plain positions."""
    mode = _Indexes()
    try:
        with torch.no_grad(), mode:
            reference(*[a.clone() if isinstance(a, torch.Tensor) else a for a in args])
    except Exception:  # noqa: BLE001 - a reference that fails gives no reading
        return {}
    used: dict[int, set[int]] = {}
    for shape, index in mode.seen:
        if any(i is Ellipsis or i is None for i in index):
            continue
        for axis, i in enumerate(index):
            if isinstance(i, int) and not isinstance(i, bool) and axis < len(shape):
                used.setdefault(axis, set()).add(i)
    return used


def explain(cases: list, errors: Sequence[str], reference: Callable | None, size_names) -> tuple | None:
    """("feedback.raised_index_axis", args) when an index past the end of an axis is one the
    reference runs along another axis (a loop index that went into the wrong position)."""
    if reference is None:
        return None
    for args, error in zip(cases, errors):
        found = _OUT_OF_BOUNDS.search(error or "")
        if not found:
            continue
        index, axis, size = (int(g) for g in found.groups())
        used = _axes_of(reference, args)
        # the reference never goes past axis `axis`'s size there, but runs the same index elsewhere
        if max(used.get(axis, {0}), default=0) >= size:
            return None
        others = [p for p, values in used.items() if p != axis and index in values and len(values) > 1]
        if not others:
            return None
        want = others[0]
        names = size_names(args)
        sizes = next((tuple(a.shape) for a in args if isinstance(a, torch.Tensor) and a.dim() > max(want, axis)), ())
        bound = f"x.shape[{want}]"  # code, the same in every language
        if sizes:
            named = sorted(names.get(sizes[want], set()), key=lambda t: (not t.endswith(f".shape[{want}]"), len(t)))
            bound = named[0] if named else bound
        width = max(want, axis) + 1
        code = {p: "[" + ", ".join("i" if q == p else ":" for q in range(width)) + "]" for p in (want, axis)}
        return "feedback.raised_index_axis", {"got": code[axis], "want_code": code[want],"error": error, "index": str(index), "axis": str(axis),
                                              "size": str(size), "want": str(want), "bound": bound}
    return None
