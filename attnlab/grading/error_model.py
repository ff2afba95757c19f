"""The error model: a small grammar of named rewrites of an exercise's reference, searched for the
one that reproduces a wrong answer (after Singh, Gulwani and Solar-Lezama's error models, PLDI 2013).

The rewrites act on the reference while it runs, not on its text: a ``TorchFunctionMode`` sees
every torch call the reference makes (its own code and the helpers it calls), numbers the call
sites by operation ("the 2nd softmax"), and changes one site (or two) the way learners change it:
the axis of a softmax or a reduction, keepdim, sum/mean or max/min, the axes of a transpose or the
order of a view, the mask's diagonal or comparison, the fill value, the scale, a Linear's weight
taken from another Linear or its bias dropped, a Linear skipped, the division by the sum or the
exp left out, an operand replaced by another tensor of the computation, an index shifted by one,
a mask built with its two axes swapped (a comparison's (n, b) for (b, n)), and the dtype of the
whole computation. After the pairs, one number is fitted: the factor on the exponent's input
(exp2 for exp is base 2, e^(z·ln 2); any other factor is a temperature). Nothing here knows an exercise: any reference written with
torch (a function of tensors, a module's forward, a short answer's arithmetic on the book's
tensors) gets every rewrite that makes sense for the calls it makes.

Trusted: runs in the grader only, never in the sandbox child. Texts: attnlab/texts/error_model/.
"""

from __future__ import annotations

import dataclasses
import inspect
import itertools
import math
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

import torch
from torch.overrides import TorchFunctionMode

from attnlab.grading import checks, layout_rewrites, properties, sign_rewrites

REDUCE = {"softmax", "log_softmax", "sum", "mean", "amax", "amin", "max", "min", "logsumexp",
          "nansum", "cumsum", "std", "var", "norm"}
KEEPDIM = {"sum", "mean", "amax", "amin", "max", "min", "logsumexp", "nansum", "std", "var", "norm"}
SWAP_OP = {"sum": "mean", "mean": "sum", "nansum": "mean", "amax": "amin", "amin": "amax",
           "max": "min", "min": "max"}
STRICT = {"ge": "gt", "gt": "ge", "le": "lt", "lt": "le", "__ge__": "__gt__", "__gt__": "__ge__",
          "__le__": "__lt__", "__lt__": "__le__"}
SCALAR_OPS = {"div", "__truediv__", "true_divide", "mul", "__mul__", "__rmul__", "multiply", "divide"}
MATMUL = {"matmul", "__matmul__", "bmm", "einsum"}
SUBTRACT = {"sub", "__sub__", "subtract"}
FILLS = (float("inf"), 0.0, -1.0, -1e9)


def _name(func) -> str:
    name = getattr(func, "__name__", "")
    if name.endswith("_") and not name.endswith("__"):
        name = name[:-1]  # masked_fill_ rewrites like masked_fill
    return name


def _dim_of(args, kwargs, pos=1):
    if "dim" in kwargs:
        return kwargs["dim"], ("kw", "dim")
    if len(args) > pos and isinstance(args[pos], int) and not isinstance(args[pos], bool):
        return args[pos], ("pos", pos)
    return None, None


def _set(args, kwargs, where, value):
    args, kwargs = list(args), dict(kwargs)
    if where[0] == "kw":
        kwargs[where[1]] = value
    elif where[1] < len(args):
        args[where[1]] = value
    else:
        kwargs["dim"] = value
    return args, kwargs


def _scalar(v):
    if isinstance(v, (int, float)) and not isinstance(v, bool):
        return float(v)
    if isinstance(v, torch.Tensor) and v.numel() == 1 and v.dim() == 0 and v.is_floating_point():
        return float(v)
    return None


def number_text(x: float) -> str:
    """A scale as a learner writes it: 8 for 8.0, √8 for 2.828..., 0.9 for 0.9."""
    if abs(x - round(x)) < 1e-9 and abs(x) < 1e6:
        return str(int(round(x)))
    sq = x * x
    if abs(sq - round(sq)) < 1e-6 and round(sq) > 1:
        return f"√{round(sq)}"
    return f"{x:.4g}"


def fill_text(v: float) -> str:
    return {float("inf"): "+inf", float("-inf"): "-inf"}.get(v, f"{v:g}")


@dataclass
class Site:
    """One call of the reference: its operation, its number among calls of that operation, and
    what the rewrites need to know of it (from the first case)."""

    op: str
    index: int
    info: dict = field(default_factory=dict)


@dataclass(frozen=True)
class Rewrite:
    key: str  # i18n key of its sentence
    args: tuple  # (name, text) pairs for the sentence
    site: tuple[str, int] | None  # None: the whole computation (dtype)
    change: Callable | None  # (func, args, kwargs, trace) -> result, replacing the call
    dtype: torch.dtype | None = None
    order: int = 0  # the position of its call in the reference's run
    fills: tuple = ()  # the reference's -inf fills (sites), which a learner may write -1e9
    prepare: Callable | None = None  # the inputs as the learner took them (args -> args)
    rounding: torch.dtype | None = None  # one call run in this dtype: its rounding is tolerated
    span: tuple | None = None  # (first, last, dtype): the calls numbered first..last run in dtype
    others: tuple = ()  # further sites given the same change (one helper's view, for q, k and v)
    post: Callable | None = None  # an op applied to the reference's outputs (outputs -> outputs)

    @property
    def text_args(self) -> dict:
        return dict(self.args)


class _Mode(TorchFunctionMode):
    """Numbers the calls by operation; records them (the first run) or rewrites chosen sites."""

    def __init__(self, changes: dict | None = None, record: bool = False, dtype=None, args=(),
                 span=None):
        super().__init__()
        self.args = args
        self.span = span
        self.calls = 0
        self.changes = changes or {}
        self.record = record
        self.dtype = dtype
        self.counts: dict[str, int] = {}
        self.sites: list[Site] = []
        self.linears: list[tuple] = []  # (weight, bias) of each linear call, in order
        self.masks: list = []  # the mask of each masked_fill call, in order
        self.tensors: list[tuple[str, torch.Tensor]] = []  # results, for operand rewrites
        self.terms: dict = {}  # id of a difference or sum -> (op, x, y), for a factor on one term
        self.products: dict = {}  # id of an elementwise product -> (x, y), for a factor out of a sum
        self.origin: dict = {}  # id of a tensor -> ("linear", i): the projection it was made by

    def __torch_function__(self, func, types, args=(), kwargs=None):
        kwargs = kwargs or {}
        name = _name(func)
        index = self.counts.get(name, 0)
        self.counts[name] = index + 1
        order, self.calls = self.calls, self.calls + 1
        stored = False
        if self.span is not None and len(self.span) > 3:  # results kept in a low precision
            first, last, low, _ = self.span
            stored = first <= order <= last
        elif self.span is not None:  # part of the computation in a low precision, float32 around it
            first, last, low = self.span
            inside = first <= order <= last
            cast = (lambda t: t.to(low)) if inside else (lambda t: t.float() if t.dtype == low else t)
            args = [cast(a) if isinstance(a, torch.Tensor) and a.is_floating_point() else a for a in args]
            kwargs = {k: cast(v) if isinstance(v, torch.Tensor) and v.is_floating_point() else v
                      for k, v in kwargs.items()}
        if self.dtype is not None:
            args = [a.to(self.dtype) if isinstance(a, torch.Tensor) and a.is_floating_point()
                    and a.dtype != self.dtype else a for a in args]
            kwargs = {k: v.to(self.dtype) if isinstance(v, torch.Tensor) and v.is_floating_point()
                      else v for k, v in kwargs.items()}
        if name == "masked_fill" and len(args) > 1:  # each mask, for a mask reused elsewhere
            self.masks.append(args[1])
        if name == "linear":
            self.linears.append((args[1] if len(args) > 1 else kwargs.get("weight"),
                                 args[2] if len(args) > 2 else kwargs.get("bias")))
        change = self.changes.get((name, index))
        out = change(func, args, kwargs, self) if change else func(*args, **kwargs)
        if stored and isinstance(out, torch.Tensor) and out.is_floating_point() and out.dtype == torch.float32 \
                and name not in ("__get__", "size", "dim"):
            out = out.to(self.span[2]).float()
        if self.record:
            info = _info(name, args, kwargs, out)
            if name in MATMUL and name != "einsum" and len(args) == 2 and isinstance(args[0], torch.Tensor):
                # the first factor, named by the call that made it (softmax(…).T @ x)
                info["producer"] = next((n for n, t in reversed(self.tensors) if t is args[0]), "")
            if name in MATMUL and name != "einsum" and len(args) == 2 \
                    and all(isinstance(t, torch.Tensor) for t in args):
                # which projection made each operand, and each tensor an operand rewrite would put
                # in its place (the same walk as _other_operand): "the keys where the values go"
                info["origins"] = [self.origin.get(id(t)) for t in args]
                info["substitutes"] = [[self.origin.get(id(t)) for _, t in reversed(self.tensors)
                                        if t is not a and t.shape == a.shape and t.dtype == a.dtype
                                        and not torch.equal(t, a)][:4] for a in args]
            if name in ("mul", "__mul__", "__rmul__", "multiply") and len(args) == 2 and any(
                    isinstance(t, torch.Tensor) and id(t) in self.terms for t in args):
                info["factor_of"] = True  # one factor is a difference or sum of two tensors
            if name in SUBTRACT | sign_rewrites.ADD and len(args) == 2 and isinstance(args[1], torch.Tensor):
                # what is subtracted, named by the call that made it (x − amax(…))
                info["subtrahend"] = next((n for n, t in reversed(self.tensors) if t is args[1]), "")
            self.sites.append(Site(name, index, info))
        if self.record and isinstance(out, torch.Tensor):
            if name == "linear":
                self.origin[id(out)] = ("linear", index)
            elif name in KEEP_ORIGIN and args and isinstance(args[0], torch.Tensor) and id(args[0]) in self.origin:
                self.origin[id(out)] = self.origin[id(args[0])]
        if isinstance(out, torch.Tensor) and name not in ("__get__", "size", "dim"):
            self.tensors.append((name, out))  # kept alive here, so its id stays its own
            if name in SUBTRACT | {"add", "__add__"} and len(args) == 2 \
                    and all(isinstance(t, torch.Tensor) for t in args):
                self.terms[id(out)] = (name, args[0], args[1])
            if name in ("mul", "__mul__", "__rmul__", "multiply") and len(args) == 2 \
                    and all(isinstance(t, torch.Tensor) and t.dim() > 0 for t in args):
                self.products[id(out)] = (args[0], args[1])
        if self.record and name == "sum" and args and id(args[0]) in self.products:
            self.sites[-1].info["of_product"] = True  # Σ_j x_j y_j: a factor may be taken out of it
        return out


def _info(name, args, kwargs, out) -> dict:
    info: dict = {}
    first = args[0] if args else None
    if isinstance(first, torch.Tensor):
        info["ndim"], info["shape"] = first.dim(), tuple(first.shape)
    if isinstance(out, torch.Tensor):
        info["out_shape"] = tuple(out.shape)
    if name in REDUCE:
        dim, where = _dim_of(args, kwargs)
        info["dim"], info["where"] = dim, where
        if name in KEEPDIM:
            keep = kwargs.get("keepdim", args[2] if len(args) > 2 and isinstance(args[2], bool) else False)
            info["keepdim"] = keep
    elif name == "transpose":
        info["dims"] = (args[1], args[2]) if len(args) > 2 else None
        info["mask"] = isinstance(first, torch.Tensor) and first.dtype == torch.bool
    elif name == "permute":
        perm = args[1:] if len(args) > 1 and all(isinstance(a, int) for a in args[1:]) else (
            args[1] if len(args) > 1 else kwargs.get("dims"))
        info["perm"] = tuple(int(p) % max(1, info.get("ndim", 1)) for p in perm) if perm is not None else None
    elif name in ("view", "reshape"):
        shape = args[1:] if len(args) > 1 and all(isinstance(a, int) for a in args[1:]) else (
            args[1] if len(args) > 1 else None)
        info["target"] = tuple(shape) if shape is not None else None
    elif name == "masked_fill":
        info["value"] = _scalar(args[2] if len(args) > 2 else kwargs.get("value"))
        mask = args[1] if len(args) > 1 else kwargs.get("mask")
        info["mask_shape"] = tuple(mask.shape) if isinstance(mask, torch.Tensor) else None
    elif name in ("triu", "tril"):
        info["diagonal"] = kwargs.get("diagonal", args[1] if len(args) > 1 else 0)
    elif name in SCALAR_OPS and len(args) == 2:
        s0, s1 = _scalar(args[0]), _scalar(args[1])
        if isinstance(args[0], torch.Tensor) and args[0].dim() > 0 and s1 is not None:
            info["scalar"], info["pos"] = s1, 1
        elif isinstance(args[1], torch.Tensor) and args[1].dim() > 0 and s0 is not None:
            info["scalar"], info["pos"] = s0, 0
        elif name in ("div", "__truediv__", "true_divide", "divide") and isinstance(args[1], torch.Tensor) \
                and args[1].dim() > 0:
            info["tensor_divisor"] = True
    elif name in ("dropout", "alpha_dropout", "feature_dropout"):
        p = kwargs.get("p", args[1] if len(args) > 1 else 0.5)
        info["p"] = _scalar(p)
        info["training"] = bool(kwargs.get("training", args[2] if len(args) > 2 else True))
    elif name == "__getitem__":
        info["index"] = args[1] if len(args) > 1 else None
    elif name == "linear":
        info["weight_shape"] = tuple(args[1].shape) if len(args) > 1 else None
        info["has_bias"] = len(args) > 2 and args[2] is not None
    elif name in MATMUL and name != "einsum" and len(args) == 2 and all(
            isinstance(a, torch.Tensor) for a in args):
        info["inner"] = args[0].shape[-1]
    if name in OUTER_OPS and _outer(args):
        info["outer"] = True  # a column times a row: p pᵀ
    return info


OUTER_OPS = {"mul", "__mul__", "__rmul__", "multiply", "matmul", "__matmul__", "bmm"}
# calls that rearrange one tensor: what they make is still the projection's output it came from
KEEP_ORIGIN = {"view", "reshape", "transpose", "permute", "contiguous", "unflatten", "flatten", "movedim",
               "swapaxes", "swapdims", "__getitem__", "clone", "to", "float", "detach"}


def _outer(args) -> tuple | None:
    """(column, row) of an outer product a ⊗ b written as (…, n, 1) times (…, 1, n), else None."""
    if len(args) != 2 or not all(isinstance(a, torch.Tensor) and a.dim() >= 2 for a in args):
        return None
    a, b = args
    if a.shape[-1] == 1 and b.shape[-2] == 1 and a.shape[-2] == b.shape[-1] > 1:
        return a, b
    if b.shape[-1] == 1 and a.shape[-2] == 1 and b.shape[-2] == a.shape[-1] > 1:
        return b, a
    return None


def _inner_for_outer(f, a, k, m):
    """The inner product pᵀp (…, 1, 1) where the outer product p pᵀ belongs: the two lifts'
    axes swapped (unsqueeze(-2) @ unsqueeze(-1) for unsqueeze(-1) @ unsqueeze(-2))."""
    pair = _outer(a)
    if pair is None:
        return f(*a, **k)
    col, row = pair
    return row @ col


# --- the grammar: each site's rewrites -----------------------------------------------------------


def _dim_text(d: int, ndim: int, like: int) -> str:
    d = d if (like < 0) == (d < 0) else (d - ndim if like < 0 else d % ndim)
    return f"dim={d}"


