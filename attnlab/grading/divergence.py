"""Where a wrong answer leaves the right computation: the learner's line to look at, read off the
steps their own code made (attnlab.grading.step_record) against every tensor a correct computation
makes on the same inputs.

A learner's step is *right* when its values are those of a tensor of the reference's computation
(its inputs, parameters, each op's result, a row or block of one of them, or the usual pieces of a
softmax: the row maximum, the exponentials and their sums), *given* when it is made from nothing
(zeros, a buffer) or could not be read, and *a reordering* when it is a transpose, view or copy of
right operands. The mistake is at the first step that is none of these although all its operands
are right, and from which no later step gets back to a right value (a loop's partial sum does:
its final sum is right). A write into a slice (``out[i] = row``) is a step as well: the buffer is
half done until the loop ends, so the write is wrong only where the entries it changed disagree with
every right tensor of the buffer's size. Nothing here knows an exercise: it only compares numbers.
Trusted: runs in the grader, on plain data from the child.
"""

from __future__ import annotations

import ast
import dataclasses
import itertools
import math
import re
import time
from collections.abc import Callable, Sequence

import torch
from torch.overrides import TorchFunctionMode

from attnlab.grading import checks, codec, properties
# what the child sends at most; more is not read
from attnlab.grading.step_record import MAX_CASES, MAX_VALUES, in_place
from attnlab.grading.step_record import MAX_SENT as MAX_STEPS

REORDER = {"transpose", "transpose_", "t", "T", "mT", "permute", "view", "reshape", "flatten",
           "unflatten", "squeeze", "unsqueeze", "expand", "expand_as", "contiguous", "clone",
           "detach", "float", "double", "movedim", "swapaxes", "swapdims", "view_as", "reshape_as",
           "broadcast_to", "cpu", "cuda", "data", "requires_grad_", "squeeze_", "unsqueeze_",
           "unbind", "split", "chunk", "moveaxis", "type_as"}
LOW = {"float16", "bfloat16"}
DATA = {"tensor", "as_tensor", "from_numpy"}  # a reference's inputs typed in (examples.inputs())
PICK = {"__getitem__", "select", "index_select", "narrow", "take", "gather", "masked_select", "to"}
LIKE = {"ones_like", "zeros_like", "full_like", "empty_like", "rand_like", "randn_like", "new_ones", "new_zeros",
        "new_full", "new_empty", "new_tensor"}
MAX_POOL = 400
_FLOAT32_MAX = float(torch.finfo(torch.float32).max)
BUDGET = 1.0  # seconds of comparisons per answer, whatever the child sends
# What a feedback says of the output alone, without naming a construct or a line: the line where the
# answer first leaves the right computation is added to these.
SYMPTOMS = {"feedback.wrong_values", "feedback.wrong_values_somewhere", "feedback.wrong_number",
            "feedback.wrong_vector", "feedback.wrong_length", "feedback.wrong_shape",
            "short.input_data"}  # "an input used as it is": where, is the line


def symptom(key: str) -> bool:
    return key in SYMPTOMS or key.startswith(("feedback.prop.", "feedback.shape."))


# Symptom texts that end on a guess at the cause (the slices' padding, a head index): where the line
# is known, that guess is often false of the code (heads averaged, told as a batch bug), so the
# located variant states the symptom alone and lets the line say where.
GUESSING = {"feedback.prop.slices_batch", "feedback.prop.slices_heads", "feedback.prop.slices",
            "feedback.wrong_number"}


def located_key(key: str, args: dict) -> str:
    """The key to say beside a location: the variant without a guess at the cause, where one exists;
    "the mask hides too much" beside an exp that overflowed says where the zeros come from instead."""
    if key == "feedback.prop.hidden_weight" and args.get("diverge_how") == "diverge.exp_overflow":
        return "feedback.prop.hidden_weight_overflow"
    return key + "_located" if key in GUESSING and "diverge_line" in args else key


class _Pool(TorchFunctionMode):
    """Every tensor a reference's computation reads or makes."""

    def __init__(self):
        super().__init__()
        self.tensors: list[torch.Tensor] = []
        self.made: set[int] = set()
        self.data: set[int] = set()  # ids of the inputs, parameters and their rows or views
        self.inputs: dict[int, int] = {}  # id of an argument the reference was given -> its position
        self.alongs: set[tuple[str, int, int]] = set()  # (op, axis, rank) of its reductions
        self.keep: list = []
        self.desc: dict[int, str] = {}  # id -> how the computation made it: "mul({0}, {1})", "{2}"

    def _add(self, t, leaf: bool = False, kind: str = "", made_by: str = "", arg: int | None = None,
             desc: str = "") -> None:
        if isinstance(t, torch.Tensor) and t.device.type != "meta" and not t.is_complex() \
                and len(self.tensors) < MAX_POOL and t.numel() <= 4096:
            t = t.detach().to("cpu", torch.float64)
            finite = t[torch.isfinite(t)]
            if finite.numel() and float(finite.abs().max()) > _FLOAT32_MAX:
                return  # a float64 piece (exp(200)) no float32 computation makes: it would match anything
            t.leaf = leaf  # data the computation starts from, not a step of it
            t.kind = kind  # "terms": a product's terms, which a right computation adds up
            t.made_by, t.arg = made_by, arg  # the op that made it, or the reference's argument it is
            t.desc = desc  # the op and what it was given, the reference's arguments as {0}, {1}, ...
            self.tensors.append(t)
            if t.numel() and len(self.tensors) < MAX_POOL - 3 and bool(((t == 0) | (t == 1)).all()):
                # a mask: the learner's may keep what it hides (tril for triu), or add -inf
                inf = torch.tensor(-math.inf, dtype=torch.float64)
                self.tensors += [1 - t, torch.where(t == 1, inf, 0.0), torch.where(t == 0, inf, 0.0)]

    def __torch_function__(self, func, types, args=(), kwargs=None):
        kwargs = kwargs or {}
        out = func(*args, **kwargs)
        try:
            for a in [*args, *kwargs.values()]:
                for x in (a if isinstance(a, (list, tuple)) else (a,)):
                    if isinstance(x, torch.Tensor) and id(x) not in self.made:
                        self.made.add(id(x))
                        self.data.add(id(x))
                        self.keep.append(x)
                        if id(x) in self.inputs:
                            self.desc[id(x)] = "{%d}" % self.inputs[id(x)]
                        self._add(x, leaf=True, arg=self.inputs.get(id(x)))  # an input or a parameter
            name = getattr(func, "__name__", "")
            if name == "__get__":  # a property: .T, .mT, .data
                name = str(getattr(getattr(func, "__self__", None), "__name__", name))
            operands = [x for a in [*args, *kwargs.values()] for x in (a if isinstance(a, (list, tuple)) else (a,))
                        if isinstance(x, torch.Tensor)]
            # the book's inputs typed in, and a row or view of data, are data too
            data = name in DATA or name in REORDER | PICK and operands and all(id(x) in self.data for x in operands)
            # one level of what it was made of: an argument by name, a step by its op
            parts = [self.desc.get(id(x), "…") for x in operands[:3]]
            desc = f"{name}({', '.join(p if p.count('(') <= 1 and len(p) <= 32 else p.split('(')[0] + '(…)' for p in parts)})"
            for o in (out if isinstance(out, (list, tuple)) else (out,)):
                if isinstance(o, torch.Tensor):
                    self.made.add(id(o))
                    self.keep.append(o)
                    if data:
                        self.data.add(id(o))
                    self.desc[id(o)] = desc
                    self._add(o, leaf=data, made_by=name, desc=desc)
            if name in _ALONG_OPS and args and isinstance(args[0], torch.Tensor):
                d = kwargs.get("dim", args[1] if len(args) > 1 else None)
                if isinstance(d, int) and not isinstance(d, bool) and args[0].dim():
                    self.alongs.add((name, d % args[0].dim(), args[0].dim()))  # a reduction it makes
            if name in ("softmax", "log_softmax") and args and isinstance(args[0], torch.Tensor):
                self._softmax_pieces(args[0], kwargs.get("dim", args[1] if len(args) > 1 else -1))
            if name in ("matmul", "__matmul__", "mm", "bmm", "mv") and len(args) >= 2 \
                    and all(isinstance(a, torch.Tensor) for a in args[:2]):
                self._product_terms(args[0], args[1])
        except Exception:  # noqa: BLE001 - a tensor that cannot be kept is not compared
            pass
        return out

    def _product_terms(self, a: torch.Tensor, b: torch.Tensor) -> None:
        """The terms of a product a @ b and their running sums, which a loop over the shared axis
        makes one at a time (context += w[i] * x[i])."""
        with torch._C.DisableTorchFunction():
            a, b = a.detach().double(), b.detach().double()
            if b.dim() == 1 and a.dim() >= 1 and a.shape[-1] == b.shape[0] and a.numel() <= 4096:
                # a product with a vector (inputs @ query): each row's terms x_k · q_k
                self._add(a * b, kind="terms")
                self._add((a * b).cumsum(dim=-1))
                # every entry times every entry (itertools.product, a nested loop): a wrong route
                self._add(a.sum(dim=-1) * b.sum(), kind="all_pairs")
                return
            if b.dim() < 2 or a.dim() < 1 or a.shape[-1] != b.shape[-2] \
                    or a.numel() * b.shape[-1] > 4096:
                return
            terms = a.unsqueeze(-1) * b.unsqueeze(-3) if a.dim() >= 2 else a[:, None] * b  # (.., m, k, d)
            self._add(terms, kind="terms")
            self._add(a.sum(dim=-1, keepdim=True) * b.sum(dim=-2, keepdim=True) if a.dim() >= 2
                      else a.sum() * b.sum(dim=-2), kind="all_pairs")
            self._add(terms.cumsum(dim=-2))

    def _softmax_pieces(self, x: torch.Tensor, dim) -> None:
        """The pieces a softmax written by hand makes, which the library's call does not show."""
        with torch._C.DisableTorchFunction():
            x = x.detach().double()
            d = int(dim) if isinstance(dim, int) else -1
            top = x.max(dim=d, keepdim=True).values
            self._add(x - top, kind="before_exp")  # the shifted scores, which only the exp may follow
            for e in (torch.exp(x - top), torch.exp(x)):
                self._add(e)
                self._add(e.sum(dim=d, keepdim=True))
            self._add(top, kind="row_max")
            self._add(x.logsumexp(dim=d, keepdim=True))


