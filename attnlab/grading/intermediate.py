"""A short answer that is a step of the computation, not its result: the six attention weights where
the context vector is asked, the scores where the weights are. The reference's computation runs
under a ``TorchFunctionMode`` that keeps every tensor it makes; the answer is matched against each of
them (whole, or one of its rows), and the step is named by the op that made it and the op that uses
it next. Nothing here knows an exercise. Trusted: runs in the grader only.
"""

from __future__ import annotations

from collections.abc import Callable

import torch
from torch.overrides import TorchFunctionMode

from attnlab.grading import error_model

MATMUL = {"matmul", "__matmul__", "mm", "mv", "bmm", "einsum", "dot", "__rmatmul__"}
SOFTMAX = {"softmax", "log_softmax"}
SKIP = {"__get__", "size", "dim", "__getitem__", "tolist", "item", "numel", "float", "clone", "detach",
        "contiguous", "T", "t", "transpose", "mT"}
MAX_STEPS = 64
DATA = {"tensor", "as_tensor", "from_numpy", "rand", "randn"}  # the inputs themselves, typed or drawn


class _Keep(TorchFunctionMode):
    """Every tensor the computation makes, with the op that made it and the op that first used it."""

    def __init__(self):
        super().__init__()
        self.steps: list[dict] = []

    def __torch_function__(self, func, types, args=(), kwargs=None):
        kwargs = kwargs or {}
        name = error_model._name(func)
        out = func(*args, **kwargs)
        for a in [*args, *kwargs.values()]:
            for step in self.steps:
                if step["tensor"] is a and step["next"] is None and name not in SKIP:
                    step["next"] = name
        if isinstance(out, torch.Tensor) and name not in SKIP and out.is_floating_point() \
                and len(self.steps) < MAX_STEPS:
            self.steps.append({"op": name, "tensor": out, "next": None})
        return out


def _rows(t: torch.Tensor):
    """(index text, flat values) of the tensor itself and of each of its rows."""
    t = t.detach().double()
    yield "", t.flatten()
    if t.dim() == 2:
        for i in range(t.shape[0]):
            yield f"[{i}]", t[i]


def _kept(want: Callable[[], object]) -> tuple[object, list[dict]] | None:
    """``want()``'s result and the steps that made it, or None where the reference does not run."""
    mode = _Keep()
    try:
        with mode:
            final = want()
    except Exception:  # noqa: BLE001 - a reference that does not run gives no reading
        return None
    return final, mode.steps


def route(want: Callable[[], object], got: list[float], tolerance: float) -> tuple[str, dict] | None:
    """(key, args) naming the step of ``want()`` whose values (or one of whose rows) the answer is."""
    ran = _kept(want)
    if ran is None:
        return None
    final, made = ran
    n = len(final) if isinstance(final, (list, tuple)) else 1
    answer = torch.tensor(got, dtype=torch.float64)
    steps = made[:-1] if made else []  # the last step is the result itself
    for step in steps:
        for index, values in _rows(step["tensor"]):
            if values.numel() != answer.numel() or values.numel() == n and index == "":
                continue
            if bool(((values - answer).abs() <= tolerance).all()):
                op, nxt = step["op"], step["next"] or ""
                if op in DATA:  # not a step: the data the computation starts from
                    return "short.input_data", {"k": str(answer.numel()), "n": str(n), "what": f"inputs{index}"}
                if op in SOFTMAX and nxt in MATMUL:
                    key = "short.intermediate_weights"
                elif op in MATMUL and nxt in SOFTMAX:
                    key = "short.intermediate_scores"
                else:
                    key = "short.intermediate"
                what = f"{op}(…){index}"
                return key, {"k": str(answer.numel()), "n": str(n), "what": what, "op": op,
                             "next": nxt or "…"}
    return None


def offset(want: Callable[[], object], got: list[float], tolerance: float) -> tuple[str, dict] | None:
    """(short.sum_started_from, args) where the answer is the result plus one tensor of the
    computation (or one of its rows): a sum whose accumulator started from that value, not zero."""
    ran = _kept(want)
    if ran is None:
        return None
    final, made = ran
    result = torch.tensor([float(v) for v in (final if isinstance(final, (list, tuple)) else [final])],
                          dtype=torch.float64)
    answer = torch.tensor(got, dtype=torch.float64)
    if answer.shape != result.shape or answer.numel() < 2:
        return None
    extra = answer - result
    if bool((extra.abs() <= tolerance).all()):
        return None
    for step in made[:-1]:
        for index, values in _rows(step["tensor"]):
            if values.numel() == extra.numel() and bool(((values - extra).abs() <= 2 * tolerance).all()):
                what = f"inputs{index}" if step["op"] in DATA else f"{step['op']}(…){index}"
                return "short.sum_started_from", {"what": what}
    return None