def _rewrites_of(site: Site, names: dict, sizes: Sequence[tuple]) -> list[Rewrite]:
    op, info, at = site.op, site.info, (site.op, site.index)
    out: list[Rewrite] = []
    shape = info.get("shape")
    shape_text = checks.shape_text(shape) if shape is not None else ""
    if op in REDUCE and info.get("dim") is not None and info.get("ndim"):
        ndim, dim, where = info["ndim"], info["dim"], info["where"]
        for d in range(ndim):
            if d == dim % ndim:
                continue
            d = d if dim >= 0 else d - ndim  # counted as the reference counts, for other ranks
            out.append(Rewrite("rewrite.reduce_dim", (("op", op), ("got", f"dim={d}"),
                                                     ("want", f"dim={dim}"), ("shape", shape_text)),
                               at, lambda f, a, k, m, d=d, w=where, dim=dim: _reduce_at(f, a, k, w, d, dim)))
            if dim < 0 and d + ndim > 0:
                # the same axis counted from the front (dim=1 written for the 2-D case): a fixed
                # axis that is the right one only at the rank it was written for
                front = d + ndim
                out.append(Rewrite("rewrite.reduce_dim_front", (("op", op), ("got", f"dim={front}"),
                                   ("want", f"dim={dim}"), ("shape", shape_text)),
                                   at, lambda f, a, k, m, d=front, w=where, dim=dim: _reduce_at(f, a, k, w, d, dim)))
        if op in KEEPDIM and ndim >= 2:
            # one number for the whole tensor: the reduction given no dim at all
            out.append(Rewrite("rewrite.reduce_all", (("op", op), ("want", f"dim={dim}")), at,
                               lambda f, a, k, m: f(a[0])))
        if info.get("keepdim"):
            out.append(Rewrite("rewrite.keepdim", (("op", op),), at,
                               lambda f, a, k, m: _call_keepdim(f, a, k)))
        if op in SWAP_OP:
            other = SWAP_OP[op]
            out.append(Rewrite("rewrite.reduce_op", (("got", other), ("want", op)), at,
                               lambda f, a, k, m, o=other: _call_named(o, a, k)))
    out_shape = info.get("out_shape") or ()
    if op in ("tensor", "as_tensor") and len(out_shape) == 2 and out_shape[0] > 2:
        # the data typed in, then centred (each feature's mean over the tokens subtracted) or
        # standardised as for a regression: a preprocessing step the attention never takes
        tokens = (("n", str(out_shape[0])),)
        out += [Rewrite("rewrite.data_centred", tokens, at,
                        lambda f, a, k, m: (lambda t: t - t.mean(0, keepdim=True))(f(*a, **k))),
                *[Rewrite("rewrite.data_standardised", tokens, at,
                          lambda f, a, k, m, c=c: (lambda t: (t - t.mean(0, keepdim=True))
                                                   / t.std(0, keepdim=True, correction=c))(f(*a, **k)))
                  for c in (1, 0)]]
    if op == "softmax" and info.get("dim") is not None:
        # a softmax written out by hand: the slips inside it (the reference may call torch.softmax)
        d = info["dim"]
        out += [
            Rewrite("rewrite.reduce_op", (("got", "mean"), ("want", "sum")), at,
                    lambda f, a, k, m, d=d: _exp(a[0], d) / _exp(a[0], d).mean(d, keepdim=True)),
            Rewrite("rewrite.keepdim", (("op", "sum"),), at,
                    lambda f, a, k, m, d=d: _exp(a[0], d) / _exp(a[0], d).sum(d)),
            Rewrite("rewrite.no_normalise", (), at, lambda f, a, k, m, d=d: _exp(a[0], d)),
            Rewrite("rewrite.no_normalise", (), at, lambda f, a, k, m: a[0].exp()),
            Rewrite("rewrite.no_exp", (), at, lambda f, a, k, m, d=d: a[0] / a[0].sum(d, keepdim=True)),
            # powers of another base than e (2 ** x, 10 ** x): a softmax of the scores times ln(base)
            *[Rewrite("rewrite.softmax_base", (("base", str(base)),), at,
                      lambda f, a, k, m, d=d, base=base: torch.softmax(a[0] * math.log(base), d))
              for base in (2, 10)],
            # the softmax left out: the raw scores where the weights belong
            Rewrite("rewrite.no_softmax", (), at, lambda f, a, k, m: a[0]),
            # normalised over every entry of each matrix at once (softmax of the flattened last
            # two axes) instead of per row
            *([Rewrite("rewrite.softmax_whole", (("shape", shape_text),), at,
                       lambda f, a, k, m: torch.softmax(a[0].flatten(-2), -1).view_as(a[0]))]
              if info.get("ndim", 0) >= 2 else []),
            # no scores at all: every position weighted alike (the plain mean)
            Rewrite("rewrite.uniform_weights", (), at,
                    lambda f, a, k, m, d=d: torch.full_like(a[0], 1.0 / a[0].shape[d])),
            # the softmax taken again of its own output (weights where the scores belong)
            Rewrite("rewrite.softmax_twice", (), at,
                    lambda f, a, k, m, d=d: torch.softmax(torch.softmax(a[0], d), d)),
        ]
        # the scores clamped before the softmax (a guard against exp's overflow): every score
        # above the bound counts as the bound; the bound a learner writes is a round number
        out += [Rewrite("rewrite.clamp_input", (("c", number_text(c)),), at,
                        lambda f, a, k, m, c=c, d=d: _clamped_softmax(a[0], d, c))
                for c in CLAMPS]
        if info.get("ndim", 0) >= 2 and shape is not None and shape[-1] == shape[-2] > 1 and d % info["ndim"] == info["ndim"] - 1:
            # a causal mask where none belongs (GPT code's habit): each query weighs itself and
            # the tokens before it only (where the reference masks already, this changes nothing)
            out.append(Rewrite("rewrite.causal_added", (("n", str(shape[-1])),), at,
                               lambda f, a, k, m, d=d: torch.softmax(a[0].masked_fill(torch.ones(
                                   a[0].shape[-2:], dtype=torch.bool, device=a[0].device).triu(1), float("-inf")), d)))
    if op == "softmax" and info.get("dim") is not None:
        # tried after the classic readings at this call (a causal row's last weight is also a
        # running total's): a running total where the row's total belongs; exp in the numerator
        # only, over the sum of the raw scores; the scores standardised
        d = info["dim"]
        out += [Rewrite("rewrite.cumsum_for_sum", (), at,
                        lambda f, a, k, m, d=d: _exp(a[0], d) / _exp(a[0], d).cumsum(d)),
                Rewrite("rewrite.denominator_no_exp", (), at,
                        lambda f, a, k, m, d=d: a[0].exp() / a[0].sum(d, keepdim=True))]
        if 2 < (info.get("shape") or (0,))[d]:
            # the scores standardised first (a z-score): the shift is harmless, the division by
            # their spread is a temperature
            out += [Rewrite("rewrite.softmax_standardised", (), at,
                            lambda f, a, k, m, d=d, c=c: f((a[0] - a[0].mean(d, keepdim=True))
                                                           / a[0].std(d, keepdim=True, correction=c), *a[1:], **k))
                    for c in (1, 0)]
    if op == "sum" and info.get("keepdim") and isinstance(info.get("dim"), int):
        # a running total (cumsum) where the total along the axis belongs
        out.append(Rewrite("rewrite.cumsum_for_sum", (), at, lambda f, a, k, m, d=info["dim"]: a[0].cumsum(d)))
    if op == "sum" and info.get("of_product") and info.get("dim") is not None:
        # Σ_j x_j y_j written y · Σ_j x_j: one factor taken out of the sum, as if it were the same
        # for every term (P_i Σ_j dP_j for Σ_j dP_j P_j)
        out += [Rewrite("rewrite.factor_outside_sum", (), at,
                        lambda f, a, k, m, t=t: _factor_outside(f, a, k, m, t)) for t in (0, 1)]
    if info.get("factor_of"):
        # the product expanded with its factor left off one term (P·dP − Σ P·dP), or put on one
        # term twice (P·dP − P·P·Σ)
        out += [Rewrite("rewrite.factor_one_term", (("term", str(2 - t)),), at,
                        lambda f, a, k, m, t=t: _expanded(a, m, 1 - t, t)) for t in (0, 1)]
        out += [Rewrite("rewrite.factor_twice", (("term", str(t + 1)),), at,
                        lambda f, a, k, m, t=t: _expanded(a, m, 1 + (t == 0), 1 + (t == 1))) for t in (0, 1)]
    if op in ("sum", "mean") and info.get("dim") is not None and (info.get("ndim") or 0) >= 1:
        # a slice of the first axis reduced whole (code written for 2-D inputs, looping over the
        # first axis and summing each slice): every axis after the first, where the last belongs
        out.append(Rewrite("rewrite.reduce_after_first", (("op", op), ("want", f"dim={info['dim']}")), at,
                           lambda f, a, k, m: _reduce_after_first(f, a, k)))
    if op == "transpose" and info.get("dims") and info.get("ndim"):
        ndim = info["ndim"]
        a0, a1 = info["dims"]
        want = {a0 % ndim, a1 % ndim}
        for i, j in itertools.combinations(range(ndim), 2):
            if {i, j} == want:
                continue
            got = (i - ndim, j - ndim) if a0 < 0 else (i, j)
            # the axes the learner meant counted from 1 (transpose(1, 2) read as the first two)
            # (one of them axis 0: the learner's "first" axis; (1, 2) for (2, 3) is 3-D code kept)
            one_based = a0 >= 0 and i == 0 and sorted((i + 1, j + 1)) == sorted((a0 % ndim, a1 % ndim))
            # the pair that is the last two axes in code with one axis less (transpose(1, 2) of the
            # 3-D class kept in 4-D code with heads, where the last two are (2, 3))
            kept = ndim >= 4 and (i, j) == (ndim - 3, ndim - 2) and want == {ndim - 2, ndim - 1} \
                and not info.get("mask")
            if kept:
                out.append(Rewrite("rewrite.transpose_lower_rank", (("got", f"{i}, {j}"), ("want", f"{a0}, {a1}"),
                                   ("shape", shape_text), ("ndim", str(ndim)), ("low", str(ndim - 1))),
                                   at, lambda f, a, k, m, i=i, j=j: a[0].transpose(i, j)))
                continue
            # a mask (bool) on the wrong axes was built that way, not transposed: told as a mask
            key = "rewrite.mask_transpose" if info.get("mask") else (
                "rewrite.transpose_one_based" if one_based else "rewrite.transpose_axes")
            out.append(Rewrite(key,
                               (("got", f"{got[0]}, {got[1]}"),
                                                         ("want", f"{a0}, {a1}"), ("shape", shape_text)),
                               at, lambda f, a, k, m, i=i, j=j: a[0].transpose(i, j)))
        # transpose(i, j) read as numpy's np.transpose(x, (i, j, …)): a permutation that puts
        # the named axes first, the others after in order; and .T, which reverses every axis
        first = (a0 % ndim, a1 % ndim)
        numpy_perm = (*first, *(p for p in range(ndim) if p not in first))
        if ndim >= 3 and numpy_perm != tuple(range(ndim)) and not info.get("mask"):
            out.append(Rewrite("rewrite.transpose_numpy", (("got", f"{a0}, {a1}"), ("perm", _perm_text(numpy_perm)),
                                                           ("shape", shape_text)), at,
                               lambda f, a, k, m, p=numpy_perm: a[0].permute(*p)))
        if ndim >= 3 and not info.get("mask"):  # a mask on the wrong axes was built that way
            out.append(Rewrite("rewrite.transpose_reversed", (("want", f"{a0}, {a1}"), ("shape", shape_text),
                                                              ("ndim", str(ndim))), at,
                               lambda f, a, k, m: a[0].permute(*reversed(range(a[0].dim())))))
        out.append(Rewrite("rewrite.no_transpose", (("want", f"{a0}, {a1}"), ("shape", shape_text)), at,
                           lambda f, a, k, m: a[0]))
        # the transpose's sizes reached by a reshape (entries read in memory order): where the
        # swapped axes differ in size (else the transpose is a no-op reshape's twin)
        if shape is not None and shape[a0 % ndim] != shape[a1 % ndim] and not info.get("mask"):
            out.append(Rewrite("rewrite.reshape_for_transpose", (("want", f"{a0}, {a1}"), ("shape", shape_text)), at,
                               lambda f, a, k, m: a[0].reshape(f(*a, **k).shape)))
        want_perm = list(range(ndim))
        want_perm[a0 % ndim], want_perm[a1 % ndim] = want_perm[a1 % ndim], want_perm[a0 % ndim]
        out += _permutations(at, ndim, tuple(want_perm), shape_text, single_swaps=False)
    if op == "permute" and info.get("perm") and info.get("ndim"):
        out += _permutations(at, info["ndim"], info["perm"], shape_text, single_swaps=True)
    if op in ("view", "reshape") and info.get("target") and len(info["target"]) >= 3:
        target = list(info["target"])
        for i, j in itertools.combinations(range(len(target)), 2):
            if -1 in (target[i], target[j]):
                continue
            swapped = list(target)
            swapped[i], swapped[j] = swapped[j], swapped[i]
            # the sizes swapped are each case's own (a case with other sizes views its own way)
            if target[i] != target[j]:  # equal sizes: the same view
                out.append(Rewrite("rewrite.view_order", (("got", checks.shape_text(swapped)),
                                                         ("want", checks.shape_text(target))),
                                   at, lambda f, a, k, m, i=i, j=j: a[0].reshape(_swapped_target(a, k, i, j))))
            # the same split, with the two axes moved back so the shape is right (a view to
            # (b, n, hd, h) then a permute): the values interleaved, every h-th feature per head
            # the last two sizes (a feature axis split as (hd, h)): the features interleave; other
            # sizes (view(b, h, n, hd)): the view cuts the memory in the wrong order
            last_two = (i, j) == (len(target) - 2, len(target) - 1)
            out.append(Rewrite("rewrite.view_interleaved" if last_two else "rewrite.view_order",
                               (("got", checks.shape_text(swapped)),
                                ("want", checks.shape_text(target)), ("axes", f"{i}, {j}")),
                               at, lambda f, a, k, m, i=i, j=j:
                               a[0].reshape(_swapped_target(a, k, i, j)).transpose(i, j)))
    if op in ("view", "reshape") and info.get("target") and shape is not None and len(shape) >= 3 \
            and len(info["target"]) == len(shape) - 1:
        # the last two axes merged (heads joined into the features): the pieces joined along
        # another axis instead (list(context) or `for t in x` walks the first axis, the batch)
        for k in range(len(shape) - 2):
            if k == len(shape) - 2:
                continue
            out.append(Rewrite("rewrite.merge_axis", (("got", str(k)), ("want", str(len(shape) - 2)),
                                                     ("shape", shape_text)), at,
                               lambda f, a, k_, m, k=k: a[0].transpose(k, -2).flatten(-2)))
    if op == "masked_fill" and info.get("value") is not None:
        want = info["value"]
        for v in FILLS:
            if v != want:
                out.append(Rewrite("rewrite.fill", (("got", fill_text(v)), ("want", fill_text(want))), at,
                                   lambda f, a, k, m, v=v: a[0].masked_fill(a[1], v)))
        if want < -1e4:
            # the dtype's largest number where its most negative belongs (finfo(dtype).max for .min):
            # the hidden positions take all the weight
            out.append(Rewrite("rewrite.fill_max", (("want", fill_text(want)),), at,
                               lambda f, a, k, m: a[0].masked_fill(a[1], torch.finfo(a[0].dtype).max)))
        if want < -1e4 and info.get("value") is not None:
            # a fill read off the scores themselves (their smallest, each row's smallest): finite,
            # and as close to the kept scores as they are to each other
            for key, low in (("rewrite.fill_min", lambda x: x.min()),
                             ("rewrite.fill_min_row", lambda x: x.amin(-1, keepdim=True))):
                out.append(Rewrite(key, (("want", fill_text(want)),), at,
                                   lambda f, a, k, m, low=low: torch.where(
                                       a[1], low(a[0].detach()).to(a[0].dtype), a[0])))
        for i in range(site.index):  # an earlier masked_fill's mask used here again
            out.append(Rewrite("rewrite.mask_reused", (("i", str(i + 1)), ("j", str(site.index + 1)),
                                                      ("got", checks.shape_text(names.get(("mask_shape", i)) or ())),
                                                      ("want", checks.shape_text(info.get("mask_shape") or ()))),
                               at, lambda f, a, k, m, i=i: a[0].masked_fill(
                                   m.masks[i], a[2] if len(a) > 2 else k["value"])))
        shape = tuple(info.get("mask_shape") or ())
        if len(shape) >= 2 and shape[-2] == 1 and shape[-1] > 1:
            # a key mask OR-ed with the same positions as queries: the padded queries' rows hidden too
            out.append(Rewrite("rewrite.mask_rows_too", (("shape", checks.shape_text(shape)),), at,
                               lambda f, a, k, m: a[0].masked_fill(a[1] | a[1].transpose(-1, -2),
                                                                   a[2] if len(a) > 2 else k["value"])))
        out.append(Rewrite("rewrite.mask_inverted", (), at,
                           lambda f, a, k, m: a[0].masked_fill(~a[1].bool(), a[2] if len(a) > 2 else k["value"])))
        if want == float("-inf"):
            # the same with a large finite fill (an additive -1e9 or finfo.min mask, TensorFlow's or
            # Hugging Face's): a row the inverted mask hides whole comes out uniform, not NaN
            out.append(Rewrite("rewrite.mask_inverted", (), at,
                               lambda f, a, k, m: a[0].masked_fill(~a[1].bool(), -1e9)))
            out.append(Rewrite("rewrite.mask_inverted", (), at,
                               lambda f, a, k, m: a[0] + (~a[1].bool()).to(a[0].dtype) * -1e9))
        if len(shape) >= 2 and (shape[-1] == shape[-2] > 1 or shape[-1] == 1 < shape[-2]):
            # a square mask read the other way round (mask.T, row and column indices swapped):
            # its rows taken as keys; a causal mask then hides the past instead of the future.
            # A mask of query rows (…, n, 1) laid along the keys instead: columns, not rows
            out.append(Rewrite("rewrite.mask_transposed" if shape[-1] == shape[-2] else "rewrite.row_mask_on_keys",
                               (), at, lambda f, a, k, m: a[0].masked_fill(a[1].transpose(-1, -2),
                                                                         a[2] if len(a) > 2 else k["value"])))
        out.append(Rewrite("rewrite.no_mask", (), at, lambda f, a, k, m: a[0]))
        if want == float("-inf"):
            # the kept scores lost, every one the same (0): a mask times -inf added (0 × -inf is
            # NaN) with the NaN then cleaned to 0, or the fill written into a fresh tensor
            out.append(Rewrite("rewrite.scores_lost", (), at,
                               lambda f, a, k, m: torch.zeros_like(a[0]).masked_fill(a[1], float("-inf"))))
    if op in ("triu", "tril"):
        diag = info.get("diagonal", 0)
        # any offset a learner may write (diagonal=0, 2, -1 ...), the offset named in the text
        for d in (diag - 1, diag + 1, diag - 2, diag + 2):
            out.append(Rewrite("rewrite.mask_shift", (("got", f"{op}(diagonal={d})"),
                                                     ("want", f"{op}(diagonal={diag})")),
                               at, lambda f, a, k, m, d=d, o=op: getattr(torch, o)(a[0], diagonal=d)))
    if op in STRICT:
        other = STRICT[op]
        sym = {"ge": ">=", "gt": ">", "le": "<=", "lt": "<"}
        out.append(Rewrite("rewrite.mask_shift", (("got", sym[other.strip("_")]), ("want", sym[op.strip("_")])),
                           at, lambda f, a, k, m, o=other: getattr(torch.Tensor, o)(*a)))
        # the comparison the other way round (positions < length, the real tokens, as
        # tf.sequence_mask or an attention_mask of 1 = keep marks them): a mask of what to keep
        # handed to a fill that hides where its mask is True
        opposite = {"ge": "<", "gt": "<=", "le": ">", "lt": ">="}[op.strip("_")]
        out.append(Rewrite("rewrite.compare_inverted", (("got", opposite), ("want", sym[op.strip("_")])), at,
                           lambda f, a, k, m: ~f(*a, **k)))
        # the mask reversed along the tokens: the first positions hidden where the last ones are
        # (padding assumed at the front: positions < n - length for positions >= length)
        if info.get("out_shape") and info["out_shape"][-1] > 1:
            out.append(Rewrite("rewrite.mask_flipped", (("want", sym[op.strip("_")]),), at,
                               lambda f, a, k, m: f(*a, **k).flip(-1)))
            # each length read as the number of padded positions at the end: the positions
            # compared with n − length (hidden from n − length on) where length belongs
            out.append(Rewrite("rewrite.lengths_as_pad_count", (("want", sym[op.strip("_")]),), at,
                               lambda f, a, k, m: f(*_pad_count(a), **k)))
        # the mask built with its two axes swapped (arange(n)[:, None] >= lengths[None, :] is
        # (n, b) where (b, n) is meant): the comparison's result transposed
        shape_out = info.get("out_shape") or ()
        if len(shape_out) == 2 and min(shape_out) > 1 and shape_out[0] != shape_out[1]:
            out.append(Rewrite("rewrite.mask_axes", (("got", checks.shape_text(shape_out[::-1])),
                                                    ("want", checks.shape_text(shape_out))),
                               at, lambda f, a, k, m: f(*a, **k).transpose(-1, -2)))
            # the same (n, b) table forced to (b, n) by a reshape instead of a transpose
            out.append(Rewrite("rewrite.mask_axes_reshape", (("got", checks.shape_text(shape_out[::-1])),
                                                            ("want", checks.shape_text(shape_out))),
                               at, lambda f, a, k, m: f(*a, **k).transpose(-1, -2).reshape(f(*a, **k).shape)))
        # one number for the whole batch where each row has its own (lengths.max() for lengths)
        for side in (0, 1):
            for how in ("max", "min"):
                out.append(Rewrite("rewrite.one_for_all", (("how", how),), at,
                                   lambda f, a, k, m, side=side, how=how: f(*_reduced(a, side, how), **k)))
    if op in SCALAR_OPS and info.get("scalar") not in (None, 0.0, 1.0, -1.0):
        out += _scale_rewrites(op, info, at, sizes)
    if op in ("dropout", "alpha_dropout", "feature_dropout") and info.get("training") and info.get("p"):
        # dropout left out (eval mode, or never applied) where the reference drops in training
        out.append(Rewrite("rewrite.dropout_off", (("p", f"{info['p']:g}"),), at, lambda f, a, k, m: a[0]))
    if op in ("div", "__truediv__", "true_divide", "divide") and info.get("tensor_divisor"):
        out.append(Rewrite("rewrite.no_normalise", (), at, lambda f, a, k, m: a[0]))
    if op == "exp":
        out.append(Rewrite("rewrite.no_exp", (), at, lambda f, a, k, m: a[0]))
    if op in ("softmax", "_softmax"):
        # weights left in log space at this step (log_softmax, x − logsumexp(x)), used as weights
        out.append(Rewrite("rewrite.log_weights", (), at, lambda f, a, k, m: torch.log(f(*a, **k))))
    if op in ("div", "__truediv__", "true_divide", "divide") and (info.get("scalar") is not None
                                                                  or info.get("tensor_divisor")):
        # `//` where `/` belongs (C's integer division): the quotient rounded down
        out.append(Rewrite("rewrite.floor_division", (), at, lambda f, a, k, m: torch.floor(f(*a, **k))))
    if op in SUBTRACT and "subtrahend" in info:
        what = f"{info['subtrahend']}(…)" if info["subtrahend"] else "…"
        out.append(Rewrite("rewrite.divide_for_subtract", (("what", what),), at,
                           lambda f, a, k, m: a[0] / a[1]))
    out += sign_rewrites.rewrites(site, at)  # a subtraction written as an addition, or the reverse
    out += layout_rewrites.rewrites(site, at)  # a per-head mask made with repeat(h, 1): head-major
    if op == "__getitem__":
        index = info.get("index")
        if isinstance(index, int) and not isinstance(index, bool) and shape is not None and len(shape) == 2 \
                and 0 <= index < shape[1]:
            # the same number along the other axis: a column where a row is asked
            out.append(Rewrite("rewrite.index_axis", (("index", str(index)),), at,
                               lambda f, a, k, m, i=index: a[0][:, i]))
        for shifted, text, near in _shifted_indices(index, shape):
            out.append(Rewrite("rewrite.index" if near else "rewrite.index_other",
                               (("got", text[0]), ("want", text[1])), at,
                               lambda f, a, k, m, s=shifted: f(a[0], s)))
        for chosen, got_text, want_text in _slices_from_end(index):
            out.append(Rewrite("rewrite.slice_from_end", (("got", got_text), ("want", want_text)), at,
                               lambda f, a, k, m, c=chosen: f(a[0], _slice_moved_to_end(a[1], c))))
    if info.get("outer"):
        out.append(Rewrite("rewrite.inner_for_outer", (), at, _inner_for_outer))
    if op in MATMUL and op != "einsum" and info.get("inner"):
        inner = info["inner"]
        # a scale where none belongs: √d (the attention's 1/√d_k carried over); on the book's fixed
        # tensors (a short answer: no inputs, so few rewrites) also d itself, the number of tokens
        # or its root, or 2 (code answers get the sizes of their inputs at their own scale's call)
        shape = info.get("shape") or ()
        extra = [math.sqrt(inner)] + ([float(inner)] + [c for n in shape[:-1] if n > 1
                                                        for c in (float(n), math.sqrt(n))] + [2.0]
                                      if not sizes else [])
        seen = set()
        for c in extra:
            if c <= 1 or round(c, 9) in seen:
                continue
            seen.add(round(c, 9))
            # the product of the weights (a softmax's output) with the values is the context: a
            # number divided there averages a weighted sum, not the scores
            weighted = info.get("producer") in ("softmax", "dropout", "_softmax")
            out.append(Rewrite("rewrite.scale_extra_context" if weighted else "rewrite.scale_extra",
                               (("got", number_text(c)),), at,
                               lambda f, a, k, m, c=c: f(*a, **k) / c))
        if info.get("ndim") == 2 and shape[0] == shape[1] and shape[0] > 1:
            # the first factor used transposed (weights.T @ x, or weights[:, q] for weights[q]):
            # row q then mixes column q, what every row gives entry q
            what = f"{info['producer']}(…)" if info.get("producer") else "…"
            out.append(Rewrite("rewrite.operand_transposed", (("what", what),), at,
                               lambda f, a, k, m: f(a[0].mT, *a[1:], **k)))
        out_shape = info.get("out_shape") or ()
        if shape and out_shape and len(shape) <= 2 and out_shape[-1] > 1 and inner > 1:
            # the weights broadcast over the features by w.repeat(k).view(n, k) (row-major: w₁..w_k
            # in row 1) where w[:, None] belongs, then multiplied and summed over the tokens
            n_, k_ = inner, out_shape[-1]
            out.append(Rewrite("rewrite.tiled_view", (("n", str(n_)), ("k", str(k_))), at,
                               lambda f, a, k, m: _tiled_product(a[0], a[1])))
        if not sizes and 2 < inner <= 8:
            # on the book's fixed tensors: a sum of the first k products only (a running total
            # read before its end, a loop stopped early)
            out += [Rewrite("rewrite.partial_sum", (("k", str(j)), ("n", str(inner))), at,
                            lambda f, a, k, m, j=j: f(a[0].narrow(-1, 0, j),
                                                      a[1].narrow(-2 if a[1].dim() > 1 else -1, 0, j), **k))
                    for j in range(1, inner)]
            # one term of the sum alone (an accumulator assigned with = where += belongs keeps the
            # last; the first alone is partial_sum's k = 1)
            out += [Rewrite("rewrite.single_term", (("index", str(j)), ("token", str(j + 1))), at,
                            lambda f, a, k, m, j=j: f(a[0].narrow(-1, j, 1),
                                                      a[1].narrow(-2 if a[1].dim() > 1 else -1, j, 1), **k))
                    for j in range(1, inner)]
            # one term of the sum left out (a loop that skips the query's own token)
            out += [Rewrite("rewrite.product_term_left_out", (("index", str(j)), ("token", str(j + 1))), at,
                            lambda f, a, k, m, j=j: f(a[0].index_fill(-1, torch.tensor([j], device=a[0].device), 0.0),
                                                      a[1], **k))
                    for j in range(inner)]
        # every pair of terms multiplied and added, not only the matching ones (einsum 'i,j->' for
        # 'i,i->', (a[:, None] * b[None, :]).sum()): the sums of both operands multiplied
        out.append(Rewrite("rewrite.outer_summed", (), at, lambda f, a, k, m: f(
            a[0].sum(-1, keepdim=True), a[1].sum(-2 if a[1].dim() > 1 else -1, keepdim=True), **k)))
        # cosine similarity for the dot product: both operands normalised along the summed axis
        out.append(Rewrite("rewrite.cosine", (), at, lambda f, a, k, m: f(
            a[0] / a[0].norm(dim=-1, keepdim=True),
            a[1] / a[1].norm(dim=-2 if a[1].dim() > 1 else -1, keepdim=True), **k)))
        origins, substitutes = info.get("origins") or [None, None], info.get("substitutes") or [[], []]
        for pos, back in itertools.product((0, 1), range(4)):
            used = substitutes[pos][back] if back < len(substitutes[pos]) else None
            if used and origins[pos] and used != origins[pos]:
                # both tensors made by a projection: the layers are the thing to name
                told = ("rewrite.operand_layer", (("pos", str(pos + 1)), ("got", names.get(used, f"Linear #{used[1] + 1}")),
                                                  ("want", names.get(origins[pos], f"Linear #{origins[pos][1] + 1}"))))
            else:
                told = ("rewrite.operand", (("pos", str(pos)),))
            out.append(Rewrite(*told, at,
                               lambda f, a, k, m, pos=pos, back=back: _other_operand(f, a, k, m, pos, back)))
    d = info.get("dim") if op == "softmax" else None
    if isinstance(d, int) and info.get("ndim") in (1, 2) and 2 < info["shape"][d] <= 16:
        # one term left out of the weights (the query's own token): softmax over the others only
        # (of a one-row softmax, or of the matrix whose row the exercise asks)
        for j in range(info["shape"][d]):
            out.append(Rewrite("rewrite.term_left_out", (("index", str(j)), ("token", str(j + 1))), at,
                               lambda f, a, k, m, j=j, d=d: f(a[0].index_fill(d, torch.tensor([j]), -math.inf),
                                                              *a[1:], **k)))
            # the same term left out of the denominator only: exp(x_j) over the sum of the others
            out.append(Rewrite("rewrite.denominator_left_out", (("index", str(j)), ("token", str(j + 1))), at,
                               lambda f, a, k, m, j=j, d=d: _exp(a[0], d) / (
                                   _exp(a[0], d).sum(d, keepdim=True) - _exp(a[0], d).narrow(d, j, 1))))
    if op == "linear" and info.get("weight_shape"):
        w_shape = info["weight_shape"]
        me = names.get(("linear", site.index), f"Linear #{site.index + 1}")
        if info.get("has_bias"):
            out.append(Rewrite("rewrite.no_bias", (("layer", me),), at,
                               lambda f, a, k, m: f(a[0], a[1])))
        if w_shape[0] == w_shape[1]:
            out.append(Rewrite("rewrite.skip_linear", (("layer", me),), at, lambda f, a, k, m: a[0]))
        for j, other in names.get("linear_weights", {}).items():
            if j != site.index and other[0] == w_shape:
                out.append(Rewrite("rewrite.weight_reuse", (("got", names.get(("linear", j), f"Linear #{j + 1}")),
                                                           ("want", me)), at,
                                   lambda f, a, k, m, j=j: f(a[0], *_linear_params(m, j, names))))
    return out