class PoolList(list):
    """The pool's tensors, and (op, axis, rank) of each reduction the right computation makes."""

    def __init__(self):
        super().__init__()
        self.alongs: set[tuple[str, int, int]] = set()


def pool_of(references: Sequence[Callable | None], args: list) -> list[torch.Tensor]:
    """The tensors of each reference's computation on fresh copies of ``args``."""
    tensors = PoolList()
    for reference in references:
        if reference is None:
            continue
        mode = _Pool()
        fresh = _fresh(args)
        mode.inputs = {id(a): i for i, a in enumerate(fresh) if isinstance(a, torch.Tensor)}
        try:
            with mode:
                reference(*fresh)
        except Exception:  # noqa: BLE001 - a reference that does not run here adds nothing
            continue
        tensors += mode.tensors
        tensors.alongs |= mode.alongs
    return tensors


def _fresh(args):
    return [a.clone() if isinstance(a, torch.Tensor) else a for a in args]


def _tolerance(p: torch.Tensor) -> float:
    # float32 rounding of a value computed another way grows with its magnitude
    return 3e-5 * (1.0 + float(p.abs().max())) if p.numel() else 3e-5


def _matches(values: torch.Tensor, pool: list[torch.Tensor], shape=None) -> torch.Tensor | None:
    """The tensor of the pool whose values these are, whole or one block of it (a row, a head, one
    entry, a sequence's first L tokens) in the order it holds them, a step of the computation before
    the data; None."""
    data = None
    for p in pool:
        if getattr(p, "kind", "") in WRONG:
            continue  # a wrong route, kept to name a step, never a right one
        if _match_one(values, p) or shape is not None and (_match_corner(values, p, shape)
                                                           or _match_moved(values, p, shape)):
            if not getattr(p, "leaf", False):
                return p
            data = p if data is None else data
    return data


def _match_one(values: torch.Tensor, p: torch.Tensor) -> bool:
    n = values.numel()
    flat = p.flatten()
    if flat.numel() < n or flat.numel() % n:
        return False
    tol = _tolerance(flat[torch.isfinite(flat)])
    blocks = flat.view(-1, n)
    close = (blocks == values) | ((blocks - values).abs() <= tol)  # an inf matches its own inf
    if bool(close.all(dim=1).any()):
        return True
    for axis in range(p.dim()):  # one index of any axis (a head of every sequence: q[:, :, h])
        if p.shape[axis] > 1 and flat.numel() // p.shape[axis] == n:
            parts = p.movedim(axis, 0).reshape(p.shape[axis], n)
            close = (parts == values) | ((parts - values).abs() <= tol)
            if bool(close.all(dim=1).any()):
                return True
    return False


def _match_moved(values: torch.Tensor, p: torch.Tensor, shape) -> bool:
    """The values as ``p`` with its axes in another order that changes its shape (a time-first
    (n, b, d) of a (b, n, d) step): the same numbers, laid out with the axes moved. A square
    transpose (the same shape) is not counted: keys and queries swapped there is a mistake."""
    if p.dim() != len(shape) or p.dim() > 5 or tuple(p.shape) == tuple(shape) \
            or sorted(p.shape) != sorted(shape) or p.numel() != values.numel():
        return False
    tol = _tolerance(p[torch.isfinite(p)])
    for perm in itertools.permutations(range(p.dim())):
        if tuple(p.shape[i] for i in perm) == tuple(shape):
            moved = p.permute(perm).flatten()
            if bool(((moved == values) | ((moved - values).abs() <= tol)).all()):
                return True
    return False


def _match_corner(values: torch.Tensor, p: torch.Tensor, shape) -> bool:
    """The values as one corner block of ``p`` along its last axes (scores[i, :, :L, :L] of a
    sequence of L real tokens, or its last L: left padding), any index of the axes before."""
    k = len(shape)
    if not (0 < k <= p.dim() and all(isinstance(s, int) and 0 < s <= t for s, t in zip(shape, p.shape[p.dim() - k:]))) \
            or tuple(shape) == tuple(p.shape[p.dim() - k:]):
        return False
    for end in (False, True):
        block = p[(...,) + tuple(slice(t - s, t) if end else slice(0, s) for s, t in zip(shape, p.shape[p.dim() - k:]))]
        rows = block.reshape(-1, values.numel())
        tol = _tolerance(rows[torch.isfinite(rows)])
        if bool(((rows == values) | ((rows - values).abs() <= tol)).all(dim=1).any()):
            return True
    return False


def _close(got: torch.Tensor, want: torch.Tensor, tol: float) -> bool:
    """Every entry equal (an inf to its own inf) or within ``tol``."""
    return bool(((got == want) | ((got - want).abs() <= tol)).all())


