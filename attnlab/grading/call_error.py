"""A raised error told at the call that raised it: the operation named in the message (masked_fill,
matmul, diag...) is looked up among the reference's own calls on the same case, and its operands
there (dtype and shape, sizes named in the case's terms) are set beside what the message says of
the learner's ("the mask you passed to masked_fill is float; at this call it is bool (n, n)").
Where the reference never makes that call, the sizes it does give that operation's inputs are
told instead. One extra run of the reference on one case: no search. Trusted side only."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

import torch
from torch.overrides import TorchFunctionMode


# The names the message may give a dtype, by kind: a float mask and a bool mask differ in kind.
_KINDS = {"bool": "bool", "float": "float", "half": "float", "bfloat16": "float", "double": "float",
          "long": "integer", "int": "integer", "int64": "integer", "int32": "integer",
          "float32": "float", "float64": "float", "float16": "float"}
_DTYPE_WORD = re.compile(r"\b(?:dtype|type)\s+(?:torch\.)?(\w+)|\bgot\s+(?:mask\s+with\s+dtype\s+)?(\w+)",
                         re.IGNORECASE)
# Operand names of calls whose operands a learner mixes up; any other call's are numbered.
OPERANDS = {"masked_fill": ("input", "mask", "value"), "where": ("condition", "input", "other"),
            "matmul": ("left", "right"), "__matmul__": ("left", "right"), "bmm": ("left", "right"),
            "softmax": ("input",), "diag": ("input",), "diag_embed": ("input",)}


def _kind(dtype: torch.dtype) -> str:
    return "bool" if dtype == torch.bool else "float" if dtype.is_floating_point else "integer"


class _Calls(TorchFunctionMode):
    """The reference's calls: operation name -> [(operand name, dtype, shape)] of its first call."""

    def __init__(self):
        super().__init__()
        self.calls: dict[str, list] = {}

    def __torch_function__(self, func, types, args=(), kwargs=None):
        kwargs = kwargs or {}
        name = getattr(func, "__name__", str(func)).rstrip("_") or "call"
        if name.startswith("__") and not name.endswith("__"):
            name += "__"
        if name not in self.calls and name not in ("__get__", "size", "dim"):
            names = OPERANDS.get(name, ())
            self.calls[name] = [(names[i] if i < len(names) else f"operand {i + 1}", a.dtype, tuple(a.shape))
                                for i, a in enumerate([*args, *kwargs.values()])
                                if isinstance(a, torch.Tensor)]
        return func(*args, **kwargs)


def _op_in(error: str, calls: dict) -> str | None:
    """The reference's operation that the message names (``masked_fill_`` is masked_fill)."""
    words = re.findall(r"[A-Za-z_][A-Za-z0-9_]*", error)
    for w in words:
        base = w.rstrip("_")
        if len(base) > 2 and base in calls and base not in ("Tensor", "torch", "size", "dim", "the"):
            return base
    return None


def _shape_named(shape: tuple, names: dict[int, set[str]]) -> str:
    parts = []
    for j, s in enumerate(shape):  # a name on the same axis first (a square mask: rows, then keys)
        here = sorted(names.get(int(s), set()), key=lambda t: (not t.endswith(f".shape[{j}]"),
                                                              "(" not in t, len(t), t))
        parts.append(f"{s} = {here[0]}" if here and s > 1 else str(s))
    return "(" + ", ".join(parts) + ")"


def explain(cases: list, errors: Sequence[str], reference: Callable | None, size_names) -> tuple | None:
    """(feedback key, args) for the first case that raised, or None when the message names no call
    the reference makes."""
    if reference is None:
        return None
    for args, error in zip(cases, errors):
        if not error:
            continue
        mode = _Calls()
        try:
            with torch.no_grad(), mode:
                reference(*args)
        except Exception:  # noqa: BLE001 - a reference that raises tells nothing here
            return None
        op = _op_in(error, mode.calls)
        if op is None:
            return None
        names = size_names(args)
        operands = mode.calls[op]
        if not operands:
            return None
        told = "; ".join(f"{n}: {str(d).removeprefix('torch.')} {_shape_named(s, names)}"
                         for n, d, s in operands)
        # A dtype the message gives the learner's operand, of another kind than the reference's
        said = [m.group(1) or m.group(2) for m in _DTYPE_WORD.finditer(error)]
        kinds = [_KINDS[w.lower()] for w in said if w and w.lower() in _KINDS]
        for n, d, _ in operands:
            if kinds and _kind(d) not in kinds and n != "input":
                return "feedback.raised_dtype", {"error": error, "op": op, "operand": n,
                                                 "got": kinds[-1],
                                                 "want": str(d).removeprefix("torch."), "operands": told}
        return "feedback.raised_call", {"error": error, "op": op, "operands": told}
    return None


_OUT_OF_BOUNDS = re.compile(r"index (-?\d+) is out of bounds for dimension (\d+) with size (\d+)")


def explain_index(cases: list, errors: Sequence[str], size_names) -> tuple | None:
    """An index past the end of an axis (a loop over range(a.shape[2]) that indexes axis 1): the
    axis and its size named, beside the larger sizes of the case that the loop may have run to."""
    for args, error in zip(cases, errors):
        found = _OUT_OF_BOUNDS.search(error or "")
        if not found:
            continue
        index, axis, size = (int(g) for g in found.groups())
        names = size_names(args)
        here = sorted(names.get(size, set()), key=lambda t: (not t.endswith(f".shape[{axis}]"), len(t), t))
        larger = sorted({n for s, ns in names.items() if s > size for n in ns if ".shape[" in n and "·" not in n})
        if not larger:
            # no larger axis the loop could have counted: the index itself is computed past the end
            # (a length or count used as a position, a loop counted from 1)
            return "feedback.raised_index_past_end", {
                "error": error, "index": str(index), "axis": str(axis), "last": str(size - 1),
                "size": f"{size} ({here[0]})" if here else str(size)}
        return "feedback.raised_index", {
            "error": error, "index": str(index), "axis": str(axis),
            "bound": here[0] if here else f"x.shape[{axis}]",  # code, the same in every language
            "size": f"{size} ({here[0]})" if here else str(size),
            "larger": ", ".join(f"{n} = {s}" for s in sorted(names) if s > size
                                for n in sorted(names[s]) if n in larger[:4])}
    return None