CLAMPS = (1.0, 10.0, 20.0, 50.0, 80.0, 88.0, 100.0)


def _clamped_softmax(x, d, c):
    if not bool((x > c).any()):
        raise _NoChange  # the bound clamps nothing here: not this slip
    return torch.softmax(x.clamp(max=c), d)


def _tiled_product(w, x):
    """w @ x with each row of w tiled over x's columns by repeat + view (row-major) instead of
    broadcast: row j of the tile holds w[j·k .. j·k + k - 1 (mod n)], not w[j] k times."""
    if x.dim() != 2:
        raise _NoChange
    n, k = x.shape
    tile = w.repeat(*([1] * (w.dim() - 1)), k).reshape(*w.shape[:-1], n, k)
    return (tile * x).sum(-2)


def _factor_outside(f, a, k, m, keep):
    """sum(x * y) computed as y · sum(x) (keep=0) or x · sum(y) (keep=1), along the same dim."""
    pair = m.products.get(id(a[0]))
    if pair is None:
        raise _NoChange
    inside, outside = pair[keep], pair[1 - keep]
    if inside.shape != outside.shape:
        raise _NoChange  # a factor broadcast along the summed axis is the same for every term
    return outside * f(inside, *a[1:], **k)


def _reduce_after_first(f, a, k):
    x = a[0]
    if not isinstance(x, torch.Tensor):
        raise _NoChange
    if x.dim() == 2:
        return f(*a, **k)  # the last axis is the only one after the first: the reference's own
    if x.dim() <= 1:
        return x  # a 1-D input's slices are single entries: each reduced alone is itself
    kwargs = {key: v for key, v in k.items() if key not in ("dim", "keepdim")}
    out = f(x, dim=tuple(range(1, x.dim())), keepdim=True, **kwargs)
    keep = k.get("keepdim", a[2] if len(a) > 2 else False)
    return out if keep else out.squeeze(-1)


def _expanded(a, m, first, second):
    """A product a·(x − y) written out term by term with the factor ``first`` times on x and
    ``second`` times on y (a·x − y: 1, 0; a·x − a·a·y: 1, 2); the reference's is 1, 1."""
    pos = next((i for i in (0, 1) if isinstance(a[i], torch.Tensor) and id(a[i]) in m.terms), None)
    if pos is None:
        raise _NoChange  # this run's product has no difference to expand
    name, x, y = m.terms[id(a[pos])]
    factor = a[1 - pos]
    op = (lambda u, v: u - v) if name in SUBTRACT else (lambda u, v: u + v)
    return op(factor ** first * x, factor ** second * y)