def _write_disagrees(v: torch.Tensor, step: dict, steps: list[dict], pool: list[torch.Tensor]) -> bool:
    """Whether a write into a buffer put values where no right tensor of the buffer's size has them:
    the entries it changed (against the buffer as the step before left it) are compared with each
    pool tensor of that size at the same places (masks left out). Unknown where the buffer came
    from, or no right tensor of its size: not told (False)."""
    ins = step.get("ins") or []
    if not ins or not isinstance(ins[0], int) or not 0 <= ins[0] < len(steps):
        return False
    before = steps[ins[0]].get("values")
    if not isinstance(before, list) or len(before) != v.numel():
        return False
    old = torch.tensor([codec.decode_number(x, "steps") for x in before], dtype=torch.float64)
    changed = ~((old == v) | (old.isnan() & v.isnan()))
    if not bool(changed.any()):
        return False
    # a mask (0, 1, ±inf alone) has a zero or an inf almost anywhere a write could put one
    sized = [p for p in pool if p.numel() == v.numel() and getattr(p, "kind", "") not in WRONG
             and not bool(((p == 0) | (p == 1) | p.isinf()).all())]
    if not sized:
        return False
    for p in sized:
        if _close(v[changed], p.flatten()[changed], _tolerance(p[torch.isfinite(p)])):
            return False
    return True


def find(steps: list[dict], pool: list[torch.Tensor], args: Sequence = (), names: Sequence[str] = ()) -> dict | None:
    """The first step whose values no correct computation has, made from right operands, with no
    later step back on the right computation; None where there is none or it cannot be told."""
    if not steps or not pool:
        return None
    status = []
    for s in steps:
        ins = [i for i in s.get("ins", []) if isinstance(i, int) and 0 <= i < len(status)]
        if not ins and _on_data(s):
            ins = [-1]  # computed from the inputs alone (x.max(dim=0)): judged like any computed step
        values = s.get("values")
        if not isinstance(values, list) or not values:
            status.append("given")
            continue
        v = torch.tensor([codec.decode_number(x, "steps") for x in values], dtype=torch.float64)
        low = s.get("dtype") in LOW
        if s.get("op") in LIKE:  # only the operand's shape is read
            status.append("given")
        elif s.get("dtype") == "python" and bool((v == v.round()).all()):
            status.append("given")  # whole Python numbers: sizes, counts, indices (d_in = x.shape[1])
        elif not low and (match := _matches(v, pool, _shape(s, v))) is not None:
            # a constant (all ones: rows that sum to 1) matches too easily to bring a wrong
            # computation back: it is not a mistake, but not a way back either (and so does a whole
            # number: a flag, a count); nor is arithmetic that lands on the input data (a weighted
            # sum of one token's vector with weights summing to 1 gives that vector back)
            computed = ins and s.get("op") not in REORDER | PICK
            status.append("right" if _telling(v) and not (computed and getattr(match, "leaf", False))
                          else "weak")
        elif s.get("op") == "__setitem__":
            # a slice written into a buffer (out[i] = row, s[i, ..., L:] = -inf) leaves it half
            # done until the loop ends: the write is wrong only where it disagrees with every right
            # tensor of its size at the entries it changed, and only where what it writes is known
            # right (one number matches some right entry too easily to be known right: where it is
            # wrong already, its own line is the one to blame)
            known = all(i < 0 or status[i] in ("right", "given", "reordered")
                        and len(steps[i].get("values") or ()) > 1 for i in ins[1:])
            status.append("bad" if known and _write_disagrees(v, s, steps, pool) else "partial")
        elif not ins:  # made from nothing: a buffer is given, a table typed in is data to check
            status.append("bad" if low or _typed_table(s) else "given")
        elif s.get("op") in REORDER | PICK and all(i >= 0 and status[i] == "given" for i in ins):
            status.append("given")  # a view or index of something made from nothing (arange(n)[None, :])
        elif s.get("op") in REORDER and not low and all(i < 0 or status[i] != "bad" for i in ins) \
                and not _scrambles(s, ins, status, steps, pool):
            status.append("reordered")
        else:
            status.append("bad")
    children: dict[int, list[int]] = {}
    for j, s in enumerate(steps):
        for i in s.get("ins", []):
            if isinstance(i, int) and 0 <= i < j:
                children.setdefault(i, []).append(j)

    def descendants(i: int) -> list[int]:
        seen, todo = [], list(children.get(i, []))
        while todo and len(seen) < MAX_STEPS:
            j = todo.pop()
            if j not in seen:
                seen.append(j)
                todo += children.get(j, [])
        return seen

    def recovered(i: int) -> bool:
        seen, todo = set(), list(children.get(i, []))
        while todo:
            j = todo.pop()
            if j in seen:
                continue
            seen.add(j)
            if status[j] == "right":
                return True
            todo += children.get(j, [])
        return False

    for i, s in enumerate(steps):
        ins = [j for j in s.get("ins", []) if isinstance(j, int) and 0 <= j < i]
        if status[i] != "bad" or any(status[j] == "bad" for j in ins) or recovered(i):
            continue
        if s.get("dtype") == "bool" and all(steps[j].get("dtype") == "bool" for j in descendants(i)) \
                and not any(j == len(steps) - 1 and steps[j].get("op") not in ("all", "any") for j in [i, *descendants(i)]):
            # a mask that only says where to write (w[w.isnan()] = 0), or a check printed
            # ((merged == x).all()): no value of it goes on into the answer
            continue
        if not ins and not _typed_table(s) and s.get("dtype") not in LOW and not _on_data(s):
            continue
        written = _view_written(i, steps)
        if written is not None:
            # an operand holds what an in-place op wrote into a view of it earlier (prod = x[1];
            # prod.mul_(y)): that write is the step to look at
            return {"step": steps[written], "index": written,
                    "relation": ("diverge.view_written", {"op": str(steps[written].get("op"))})}
        relation = _relation(s, pool)
        if relation is not None and relation[0] in REORDERED and s.get("op") not in REORDER:
            # a computed step (a broadcast product) whose right values lie in another layout: the
            # mistake is the reduction after it that runs along the axis the layout moved
            # ((x[:, :, None] * y[:, None]).sum(-2) where -1 pairs the features)
            for j in children.get(i, [])[:4]:
                if steps[j].get("op") in _ALONG and (steps[j].get("ins") or [None])[0] == i \
                        and (r := _along(steps[j], steps, pool, args)) and r[0] == "diverge.other_axis":
                    return {"step": steps[j], "index": j, "relation": r}
        if relation is None and s.get("op") in ("exp", "exp_", "exp2", "pow", "__pow__", "__rpow__") \
                and "inf" in (s.get("values") or ()):
            relation = "diverge.exp_overflow", {}  # exp of large finite scores is inf in float32
        kinds = set().union(*(_kinds(steps[j], pool) for j in ins)) if ins else set()
        if relation is None and any(_wrong_route(steps[j], pool) == "all_pairs" for j in [i, *descendants(i)]):
            relation = "diverge.all_pairs", {}  # the step, or what it adds up to, sums every pair
        elif relation is None and s.get("op") not in _SUMS and "terms" in kinds:
            relation = "diverge.terms", {}  # x * y where x @ y belongs: the terms never added up
        elif relation is None and s.get("op") in ("sum", "nansum") and "before_exp" in kinds:
            relation = "diverge.sum_before_exp", {}  # the denominator sums the shifted scores
        if relation is None:
            relation = _operand_swap(s, steps, pool, args, names) or _factors_other_way(s, steps, pool, args) or next(
                (d for j in [i, *descendants(i)][:8] if (d := _diagonal(steps[j], pool))), None)
        if relation is None:
            relation = _one_mask_for_all(s, steps, pool)
        if relation is None and s.get("op") == "einsum":
            relation = _einsum_letters(s, steps, pool)
        if relation is None and s.get("op") in _ALONG:
            relation = _instead(s, pool, names)
        if relation is None:
            relation = _batch_flattened(s, pool)
        return {"step": s, "index": i, "relation": relation}
    return None