def _reduced(a, side, how):
    """The call's operands with one (a tensor of several values) replaced by its max or min."""
    if len(a) < 2 or not isinstance(a[side], torch.Tensor) or a[side].numel() < 2:
        raise _NoChange
    a = list(a)
    a[side] = getattr(a[side], how)()
    return a


def _swapped_target(a, k, i, j) -> list:
    """This call's own target shape (view(b, n, h, hd) or view((b, n, h, hd))) with sizes i, j
    swapped."""
    shape = list(a[1:]) if len(a) > 1 and all(isinstance(x, int) for x in a[1:]) else list(
        a[1] if len(a) > 1 else k.get("shape", k.get("size")))
    if len(shape) <= max(i, j) or -1 in (shape[i], shape[j]):
        raise _NoChange
    shape[i], shape[j] = shape[j], shape[i]
    return shape


def _perm_text(perm) -> str:
    return f"permute({', '.join(str(p) for p in perm)})"


def _permutations(at, ndim: int, want: tuple, shape_text: str, single_swaps: bool) -> list[Rewrite]:
    """The axes reordered another way (the batch axis kept first): a permute to (b, h, hd, n) where
    (b, h, n, hd) is asked. After a transpose, the single swaps are its own rewrites already."""
    if not 3 <= ndim <= 4:
        return []
    out = []
    for perm in itertools.permutations(range(1, ndim)):
        perm = (0, *perm)
        moved = sum(p != i for i, p in enumerate(perm))
        if perm == want or (not single_swaps and moved == 2):
            continue
        out.append(Rewrite("rewrite.permute_axes", (("got", _perm_text(perm)), ("want", _perm_text(want)),
                                                    ("shape", shape_text)), at,
                           lambda f, a, k, m, perm=perm: a[0].permute(*perm)))
    return out


def _scale_rewrites(op: str, info: dict, at, sizes) -> list[Rewrite]:
    """The slips of a product or quotient by a number: the scale of the scores (none, squared,
    rooted, another size), or, for a division by a keep probability 1 − p (inverted dropout's
    1/(1 − p)), the survivors left unscaled, multiplied by 1 − p, divided by p, or times 1 + p."""
    out: list[Rewrite] = []
    s, pos = info["scalar"], info["pos"]
    divide = op in ("div", "__truediv__", "true_divide", "divide")
    want = number_text(s) if divide else number_text(1 / s)
    base = s if divide else 1 / s  # what the reference divides by
    if 0 < base < 1:
        args = (("keep", f"{base:g}"), ("p", f"{1 - base:g}"), ("inv", f"{1 / base:.4g}"))
        for key, factor in (("rewrite.dropout_unscaled", lambda b: 1.0), ("rewrite.dropout_keep", lambda b: b),
                            ("rewrite.dropout_over_p", lambda b: 1 / (1 - b)),
                            # the increase, 1/(1 − p) − 1 = p/(1 − p), for the value; p alone
                            ("rewrite.dropout_increase", lambda b: 1 / b - 1),
                            ("rewrite.dropout_p", lambda b: 1 - b),
                            ("rewrite.approx_inverse", lambda b: 2 - b),
                            ("rewrite.scale_twice", lambda b: 1 / (b * b))):
            out.append(Rewrite(key, (args if key != "rewrite.scale_twice" else ()) + (("want", want),), at,
                               lambda f, a, k, m, pos=pos, factor=factor, d=divide:
                               _tensor(a, pos) * factor(_base(a, pos, d))))
        return out
    # each candidate is worked out on every case from that case's own numbers
    options = [(lambda a, m, b=None: 1.0, "rewrite.scale_none", "1"),
               (lambda a, m: _base(a, pos, divide) ** 2, "rewrite.scale", number_text(base * base))]
    if base > 1:
        options.append((lambda a, m: math.sqrt(_base(a, pos, divide)), "rewrite.scale",
                        number_text(math.sqrt(base))))
        # x / d ** 1/2 parses as (x / d ** 1) / 2: divided by 2d where √d belongs
        options.append((lambda a, m: 2 * _base(a, pos, divide) ** 2, "rewrite.scale_precedence",
                        number_text(2 * base * base)))
        # scale = d ** 1/2 first, then x / scale: (d ** 1) / 2, half of d where √d belongs
        options.append((lambda a, m: _base(a, pos, divide) ** 2 / 2, "rewrite.scale_precedence_half",
                        number_text(base * base / 2)))
    seen = {round(base, 9), 1.0, round(base * base, 9), round(math.sqrt(abs(base)), 9),
            round(base * base / 2, 9)}
    for source, size in sizes:
        if base > 1 and ("times", size) not in seen:  # scale=head_dim handed to SDPA: multiplied
            seen.add(("times", size))
            options.append((lambda a, m, source=source: 1 / float(source(m.args)),
                            "rewrite.scale_times", number_text(size)))
        for root in (False, True):
            c = math.sqrt(size) if root else float(size)
            if round(c, 9) in seen:
                continue
            seen.add(round(c, 9))
            options.append((lambda a, m, source=source, root=root:
                            math.sqrt(source(m.args)) if root else float(source(m.args)),
                            "rewrite.scale", number_text(c)))
    for divisor, key, text in options:
        out.append(Rewrite(key, (("got", text), ("want", want)), at,
                           lambda f, a, k, m, divisor=divisor, pos=pos: _tensor(a, pos) / divisor(a, m)))
    out.append(Rewrite("rewrite.scale_inverted", (("want", want),), at,
                       lambda f, a, k, m, pos=pos, d=divide: _tensor(a, pos) * _base(a, pos, d)))
    # the same scaling applied twice (in the learner's code and again in a helper or a layer)
    out.append(Rewrite("rewrite.scale_twice", (("want", want),), at,
                       lambda f, a, k, m, pos=pos, d=divide: _tensor(a, pos) / _base(a, pos, d) ** 2))
    return out


def _linear_params(m, j, names):
    """This case's weight and bias of the j-th linear call: already made, or found by its name
    in the modules given to the reference."""
    if j < len(m.linears):
        return m.linears[j]
    name = names.get(("linear", j))
    for a in m.args:
        if isinstance(a, torch.nn.Module) and name:
            layer = a.get_submodule(name)
            return layer.weight, layer.bias
    raise _NoChange


def _exp(x, d):
    return (x - x.amax(d, keepdim=True)).exp()


def _base(args, pos, divide):
    """What this call divides by (its scalar, or 1 over the scalar it multiplies by)."""
    v = _scalar(args[pos])
    return v if divide else 1 / v


def _tensor(args, pos):
    return args[0] if pos == 1 else args[1]


def _reduce_at(f, a, k, where, d, dim):
    """The reduction over axis ``d``, or over the reference's ``dim`` where the input has no axis
    ``d`` (a lower-rank case: the slip shows only where that axis exists)."""
    ndim = a[0].dim() if a and isinstance(a[0], torch.Tensor) else None
    if ndim is not None and not -ndim <= d < ndim:
        d = dim
    args, kwargs = _set(a, k, where, d)
    return f(*args, **kwargs)


def _call_keepdim(f, a, k):
    k = dict(k)
    a = list(a)
    if len(a) > 2 and isinstance(a[2], bool):
        a[2] = False
    else:
        k["keepdim"] = False
    return f(*a, **k)


def _call_named(op, a, k):
    return getattr(torch, op)(*a, **k)


# An axis this short has every other index tried (another token's row of the book's six);
# longer axes only the neighbours.
ALL_INDICES = 8


def _shifted_indices(index, shape=None):
    """(index, (got, want) texts, whether moved by one) with one integer index changed: moved by
    one (counted from 1, or the neighbouring row), or, on a short axis, any other row."""
    items = index if isinstance(index, tuple) else (index,)
    out = []
    for i, item in enumerate(items):
        if isinstance(item, int) and not isinstance(item, bool) and item >= 0:
            size = shape[i] if shape is not None and i < len(shape) else item + 2
            others = range(size) if size <= ALL_INDICES else (item + 1, item - 1)
            for value in sorted(others, key=lambda v: (abs(v - item), -v)):
                if value == item or not 0 <= value < max(size, item + 2):
                    continue
                new = list(items)
                new[i] = value
                out.append((tuple(new) if isinstance(index, tuple) else new[0], (str(value), str(item)),
                            abs(value - item) == 1))
    return out


def _slice_text(index, chosen=()) -> str:
    """The index as code, each ``:k`` slice written ``:n`` (``-n:`` at the positions chosen)."""
    def one(i, item):
        if isinstance(item, slice) and isinstance(item.stop, int) and item.start in (None, 0):
            return "-n:" if i in chosen else ":n"
        if isinstance(item, slice):
            return (f"{'' if item.start is None else item.start}:"
                    f"{'' if item.stop is None else item.stop}")
        return "…" if item is Ellipsis else str(item)
    return "[" + ", ".join(one(i, x) for i, x in enumerate(index if isinstance(index, tuple) else (index,))) + "]"


def _leading(item) -> bool:
    return isinstance(item, slice) and item.start in (None, 0) and item.step in (None, 1) \
        and isinstance(item.stop, int) and item.stop > 0


def _slices_from_end(index) -> list:
    """(positions, got text, want text) for the first k entries of an axis (``:k``, as a mask
    buffer longer than the sequence is cut) taken from the axis's end instead (``-k:``): on one
    axis, or on every such axis at once."""
    items = index if isinstance(index, tuple) else (index,)
    if Ellipsis in items:
        return []
    at = [i for i, item in enumerate(items) if _leading(item)]
    return [(tuple(chosen), _slice_text(index, chosen), _slice_text(index))
            for chosen in [[i] for i in at] + ([at] if len(at) > 1 else [])]


def _slice_moved_to_end(index, chosen):
    """``index`` with its ``:k`` slices at the positions chosen made ``-k:``."""
    items = list(index if isinstance(index, tuple) else (index,))
    for i in chosen:
        if i < len(items) and _leading(items[i]):
            items[i] = slice(-items[i].stop, None)
    return tuple(items) if isinstance(index, tuple) else items[0]


def _other_operand(f, a, k, m, pos, back):
    """The product with one operand replaced by the ``back``-th latest other tensor of the
    computation that has its shape (the scores where the weights belong, the keys where the values
    belong)."""
    target = a[pos]
    seen = 0
    for _, t in reversed(m.tensors):
        if t is not target and t.shape == target.shape and t.dtype == target.dtype \
                and not torch.equal(t, target):
            if seen == back:
                new = list(a)
                # masked scores (-inf) as an operand: the learner zeroed the hidden ones (a product
                # with -inf is NaN, which no learner hands in as an attempt at the weights)
                new[pos] = t if not t.is_floating_point() or bool(torch.isfinite(t).all()) \
                    else t.masked_fill(~torch.isfinite(t), 0.0)
                return f(*new, **k)
            seen += 1
    raise _NoChange


class _NoChange(Exception):
    """A rewrite that has nothing to change on this case."""


# --- running and matching -----------------------------------------------------------------------


def _as_list(value) -> list:
    return list(value) if isinstance(value, (tuple, list)) else [value]


def _outputs(value) -> list:
    if isinstance(value, torch.Tensor):
        return [value.detach().float()]
    if isinstance(value, torch.Size):
        return [torch.tensor(list(value), dtype=torch.float32)]
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return [torch.tensor(float(value))]
    if isinstance(value, (list, tuple)) and all(isinstance(v, (int, float)) for v in value):
        return [torch.tensor([float(v) for v in value])]
    return [t for v in _as_list(value) for t in _outputs(v)]


def _pad_count(a) -> list:
    """The comparison's operands with the lengths side made n − length, n the number of positions
    on the other side (0, 1, …, n − 1 along its last axis)."""
    def positions(x) -> bool:
        return isinstance(x, torch.Tensor) and x.dim() >= 1 and x.shape[-1] > 1 and bool(
            (x == torch.arange(x.shape[-1], device=x.device).to(x.dtype)).all())
    if len(a) < 2:
        raise _NoChange
    sides = [i for i, x in enumerate(a[:2]) if not positions(x)]
    if len(sides) != 1 or not isinstance(a[sides[0]], torch.Tensor):
        raise _NoChange
    n = a[1 - sides[0]].shape[-1]
    return [n - x if i == sides[0] else x for i, x in enumerate(a)]


def _clone(args):
    return [a.clone() if isinstance(a, torch.Tensor) else a for a in args]


def run(reference: Callable, args, changes: dict | None = None, record: bool = False, dtype=None,
        span=None, post=None):
    """(outputs as float tensors or an error text, the mode) of the reference under the changes
    (``post``: an op applied to the outputs after)."""
    mode = _Mode(changes, record, dtype, args, span)
    try:
        with torch.no_grad(), mode:
            value = reference(*_clone(args))
        return (_outputs(value) if post is None else post(_outputs(value), args)), mode
    except _NoChange:
        return None, mode
    except Exception as e:  # noqa: BLE001 - a rewrite that raises: its error is its behaviour
        return checks.clean_text(f"{type(e).__name__}: {e}"), mode


MASK_OPS = {"masked_fill", "masked_fill_", "triu", "tril", "where", "scaled_dot_product_attention"}


def masks(reference: Callable, args) -> bool:
    """Whether the reference masks anything on ``args`` (a fill, a triangle, a where): the causes
    a learner is told for a leak fit the exercise. True where it cannot be run (the broad text)."""
    try:
        out, mode = run(reference, args, record=True)
    except Exception:  # noqa: BLE001 - the broad text stays
        return True
    if isinstance(out, str) or out is None:
        return True
    return any(site.op in MASK_OPS for site in mode.sites)


def _names_of(args, mode: _Mode) -> dict:
    """Names of the linear calls: the attribute names of their weights in the modules given to the
    reference (``W_key``), else "Linear #i"."""
    params = {}
    for a in args:
        if isinstance(a, torch.nn.Module):
            for name, mod in a.named_modules():
                if isinstance(mod, torch.nn.Linear):
                    params[id(mod.weight)] = name
    names: dict = {"linear_weights": {}, "linear_params": {}}
    for i, (w, b) in enumerate(mode.linears):
        if id(w) in params:
            names[("linear", i)] = params[id(w)]
        names["linear_weights"][i] = (tuple(w.shape),)
        names["linear_params"][i] = (w, b)
    for i, mask in enumerate(mode.masks):
        if isinstance(mask, torch.Tensor):
            names[("mask_shape", i)] = tuple(mask.shape)
    return names


def _sizes(args) -> list[tuple[Callable, int]]:
    """The sizes a learner may scale by, as (how to read it from a case's arguments, its value on
    this case): every axis of every tensor argument, and a module's heads, head size and width."""
    found, values = [], set()
    for i, a in enumerate(args):
        if isinstance(a, torch.Tensor):
            for j, size in enumerate(a.shape):
                if 1 < size <= 4096 and size not in values:
                    values.add(int(size))
                    found.append((lambda xs, i=i, j=j: xs[i].shape[j], int(size)))
        elif isinstance(a, torch.nn.Module):
            for attr in ("num_heads", "head_dim", "d_out"):
                size = getattr(a, attr, None)
                if isinstance(size, int) and 1 < size <= 4096 and size not in values:
                    values.add(size)
                    found.append((lambda xs, i=i, attr=attr: getattr(xs[i], attr), size))
    # a head size worked out from another width (the input's d_in // num_heads for d_out // num_heads)
    for m, a in enumerate(args):
        heads = getattr(a, "num_heads", None) if isinstance(a, torch.nn.Module) else None
        if not isinstance(heads, int) or heads < 2:
            continue
        for i, t in enumerate(args):
            if isinstance(t, torch.Tensor) and t.dim() >= 1:
                size = int(t.shape[-1]) // heads
                if 1 < size <= 4096 and size not in values:
                    values.add(size)
                    found.append((lambda xs, i=i, m=m: xs[i].shape[-1] // xs[m].num_heads, size))
    return found


def _same(got, wrong, tol) -> bool:
    return len(got) == len(wrong) and all(checks.same(g, w, tol) for g, w in zip(got, wrong))


@dataclass
class Diagnosis:
    key: str
    args: dict


def _same_but_hidden_rows(got, wrong, tol) -> bool:
    """The same outputs except in rows the rewrite hides entirely (NaN rows, -inf filled
    everywhere), where the answer has every weight 1/n or 0: what a large negative fill (-1e9,
    finfo.min) or a NaN guard gives there. A fill's size is no slip of its own, so a rewrite at
    the masking site explains the answer either way; some rows must be seen to agree (on this
    case, or, where it hides every row, on another: _explains_as)."""
    if len(got) != len(wrong):
        return False
    for g, w in zip(got, wrong):
        if g.shape != w.shape or not g.is_floating_point() or g.ndim == 0:
            return False
        hidden = torch.isnan(w).all(dim=-1, keepdim=True)  # (..., n, 1)
        if not hidden.any() or torch.isnan(w).logical_and(~hidden).any():
            return False
        uniform = ((g - 1.0 / g.shape[-1]).abs() <= tol).all(dim=-1, keepdim=True)
        zeros = (g.abs() <= tol).all(dim=-1, keepdim=True)
        if not (uniform | zeros | ~hidden).all():
            return False
        if not checks.same(torch.where(hidden, 0.0, g), torch.where(hidden, 0.0, w), tol):
            return False
    return True


def _finite_fill(f, a, k, m):
    return a[0].masked_fill(a[1], -1e9)


def _explains(rewrites, reference, cases, answers, errors, atol, tol_of, fills=()) -> bool:
    """Whether the rewrites reproduce the answers; a -inf fill of the reference may have been
    written -1e9 (the same weights except where a whole row is hidden, where -inf gives NaN), so
    that is tried too where the -inf run disagreed with a non-finite value."""
    verdict = _explains_as(rewrites, reference, cases, answers, errors, atol, tol_of, {})
    if verdict != "non-finite":
        return verdict == "yes"
    taken = {r.site for r in rewrites} | {site for r in rewrites for site in r.others}
    finite = {site: _finite_fill for site in fills if site not in taken}
    return bool(finite) and _explains_as(rewrites, reference, cases, answers, errors, atol, tol_of,
                                         finite) == "yes"


def _explains_as(rewrites, reference, cases, answers, errors, atol, tol_of, extra) -> str:
    """"yes", "no", or "non-finite" (no, on a case where the rewrite's output is not finite)."""
    changes = {**extra, **{r.site: r.change for r in rewrites if r.site is not None},
               **{site: r.change for r in rewrites for site in r.others}}
    dtype = next((r.dtype for r in rewrites if r.dtype is not None), None)
    span = next((r.span for r in rewrites if r.span is not None), None)
    post = next((r.post for r in rewrites if r.post is not None), None)
    rounding = dtype or next((r.rounding for r in rewrites if r.rounding is not None), None)
    agreed, changed = 0, False
    for i, (args, got) in enumerate(zip(cases, answers)):
        wrong, _ = run(reference, _prepared(rewrites, args), changes, dtype=dtype, span=span, post=post)
        if wrong is None:
            return "no"
        if got is None or isinstance(wrong, str):
            if got is not None or not isinstance(wrong, str):
                return "non-finite"  # -inf may raise where -1e9 does not (a NaN check)
            if errors and errors[i] and _error_form(errors[i]) != _error_form(wrong):
                return "no"
            continue
        tol = tol_of(args, atol)
        if rounding is not None:
            tol = max(tol, 4 * torch.finfo(rounding).eps * max(1.0, max(float(g.abs().max()) for g in got if g.numel())))
        if not _same(got, wrong, tol):
            if all(torch.isfinite(w).all() for w in wrong):
                return "no"
            if not _same_but_hidden_rows(got, wrong, tol):
                return "non-finite"
            if all(bool(torch.isnan(w).all()) for w in wrong):
                continue  # every row hidden (a 1 × 1 case): nothing here to agree on
        agreed += 1
        if rounding is None and not changed:
            plain, _ = run(reference, args, extra)
            changed = not isinstance(plain, list) or not _same(plain, wrong, tol)
    if agreed and rounding is None and not changed:
        return "no"  # the rewrite changes nothing the tolerance sees (a division by √1): no slip
    # values agreed somewhere, or the answer raised on every case exactly as the rewrite does
    return "yes" if agreed > 0 or bool(errors) and all(a is None for a in answers) else "no"


_BROADCAST = re.compile(r"size of tensor a \((\d+)\) must match the size of tensor b \((\d+)\) at "
                        r"non-singleton dimension (\d+)")


def _error_form(error: str) -> str:
    """An error as compared with a rewrite's: a broadcast clash names the same two sizes whichever
    operand comes first (scores + bias, or masked_fill and where, which put the mask first)."""
    found = _BROADCAST.search(error)
    if not found:
        return error
    a, b, dim = found.groups()
    return f"broadcast {sorted((int(a), int(b)))} at {dim}"


def _prepared(rewrites, args):
    for r in rewrites:
        if r.prepare is not None:
            args = r.prepare(args)
    return args


def _input_rewrites(args, params: Sequence[str]) -> list[Rewrite]:
    """Rewrites of the inputs, not of a call: a tensor taken in another role. Weights (rows that
    sum to 1, softmax's output) used as if they were the scores softmax takes."""
    out = []
    for i, a in enumerate(args):
        if isinstance(a, torch.Tensor) and a.is_floating_point() and a.dim() >= 1 and a.numel() > 1 \
                and properties.weights_like(a):
            name = params[i] if i < len(params) else f"input {i + 1}"
            out.append(Rewrite("rewrite.softmax_input", (("arg", name),), None, None,
                               prepare=lambda xs, i=i: [torch.softmax(x, -1) if j == i else x
                                                        for j, x in enumerate(xs)]))
    for i, a in enumerate(args):
        if isinstance(a, torch.Tensor) and a.is_floating_point() and a.dim() >= 2 \
                and a.shape[-1] == a.shape[-2] > 1:
            # a square input read with its last two axes swapped (scores.transpose(-1, -2) to
            # reach the keys, never swapped back): queries and keys exchange roles
            name = params[i] if i < len(params) else f"input {i + 1}"
            out.append(Rewrite("rewrite.input_transposed", (("arg", name),), None, None,
                               prepare=lambda xs, i=i: [x.transpose(-1, -2) if j == i else x
                                                        for j, x in enumerate(xs)]))
    return out


def _swapped_inputs(args, params: Sequence[str]) -> list[Rewrite]:
    """Two inputs of the same shape and kind used in each other's roles everywhere (P for dP and dP
    for P): one slip in every place each is read, which no rewrite of a single call reaches."""
    out = []
    floats = [i for i, a in enumerate(args) if isinstance(a, torch.Tensor) and a.is_floating_point()
              and a.dim() >= 1 and a.numel() > 1]
    for i, j in itertools.combinations(floats, 2):
        if args[i].shape == args[j].shape and not torch.equal(args[i], args[j]):
            names = [params[x] if x < len(params) else f"input {x + 1}" for x in (i, j)]
            out.append(Rewrite("rewrite.inputs_swapped", (("a", names[0]), ("b", names[1])), None, None,
                               prepare=lambda xs, i=i, j=j: [xs[j] if n == i else xs[i] if n == j else x
                                                             for n, x in enumerate(xs)]))
    return out


def _residual(args, outputs: list, params: Sequence[str]) -> list[Rewrite]:
    """An input added to the right result (``return x + out``, a transformer block's residual kept
    in the attention itself): where the input has the output's rank and leading sizes (a wider
    last axis raises the broadcast error the learner's code raised)."""
    out = []
    for j, a in enumerate(args):
        if not (isinstance(a, torch.Tensor) and a.is_floating_point() and a.dim() >= 1):
            continue
        for i, t in enumerate(outputs):
            if isinstance(t, torch.Tensor) and t.is_floating_point() and t.dim() == a.dim() \
                    and t.shape[:-1] == a.shape[:-1] and t.numel() > 1:
                name = params[j] if j < len(params) else f"input {j + 1}"
                out.append(Rewrite("rewrite.residual_added", (("arg", name),), None, None,
                                   post=lambda outs, xs, i=i, j=j: [xs[j] + o if n == i else o
                                                                    for n, o in enumerate(outs)]))
    return out


def _output_rewrites(outputs: list) -> list[Rewrite]:
    """An extra step applied to the right result: a softmax along one of its axes (the raw scores
    asked, their weights given)."""
    out = []
    for i, t in enumerate(outputs):
        if isinstance(t, torch.Tensor) and t.is_floating_point() and t.numel() and bool((t > 0).all()):
            # the value left in log space (log α = ω − logsumexp ω, a log-likelihood): never
            # exponentiated back
            out.append(Rewrite("rewrite.output_log", (), None, None,
                               post=lambda outs, _, i=i: [torch.log(o) if j == i else o for j, o in enumerate(outs)]))
        if not isinstance(t, torch.Tensor) or t.dim() == 0 or not t.is_floating_point():
            continue
        if t.dim() >= 2 and t.shape[-1] == t.shape[-2] > 1:
            # the right matrix returned transposed (column-stochastic weights: P.T at the end)
            out.append(Rewrite("rewrite.output_transposed", (), None, None,
                               post=lambda outs, _, i=i: [o.transpose(-1, -2) if j == i and o.dim() >= 2 else o
                                                          for j, o in enumerate(outs)]))
        for d in range(t.dim()):
            if t.shape[d] > 1:
                # counted from the end, as each case's rank may differ (2-D and (b, h, n, n) scores)
                out.append(Rewrite("rewrite.output_softmax", (("axis", f"dim={d - t.dim()}"),), None, None,
                                   post=lambda outs, _, i=i, d=d - t.dim(): [
                                       torch.softmax(o, d) if j == i and o.dim() >= -d else o
                                       for j, o in enumerate(outs)]))
    return out


def _distinct(site) -> int:
    target = site.info.get("target") if site is not None else None
    return len({t for t in target if t != -1}) if target else -1


def _repeats(target) -> bool:
    sizes = [t for t in (target or ()) if t != -1]
    return len(set(sizes)) < len(sizes)


def candidates(reference: Callable, cases: list) -> list[Rewrite]:
    """Every single rewrite of the reference's calls on the first case, and the dtype rewrites."""
    base, mode = run(reference, cases[0], record=True)
    if isinstance(base, str) or base is None:
        return []
    names = _names_of(cases[0], mode)
    sizes = _sizes(cases[0])
    # A call whose number is trivial on the first case (a scale √head_dim = 1 with one feature per
    # head) is described from the first case where it is not, so its slips are still tried.
    others, site_sizes = None, {}
    for i, site in enumerate(mode.sites):
        if site.op in ("view", "reshape") and _repeats(site.info.get("target")) and len(cases) > 1:
            # a view whose sizes coincide on the first case (h = hd) is told with another's sizes
            if others is None:
                others = [{(x.op, x.index): x for x in run(reference, c, record=True)[1].sites}
                          for c in cases[1:]]
            # the case whose sizes are most distinct (ideally all)
            for recorded in sorted(others, key=lambda r: -_distinct(r.get((site.op, site.index)))):
                there = recorded.get((site.op, site.index))
                if _distinct(there) > _distinct(site) and len(there.info["target"]) == len(site.info["target"]):
                    mode.sites[i] = there
                break
        if site.op in REDUCE and site.info.get("ndim") and len(cases) > 1:
            # a reduction recorded on a low-rank first case (a 1-D vector has one axis only) is
            # described from the case where it has the most axes, so its other axes are tried
            if others is None:
                others = [{(x.op, x.index): x for x in run(reference, c, record=True)[1].sites}
                          for c in cases[1:]]
            best = max((r.get((site.op, site.index)) for r in others), default=None,
                       key=lambda x: (x.info.get("ndim") or 0) if x is not None else -1)
            if best is not None and (best.info.get("ndim") or 0) > site.info["ndim"] \
                    and best.info.get("dim") is not None:
                mode.sites[i] = site = best
        if site.op in SCALAR_OPS and site.info.get("scalar") in (1.0, -1.0) and len(cases) > 1:
            if others is None:
                others = [{(x.op, x.index): x for x in run(reference, c, record=True)[1].sites}
                          for c in cases[1:]]
            for j, recorded in enumerate(others):
                there = recorded.get((site.op, site.index))
                if there is not None and there.info.get("scalar") not in (None, 0.0, 1.0, -1.0):
                    mode.sites[i] = there
                    site_sizes[i] = _sizes(cases[j + 1])  # its sizes told from the same case
                    break
    found = [dataclasses.replace(r, order=i) for i, site in enumerate(mode.sites)
             for r in _rewrites_of(site, names, site_sizes.get(i, sizes))]
    # a view written once in a helper runs at every call of it (q, k and v split alike): its
    # slip is tried at all the views of the same target together
    targets: dict = {}
    for site in mode.sites:
        if site.op in ("view", "reshape") and site.info.get("target"):
            targets.setdefault((site.op, site.info["target"]), []).append((site.op, site.index))
    for r in list(found):
        if r.key in ("rewrite.view_order", "rewrite.view_interleaved") and r.site is not None:
            same = next((v for v in targets.values() if r.site in v and len(v) > 1), None)
            if same:
                found.append(dataclasses.replace(r, others=tuple(x for x in same if x != r.site)))
    # the data typed in at each use (examples.inputs() called for either operand) is preprocessed
    # alike wherever it is made
    tables: dict = {}
    for site in mode.sites:
        if site.op in ("tensor", "as_tensor"):
            tables.setdefault(site.info.get("out_shape"), []).append((site.op, site.index))
    for r in list(found):
        if r.key.startswith("rewrite.data_") and r.site is not None:
            same = next((v for v in tables.values() if r.site in v and len(v) > 1), None)
            if same:
                found.append(dataclasses.replace(r, others=tuple(x for x in same if x != r.site)))
    found += _heads_interleaved(mode.sites)
    found += _masks_swapped(mode.sites)
    found += _columns_for_rows(mode.sites)
    found += _input_rewrites(cases[0], _param_names(reference))
    found += _swapped_inputs(cases[0], _param_names(reference))
    found += [dataclasses.replace(r, order=len(mode.sites))
              for r in _residual(cases[0], _outputs(base), _param_names(reference))]
    fills = tuple((s.op, s.index) for s in mode.sites if s.op == "masked_fill"
                  and s.info.get("value") == float("-inf"))
    return [dataclasses.replace(r, fills=fills) for r in found]


def _heads_interleaved(sites) -> list[Rewrite]:
    """The head axis laid out column-major all the way: every view that splits the last axis into
    (h, hd) split as (hd, h) (head i takes features i, i + h, …: a stride ``i::h``, a
    ``view(b, n, hd, h)``), and every view that merges (h, hd) back merged the same interleaved way.
    One rewrite for the whole layout, since a learner who thinks column-major splits and merges
    alike; a split slip alone is view_interleaved."""
    splits = [s for s in sites if s.op in ("view", "reshape") and len(s.info.get("target") or ()) >= 3
              and len(s.info.get("shape") or ()) == len(s.info["target"]) - 1
              and s.info["shape"][-1] == s.info["target"][-2] * s.info["target"][-1]
              and min(s.info["target"][-2:]) > 1]
    if not splits:
        return []
    h_hd = {tuple(s.info["target"][-2:]) for s in splits}
    merges = [s for s in sites if s.op in ("view", "reshape") and len(s.info.get("target") or ()) >= 2
              and len(s.info.get("shape") or ()) == len(s.info["target"]) + 1
              and tuple(s.info["shape"][-2:]) in h_hd]

    def change(f, a, k, m):
        x = a[0]
        target = list(a[1:]) if len(a) > 1 and all(isinstance(v, int) for v in a[1:]) else list(a[1])
        if len(target) == x.dim() + 1:  # split: (…, h·hd) as (…, hd, h), heads moved back
            target = [x.shape[i] if t == -1 and i < x.dim() - 1 else t for i, t in enumerate(target)]
            h, hd = target[-2], target[-1]
            return x.reshape(*x.shape[:-1], hd, h).transpose(-1, -2)
        if len(target) == x.dim() - 1:  # merge: (…, h, hd) read back interleaved
            return x.transpose(-1, -2).reshape(*x.shape[:-2], x.shape[-2] * x.shape[-1])
        return f(*a, **k)

    first, rest = splits[0], splits[1:] + merges
    return [Rewrite("rewrite.heads_interleaved", (("want", checks.shape_text(first.info["target"])),),
                    (first.op, first.index), change, others=tuple((s.op, s.index) for s in rest))]


def _columns_for_rows(sites) -> list[Rewrite]:
    """The data read transposed: every row taken by a plain index (x[i], x[j]) taken as that
    column instead (x[:, i], x[:, j]: a column-vector convention, x⁽ʲ⁾ as column j). One rewrite
    for all of them, since each alone mixes a row with a column and raises."""
    rows = [s for s in sites if s.op == "__getitem__" and isinstance(s.info.get("index"), int)
            and not isinstance(s.info.get("index"), bool) and len(s.info.get("shape") or ()) == 2
            and 0 <= s.info["index"] < s.info["shape"][1]]
    if len(rows) < 2:
        return []

    def change(f, a, k, m):
        i = a[1]
        return a[0][:, i] if isinstance(i, int) and a[0].dim() == 2 and i < a[0].shape[1] else f(*a, **k)

    first, rest = rows[0], rows[1:]
    text = ", ".join(f"[:, {s.info['index']}]" for s in rows)
    want = ", ".join(f"[{s.info['index']}]" for s in rows)
    return [Rewrite("rewrite.columns_for_rows", (("got", text), ("want", want)), (first.op, first.index), change,
                    others=tuple((s.op, s.index) for s in rest))]


def _masks_swapped(sites) -> list[Rewrite]:
    """A key mask (…, 1, n) and a query mask (…, n, 1) each applied on the other's axis: every such
    masked_fill given its mask transposed (-inf on the padded queries' rows, the padded keys'
    columns zeroed after, where it is the other way round)."""
    lines = [(s.op, s.index, tuple(s.info.get("mask_shape") or ())) for s in sites if s.op == "masked_fill"]
    lines = [(op, i, shape) for op, i, shape in lines
             if len(shape) >= 2 and 1 in shape[-2:] and max(shape[-2:]) > 1]
    if not {shape[-1] == 1 for _, _, shape in lines} == {True, False}:
        return []
    flip = lambda f, a, k, m: a[0].masked_fill(a[1].transpose(-1, -2), a[2] if len(a) > 2 else k["value"])  # noqa: E731
    (op, i, _), rest = lines[0], lines[1:]
    return [Rewrite("rewrite.masks_swapped", (), (op, i), flip, others=tuple((o, j) for o, j, _ in rest))]


# The calls a learner runs in a low precision on their own (one .half() before the softmax, SDPA
# on float16 tensors): each may be rewritten to run in float16 or bfloat16, the rest in float32.
LOW_PRECISION_OPS = {"softmax", "log_softmax", "scaled_dot_product_attention", "matmul", "__matmul__",
                     "bmm", "einsum", "linear", "exp"}


DTYPE_READINGS = ("rewrite.dtype_op", "rewrite.dtype_until", "rewrite.dtype_from", "rewrite.dtype_inputs",
                  "rewrite.dtype_store")


def _in_dtype(dtype):
    def change(f, a, k, m):
        low = [x.to(dtype) if isinstance(x, torch.Tensor) and x.is_floating_point() else x for x in a]
        out = f(*low, **{n: v.to(dtype) if isinstance(v, torch.Tensor) and v.is_floating_point() else v
                         for n, v in k.items()})
        return out.float() if isinstance(out, torch.Tensor) else out
    return change


def dtype_candidates(reference: Callable, cases: list) -> list[Rewrite]:
    """One call of the reference run in float16 or bfloat16 (its inputs and result rounded), named
    by its operation and the dtype."""
    base, mode = run(reference, cases[0], record=True)
    if isinstance(base, str) or base is None:
        return []
    out = []
    last = len(mode.sites) - 1
    for dtype in (torch.float16, torch.bfloat16):
        # the inputs rounded (x.half() and back to float32 at once), the rest in float32
        out.append(Rewrite("rewrite.dtype_inputs", (("dtype", str(dtype).removeprefix("torch.")),), None, None,
                           rounding=dtype, prepare=lambda xs, d=dtype: [
                               x.to(d).float() if isinstance(x, torch.Tensor) and x.is_floating_point() else x
                               for x in xs]))
        # every tensor kept in the low precision (computed in float32, rounded when stored: SDPA or
        # a softmax given half tensors on the CPU), the last result in float32 or not
        results = [i for i, site in enumerate(mode.sites) if "out_shape" in site.info]
        for end in ((results[-1] - 1, last) if results else ()):
            out.append(Rewrite("rewrite.dtype_store", (("dtype", str(dtype).removeprefix("torch.")),), None,
                               None, rounding=dtype, span=(0, end, dtype, "store")))
    for i, site in enumerate(mode.sites):
        if site.op in LOW_PRECISION_OPS:
            for dtype in (torch.float16, torch.bfloat16):  # the finer first: bfloat16's tolerance holds both
                name = str(dtype).removeprefix("torch.")
                out.append(Rewrite("rewrite.dtype_op", (("op", site.op), ("dtype", name)),
                                   (site.op, site.index), _in_dtype(dtype), order=i, rounding=dtype))
                # cast down at the start and back up after this call, or down just before it
                # and never back: every call up to it, or from it on, in the low precision
                nth = ("nth", str(site.index + 1))
                if 0 < i < last:
                    out.append(Rewrite("rewrite.dtype_until", (("op", site.op), nth, ("dtype", name)),
                                       None, None, order=i, rounding=dtype, span=(0, i, dtype)))
                    out.append(Rewrite("rewrite.dtype_from", (("op", site.op), nth, ("dtype", name)),
                                       None, None, order=i, rounding=dtype, span=(i, last, dtype)))
    return out


def _distance(rewrite, reference, cases, answers) -> float:
    """The largest difference between the answers and the rewrite's outputs."""
    worst = 0.0
    for args, got in zip(cases, answers):
        out, _ = run(reference, _prepared([rewrite], args) if rewrite else args, {rewrite.site: rewrite.change} if rewrite and rewrite.site else {},
                     span=rewrite.span if rewrite else None)
        if got is None or not isinstance(out, list) or len(out) != len(got):
            continue
        worst = max([worst] + [float((g - o).abs().max()) for g, o in zip(got, out)
                               if g.shape == o.shape and g.numel()])
    return worst


# A rounding explains an answer only when the answer is clearly nearer the low-precision run
# than the float32 one (0.5-0.6 of the distance for real casts, 0.9-1.0 for a slip of another kind).
NEARER = 0.8


def _dtype_match(reference, cases, answers, atol, tol_of) -> Diagnosis | None:
    """The reduced precision whose rounding explains the answer: the answer is within that dtype's
    rounding of the reference (a few ulps of the values' size), farther than float32's, and closer
    to the reference computed in that dtype than to the float32 one. The closest dtype is named."""
    best = None
    for dtype in (torch.float16, torch.bfloat16):
        near = far = 0.0
        ok = True
        for args, got in zip(cases, answers):
            if got is None:
                continue
            want, _ = run(reference, args)
            low, _ = run(reference, args, dtype=dtype)
            if not isinstance(want, list) or not isinstance(low, list) or len(low) != len(got) \
                    or any(g.shape != w.shape for g, w in zip(got, want)):
                ok = False
                break
            for g, w, lo in zip(got, want, low):
                if not (torch.isfinite(g).all() and torch.isfinite(w).all()):
                    ok = ok and checks.same(g, w.where(torch.isfinite(w), g), tol_of(args, atol))
                    continue
                scale = max(1.0, float(w.abs().max()) if w.numel() else 1.0)
                here = float((g - w).abs().max()) if g.numel() else 0.0
                if here <= atol and g.numel() and float((lo - w).abs().max()) > 4 * atol:
                    ok = False  # exact where that dtype's rounding shows: another slip (d/2 = √d at d=4)
                far = max(far, here)
                near = max(near, float((g - lo).abs().max()) if g.numel() else 0.0)
                if far > 16 * torch.finfo(dtype).eps * scale:
                    ok = False
        # nearer to that dtype's computation by a margin (a chance coincidence is within a few %)
        if ok and far > atol and near <= NEARER * far and (best is None or near < best[0]):
            best = (near, dtype)
    if best is None:
        return None
    return best[0], Diagnosis("rewrite.dtype", {"dtype": str(best[1]).removeprefix("torch.")})


def solution_of(check_file: str | None) -> Callable | None:
    """The exercise's reference answer (solution.py beside check.py, written like a learner's
    answer, hand-written softmax and all), as a second reference whose rewrites look like a
    learner's slips. Trusted: the instructor's file, run by the grader."""
    if not check_file:
        return None
    path = Path(check_file).with_name("solution.py")
    if not path.is_file():
        return None
    namespace: dict = {"__name__": "attnlab_solution"}
    try:
        exec(compile(path.read_text(encoding="utf-8"), str(path), "exec"), namespace)  # noqa: S102
    except Exception:  # noqa: BLE001 - a solution that does not load gives no second reference
        return None
    fn = namespace.get(path.parent.name)
    return fn if callable(fn) else None


# How likely a learner is to make each slip, relative to the others (a prior over the grammar):
# pairs are tried likeliest first. A rewrite with several variants at one call (the 2nd of 8
# operands, one of 6 transposes) shares its slip's weight among them.
PRIOR = {
    "rewrite.reduce_dim": 8, "rewrite.reduce_dim_front": 6, "rewrite.reduce_all": 5, "rewrite.scale_none": 8, "rewrite.transpose_axes": 6,
    "rewrite.transpose_one_based": 6, "rewrite.transpose_lower_rank": 7, "rewrite.merge_axis": 3, "rewrite.mask_reused": 3,
    "rewrite.denominator_left_out": 2,
    "rewrite.fill": 6, "rewrite.mask_shift": 6, "rewrite.keepdim": 5, "rewrite.scale": 5,
    "rewrite.operand": 5, "rewrite.operand_layer": 5, "rewrite.no_transpose": 4, "rewrite.view_order": 4,
    "rewrite.weight_reuse": 4, "rewrite.no_normalise": 4, "rewrite.reduce_op": 4,
    "rewrite.no_mask": 4, "rewrite.index": 4, "rewrite.no_bias": 3,
    "rewrite.skip_linear": 3, "rewrite.mask_inverted": 2, "rewrite.mask_transposed": 2, "rewrite.row_mask_on_keys": 5, "rewrite.compare_inverted": 3, "rewrite.no_exp": 2, "rewrite.softmax_base": 1,
    "rewrite.scale_inverted": 2, "rewrite.scale_extra": 2, "rewrite.scale_extra_context": 2, "rewrite.approx_inverse": 1,
    "rewrite.softmax_input": 3, "rewrite.dropout_off": 4, "rewrite.dropout_unscaled": 4,
    "rewrite.dropout_keep": 4, "rewrite.dropout_over_p": 3, "rewrite.scale_twice": 4,
    "rewrite.scale_precedence": 3, "rewrite.dtype_op": 2, "rewrite.permute_axes": 2,
    "rewrite.view_interleaved": 3, "rewrite.heads_interleaved": 3, "rewrite.divide_for_subtract": 2, "rewrite.index_other": 2,
    "rewrite.uniform_weights": 2, "rewrite.no_softmax": 3, "rewrite.index_axis": 2,
    "rewrite.one_for_all": 2, "rewrite.dtype_store": 2, "rewrite.dtype_inputs": 2,
    "rewrite.softmax_whole": 3, "rewrite.mask_flipped": 3, "rewrite.lengths_as_pad_count": 3, "rewrite.dropout_increase": 3,
    "rewrite.dropout_p": 3, "rewrite.output_softmax": 3, "rewrite.masks_swapped": 3, "rewrite.mask_rows_too": 3,
    "rewrite.mask_transpose": 6, "rewrite.mask_axes": 6, "rewrite.mask_axes_reshape": 4, "rewrite.reshape_for_transpose": 3, "rewrite.transpose_numpy": 5,
    # .T on many axes: told where the code shows it (source_reading); otherwise after the classic readings
    "rewrite.transpose_reversed": 3,
    # told first where another slip gives the same output (a softmax over dim=-2 of symmetric
    # scores equals the weights' columns): the transposed factor is the likelier reading
    "rewrite.operand_transposed": 9,
}
# The search is bounded by a count of candidate evaluations (one candidate checked against the
# answer on the cases), never by the clock: the same answer gets the same feedback on a loaded
# machine and a quiet one. Singles of every reference come first, then the likeliest pairs.
MAX_EVALUATIONS = 400


class Budget:
    """Candidate evaluations left for one wrong answer."""

    def __init__(self, evaluations: int = MAX_EVALUATIONS):
        self.left = evaluations

    def take(self) -> bool:
        if self.left <= 0:
            return False
        self.left -= 1
        return True


def likelihood(rewrite: Rewrite, siblings: dict) -> float:
    return PRIOR.get(rewrite.key, 1) / siblings.get((rewrite.key, rewrite.site), 1)


def ranked_pairs(rewrites: Sequence[Rewrite]) -> list[tuple[float, Rewrite, Rewrite]]:
    """(minus likelihood, r1, r2) of the pairs of rewrites at different calls."""
    siblings: dict = {}
    for r in rewrites:
        siblings[(r.key, r.site)] = siblings.get((r.key, r.site), 0) + 1
    return [(-likelihood(a, siblings) * likelihood(b, siblings), a, b)
            for a, b in itertools.combinations(rewrites, 2) if a.site != b.site]


def search_all(references: Sequence[Callable], cases: list, answers: list,
               errors: list | None = None, atol: float = checks.ATOL, tol_of=None,
               budget: Budget | None = None, pairs: bool = True) -> Diagnosis | None:
    """_search_all, with an axis that is an argument of the exercise told by its name ("dim=dim",
    not the -1 of the first case: an exercise given dim=0 as well needs the axis it is given)."""
    returned = [t for a in answers if a is not None for t in a if isinstance(t, torch.Tensor) and t.is_floating_point()]
    if returned and not any(bool(torch.isfinite(t).any()) for t in returned):
        # not one finite entry on any case (NaN everywhere, from 0 · (−inf) say): any change that
        # also ends in NaN matches it, so a match says nothing about which change the code made
        return None
    found = _search_all(references, cases, answers, errors, atol, tol_of, budget, pairs)
    if found is None:
        return None
    if found.key == "rewrite.residual_added" and any(a is None for a in answers):
        found.key = "rewrite.residual_raised"  # told as the error it raised where the widths differ
    names = next((_param_names(r) for r in references if r is not None), [])
    for k, name in enumerate(names):
        values = {c[k] for c in cases if k < len(c) and isinstance(c[k], int) and not isinstance(c[k], bool)}
        if len(values) < 2 or k >= len(cases[0]) or not isinstance(cases[0][k], int) \
                or not any(word in name for word in ("dim", "axis")):
            continue  # a size or axis the cases never vary is told as the number it is (and a count
            # of heads that happens to equal an axis is no axis)
        # the axis asked on the case the rewrite was told on, whichever case that is
        given = {f"dim={v}" for v in values}
        for key, value in list(found.args.items()):
            if value in given and (key == "want" or key.endswith("_want")):
                found.args[key] = f"dim={name}"
    return found


def _search_all(references: Sequence[Callable], cases: list, answers: list,
                errors: list | None = None, atol: float = checks.ATOL, tol_of=None,
                budget: Budget | None = None, pairs: bool = True) -> Diagnosis | None:
    """The rewrite (or pair of rewrites) of one of several equivalent references that reproduces
    the answers on every case (``answers[i]``: the answer's float tensors on ``cases[i]``, None
    where it raised, with the error text in ``errors[i]``); None when none does within the budget.
    Single rewrites of every reference first, then reduced precision, then pairs, likeliest first,
    within ``budget`` evaluations; ``pairs=False``: single rewrites and precision only."""
    tol_of = tol_of or (lambda args, a: a)
    budget = budget or Budget()
    references = [r for r in references if r is not None]
    only_errors = bool(answers) and all(a is None for a in answers)
    live: list = []
    late: list = []
    for ref in references:
        singles = candidates(ref, cases)
        late += [(ref, r) for r in singles if r.key in AFTER_PAIRS]
        singles = [r for r in singles if r.key not in AFTER_PAIRS]
        if only_errors:
            # Only errors to explain: several rewrites may raise the same message; the one at the
            # latest call is nearest the line that raised (a transpose just before the product).
            raising = [r for r in singles if budget.take()
                       and _explains([r], ref, cases, answers, errors, atol, tol_of, r.fills)]
            if raising:
                # the likeliest slip (one of few ways to get that call wrong: a transpose left out
                # before one of six wrong transposes), then the latest call
                siblings: dict = {}
                for r in singles:
                    siblings[(r.key, r.site)] = siblings.get((r.key, r.site), 0) + 1
                raising.sort(key=lambda r: (likelihood(r, siblings), r.order), reverse=True)
                found = _diagnosis([raising[0]])
                # the same message from a slip of another kind (keys transposed (1, 2) and values
                # left unsplit both clash h with n): both are told, the likelier first
                other = next((r for r in raising[1:] if r.key != raising[0].key), None)
                if other is not None:
                    found.args["either"] = other.key
                    found.args["raised_either"] = "1"  # "the same error", not "the same output"
                    found.args.update({f"either_{k}": v for k, v in other.args})
                    # further readings of other kinds, for the runner's reading of the code
                    # (source_reading), which tells the one the code contains
                    more, kinds = [], {raising[0].key, other.key}
                    for r in raising[2:]:
                        if r.key not in kinds and len(more) < 3:
                            kinds.add(r.key)
                            more.append(r)
                    for n, r in enumerate(more, 1):
                        found.args[f"reading{n}"] = r.key
                        found.args.update({f"reading{n}_{k}": v for k, v in r.args})
                return found
            continue
        for n, r in enumerate(singles):
            if not budget.take():
                return None
            if _explains([r], ref, cases, answers, errors, atol, tol_of, r.fills):
                return _either(r, singles[n + 1:], ref, cases, answers, errors, atol, tol_of, budget)
        # two layers used for each other (W_value's projection where the keys go and W_key's where
        # the values go, or the two passed in each other's places): one slip in two places, tried
        # with the singles (a swap moves every entry, so the ranked pairs would reach it last)
        reuses = [r for r in singles if r.key == "rewrite.weight_reuse"]
        for a, b in itertools.combinations(reuses, 2):
            if a.site != b.site and _swap(a, b) and budget.take() \
                    and _explains([a, b], ref, cases, answers, errors, atol, tol_of, a.fills):
                return _diagnosis([a, b])
        live.append((ref, singles))
    if only_errors:
        return None
    for ref, _ in live:  # a finite fill too weak for the scores (log(1e-9), -1e-9 for -1e9)
        found = _fitted_fill(ref, cases, answers, errors, atol, tol_of, budget)
        if found:
            return found
    for ref, _ in live[:1]:  # e / (sum + eps) with an eps large enough to show
        from attnlab.grading import softmax_eps  # it builds on this module's rewrites
        found = softmax_eps.fitted(ref, cases, answers, errors, atol, tol_of, budget)
        if found:
            return found
    if any(a is not None and sum(t.numel() for t in a) >= 4 for a in answers):
        # the whole computation in a low precision, or one call: the nearer to the answer is named
        # (a bfloat16 softmax is also within float16-everywhere's tolerance, but farther)
        for ref, _ in live:
            whole = _dtype_match(ref, cases, answers, atol, tol_of)
            explained = []
            for r in dtype_candidates(ref, cases):
                if not budget.take():
                    break
                if _explains([r], ref, cases, answers, errors, atol, tol_of, r.fills):
                    explained.append(r)
            one = None
            if explained:  # several calls and dtypes may be within tolerance: the nearest is named
                # equally near: the narrower reading first (one call, then a span, then the
                # inputs, then every tensor stored)
                one = min(((_distance(r, ref, cases, answers), r) for r in explained),
                          key=lambda t: (t[0], DTYPE_READINGS.index(t[1].key)))
                if one[0] > NEARER * _distance(None, ref, cases, answers):
                    one = None  # no nearer than float32 everywhere: not rounding
            # the whole computation unless one call or span is clearly nearer (a library softmax
            # given bfloat16 computes inside in float32: partly like every reading)
            if whole and (one is None or not one[0] < NEARER * whole[0]):
                return whole[1]
            if one:
                return _diagnosis([one[1]])
    # a step added after the right output (a softmax of it), the same for every equivalent
    # reference: tried once, after the rounding readings (which need their evaluations first)
    for ref, _ in live[:1]:
        base, _ = run(ref, cases[0])
        for r in _output_rewrites(base) if isinstance(base, list) else ():
            if not budget.take():
                return None
            if _explains([r], ref, cases, answers, errors, atol, tol_of):
                return _diagnosis([r])
    if not pairs:
        return (_late(late, cases, answers, errors, atol, tol_of, budget) if late else None) \
            or _fitted_scale(live[:1], cases, answers, errors, atol, tol_of)
    # Pairs: of the rewrites that change the output on the first case, two at different calls.
    ranked = []
    for rank, (ref, singles) in enumerate(live):
        base, _ = run(ref, cases[0])
        if isinstance(base, str) or base is None:
            continue
        changing, moved, mended = [], {}, {}
        wrong = _moved(answers[0], base, atol)
        for r in singles:
            out, _ = run(ref, _prepared([r], cases[0]), {r.site: r.change} if r.site else {})
            if isinstance(out, list) and not _same(out, base, atol):
                changing.append(r)
                moved[id(r)] = _moved(out, base, atol)
                mended[id(r)] = _mends(out, answers[0], wrong, atol)
        changing = [r for r in changing if r.key not in SINGLE_ONLY]
        ranked += [(_fit(moved[id(a)], moved[id(b)], wrong), -mended[id(a)] - mended[id(b)], score,
                    rank, ref, a, b) for score, a, b in ranked_pairs(changing)]
    # Where the slips are (fault localisation over the output, after Clara's partial repairs): a
    # pair whose two rewrites each change only entries the answer has wrong, and between them all
    # of those, first; then pairs with rewrites that alone make some wrong entry right; then the
    # likelier slips; the reference's order breaks ties (a stable sort).
    ranked.sort(key=lambda p: p[:4])
    for *_, ref, r1, r2 in ranked:
        if not budget.take():
            break
        if _explains([r1, r2], ref, cases, answers, errors, atol, tol_of, r1.fills):
            return _diagnosis([r1, r2])
    return _late(late, cases, answers, errors, atol, tol_of, budget) \
        or _fitted_scale(live[:1], cases, answers, errors, atol, tol_of)


def _fill_change(v: float, add: bool):
    if add:  # an additive mask: v added where hidden, the score itself kept
        return lambda f, a, k, m: a[0] + a[1].to(a[0].dtype) * v
    return lambda f, a, k, m: a[0].masked_fill(a[1], v)


def _leak(outs: list, wants: list) -> float:
    """The weight an output gives where the right one is exactly 0 (a hidden position)."""
    total = 0.0
    for got, want in zip(outs, wants):
        if got is None or not isinstance(got, list) or not isinstance(want, list):
            continue
        for g, w in zip(got, want):
            if g.shape == w.shape:
                total += float(g.detach().double().abs()[(w == 0)].nan_to_num(0.0).sum())
    return total


def _fitted_fill(ref, cases, answers, errors, atol, tol_of, budget) -> Diagnosis | None:
    """The finite fill that reproduces the answer where the reference fills with -inf (or a huge
    negative): found by bisection on its size (the weight a hidden position keeps falls as the
    fill grows), as a value that replaces the score or one added to it. Told with its size beside
    the scores' (-20.7 from log(1e-9) is no mask next to scores of 30)."""
    if any(a is None for a in answers) or not budget.take():
        return None
    base, mode = run(ref, cases[0], record=True)
    if not isinstance(base, list):
        return None
    wants = [run(ref, c)[0] for c in cases]
    leak = _leak(answers, wants)
    if leak <= 0.0 or not math.isfinite(leak):
        return None
    for site in mode.sites:
        value = site.info.get("value") if site.op == "masked_fill" else None
        if not isinstance(value, (int, float)) or value > -1e4:
            continue
        at = (site.op, site.index)
        for add in (False, True):
            def leak_at(t, add=add):
                outs = [run(ref, c, {at: _fill_change(-10.0 ** t, add)})[0] for c in cases]
                return _leak(outs, wants) if all(isinstance(o, list) for o in outs) else None
            lo, hi = -12.0, 12.0  # log10 of the fill's size: leak falls from lo to hi
            low, high = leak_at(lo), leak_at(hi)
            if low is None or high is None or not high <= leak <= low:
                continue
            for _ in range(36):
                if not budget.take():
                    return None
                mid = (lo + hi) / 2
                here = leak_at(mid)
                if here is None:
                    break
                lo, hi = (mid, hi) if here > leak else (lo, mid)
            v = -10.0 ** ((lo + hi) / 2)
            if -1e-3 < v:
                continue  # as good as 0: the exercises' own texts tell a fill of 0
            key = "rewrite.weak_add" if add else "rewrite.weak_fill"

            def fits(t, add=add, key=key):
                change = _fill_change(-10.0 ** t, add)
                return _explains([Rewrite(key, (), at, change)], ref, cases, answers, errors, atol, tol_of)

            mid = math.log10(-v)
            if not fits(mid):
                continue
            # Where scores are far apart every fill in a wide band gives the same weights (BERT's
            # -10000 and -5000 alike next to scores of 2e4): the band is told, not one point in it
            # that the learner never wrote.
            edges = [_edge(fits, mid, mid + step, budget) for step in (-3.0, 3.0)]
            if None in edges:
                return None
            low_v, high_v = 10.0 ** edges[0], 10.0 ** edges[1]
            sign = 1.0 if add else -1.0  # lowered by 20.7; filled with -20.7
            told = f"{sign * -v:.3g}" if high_v < 1.5 * low_v else f"{sign * low_v:.3g} … {sign * high_v:.3g}"
            scale = _score_scale(ref, cases, at)
            return Diagnosis(key, {"got": told, "scale": f"{scale:.3g}"})
    return None


def _scaled_input(c: float):
    """The op's input times c: exp(c·z) for exp(z), softmax(c·x) for softmax(x)."""
    def change(f, a, k, m):
        return f(a[0] * c, *a[1:], **k)
    return change


def _gap(outs: list, answers: list) -> float:
    total = 0.0
    for got, want in zip(outs, answers):
        if not isinstance(got, list) or len(got) != len(want):
            return math.inf
        for g, w in zip(got, want):
            if g.shape != w.shape:
                return math.inf
            total += float((g.double() - w.double()).pow(2).sum())
    return total if math.isfinite(total) else math.inf


# The bases a learner may exponentiate in (2 ** z from exp2, 10 ** z): e^(c·z) with c = ln(base).
BASES = (2, 10)


# Runs of the reference the fitted factor may spend, its own: tried last, after the pairs have
# spent theirs (one parameter fitted is a simpler reading than two rewrites, but the pairs name
# the classic slips; a factor only explains what none of them does).
FIT_EVALUATIONS = 90


def _fitted_scale(live: list, cases, answers, errors, atol, tol_of) -> Diagnosis | None:
    """The exponent's input (a softmax's or an exp's) times a constant c that reproduces the
    answer: fitted (a grid over c from 1/32 to 32, then golden-section search), then checked on
    every case. Told as a base where c = ln(base) (exp2(z) = e^(z·ln 2) without the log2 e factor),
    else as the factor (a temperature: a scale missing, extra or wrong)."""
    # one number (a short answer) is fitted by any factor: a factor is a reading of many numbers
    if not live or any(a is None for a in answers) or sum(t.numel() for a in answers for t in a) < 4:
        return None
    ref, budget = live[0][0], Budget(FIT_EVALUATIONS)
    base, mode = run(ref, cases[0], record=True)
    if not isinstance(base, list):
        return None
    for site in mode.sites:
        if site.op not in ("exp", "softmax"):
            continue
        at = (site.op, site.index)

        def gap(t):
            return _gap([run(ref, c, {at: _scaled_input(math.exp(t))})[0] for c in cases], answers)
        grid = [i * math.log(2) for i in range(-5, 6) if i != 0]  # c from 1/32 to 32, t = ln c
        if not all(budget.take() for _ in grid):
            return None
        scored = sorted((gap(t), t) for t in grid)
        best, t = scored[0]
        if not math.isfinite(best):
            continue
        lo, hi = t - math.log(2), t + math.log(2)
        golden = (math.sqrt(5) - 1) / 2
        for _ in range(30):
            if not budget.take():
                return None
            a, b = hi - golden * (hi - lo), lo + golden * (hi - lo)
            lo, hi = (lo, b) if gap(a) < gap(b) else (a, hi)
        c = math.exp((lo + hi) / 2)
        if abs(c - 1.0) < 1e-3:
            continue
        named = next((b for b in BASES if abs(c - math.log(b)) < 2e-3 * math.log(b)), None)
        c = math.log(named) if named else c
        key = "rewrite.exp_base" if named else "rewrite.score_factor"
        rewrite = Rewrite(key, (), at, _scaled_input(c))
        if _explains([rewrite], ref, cases, answers, errors, atol, tol_of):
            if named:
                return Diagnosis(key, {"base": str(named), "c": f"{c:.4g}", "inverse": f"{1 / c:.4g}"})
            return Diagnosis(key, {"c": number_text(c), "op": site.op})
    return None


def _edge(fits, inside: float, outside: float, budget, steps: int = 8) -> float | None:
    """The log10 size where ``fits`` stops holding between ``inside`` (fits) and ``outside``,
    to within (outside - inside) / 2**steps; ``outside`` itself where it still fits."""
    if not budget.take():
        return None
    if fits(outside):
        return outside
    for _ in range(steps):
        if not budget.take():
            return None
        mid = (inside + outside) / 2
        inside, outside = (mid, outside) if fits(mid) else (inside, mid)
    return inside


def _score_scale(ref, cases, at) -> float:
    """The largest score a fill at ``at`` must dominate, over the cases."""
    seen = [0.0]

    def watch(f, a, k, m):
        finite = a[0].detach().nan_to_num(0.0, 0.0, 0.0)
        seen.append(float(finite.abs().max()) if finite.numel() else 0.0)
        return f(*a, **k)

    for c in cases:
        run(ref, c, {at: watch})
    return max(seen)


# Rewrites tried alone only: slips of a step that learners write in one piece (a merge along
# another axis, a mask reused, the denominator of a one-row softmax); in pairs they would only
# spend the budget the classic pairs need.
SINGLE_ONLY = {"rewrite.partial_sum", "rewrite.cumsum_for_sum", "rewrite.data_centred", "rewrite.data_standardised", "rewrite.softmax_standardised", "rewrite.output_softmax", "rewrite.log_weights", "rewrite.floor_division", "rewrite.merge_axis", "rewrite.mask_reused", "rewrite.denominator_left_out",
               "rewrite.transpose_one_based", "rewrite.transpose_lower_rank", "rewrite.term_left_out",
               "rewrite.softmax_twice", "rewrite.clamp_input", "rewrite.factor_one_term", "rewrite.factor_outside_sum", "rewrite.factor_twice",
               "rewrite.reduce_after_first", "rewrite.scores_lost",
               "rewrite.reshape_for_transpose", "rewrite.mask_axes_reshape", "rewrite.tiled_view",
               "rewrite.single_term", "rewrite.outer_summed"}

# Single rewrites tried after the pairs: any far row of a short axis explains by symmetry what
# two indices counted from 1 do (x[2] @ x[1] for x[1] @ x[0] is also x[1] @ x[2]).
# log weights: after the output's log; routes that coincide with a classic slip on one number (a
# running total at a causal row's last key, a partial sum): only where nothing likelier fits
AFTER_PAIRS = {"rewrite.index_other", "rewrite.log_weights", "rewrite.cumsum_for_sum", "rewrite.partial_sum",
               "rewrite.product_term_left_out",
               "rewrite.denominator_no_exp", "rewrite.softmax_standardised", "rewrite.data_centred",
               "rewrite.data_standardised"}


def _late(late, cases, answers, errors, atol, tol_of, budget):
    for ref, r in late:
        if not budget.take():
            return None
        if _explains([r], ref, cases, answers, errors, atol, tol_of, r.fills):
            return _diagnosis([r])
    return None


def _moved(out, base, atol):
    """Which entries of ``out`` differ from the reference's ``base`` (one bool tensor per output),
    or None where the shapes differ or there is nothing to compare."""
    if not isinstance(out, list) or len(out) != len(base) or any(o.shape != b.shape for o, b in zip(out, base)):
        return None
    return [~torch.isclose(o, b, rtol=0.0, atol=atol, equal_nan=True) for o, b in zip(out, base)]


def _mends(out, answer, wrong, atol) -> int:
    """1 where the rewrite alone makes some entry the answer has wrong equal to the answer's."""
    if wrong is None or _moved(out, answer, atol) is None:
        return 0
    return int(any(bool((w & ~m).any()) for w, m in zip(wrong, _moved(out, answer, atol))))


def _fit(a, b, wrong) -> int:
    """0: rewrites a and b between them move exactly the answer's wrong entries (each moves some
    and none that are right); 1: unknown (a shape changes); 2: one of them moves a right entry
    or the wrong entries are not all covered."""
    if a is None or b is None or wrong is None:
        return 1
    for ma, mb, w in zip(a, b, wrong):
        if bool((ma & ~w).any()) or bool((mb & ~w).any()) or bool((w & ~(ma | mb)).any()):
            return 2
    return 0


# Other readings of an answer a single rewrite reproduced, looked for among the likelier slips at
# later calls (the weights times the keys is also W_key used for W_value where keys = values).
MAX_ALTERNATIVES = 60


def _either(found, rest, ref, cases, answers, errors, atol, tol_of, budget) -> Diagnosis:
    """The found rewrite (the earliest call), with a likelier slip at another call that reproduces
    the answer just as exactly told after it: both are named."""
    tried = 0
    for r in rest:
        if r.key == found.key or r.site == found.site and (found.key, r.key) not in SAME_SITE_EITHER \
                or PRIOR.get(r.key, 1) <= PRIOR.get(found.key, 1):
            continue
        if tried >= MAX_ALTERNATIVES or not budget.take():
            break
        tried += 1
        if _explains([r], ref, cases, answers, errors, atol, tol_of, r.fills):
            if r.key in TOLD_FIRST:  # the likelier reading is told first, the found one after it
                found, r = r, found
            d = _diagnosis([found])
            d.args["either"] = r.key
            d.args.update({f"either_{k}": v for k, v in r.args})
            return d
    return _diagnosis([found])


# Two readings of one call, both said where both fit: an earlier mask used again (which needs the
# code to hold that mask: source_reading keeps the one the code shows) and a row mask laid along
# the keys (which any code can do, a product with a mask of the keys' shape included).
SAME_SITE_EITHER = {("rewrite.mask_reused", "rewrite.row_mask_on_keys")}


# Readings told before an earlier call's rewrite that gives the same output: the weights' column
# (a transposed factor) rather than a softmax over the other axis of symmetric scores.
TOLD_FIRST = {"rewrite.operand_transposed"}


def search(reference: Callable, cases: list, answers: list, errors: list | None = None,
           atol: float = checks.ATOL, tol_of=None, budget: Budget | None = None) -> Diagnosis | None:
    """:func:`search_all` over one reference."""
    return search_all([reference], cases, answers, errors, atol, tol_of, budget)


# --- errors explained in the axes' names -------------------------------------------------------

# A module's sizes, as the lessons name them; a tensor's axes are named by where they are.
MODULE_SIZES = (("num_heads", "h"), ("head_dim", "hd"), ("d_out", "d_out"), ("d_in", "d_in"))
# Numbers in an error message that are not sizes: axis indices and the range of valid axes.
_NOT_SIZES = re.compile(r"(dimension|dim|axis|position)\s+-?\d+|range of \[[^\]]*\]|got -?\d+\)"
                        r"|torch\.\w+|\b[A-Za-z_]+\d\w*", re.IGNORECASE)


def _param_names(reference: Callable | None) -> list[str]:
    try:
        return list(inspect.signature(reference).parameters)
    except (TypeError, ValueError):
        return []


def _size_names(args, params: Sequence[str]) -> dict[int, set[str]]:
    """Each size of the case (> 1), with the names it has: a module's num_heads (h), head_dim
    (hd), d_out; an axis of a tensor argument (x.shape[1]); an int argument by its name."""
    names: dict[int, set[str]] = {}
    for i, a in enumerate(args):
        label = params[i] if i < len(params) else f"input {i + 1}"
        if isinstance(a, torch.Tensor):
            for j, size in enumerate(a.shape):
                if size > 1:
                    names.setdefault(int(size), set()).add(f"{label}.shape[{j}]")
            if not a.is_floating_point() and a.dtype != torch.bool and 0 < a.numel() <= 64:
                # an integer tensor's values are sizes too (lengths.max() taken for n)
                for how, v in (("max", a.max()), ("min", a.min())):
                    if int(v) > 1:
                        names.setdefault(int(v), set()).add(f"{label}.{how}()")
            for j in range(a.dim() - 1):  # two axes merged by a view (b·n rows of a matmul)
                if a.shape[j] > 1 and a.shape[j + 1] > 1:
                    names.setdefault(int(a.shape[j] * a.shape[j + 1]), set()).add(
                        f"{label}.shape[{j}]·{label}.shape[{j + 1}]")
        elif isinstance(a, torch.nn.Module):
            for attr, letter in MODULE_SIZES:
                size = getattr(a, attr, None)
                if isinstance(size, int) and size > 1:
                    names.setdefault(size, set()).add(f"{letter} ({label}.{attr})" if letter != attr
                                                      else f"{label}.{attr}")
        elif isinstance(a, int) and not isinstance(a, bool) and a > 1:
            names.setdefault(a, set()).add(label)
    return names


def _from_end(name: str, k: int, per_case: list, cases: list, raised: list, params: Sequence[str]) -> str:
    """``x.shape[2]`` as ``x.shape[-2]`` where x comes in several ranks (scores (n, n) and
    (b, h, n, n)): an axis counted from the end is the same axis at every rank, the one counted
    from the front is not (shape[2] of (n, n) raises)."""
    found = re.fullmatch(r"(\w+)\.shape\[(\d+)\]", name)
    if not found or found.group(1) not in params:
        return name
    i = list(params).index(found.group(1))
    ranks = {a[i].dim() for a in cases if i < len(a) and isinstance(a[i], torch.Tensor)}
    back = None
    for (args, _), (sizes, _) in zip(raised, per_case):
        t = args[i] if i < len(args) else None
        if not isinstance(t, torch.Tensor) or k >= len(sizes):
            return name
        here = {j - t.dim() for j in range(t.dim()) if t.shape[j] == sizes[k]}
        back = here if back is None else back & here
    if len(ranks) < 2 or not back or max(back) < -2:
        return name
    return f"{found.group(1)}.shape[{max(back)}]"


_VIEW_SIZE = re.compile(r"shape '\[([-\d, ]+)\]' is invalid for input of size (\d+)")


def _view_size(raised: list, params: Sequence[str]) -> Diagnosis | None:
    """A view or reshape whose sizes do not multiply to the tensor's: the one size that, changed
    to what the entries need, is a size the case names (head_dim), and what the size given was
    (the input's width over the heads: d_in // h where d_out // h belongs). Every case that raised
    must agree on the position, and on a name for each size (the book's case, where h = b = d_out = 2,
    names 2 many ways; another case tells which)."""
    key = lambda t: ("(" not in t, len(t), t)  # noqa: E731 - the module's own names first
    seen = []
    for args, error in raised:
        match = _VIEW_SIZE.search(error)
        if not match:
            return None
        target = [int(v) for v in match.group(1).split(",")]
        total = int(match.group(2))
        if -1 in target or not target:
            return None
        names = _size_names(args, params)
        # and the quotients of an axis by an int argument (x.shape[2] // num_heads: a head's width)
        label = [params[k] if k < len(params) else f"input {k + 1}" for k in range(len(args))]
        for k, a in enumerate(args):
            if isinstance(a, int) and not isinstance(a, bool) and a >= 1:
                names.setdefault(a, set()).add(label[k])
                for j, t in enumerate(args):
                    for axis, size in enumerate(t.shape if isinstance(t, torch.Tensor) else ()):
                        if size % a == 0 and size // a > 1:
                            names.setdefault(int(size // a), set()).add(f"{label[j]}.shape[{axis}] // {label[k]}")
        fits = []
        for i, got in enumerate(target):
            others = math.prod(target[:i] + target[i + 1:])
            if others and total % others == 0 and total // others != got and total // others in names:
                fits.append((i, got, total // others))
        if len(fits) > 1:  # a size given that is one of the case's own (h) is likelier meant
            fits = [f for f in fits if f[1] not in names] or fits
        if not fits:
            return None
        here = {}
        for i, got, want in fits:
            # the size's own names, and the quotients of two named sizes that give it (x.shape[2] // h):
            # a case where it is also another size (2 heads, 2 sequences) still names the quotient
            got_names = set(names.get(got, set())) | {f"{a} // {b}" for d, bs in names.items()
                                                      if d > 1 and got * d in names
                                                      for b in bs for a in names[got * d]}
            here[i] = (got, want, set(names[want]), got_names)
        seen.append((here, error))
    # the one position every case that raised can be mended at (a case may allow two)
    places = set.intersection(*(set(here) for here, _ in seen)) if seen else set()
    if len(places) > 1 and all(len({here[p][:2] for p in places}) == 1 for here, _ in seen):
        # the same size given at several places ([b, n, h, h] where [b, n, h, hd] belongs): the
        # last, where a split view puts the width of each piece
        places = {max(places)}
    if len(places) != 1:
        return None
    (i,) = places
    want_names = set.intersection(*(here[i][2] for here, _ in seen))
    got_names = set.intersection(*(here[i][3] for here, _ in seen))
    if not want_names or not got_names:
        return None
    got, want, _, _ = seen[0][0][i]
    error = seen[0][1]
    return Diagnosis("feedback.raised_view_size", {
        "error": error, "pos": str(i), "got": str(got), "want": str(want),
        # a name of the right size that reads the one given (x.shape[2] // num_heads beside num_heads) first
        "want_name": sorted(want_names, key=lambda w: (not any(g in w for g in got_names), key(w)))[0],
        "got_name": sorted(got_names, key=key)[0]})


_MM_SHAPES = re.compile(r"mat1 and mat2 shapes cannot be multiplied \((\d+)x(\d+) and (\d+)x(\d+)\)")
_STACK_SIZES = re.compile(r"stack expects each tensor to be equal size, but got \[([\d, ]*)\] at entry \d+ "
                          r"and \[([\d, ]*)\] at entry \d+")


def _named_size(size: int, names: dict) -> str:
    told = sorted(names.get(size, ()), key=lambda t: ("(" not in t, len(t), t))
    return f"{size} = {told[0]}" if told else str(size)


def _matmul_shapes(raised: list, params: Sequence[str]) -> Diagnosis | None:
    """A 2-D product whose inner sizes differ, where one factor fits with its two axes swapped:
    that factor (a @ a where a @ a.T belongs; the first factor given as (k, n))."""
    args, error = raised[0]
    found = _MM_SHAPES.search(error)
    if not found:
        return None
    p, q, r, t = (int(v) for v in found.groups())
    names = _size_names(args, params)
    told = {"error": error, "a": f"({_named_size(p, names)}, {_named_size(q, names)})",
            "b": f"({_named_size(r, names)}, {_named_size(t, names)})"}
    if q == t > 1 and q != r:
        return Diagnosis("feedback.raised_matmul_second", told)
    if p == r > 1 and q != r:
        return Diagnosis("feedback.raised_matmul_first", told)
    return None


def uneven_pieces(error: str) -> bool:
    """The error of pieces of unequal size stacked (torch.stack's)."""
    return bool(_STACK_SIZES.search(error or ""))


def _uneven_pieces(raised: list, params: Sequence[str]) -> Diagnosis | None:
    """Pieces stacked that differ along one axis only: one tensor cut along that axis into pieces
    of unequal size (chunk or split by a count that does not divide it); the input axis cut, where
    an input of the pieces' other sizes has it."""
    args, error = raised[0]
    found = _STACK_SIZES.search(error)
    if not found:
        return None
    a, b = (tuple(int(x) for x in g.replace(" ", "").split(",") if x) for g in found.groups())
    if len(a) != len(b) or sum(x != y for x, y in zip(a, b)) != 1:
        return None
    k = next(i for i, (x, y) in enumerate(zip(a, b)) if x != y)
    cut = ""
    for j, t in enumerate(args):
        if isinstance(t, torch.Tensor) and t.dim() == len(a) and t.shape[k] > max(a[k], b[k]) \
                and all(t.shape[i] == a[i] for i in range(len(a)) if i != k):
            label = params[j] if j < len(params) else f"input {j + 1}"
            cut = f"{label}.shape[{k}] = {t.shape[k]}"
            break
    return Diagnosis("feedback.raised_uneven_pieces" if cut else "feedback.raised_uneven_pieces_noaxis",
                     {"error": error, "axis": str(k), "a": str(a[k]), "b": str(b[k]), "cut": cut})


def sizes_in(error: str) -> list[int]:
    return [int(n) for n in re.findall(r"\d+", _NOT_SIZES.sub(" ", error))]


def explain_error(cases: list, errors: Sequence[str], reference: Callable | None = None) -> Diagnosis | None:
    """A raised error told in the axes' names: each size in the message (the clashing sizes of a
    broadcast, a matmul or a view) named by what it is on every case that raised (h, hd, x.shape[1]
    ...), so "(2) must match (4)" reads "2 is h (mha.num_heads), 4 is hd (mha.head_dim)". None when
    the message holds no size that the cases name consistently."""
    params = _param_names(reference)
    raised = [(args, e) for args, e in zip(cases, errors) if e]
    if not raised:
        return None
    viewed = _view_size(raised, params) or _matmul_shapes(raised, params) or _uneven_pieces(raised, params)
    if viewed:
        return viewed
    per_case = [(sizes_in(e), _size_names(args, params)) for args, e in raised]
    counts = {len(sizes) for sizes, _ in per_case}
    if len(counts) != 1 or not per_case[0][0]:
        return None
    told, seen = [], set()
    for k in range(len(per_case[0][0])):
        common = None
        for sizes, names in per_case:
            here = names.get(sizes[k], set())
            common = here if common is None else common & here
        value = per_case[0][0][k]
        if common and value not in seen:
            seen.add(value)
            told.append(f"{value} = {' = '.join(sorted(common, key=lambda t: ('(' not in t, t)))}")
    if not told:
        return None
    if len(told) == 2 and "must match the size" in raised[0][1]:
        # a broadcast lines axes up from the right: the two sizes sit under one axis, so one
        # tensor was sized by the wrong axis (sliced by d_in where n belongs) or lacks an axis
        first, second = (_from_end(t.split(" = ")[1], k, per_case, cases, raised, params)
                         for k, t in enumerate(told))
        return Diagnosis("feedback.raised_broadcast", {"error": raised[0][1], "sizes": "; ".join(told),
                                                       "a": first, "b": second})
    return Diagnosis("feedback.raised_axes", {"error": raised[0][1], "sizes": "; ".join(told)})


_DIM_RANGE = re.compile(r"Dimension out of range \(expected to be in range of \[(-?\d+), (-?\d+)\], but got (-?\d+)\)")


def explain_dim_error(cases: list, errors: Sequence[str], reference: Callable | None = None) -> Diagnosis | None:
    """An axis asked of a case that has too few (dim=-2 or dim=1 on a 1-D input): the case's shape,
    the axis asked and the axes the reference itself reduces over, counted as it counts them
    (dim=-1 works at any rank)."""
    for args, error in zip(cases, errors):
        found = _DIM_RANGE.search(error or "")
        if not found:
            continue
        ndim = int(found.group(2)) + 1
        shape = next((tuple(a.shape) for a in args if isinstance(a, torch.Tensor) and a.dim() == ndim), None)
        if shape is None:
            return None
        dims: list = []
        if reference is not None:
            base, mode = run(reference, args, record=True)
            if isinstance(base, list):
                dims = sorted({s.info["dim"] for s in mode.sites if s.op in REDUCE
                               and isinstance(s.info.get("dim"), int)})
        if not dims:
            return None
        return Diagnosis("feedback.raised_dim", {
            "error": error, "got": found.group(3), "shape": checks.shape_text(shape), "ndim": str(ndim),
            "want": ", ".join(f"dim={d}" for d in dims)})
    return None


def _swap(a: Rewrite, b: Rewrite) -> bool:
    """Two weight reuses that trade two layers' places (W_value for W_key and W_key for W_value)."""
    if not a.key == b.key == "rewrite.weight_reuse":
        return False
    x, y = dict(a.args), dict(b.args)
    return x.get("got") == y.get("want") and x.get("want") == y.get("got")


def _diagnosis(rewrites: list[Rewrite]) -> Diagnosis:
    first = rewrites[0]
    args = first.text_args
    if len(rewrites) > 1 and _swap(first, rewrites[1]):
        return Diagnosis("rewrite.weight_swap", {"got": args["got"], "want": args["want"]})
    if len(rewrites) > 1 and first.key == rewrites[1].key == "rewrite.index" \
            and first.args != rewrites[1].args:
        # two indices each counted from 1 (inputs[2] @ inputs[1] for inputs[1] @ inputs[0]): one
        # sentence for both, not the same clause twice
        other = rewrites[1].text_args
        # told as the rows used against the rows asked: a dot product is the same either way
        # round, so which row stood for which token is not known (inputs[1] @ inputs[2] is
        # inputs[2] @ inputs[1])
        return Diagnosis("rewrite.index_pair", {"got": f"{args['got']}, {other['got']}",
                                                "want": f"{args['want']}, {other['want']}"})
    if len(rewrites) > 1 and (rewrites[1].key, rewrites[1].args) != (first.key, first.args):
        # the second is told after the first (report.feedback_text); the same slip made in two
        # places (inputs[2] for inputs[1] twice) is told once
        args["also"] = rewrites[1].key
        args.update({f"also_{k}": v for k, v in rewrites[1].args})
    return Diagnosis(first.key, args)