def _view_written(i: int, steps: list[dict]) -> int | None:
    """The earlier in-place step (mul_, add_, masked_fill_) on a slice or view, whose result one of
    step ``i``'s operands, read again through a slice or view, holds: the write went into the
    tensor the view shares memory with. None where there is none."""
    for j in steps[i].get("ins") or []:
        if not (isinstance(j, int) and 0 <= j < i) or steps[j].get("op") not in PICK | REORDER:
            continue
        got = steps[j].get("values")
        for k in range(j - 1, -1, -1):
            s = steps[k]
            base = (s.get("ins") or [None])[0]
            if in_place(s.get("op")) and isinstance(base, int) and 0 <= base < k \
                    and steps[base].get("op") in PICK | REORDER and base != j \
                    and isinstance(got, list) and len(got) > 1 and s.get("values") == got \
                    and steps[base].get("values") != got:
                return k
    return None


def _einsum_letters(step: dict, steps: list[dict], pool: list[torch.Tensor]) -> tuple[str, dict] | None:
    """An einsum of recorded operands whose subscripts pair the wrong axes, where two letters of
    one operand's term in each other's place give a right value: that equation, and the same pairing
    written with that operand's letters kept ('bhqk,bhkd->bhqd' for 'bhqk,bhqd->bhkd')."""
    equation = step.get("equation")
    ins = step.get("ins") or []
    if not isinstance(equation, str) or "->" not in equation or "." in equation:
        return None
    inputs, output = equation.replace(" ", "").split("->")
    terms = inputs.split(",")
    if len(terms) != len(ins) or not 1 <= len(terms) <= 3 or any(not isinstance(i, int) or i < 0 for i in ins):
        return None
    operands = []
    for i, term in zip(ins, terms):
        s, shape = steps[i], steps[i].get("shape")
        values = s.get("values")
        if not isinstance(values, list) or not isinstance(shape, list) or len(shape) != len(term) \
                or math.prod(shape) != len(values):
            return None
        operands.append(torch.tensor([codec.decode_number(v, "steps") for v in values],
                                     dtype=torch.float64).view(shape))
    for k, term in enumerate(terms):
        for a, b in itertools.combinations(sorted(set(term)), 2):
            swap = str.maketrans({a: b, b: a})
            tried = ",".join(t.translate(swap) if j == k else t for j, t in enumerate(terms)) + "->" + output
            try:
                out = torch.einsum(tried, *operands)
            except Exception:  # noqa: BLE001 - sizes that do not pair name nothing
                continue
            if _telling(out.flatten()) and _matches(out.flatten(), pool) is not None:
                # the same contraction with operand k's term kept and the letters renamed elsewhere
                fixed = ",".join(t if j == k else t.translate(swap) for j, t in enumerate(terms)) \
                    + "->" + output.translate(swap)
                return "diverge.einsum_letters", {"got": equation, "want": tried, "other": fixed, "a": a,
                                                  "b": b, "nth": str(k + 1)}
    return None


def _instead(step: dict, pool: list[torch.Tensor], names: Sequence[str]) -> tuple[str, dict] | None:
    """A reduction whose values are wrong, where the right computation makes exactly one reduction
    of that shape: that one, by its op and what it reduces (``sum(mul(P, dP))`` where the learner
    took ``mean`` of dP alone)."""
    shape = step.get("shape")
    if not isinstance(shape, list):
        return None
    found = {p.desc for p in pool if not getattr(p, "leaf", False) and not getattr(p, "kind", "")
             and getattr(p, "made_by", "") in _ALONG_OPS and list(p.shape) == shape and getattr(p, "desc", "")}
    if len(found) != 1:
        return None
    text = found.pop()
    for k, name in enumerate(names):
        text = text.replace("{%d}" % k, name)
    if re.search(r"\{\d+\}", text):
        return None  # an argument without a name to give it
    return "diverge.instead", {"right": checks.clean_text(text, 80)}


def _shape(step: dict, v: torch.Tensor) -> tuple | None:
    shape = step.get("shape")
    if isinstance(shape, list) and all(isinstance(x, int) and not isinstance(x, bool) and x > 0 for x in shape) \
            and math.prod(shape) == v.numel() and len(shape) <= checks.MAX_DIMS:
        return tuple(shape)
    return None


WRONG = {"all_pairs"}  # pool pieces that are wrong routes of a right computation
_SUMS = {"sum", "cumsum", "add", "__add__", "__radd__", "add_", "__iadd__", "nansum", "mean"}


def _kinds(step: dict, pool: list[torch.Tensor]) -> set[str]:
    """The kinds of the right pieces whose values the step holds ("terms", "before_exp")."""
    values = step.get("values")
    if not isinstance(values, list) or not values:
        return set()
    v = torch.tensor([codec.decode_number(x, "steps") for x in values], dtype=torch.float64)
    if not _telling(v) or bool(((v == 0) | (v == 1)).all()):
        return set()  # a constant or a 0/1 mask is a piece of almost anything
    kinds = {p.kind for p in pool if getattr(p, "kind", "") not in ("", *WRONG) and _match_one(v, p)}
    if "terms" in kinds and any(getattr(p, "kind", "") == "" and _match_one(v, p) for p in pool):
        kinds.discard("terms")  # a right step of its own (the scores), not only a product's terms
    return kinds


_BINARY_OPS = {
    "matmul": torch.matmul, "__matmul__": torch.matmul, "mm": torch.matmul, "bmm": torch.matmul,
    "__rmatmul__": lambda a, b: torch.matmul(b, a), "mul": torch.mul, "__mul__": torch.mul,
    "__rmul__": torch.mul, "add": torch.add, "__add__": torch.add, "__radd__": torch.add, "sub": torch.sub,
    "__sub__": torch.sub, "__rsub__": lambda a, b: torch.sub(b, a), "div": torch.div,
    "__truediv__": torch.div, "__rtruediv__": lambda a, b: torch.div(b, a)}


def _param_names(references) -> list[str]:
    import inspect

    for reference in references:
        try:
            return list(inspect.signature(reference).parameters)
        except (TypeError, ValueError):
            continue
    return []


def _operand_values(step: dict, k: int, steps: list[dict], args: Sequence):
    """The values of the step's operand ``k`` in its recorded shape: a step's, or the one input of
    that shape; None where it cannot be told."""
    shape = step["shapes"][k]
    raw = step.get("ins") or []
    if k < len(raw) and isinstance(raw[k], int) and 0 <= raw[k] < len(steps):
        values = steps[raw[k]].get("values")
        if isinstance(values, list) and len(values) == math.prod(shape):
            return torch.tensor([codec.decode_number(v, "steps") for v in values], dtype=torch.float64).view(shape)
        return None
    alike = [a for a in args if isinstance(a, torch.Tensor) and list(a.shape) == shape and a.is_floating_point()]
    return alike[0].detach().double() if len(alike) == 1 else None


_MADE = {"softmax": "softmax", "log_softmax": "log_softmax", "matmul": "@", "__matmul__": "@", "mm": "@",
         "bmm": "@", "masked_fill": "masked_fill", "where": "where", "exp": "exp", "sum": "sum",
         "linear": "a Linear layer", "div": "/", "__truediv__": "/", "mul": "*", "__mul__": "*",
         "transpose": "transpose", "dropout": "dropout", "tril": "tril", "triu": "triu"}


def _named(p: torch.Tensor, names: Sequence[str]) -> tuple[str, str]:
    """(what the tensor is, for a text, as a key and its argument): an argument by its name, the
    data typed in, or the op of the right computation that made it."""
    arg = getattr(p, "arg", None)
    if isinstance(arg, int) and arg < len(names):
        return "diverge.what_arg", names[arg]
    if getattr(p, "leaf", False):
        return "diverge.what_data", ""
    made = _MADE.get(getattr(p, "made_by", ""))
    return ("diverge.what_made", made) if made else ("diverge.what_step", "")


def _operand_swap(step: dict, steps: list[dict], pool: list[torch.Tensor], args: Sequence,
                  names: Sequence[str]) -> tuple[str, dict] | None:
    """A product, sum or ratio of two tensors that gives a right value once one operand is another
    right tensor of the same shape (weights @ x where weights @ values belongs, scores where the
    weights go): which operand, and what the right computation has there."""
    fn = _BINARY_OPS.get(str(step.get("op", "")))
    shapes = step.get("shapes")
    if fn is None or not (isinstance(shapes, list) and len(shapes) == 2 and all(
            isinstance(sh, list) and len(sh) <= checks.MAX_DIMS and all(isinstance(x, int) and not isinstance(x, bool)
                                                                    and 0 < x <= 4096 for x in sh) for sh in shapes)):
        return None
    ops = [_operand_values(step, k, steps, args) for k in (0, 1)]
    if any(o is not None and (bool(((o == 0) | (o == 1)).all()) or not bool(torch.isfinite(o).all())) for o in ops):
        # a product with a 0/1 mask (multiplying by the mask is the slip), or an operand with inf or
        # NaN (where it overflowed is the slip, not which tensor it is)
        return None
    broadcast = _one_slice_broadcast(fn, ops, pool)
    if broadcast:
        return broadcast
    for k in (0, 1):
        other, mine = ops[1 - k], ops[k]
        if other is None or not _telling(other.flatten()) or bool(((other == 0) | (other == 1)).all()):
            continue  # beside a constant or a 0/1 mask too many tensors give a right product
        for p in pool:
            if getattr(p, "kind", "") in WRONG or list(p.shape) != shapes[k] or not bool(torch.isfinite(p).all()):
                continue
            if mine is not None and bool(((p - mine).abs() <= _tolerance(p)).all()):
                continue  # the learner's own operand
            what, name = _named(p, names)
            try:
                out = fn(p, other) if k == 0 else fn(other, p)
            except Exception:  # noqa: BLE001 - shapes that do not combine name nothing
                continue
            v = out.flatten()
            if _telling(v) and _matches(v, pool) is not None:
                return "diverge.operand", {"nth": str(k + 1), "what": what, "name": name}
    return None


_MASKING = {"masked_fill", "masked_fill_", "where"}


def _one_mask_for_all(step: dict, steps: list[dict], pool: list[torch.Tensor]) -> tuple[str, dict] | None:
    """A masking step whose mask has size 1 on the batch axis where the tensor masked has several
    sequences (pad[0], pad.any(0) broadcast), and the right computation masks each sequence
    differently (a padding mask, not the causal one every sequence shares): one mask for all."""
    shape = step.get("shape")
    if step.get("op") not in _MASKING or not isinstance(shape, list) or len(shape) < 3 or not any(
            p.dim() >= 2 and p.shape[0] == shape[0] > 1 and p.shape[-1] == shape[-1]
            and not (p.dim() == 2 and p.shape[0] == p.shape[1])  # (the causal mask: one for every sequence)
            and bool(((p == 0) | (p == 1)).all()) and not bool((p == p[:1]).all()) for p in pool):
        return None
    ins = [i for i in step.get("ins") or [] if isinstance(i, int) and 0 <= i < len(steps)]
    masks = [steps[i] for i in ins if steps[i].get("dtype") == "bool"]
    if len(masks) != 1:
        return None
    mask = masks[0].get("shape")
    if not isinstance(mask, list) or not mask or len(mask) > len(shape):
        return None
    full = [1] * (len(shape) - len(mask)) + mask  # broadcast from the right
    if full[0] == 1 and full[-1] == shape[-1] > 1:
        return "diverge.mask_one_for_all", {"mask": "(" + ", ".join(str(x) for x in mask) + ")",
                                             "shape": "(" + ", ".join(str(x) for x in shape) + ")"}
    return None


_MATMULS = {"matmul", "__matmul__", "mm", "bmm"}


def _factors_other_way(step: dict, steps: list[dict], pool: list[torch.Tensor], args: Sequence) -> tuple[str, dict] | None:
    """A product of two known factors that gives a right step with both factors transposed
    (x.T @ x, a features × features matrix, where x @ x.T pairs the tokens) or in the other order:
    which of the two."""
    if step.get("op") not in _MATMULS or not isinstance(step.get("shapes"), list) or len(step["shapes"]) != 2:
        return None
    a, b = (_operand_values(step, k, steps, args) for k in (0, 1))
    if a is None or b is None or a.dim() < 2 or b.dim() < 2:
        return None
    for key, make in (("diverge.factors_transposed", lambda: a.mT @ b.mT),
                      ("diverge.factors_swapped", lambda: b @ a)):
        try:
            out = make()
        except RuntimeError:  # sizes that do not pair name nothing
            continue
        v = out.flatten()
        if _telling(v) and _matches(v, pool, tuple(out.shape)) is not None:
            return key, {"got": "×".join(str(x) for x in step.get("shape", [])),
                         "want": "×".join(str(x) for x in out.shape)}
    return None


def _batch_flattened(step: dict, pool: list[torch.Tensor]) -> tuple[str, dict] | None:
    """A square (N, N) step whose diagonal blocks are a right (t, t) matrix of each sequence (the
    scores or the causal mask of one sequence), N = b·t: the batch flattened into one sequence, so
    the blocks off the diagonal pair tokens of different sequences."""
    shape, values = step.get("shape"), step.get("values")
    if not (isinstance(shape, list) and len(shape) == 2 and shape[0] == shape[1] and isinstance(values, list)
            and len(values) == shape[0] * shape[1]):
        return None
    n = shape[0]
    v = torch.tensor([codec.decode_number(x, "steps") for x in values], dtype=torch.float64).view(n, n)
    for p in pool:
        if getattr(p, "kind", "") in WRONG or p.dim() < 2 or p.shape[-1] != p.shape[-2]:
            continue
        t = p.shape[-1]
        if t < 2 or n % t or n // t < 2 or p.dim() > 3 or (p.dim() == 3 and p.shape[0] != n // t):
            continue
        blocks = [v[i * t:(i + 1) * t, i * t:(i + 1) * t] for i in range(n // t)]
        rights = [p[i] if p.dim() == 3 else p for i in range(n // t)]
        tol = _tolerance(p[torch.isfinite(p)])
        if all(_close(b, r, tol) for b, r in zip(blocks, rights)) \
                and _telling(v.flatten()[torch.isfinite(v.flatten())]):
            return "diverge.batch_flattened", {"n": str(n), "b": str(n // t), "t": str(t)}
    return None


def _one_slice_broadcast(fn, ops, pool: list[torch.Tensor]) -> tuple[str, dict] | None:
    """An operand of size 1 on an axis where the right one has several, equal to one slice of it
    (the first head's keys, k[:, :1], for every head): broadcast, it stands in for all of them."""
    for k in (0, 1):
        mine, other = ops[k], ops[1 - k]
        if mine is None or other is None or not _telling(mine.flatten()):
            continue
        for p in pool:
            if getattr(p, "kind", "") in WRONG or p.dim() != mine.dim() or not bool(torch.isfinite(p).all()):
                continue
            axes = [a for a in range(p.dim()) if mine.shape[a] != p.shape[a]]
            if len(axes) != 1 or mine.shape[axes[0]] != 1 or p.shape[axes[0]] < 2:
                continue
            a = axes[0]
            hit = next((j for j in range(min(p.shape[a], 16)) if _close(mine, p.narrow(a, j, 1), _tolerance(p))),
                       None)
            if hit is None:
                continue
            try:
                out = fn(p, other) if k == 0 else fn(other, p)
            except Exception:  # noqa: BLE001 - shapes that do not combine name nothing
                continue
            if _telling(out.flatten()) and _matches(out.flatten(), pool) is not None:
                return "diverge.operand_broadcast", {"nth": str(k + 1), "axis": str(a - p.dim()),
                                                     "size": str(p.shape[a]), "index": str(hit)}
    return None


_PAIRING = {"matmul", "__matmul__", "__rmatmul__", "mm", "bmm", "einsum"}


def _diagonal(step: dict, pool: list[torch.Tensor]) -> tuple[str, dict] | None:
    """Values that are the diagonal of a right square step (each token with itself only): rows
    paired one to one (bmm over the tokens as the batch, (q * k).sum(-1)) where every pair belongs."""
    values = step.get("values")
    if not isinstance(values, list) or len(values) < 2:
        return None
    v = torch.tensor([codec.decode_number(x, "steps") for x in values], dtype=torch.float64)
    if not _telling(v):
        return None
    shape = [x for x in (step.get("shape") or []) if x != 1]
    for p in pool:
        if getattr(p, "kind", "") or getattr(p, "made_by", "") not in _PAIRING or p.dim() < 2 \
                or p.shape[-1] != p.shape[-2] or p.shape[-1] < 2 or shape != [x for x in p.shape[:-1] if x != 1]:
            continue  # a product of every row with every row, shaped as its diagonal is: (…, n)
        d = p.diagonal(dim1=-2, dim2=-1).flatten()
        if d.numel() == v.numel() and bool(((d - v).abs() <= _tolerance(p)).all()):
            # taken off the right square step itself (torch.diagonal(S)), or made by pairing rows
            taken = step.get("op") in ("diagonal", "diag", "diagonal_copy")
            return ("diverge.diagonal_taken" if taken else "diverge.diagonal"), {"n": str(p.shape[-1])}
    return None


def _wrong_route(step: dict, pool: list[torch.Tensor]) -> str:
    """The kind of wrong route of the pool whose values the step holds ("all_pairs"), or ""."""
    values = step.get("values")
    if not isinstance(values, list) or not values:
        return ""
    v = torch.tensor([codec.decode_number(x, "steps") for x in values], dtype=torch.float64)
    if not _telling(v):
        return ""
    for p in pool:
        if getattr(p, "kind", "") in WRONG and p.numel() == v.numel() and _match_one(v, p):
            return p.kind
    return ""


_KEEPS_ORDER = {"view", "reshape", "flatten", "unflatten", "view_as", "reshape_as"}


def _scrambles(step: dict, ins: list[int], status: list[str], steps: list[dict], pool) -> bool:
    """A view or reshape of a right step whose values match nothing right, in order or with its
    axes moved: it cut the memory into the wrong rows (a view where a transpose belongs)."""
    if step.get("op") not in _KEEPS_ORDER or not ins or any(i < 0 or status[i] != "right" for i in ins):
        return False
    values = step.get("values")
    if not isinstance(values, list) or not values:
        return False
    v = torch.tensor([codec.decode_number(x, "steps") for x in values], dtype=torch.float64)
    return _telling(v) and _matches(v, pool, _shape(step, v)) is None


def _on_data(step: dict) -> bool:
    """A step whose operands are all tensors no recorded step made (the inputs, a module's weights),
    by an op that computes (not a view, a pick or a shape-only *_like): x.max(dim=0) of the input."""
    raw = step.get("ins") or []
    # floats only: a count or a mask made from the inputs (lengths.max(), arange(n) >= lengths) sizes
    # or selects, and a correct answer may make one the reference does not
    return bool(raw) and all(i == -1 for i in raw) and step.get("op") not in REORDER | PICK | LIKE \
        and str(step.get("dtype", "")).startswith(("float", "bfloat"))


def _telling(v: torch.Tensor) -> bool:
    """Values that match a right step by more than chance: not constant, and one number only if
    it is not a whole number (a count, a size, a flag matches some entry of almost anything)."""
    if v.numel() >= 2:
        return bool((v != v.flatten()[0]).any())
    return v.numel() == 1 and bool(torch.isfinite(v).all()) and float(v) != round(float(v))


def _typed_table(step: dict) -> bool:
    """Values typed into the code (the book's inputs), not a constant such as tensor(0.5)."""
    return step.get("op") in ("tensor", "as_tensor") and len(step.get("values") or ()) >= 4


def _relation(step: dict, pool: list[torch.Tensor]) -> tuple[str, dict] | None:
    """How the step's values stand to the right tensor of the same size they resemble most."""
    if step.get("dtype") in LOW:
        return ("diverge.low_precision_bf16" if step["dtype"] == "bfloat16" else "diverge.low_precision"), {}
    v = torch.tensor([codec.decode_number(x, "steps") for x in step["values"]], dtype=torch.float64)
    if not bool(torch.isfinite(v).all()) or v.unique().numel() < 3:
        return None  # an inf or a constant compares with anything: no relation worth saying
    # the right tensors of the step's size, kept in their shapes (a block order needs them)
    sized = [p for p in pool if p.numel() == v.numel() and p.numel() > 1 and bool(torch.isfinite(p).all())]
    same = [p.flatten() for p in sized]
    for p in same:
        if bool(p.abs().max() > 1e-6) and bool(v.abs().max() > 1e-6):
            mask = p.abs() > 1e-9
            ratio = v[mask] / p[mask]
            if mask.sum() >= 2 and bool((ratio - ratio[0]).abs().max() <= 1e-4 * (1 + ratio[0].abs())) \
                    and bool(((v[~mask]).abs() <= 1e-6).all()) and abs(float(ratio[0]) - 1) > 1e-3 \
                    and abs(float(ratio[0])) > 1e-3:
                factor = float(ratio[0])
                if any(getattr(q, "kind", "") == "row_max" and bool(torch.isclose(
                        torch.exp(-q.flatten()), torch.tensor(factor, dtype=torch.float64), rtol=1e-4).any()
                        | torch.isclose(torch.exp(q.flatten()), torch.tensor(factor, dtype=torch.float64), rtol=1e-4).any())
                       for q in pool):
                    # exp(∓max): the maximum subtracted on one side of the ratio only
                    return "diverge.shift_mismatch", {"factor": _number(factor)}
                return "diverge.scaled", {"factor": _number(factor)}
    # (values that are all alike, zeros from rows that sum to 0, sort into anything alike)
    alike = [p for p in sized if float(v.max() - v.min()) > _tolerance(p)
             and bool(((v.sort().values - p.flatten().sort().values).abs() <= _tolerance(p)).all())]
    shape = tuple(step.get("shape") or ())
    for p in alike:
        if tuple(p.shape) == shape \
                and (blocks := properties.block_order(v.view(shape), p.to(v.dtype), _tolerance(p))):
            # whole blocks of a right tensor in another order: pieces joined out of their order
            axis, k, order = blocks
            reverse = order == list(range(k))[::-1]
            return ("diverge.blocks_reversed" if reverse else "diverge.blocks_reordered"), {
                "axis": str(axis), "k": str(k), "order": ", ".join(map(str, order))}
    return ("diverge.reordered", {}) if alike else None


# relations that say the step's values are the right ones in another place
REORDERED = {"diverge.reordered", "diverge.blocks_reordered", "diverge.blocks_reversed"}


_ALONG = {"sum", "mean", "amax", "amin", "softmax", "log_softmax", "cumsum", "logsumexp", "prod",
          "nansum", "nanmean", "max", "min"}  # reductions rerun along another axis
_POOLING = {"mean", "sum", "nanmean", "nansum", "amax", "max"}  # many slices made into one
_VALUES = {"max": "amax", "min": "amin"}  # x.max(dim) is recorded by its values
# reductions of the right computation whose axis is kept, to know an axis that is meant
_ALONG_OPS = {"sum", "mean", "amax", "amin", "max", "min", "softmax", "log_softmax", "logsumexp", "cumsum"}


def _along(step: dict, steps: list[dict], full: PoolList, args) -> tuple[str, dict] | None:
    """A step made along one axis (a sum, a softmax, a join): the axis and the shape it ran on and,
    where the same op along another axis of the same operand gives a right value, that axis."""
    dim, of = step.get("dim"), step.get("of")
    if not (isinstance(dim, int) and not isinstance(dim, bool) and isinstance(of, list)
            and 0 < len(of) <= checks.MAX_DIMS and all(isinstance(x, int) and not isinstance(x, bool) and x >= 0
                                                       for x in of) and -len(of) <= dim < len(of)):
        return None
    told = {"dim": str(dim), "of": checks.shape_text(of)}
    last = dim % len(of) == len(of) - 1  # attention reduces over the last axis: no doubt to raise
    ins = [i for i in step.get("ins", []) if isinstance(i, int) and 0 <= i < len(steps)]
    op = str(step.get("op", ""))
    x = None
    if ins and len(steps[ins[0]].get("values") or ()) == math.prod(of):
        x = torch.tensor([codec.decode_number(v, "steps") for v in steps[ins[0]]["values"]],
                         dtype=torch.float64).view(of)
    elif _on_data(step):  # run on an input itself: the one input of that shape, if only one has it
        alike = [a for a in args if isinstance(a, torch.Tensor) and list(a.shape) == of and a.is_floating_point()]
        x = alike[0].detach().double() if len(alike) == 1 else None
    if op in _ALONG and x is not None:
        pool = [p for p in full if not getattr(p, "leaf", False)]
        for other in range(len(of)):
            if other == dim % len(of) or of[other] < 2:
                continue
            try:
                fn = getattr(torch, _VALUES.get(op, op))
                y = fn(x, dim=other, keepdim=bool(step.get("keepdim"))) if op not in ("softmax", "log_softmax", "cumsum") \
                    else fn(x, dim=other)
            except Exception:  # noqa: BLE001 - an op that does not rerun here names no axis
                continue
            if _telling(y.flatten()) and _matches(y.flatten(), pool) is not None:
                right = other - len(of) if dim < 0 else other
                return "diverge.other_axis", {**told, "right": str(right)}
    if op in _POOLING and x is not None and of[dim % len(of)] > 1:
        # a mean or sum over slices of which one alone is the right value (the context vectors of
        # every token averaged where one token's is asked): a reduction where a pick belongs
        pool = [p for p in full if not getattr(p, "leaf", False) and bool(torch.isfinite(p).all())]
        axis = dim % len(of)
        picks = [i for i in range(of[axis]) if _telling(x.select(axis, i).flatten()) and any(
            p.numel() == x.select(axis, i).numel() and checks.same(p.flatten(), x.select(axis, i).flatten(),
                                                                 _tolerance(p)) for p in pool)]
        if len(picks) == 1:
            return "diverge.pick_not_pooled", {**told, "index": "[" + ":, " * axis + f"{picks[0]}]",
                                               "count": str(of[axis]), "op": _op_text(op)}
    if not last:  # the right computation reduces along that axis too (softmax over the asked dim)
        same = {n for n, axis, rank in getattr(full, "alongs", ()) if axis == dim % len(of) and rank == len(of)}
        if op in same or op in ("amax", "max") and same & {"amax", "max", "softmax", "logsumexp"} \
                or op in ("sum", "exp") and same & {"softmax", "sum", "logsumexp"}:
            return None
    return None if last else ("diverge.along", told)


def _number(x: float) -> str:
    for name, value in (("√2", math.sqrt(2)), ("1/√2", 1 / math.sqrt(2))):
        if abs(x - value) < 1e-4:
            return name
    return checks.number_text(x)


def recorded(value, cases: int) -> list[tuple[int, list]]:
    """The child's [case, steps] pairs, read defensively (at most MAX_CASES)."""
    if not isinstance(value, list):
        return []
    return [(c, st) for c, st in (p for p in value[:MAX_CASES] if isinstance(p, list) and len(p) == 2)
            if isinstance(c, int) and 0 <= c < cases and isinstance(st, list)]


def _op_text(op) -> str:
    """The op as the learner wrote it: a write into a slice is ``[…] =``, not a dunder."""
    return "[…] =" if op == "__setitem__" else str(op)[:40]


def _op_with_operands(step: dict, steps: list[dict]) -> str:
    """The op as ``_op_text`` says it; where its line makes that op more than once ((a * w)[:, None] * x),
    with the ops that made its operands: mul(softmax(…), matmul(…))."""
    op = _op_text(step.get("op", ""))
    same = [s for s in steps if s.get("line") == step.get("line") and s.get("cell") == step.get("cell")
            and s.get("op") == step.get("op")]
    ins = [i for i in step.get("ins") or () if isinstance(i, int)]
    if len(same) < 2 or not ins or op == "[…] =":
        return op
    parts = [f"{_op_text(steps[i].get('op', ''))}(…)" if 0 <= i < len(steps) else "…" for i in ins[:3]]
    return f"{op}({', '.join(parts)})"[:60]


def located(steps, references: Sequence[Callable | None], args: list) -> dict:
    """Feedback args that point at the learner's line (``diverge_line``, ``diverge_code``, and the
    cell of a notebook), with the relation as a sub-text; {} where it cannot be told."""
    if not isinstance(steps, list) or not steps:
        return {}
    try:
        steps = [s for s in steps[:MAX_STEPS] if isinstance(s, dict)
                 and len(s.get("values") or ()) <= MAX_VALUES and len(s.get("ins") or ()) <= 8]
        pool = pool_of(references, args)  # run once: find and the relation read the same pool
        found = find(steps, pool, args, _param_names(references))
    except Exception:  # noqa: BLE001 - malformed steps or a reference that fails: nothing to add
        return {}
    if not found:
        return {}
    s = found["step"]
    code = checks.clean_text(str(s.get("code", "")), 120)
    if not code or not isinstance(s.get("line"), int):
        return {}
    out = {"diverge_line": s["line"], "diverge_code": code, "diverge_op": _op_with_operands(s, steps)}
    if isinstance(s.get("cell"), int) and s["cell"] > 0:
        out["diverge_cell"] = s["cell"]
    relation = found["relation"] or _along(s, steps, pool, args)
    if relation:
        key, rargs = relation
        out["diverge_how"] = key
        out.update({f"diverge_how_{k}": v for k, v in rargs.items()})
    return out


def with_location(key: str, args: dict, result, references: Sequence[Callable | None],
                  inputs_of: Callable[[int], list], cases: int) -> dict:
    """``args`` of a feedback that tells only what the output shows, with the line where the
    answer's own steps (recorded by the child on up to MAX_CASES of the ``cases``) first leave the
    right computation; for any other failing feedback the same, held unsaid (HELD); unchanged
    where no line can be told."""
    if not key or not isinstance(result, dict):
        return args
    start = time.monotonic()
    if key in AXIS_NAMED:
        # the text names the axis the weights were normalised along: the line is the op along it,
        # never a step the reference merely computes another way (a softmax before a mask)
        for case, steps in recorded(result.get("steps"), cases):
            at = _along_step(steps, args.get("dim"))
            if at:
                return _with(key, args, at)
        return args
    # right values with the axes moved show where the shapes differ; a case where they coincide
    # (b == h) shows the same move as wrong values: the move never undone is looked for first
    passes = (unrestored, located) if key in MOVED else (located,)
    for read in passes:
        for case, steps in recorded(result.get("steps"), cases):
            if time.monotonic() - start > BUDGET:  # the child's data is the learner's: bounded work
                return args
            try:
                inputs = inputs_of(case)
            except Exception:  # noqa: BLE001 - a case that cannot be rebuilt tells nothing
                continue
            try:
                at = read(steps, references, inputs)
            except Exception:  # noqa: BLE001 - a reading that fails on odd values only says nothing
                continue
            if at:
                return _with(key, args, at)
    return args


AXIS_NAMED = {"feedback.prop.normalised_axis"}
_NORMALISING = {"sum", "nansum", "softmax", "log_softmax", "norm", "logsumexp", "mean"}


def _along_step(steps, dim) -> dict:
    """The last step that normalises along ``dim`` (counted from the end, as "-2"), as a location."""
    try:
        want = int(dim)
    except (TypeError, ValueError):
        return {}
    for s in reversed([s for s in steps[:MAX_STEPS] if isinstance(s, dict)] if isinstance(steps, list) else []):
        d, of = s.get("dim"), s.get("of")
        if s.get("op") in _NORMALISING and isinstance(d, int) and not isinstance(d, bool) and isinstance(of, list) \
                and 0 < len(of) <= checks.MAX_DIMS and -len(of) <= d < len(of) and -len(of) <= want < 0 \
                and d % len(of) == want % len(of) and isinstance(s.get("line"), int):
            code = checks.clean_text(str(s.get("code", "")), 120)
            if code:
                out = {"diverge_line": s["line"], "diverge_code": code, "diverge_op": _op_text(s["op"]),
                       "diverge_kind": "along"}
                if isinstance(s.get("cell"), int) and s["cell"] > 0:
                    out["diverge_cell"] = s["cell"]
                return out
    return {}


def _with(key: str, args: dict, at: dict) -> dict:
    """The location said beside a symptom; beside any other text kept unsaid, said only where the
    text's premise turns out false of the code (refine)."""
    if symptom(key):
        return {**args, **at}
    return {**args, **{HELD + k: v for k, v in at.items()}}


HELD = "held_"
MOVED = {"feedback.shape.permuted", "feedback.shape.permuted_many", "feedback.prop.permuted",
         "feedback.prop.permuted_shape"}
_MOVES = {"transpose", "transpose_", "permute", "movedim", "moveaxis", "swapaxes", "swapdims", "T", "mT", "t"}


def unrestored(steps, references: Sequence[Callable | None], args: list) -> dict:
    """An output whose axes are in another order, from code that moves axes exactly once (x.transpose(
    dim, -1) to work on the last axis, never moved back), every step right up to the axes' order:
    that line, to be undone before returning."""
    if not isinstance(steps, list):
        return {}
    steps = [s for s in steps[:MAX_STEPS] if isinstance(s, dict)
             and len(s.get("values") or ()) <= MAX_VALUES and len(s.get("ins") or ()) <= 8]
    moves = [s for s in steps if s.get("op") in _MOVES]
    if len(moves) != 1 or not isinstance(moves[0].get("line"), int) or not isinstance(steps[-1].get("values"), list):
        return {}
    try:
        pool = pool_of(references, args)
        last = torch.tensor([codec.decode_number(x, "steps") for x in steps[-1]["values"]], dtype=torch.float64)
        if find(steps, pool, args) is not None or not _telling(last) or _matches(last, pool, _shape(steps[-1], last)) is None:
            return {}  # a step goes wrong, or the result is not the right one with its axes moved
        move = moves[0].get("values")
        moved = torch.tensor([codec.decode_number(x, "steps") for x in move], dtype=torch.float64) \
            if isinstance(move, list) and move else None
        if moved is not None and _telling(moved) and any(
                _match_one(moved, p) for p in pool if getattr(p, "kind", "") not in WRONG
                and (not getattr(p, "leaf", False) or getattr(p, "made_by", "") in _MOVES)):
            return {}  # the move makes a tensor of the right computation (x @ x.T): not where the order went
    except Exception:  # noqa: BLE001 - malformed steps or a reference that fails: nothing to add
        return {}
    s = moves[0]
    code = checks.clean_text(str(s.get("code", "")), 120)
    if not code:
        return {}
    out = {"diverge_line": s["line"], "diverge_code": code, "diverge_op": _op_text(s["op"]),
           "diverge_kind": "unrestored"}
    if isinstance(s.get("cell"), int) and s["cell"] > 0:
        out["diverge_cell"] = s["cell"]
    return out


def say_held(args: dict) -> dict:
    """The location kept unsaid (``held_diverge_*``) said after all."""
    return {k.removeprefix(HELD): v for k, v in args.items()} if any(k.startswith(HELD) for k in args) else args


_CALLED = re.compile(r"([A-Za-z_][A-Za-z_0-9]*)\(")
_ATTRIBUTE = re.compile(r"\.([A-Za-z_][A-Za-z_0-9]*)")


# Texts that say what the whole output is, or the construct of the code that made it (the log-softmax
# returned, every size-1 axis squeezed): a location beside them would blame a step that is right in
# itself (x - lse before the missing exp), so none is said.
WHOLE = {"ex_stable_softmax.log_softmax", "rewrite.output_log", "feedback.shape.squeeze_all",
         "feedback.shape.extra_flattened", "feedback.shape.extra_sliced", "mistake.scaled_twice_plain"}


# texts that say a tensor was swapped for another without saying which: the line where the values
# leave the right ones (the product given the wrong tensor) says which
SAYS_NO_TENSOR = {"rewrite.operand", "rewrite.operand_layer"}  # (the layers, not the line)


def refine(outcome, submission=None, exercise_id: str = ""):
    """A failing outcome with the location held (its text names a construct or a mistake): the
    location said where the text speaks of calls (permute(…), sum(…), .T) none of which the
    learner's code makes anywhere: told of a construct they would not find, they learn where their
    values go wrong. Held back otherwise: a text that names no call, or one the code has, points at
    its construct already, and a location beside it (wrong about one time in six) would only risk a
    true text."""
    if outcome.feedback in WHOLE and any(k.startswith((HELD, "diverge_")) for k in outcome.args):
        return dataclasses.replace(outcome, args={k: v for k, v in outcome.args.items()
                                                  if not k.startswith((HELD, "diverge_"))})
    held = {k: v for k, v in outcome.args.items() if k.startswith(HELD)}
    if not held:
        return outcome
    if outcome.status == "failed" and outcome.feedback in SAYS_NO_TENSOR:
        return dataclasses.replace(outcome, args=say_held(outcome.args))
    rest = {k: v for k, v in outcome.args.items() if not k.startswith(HELD)}
    if outcome.status != "failed" or "diverge_line" in rest or submission is None:
        return dataclasses.replace(outcome, args=rest)
    from attnlab.grading import discarded
    from attnlab.grading.report import feedback_text  # the text as the learner reads it

    try:  # the answer's own function and helpers (a notebook holds every other answer too), else all
        sources = discarded._sources(submission)
        found = [ast.unparse(fn) for _, _, functions in discarded.definitions(sources, exercise_id)
                 for fn in functions][-8:]
        code = "\n".join(found) if found else "\n".join(c for _, c in sources)
    except Exception:  # noqa: BLE001 - no source, no reading
        return dataclasses.replace(outcome, args=rest)
    text = feedback_text(dataclasses.replace(outcome, args=rest), "en")
    named = set(_CALLED.findall(text))
    if re.search(r"\.T\b|\.mT\b", text):
        named |= {"T", "mT"}
    made = set(_CALLED.findall(code)) | set(_ATTRIBUTE.findall(code))
    if not named or named & made:
        return dataclasses.replace(outcome, args=rest)
    return dataclasses.replace(outcome, args={**rest, **say_held(held)})
