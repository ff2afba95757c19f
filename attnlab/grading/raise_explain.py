"""Trusted side of attnlab.grading.raise_trace: the learner's own line that raised, the op and its
operands' shapes in the case's axes (n, d_in, h, hd ...), and the concept behind the error where
the trace shows one (a float mask given to masked_fill, an nn.Linear weight used without .T, an
einsum that names more axes than its operand has, .T on a 3-D tensor, unsqueeze(-1) after a
reduction over another axis, code written for one rank meeting another). Also the first op that
made an inf or a NaN from finite values (exp overflowing, 0 × -inf). Everything read from the
child is bounded and checked first; anything malformed is dropped (it only adds words)."""

from __future__ import annotations

import itertools
import math
import re

import torch

from attnlab.grading import checks
from attnlab.grading.raise_trace import FLOAT_FOR_INT

_REDUCE = {"amax", "max", "sum", "mean", "min", "amin", "logsumexp", "norm", "prod", "std", "var",
           "argmax", "argmin"}
_MATMUL = {"matmul", "__matmul__", "__rmatmul__", "mm", "bmm", "linear"}
_ELEMENTWISE = {"sub", "__sub__", "__rsub__", "add", "__add__", "__radd__", "mul", "__mul__", "__rmul__",
                "div", "__truediv__", "__rtruediv__", "sub_", "add_", "mul_", "div_", "where"}


def _text(v, limit=160) -> str:
    return checks.clean_text(v, limit) if isinstance(v, str) else ""


def _operand(d, depth=0):
    if not isinstance(d, dict) or depth > 3:
        return None
    shape = d.get("shape")
    if not (isinstance(shape, list) and len(shape) <= checks.MAX_DIMS
            and all(isinstance(s, int) and not isinstance(s, bool) and 0 <= s < 2**31 for s in shape)):
        return None
    out = {"shape": tuple(shape), "dtype": _text(d.get("dtype"), 20), "name": _text(d.get("name"), 60)}
    made = _call(d.get("made"), depth + 1)
    if made:
        out["made"] = made
    return out


def _plain(v):
    if isinstance(v, bool) or isinstance(v, int) and abs(v) < 2**31:
        return v
    if isinstance(v, float):
        return v
    if isinstance(v, str):
        return _text(v, 60)
    if isinstance(v, list) and len(v) <= 8 and all(isinstance(x, int) and not isinstance(x, bool) for x in v):
        return tuple(v)
    return None


def _call(c, depth=0):
    if not isinstance(c, dict) or depth > 3:
        return None
    op = _text(c.get("op"), 40)
    operands = c.get("operands") if isinstance(c.get("operands"), list) else []
    ops = [o for o in (_operand(o, depth) for o in operands[:4]) if o]
    args = [a for a in (_plain(a) for a in (c.get("args") if isinstance(c.get("args"), list) else [])[:4])
            if a is not None]
    kw = c.get("kwargs") if isinstance(c.get("kwargs"), dict) else {}
    kwargs = {_text(k, 20): _plain(v) for k, v in list(kw.items())[:4] if isinstance(k, str) and _plain(v) is not None}
    out = {"op": op, "operands": ops, "args": args, "kwargs": kwargs}
    for k in ("what", "largest", "underflow"):
        if k in c:
            out[k] = _plain(c[k])
    return out if op else None


def read_traces(result: dict, count: int) -> dict:
    """{"raised" | "nonfinite": (case index, trace)} from the child's reply, bounded."""
    out = {}
    raw = result.get("traces") if isinstance(result, dict) else None
    if not isinstance(raw, list):
        return out
    for item in raw[:3]:
        if not (isinstance(item, list) and len(item) == 2 and isinstance(item[0], int)
                and 0 <= item[0] < count and isinstance(item[1], dict)):
            continue
        t = item[1]
        trace = {"line": t["line"] if isinstance(t.get("line"), int) and 0 < t["line"] < 10**6 else 0,
                 "code": _text(t.get("code"))}
        if "lint" in t:
            found = t["lint"] if isinstance(t["lint"], dict) else {}
            op, reorder = _text(found.get("op"), 20), _text(found.get("reorder"), 20)
            size = found.get("size")
            if op and reorder and isinstance(size, int) and not isinstance(size, bool) and 0 < size < 2**31:
                shapes = {k: tuple(found[k]) for k in ("before", "after") if isinstance(found.get(k), list)
                          and len(found[k]) <= checks.MAX_DIMS
                          and all(isinstance(v, int) and not isinstance(v, bool) and 0 <= v < 2**31 for v in found[k])}
                at = found.get("at")
                at = at if isinstance(at, int) and not isinstance(at, bool) and -checks.MAX_DIMS <= at < 0 else None
                out["lint"] = (item[0], {**trace, "op": op, "reorder": reorder, "size": size, **shapes,
                                         **({"at": at} if at is not None else {})})
        elif "nonfinite" in t:
            found = _call(t["nonfinite"])
            if found:
                out["nonfinite"] = (item[0], {**trace, "call": found})
        else:
            if isinstance(t.get("floats"), str):
                trace["floats"] = _text(t["floats"], 80)
            out.setdefault("raised_all", []).append((item[0], {**trace, "call": _call(t.get("call"))}))
            out.setdefault("raised", out["raised_all"][0])
    return out


def _dim(call):
    d = call["kwargs"].get("dim", call["kwargs"].get("axis", call["args"][0] if call["args"] else None))
    return d if isinstance(d, int) and not isinstance(d, bool) else None


def _chain(operand, depth=3):
    """The calls that made an operand, nearest first."""
    out, here = [], operand
    while here and here.get("made") and len(out) < depth:
        out.append(here["made"])
        here = here["made"]["operands"][0] if here["made"]["operands"] else None
    return out


def made_shape(operand, step: int):
    """The shape of the tensor that the ``step``-th call of the operand's history made."""
    here = operand
    for _ in range(step):
        here = here["made"]["operands"][0]
    return here["shape"]


def _inserted(before: tuple, after: tuple) -> int | None:
    """The position of the one size-1 axis that ``after`` adds to ``before`` (the last such
    position when several fit: [..., None] on a (3,) of ones), or None."""
    if len(after) != len(before) + 1:
        return None
    fits = [p for p in range(len(after)) if after[p] == 1 and after[:p] + after[p + 1:] == before]
    return fits[-1] if len(fits) == 1 else None


def _shape_named(shape, names) -> str:
    from attnlab.grading.call_error import _shape_named as named

    return named(tuple(shape), names)


# calls that add size-1 axes to a tensor (or keep it): pad[None, None], unsqueeze(0), view(1, 1, b, n)
_ADD_AXES = {"__getitem__", "unsqueeze", "view", "reshape", "expand_dims", "contiguous", "bool", "to"}


def _placement(call, names) -> tuple[str, dict] | None:
    """An input given new size-1 axes in the wrong place (pad[None, None] for a (b, n) mask beside
    (b, h, n, n) scores): where its axes landed, what they line up with, and the index that puts
    each axis under its own."""
    operands = call["operands"]
    if len(operands) < 2:
        return None
    for o in operands:
        rank = len(o["shape"])
        here = o
        while here.get("made") and here["made"]["op"] in _ADD_AXES and here["made"]["operands"]                 and not here["name"]:
            here = here["made"]["operands"][0]
        src = tuple(here["shape"])
        if here is o or not here["name"] or not 1 <= len(src) < rank or 1 in src:
            continue
        other = max((x for x in operands if x is not o), key=lambda x: len(x["shape"]))
        big = tuple(other["shape"])
        got = tuple(o["shape"])
        if len(big) > rank and got[-1] == 1 and big[-1] > 1:
            # fewer axes, the last one a new size-1 axis (pad[:, :, None] beside (b, h, n, n)):
            # broadcasting lines it up from the right, where adding one more size-1 axis would
            # keep the mask on the query axis; told as a placement of all its axes
            got = (1,) * (len(big) - rank) + got
            rank = len(big)
        if len(big) != rank or tuple(s for s in got if s != 1) != src:
            continue
        at = [p for p, s in enumerate(got) if s != 1]
        if all(got[p] == big[p] or big[p] == 1 for p in at):
            continue  # its axes sit under their own: not a placement slip
        fits = [q for q in itertools.combinations(range(rank), len(src))
                if all(big[q[k]] == src[k] for k in range(len(src)))]
        if not fits:
            return None
        # the first axis first and the last last where they can be (batch first, keys last)
        best = max(fits, key=lambda q: (q[-1] == rank - 1, q[0] == 0, q))
        index = "[" + ", ".join(":" if p in best else "None" for p in range(rank)) + "]"
        right = tuple(src[best.index(p)] if p in best else 1 for p in range(rank))
        clash = next(p for p in at if got[p] != big[p] and big[p] != 1)
        named = lambda shape: _shape_named(shape, names) if names else checks.shape_text(shape)  # noqa: E731
        return "concept.axes_placed", {
            "name": here["name"], "before": named(src), "after": named(got), "other": _label(other),
            "other_shape": named(big), "axis": str(clash), "fix": f"{here['name']}{index}",
            "mine": f"{here['name']}.shape[{at.index(clash)}]", "theirs": f"{_label(other)}.shape[{clash}]",
            "right": named(right)}
    return None


def _broadcasts(a: tuple, b: tuple) -> bool:
    return all(x == y or x == 1 or y == 1 for x, y in zip(reversed(a), reversed(b)))


def _missing_axis(call, names) -> tuple[str, dict] | None:
    """Two operands of an elementwise op that do not broadcast, one of which fits once it gets a
    size-1 axis back (a reduction without keepdim=True, a (b, 1, n) mask beside (b, h, n, n)
    scores): the axis it lacks, read from the two shapes, and where it was lost. A tensor sized by
    the wrong axis (n taken from the batch) gets no such reading: no inserted axis makes it fit."""
    operands = call["operands"]
    if call["op"].rstrip("_") not in _ELEMENTWISE | {"masked_fill", "where"} or len(operands) < 2:
        return None
    big = max(operands, key=lambda o: len(o["shape"]))
    for o in operands:
        if o is big or len(o["shape"]) >= len(big["shape"]) or not o["shape"]:
            continue
        got, full = tuple(o["shape"]), tuple(big["shape"])
        if _broadcasts(got, full):
            return None
        # each size of the operand must sit under an equal size of the other: a real fit
        fits = {got[:p] + (1,) + got[p:] for p in range(len(got) + 1)}
        fits = [f for f in fits if _broadcasts(f, full)
                and all(s == 1 or s == t for s, t in zip(reversed(f), reversed(full)))]
        if len(fits) > 1:  # the first axis first and the last last where they can be (batch, keys)
            fits = [f for f in fits if f[0] == got[0] and f[-1] == got[-1]]
        if len(fits) != 1:
            return None
        right = fits[0]
        pos = next(p for p in range(len(right)) if right[:p] + right[p + 1:] == got)
        named = lambda shape: _shape_named(shape, names) if names else checks.shape_text(shape)  # noqa: E731
        label = _label(o)
        if not o["name"] and o.get("made"):  # eq(src_mask, …): the tensor it was made from
            src = next((m["operands"][0]["name"] for m in _chain(o) if m["operands"] and m["operands"][0]["name"]), "")
            label = f"{o['made']['op'].strip('_')}({src}, …)" if src else label
        out = {"name": label, "shape": named(got), "other": _label(big), "other_shape": named(full),
               "right": named(right), "pos": str(pos)}
        for made in _chain(o):  # a reduction that dropped it: keepdim=True keeps it in place
            if made["op"] in _REDUCE and not made["kwargs"].get("keepdim"):
                return "concept.missing_axis_keepdim", {**out, "reduce": made["op"]}
        return "concept.missing_axis", out
    return None


def _concept(call, args, cases, errors, index, names=None) -> tuple[str, dict] | None:
    op = call["op"].rstrip("_")
    operands = call["operands"]
    placed = _placement(call, names) or _missing_axis(call, names)
    if placed:
        return placed
    if len(operands) == 2 and all(len(o["shape"]) == 1 for o in operands) \
            and operands[0]["shape"] != operands[1]["shape"] and 1 not in (operands[0]["shape"][0], operands[1]["shape"][0]) \
            and op in _ELEMENTWISE | {"ge", "gt", "le", "lt", "eq", "ne", "__ge__", "__gt__", "__le__", "__lt__",
                                      "__eq__", "__ne__"}:
        # arange(n) >= lengths: two 1-D tensors of other lengths meet entry by entry, where a table
        # of every pair (one per row, one per column) was meant
        a, b = operands
        return "concept.outer_1d", {"a": _label(a), "b": _label(b), "n": str(a["shape"][0]),
                                    "m": str(b["shape"][0])}
    if op == "one_hot" and any("smaller than num_classes" in str(e) for e in errors if e):
        # one_hot(lengths, n): a length of n (a sequence with no padding) is class n, beyond n classes
        return "concept.one_hot_range", {"of": _label(operands[0]) if operands else "…"}
    mask = {"masked_fill": 1, "where": 0, "masked_select": 1, "masked_scatter": 1}.get(op)
    if mask is not None and len(operands) > mask and operands[mask]["dtype"] not in ("bool", "") \
            and (op != "where" or len(operands) == 3):
        return "concept.mask_bool", {"dtype": operands[mask]["dtype"], "op": op}
    if op == "linear" and len(operands) >= 2:
        w = operands[1]
        made = w.get("made") or {}
        src = made.get("operands") or [None]
        if made.get("op") in ("T", "t", "mT", "transpose") and src[0] and src[0]["name"].endswith(".weight"):
            # F.linear(x, W.weight.T): F.linear transposes its weight itself
            return "concept.linear_transposed", {"weight": src[0]["name"]}
    if op in _MATMUL and len(operands) == 2:
        a, b = (tuple(o["shape"]) for o in operands)
        if len(a) >= 3 and a[-1] == a[-2] and b == a[:-1]:
            # a batch of matrices times a batch of vectors: matmul reads the vectors as a matrix
            plain = [_label(o) if "(" not in _label(o) else "…" for o in operands]
            return "concept.matvec", {"left": _label(operands[0]), "right": _label(operands[1]),
                                      "fix_left": plain[0], "fix_right": plain[1],
                                      "a": checks.shape_text(a), "b": checks.shape_text(b)}
    if op in ("matmul", "__matmul__", "bmm") and len(operands) == 2:
        turned = _turned_wrong(operands[0], operands[1])
        if turned:
            return "concept.transpose_axes", turned
    if op in _MATMUL or op == "einsum":
        for o in operands:
            if o["name"].endswith(".weight") and len(o["shape"]) == 2:
                layer = o["name"].removesuffix(".weight")
                return "concept.linear_weight", {"weight": o["name"], "layer": layer,
                                                 "out": str(o["shape"][0]), "in": str(o["shape"][1])}
    for o in operands if op in _ELEMENTWISE else ():
        made = o.get("made")
        if made and made["op"] in _MATMUL and len(made["operands"]) == 2 and len(o["shape"]) >= 2:
            left, right = made["operands"]
            src = (right.get("made") or {}).get("operands") or [None]
            turned = (right.get("made") or {}).get("op") in ("transpose", "T", "mT", "t", "permute")
            # both factors the exercise's own inputs (q @ kᵀ of projected tensors is attention)
            if turned and src[0] and tuple(src[0]["shape"]) == tuple(left["shape"]) \
                    and left["name"] and src[0]["name"] and "." not in left["name"] + src[0]["name"] \
                    and o["shape"][-1] == o["shape"][-2] and left["shape"][-1] != left["shape"][-2]:
                # x @ yᵀ with x, y alike: every row with every row (n, n), not each row's own dot
                return "concept.row_gram", {"left": _label(left), "right": _label(src[0]),
                                            "shape": checks.shape_text(o["shape"]),
                                            "rows": checks.shape_text(left["shape"])}
    for o in operands:
        for step, made in enumerate(_chain(o)):
            src = made["operands"][0] if made["operands"] else None
            if made["op"] == "diag" and src and len(src["shape"]) >= 2:
                # torch.diag builds a matrix from a 1-D vector only: of a matrix it takes the diagonal
                return "concept.diag_nd", {"before": checks.shape_text(src["shape"]),
                                           "after": checks.shape_text(made_shape(o, step))}
            if made["op"] == "squeeze" and src and _dim(made) is None \
                    and len(src["shape"]) - len(made_shape(o, step)) >= 2:
                # squeeze() with no dim drops every size-1 axis: at h = 1 or n = 1 the heads or
                # the tokens go with the batch axis it was meant for
                return "concept.squeeze_all", {"before": checks.shape_text(src["shape"]),
                                               "after": checks.shape_text(made_shape(o, step))}
            if made["op"] == "T" and src and len(src["shape"]) > 2:
                return "concept.T_nd", {"ndim": str(len(src["shape"])), "before": checks.shape_text(src["shape"]),
                                        "after": checks.shape_text(o["shape"] if step == 0 else src["shape"][::-1])}
            if src and src.get("made") and src["made"]["op"] in _REDUCE \
                    and made["op"] in ("unsqueeze", "__getitem__", "view", "reshape", "expand_dims"):
                # a size-1 axis put back after a reduction (unsqueeze(-1), [..., None], a view):
                # where it went, from the shapes, against the axis the reduction removed
                after = tuple(made_shape(o, step))
                new = _inserted(tuple(src["shape"]), after)
                reduced = _dim(src["made"])
                full = len(src["shape"]) + 1
                if new is not None and reduced is not None and new % full != reduced % full:
                    how = f"unsqueeze({_dim(made)})" if made["op"] == "unsqueeze" else \
                        f"{checks.shape_text(src['shape'])} → {checks.shape_text(after)}"
                    return "concept.unsqueeze_axis", {"new": str(new), "reduced": str(reduced),
                                                      "reduce": src["made"]["op"], "how": how}
    if op == "einsum" and call["args"] and isinstance(call["args"][0], str):
        spec = call["args"][0].split("->")[0].split(",")
        for k, (sub, o) in enumerate(zip(spec, operands)):
            letters = sum(c.isalpha() for c in sub)
            if letters > len(o["shape"]) or "..." not in sub and letters != len(o["shape"]):
                rank = _rank_clause(args, cases, errors, index)
                ranks = sorted({max(_ranks(c)) for c in cases if _ranks(c)})
                if rank is None and "..." not in sub and len(ranks) > 1:
                    # every case raised: the rank the equation assumes, against those given
                    rank = {"assumed": f"{letters}-D", "got": f"{len(o['shape'])}-D",
                            "all": ", ".join(f"{r}-D" for r in ranks)}
                return ("concept.einsum_rank" if rank else "concept.einsum_axes"), {"equation": call["args"][0], "k": str(k + 1),
                                               "letters": str(letters), "ndim": str(len(o["shape"])),
                                               **(rank or {})}
    rank = _rank_clause(args, cases, errors, index)
    if rank:
        return "concept.rank", rank
    return None


_SWAPS = {"transpose", "swapaxes", "swapdims"}


def _turned_wrong(left, right) -> dict | None:
    """``a @ b.transpose(i, j)`` where (i, j) are not the last two axes of a tensor of 3 or more,
    and the last two would have fit (keys.transpose(1, 2) kept from (b, n, d) code in (b, h, n, hd)
    code, or transpose(0, 1) for transpose(1, 2)): the axes swapped, and the swap that pairs the
    features."""
    made = right.get("made") or {}
    src = (made.get("operands") or [None])[0]
    if made.get("op") not in _SWAPS or not src or len(made.get("args", [])) != 2:
        return None
    shape, (i, j) = tuple(src["shape"]), made["args"]
    r = len(shape)
    if r < 3 or not all(isinstance(k, int) and not isinstance(k, bool) and -r <= k < r for k in (i, j)) \
            or {i % r, j % r} == {r - 2, r - 1}:
        return None
    want = (*shape[:-2], shape[-1], shape[-2])
    a = tuple(left["shape"])
    if not a or a[-1] != want[-2]:
        return None  # the last two swapped would not fit either: another mistake
    try:  # the batch axes must broadcast too, as matmul needs
        torch.broadcast_shapes(a[:-2], want[:-2])
    except RuntimeError:
        return None
    after = list(shape)
    after[i % r], after[j % r] = after[j % r], after[i % r]
    return {"call": f"{made['op']}({i}, {j})", "before": checks.shape_text(shape),
            "after": checks.shape_text(after), "want": checks.shape_text(want), "left": checks.shape_text(a)}


def _ranks(args) -> tuple:
    return tuple(a.dim() for a in args if isinstance(a, torch.Tensor) and a.is_floating_point())


def _rank_clause(args, cases, errors, index) -> dict | None:
    """The ranks the code ran on without error and the one it raised on, where they differ: code
    written for 2-D rows meeting a 1-D one."""
    here = _ranks(args)
    fine = {_ranks(c) for c, e in zip(cases, errors) if not e}
    if not here or not fine or here in fine:
        return None
    rank = lambda r: f"{max(r)}-D"  # noqa: E731
    return {"assumed": "/".join(sorted({rank(r) for r in fine})), "got": rank(here),
            "all": ", ".join(sorted({rank(_ranks(c)) for c in cases if _ranks(c)}))}


def _own(names: dict, operand) -> dict:
    """A module's parameter is sized by the module's own sizes (d_out, h) before other tensors'
    axes: the weight (2, 3) reads (2 = mha.d_out, 3 = x.shape[2]), not (2 = x.shape[0], ...)."""
    if "." not in operand["name"]:
        return names
    module = operand["name"].split(".")[0] + "."
    return {size: ({n for n in told if module in n and ".shape[" not in n} or told) for size, told in names.items()}


def _label(o) -> str:
    """What the learner calls an operand: its name, else the op that made it, else its dtype."""
    if o["name"]:
        return o["name"]
    return f"{o['made']['op']}(…)" if o.get("made") else o["dtype"]


_NP_BROADCAST = re.compile(r"could not be broadcast together with (?:remapped )?shapes \(([\d, ]*)\) \(([\d, ]*)\)")


def _shape_of(text: str) -> tuple[int, ...]:
    return tuple(int(x) for x in text.replace(" ", "").split(",") if x)


def reduced_axis(error: str) -> tuple[str, dict] | None:
    """A broadcast error that names both shapes (numpy's), where one is the other reduced along
    one axis: that axis dropped (a sum or max without keepdims) or its size-1 place put back at
    another position (expand_dims(-1) after a reduction along axis 0). None otherwise."""
    found = _NP_BROADCAST.search(error or "")
    if not found:
        return None
    a, b = _shape_of(found.group(1)), _shape_of(found.group(2))
    for full, small in ((a, b), (b, a)):
        n = len(full)
        for k in range(n):
            rest = full[:k] + full[k + 1:]
            told = {"full": checks.shape_text(full), "small": checks.shape_text(small), "axis": str(k),
                    "axis_end": str(k - n)}
            if small == rest and full[k] != 1:
                return "feedback.raised_reduced_dropped", told
            for j in range(len(small)):
                if j != k and small[j] == 1 and len(small) == n and small[:j] + small[j + 1:] == rest \
                        and full[k] != 1:
                    return "feedback.raised_reduced_moved", {**told, "at": str(j)}
    return None


def explain(traces: dict, cases: list, errors: list, size_names) -> tuple[str, dict] | None:
    """feedback.raised_at (the line, the op, the operands in the case's axes, and the concept
    when one is seen), or None without a trace of the raise."""
    if "raised" not in traces:
        return None
    index, trace = traces["raised"]
    # of several raises (a 1-D case and a 2-D one), the one whose trace shows a concept beyond
    # the rank: a row Gram matrix seen at the 2-D case says more than "assumes 2-D"
    for i, t in traces.get("raised_all", []):
        if t.get("call") and errors[i]:
            c = _concept(t["call"], cases[i], cases, errors, i)
            if c and c[0] not in ("concept.rank",):
                index, trace = i, t
                break
    call = trace.get("call")
    if not errors[index]:
        return None
    if trace["code"] and FLOAT_FOR_INT.search(errors[index]):
        # a float where a whole number is needed: the names holding whole floats (true division)
        return ("feedback.float_size" if trace.get("floats") else "feedback.float_size_line"), {
            "error": errors[index], "line": str(trace["line"]), "code": trace["code"],
            "floats": trace.get("floats", "")}
    if not call and trace["code"] and (axis := reduced_axis(errors[index])):
        # numpy's broadcast error names both shapes: one is the other reduced along an axis whose
        # size-1 place was dropped (no keepdims) or put back at another position
        return axis[0], {"error": errors[index], "line": str(trace["line"]), "code": trace["code"], **axis[1]}
    if not call:  # raised outside torch (x.shape[1] of a 1-D x): the line, and the rank
        rank = _rank_clause(cases[index], cases, errors, index)
        if not trace["code"] or not rank:
            return None
        return "feedback.raised_line", {"error": errors[index], "line": str(trace["line"]), "code": trace["code"],
                                        "concept": "concept.rank", **{f"concept_{k}": v for k, v in rank.items()}}
    args = cases[index]
    names = size_names(args)
    told = "; ".join(f"{_label(o)} {_shape_named(o['shape'], _own(names, o))}" for o in call["operands"][:3])
    out = {"error": errors[index], "op": call["op"], "operands": told or "-",
           "line": str(trace["line"]), "code": trace["code"] or "-"}
    concept = _concept(call, args, cases, errors, index, names)
    if concept:
        out["concept"] = concept[0]
        out.update({f"concept_{k}": v for k, v in concept[1].items()})
    return ("feedback.raised_at" if trace["code"] else "feedback.raised_in"), out


def explain_nonfinite(traces: dict) -> tuple[str, dict] | None:
    """The first op that made inf or NaN out of finite values, in the learner's words."""
    if "nonfinite" not in traces:
        return None
    _, trace = traces["nonfinite"]
    call = trace["call"]
    what = call.get("what")
    where = {"line": str(trace["line"]), "code": trace["code"] or "-", "op": call["op"]}
    if what == "zero_times_inf":
        return "feedback.zero_times_inf", where
    if what == "overflow" and call["op"].rstrip("_") in ("exp", "pow", "__pow__", "__rpow__", "exp2"):
        largest = call.get("largest")
        top = float(torch.finfo(torch.float32).max)
        return "feedback.exp_overflow", {**where, "largest": f"{largest:.4g}" if isinstance(largest, float) else "?",
                                         "limit": f"{math.log(top):.1f}"}
    if what == "divide_by_zero" and call.get("underflow") == "divisor":
        # the divisor's own exponentials are 0 in some slice of finite scores: it sums exp of
        # scores not shifted as the numerator's are (exp(x).sum() beside exp(x - max))
        return "feedback.exp_underflow_divisor", where
    if what == "divide_by_zero" and call.get("underflow"):
        # exp(x - shift) is 0 in every entry of some slice although its scores are finite: the
        # shift is far above them (the maximum of |x|, of another slice, or inf from a -inf)
        return "feedback.exp_underflow", where
    if what == "divide_by_zero":
        operands = call["operands"]
        made = (operands[1].get("made") or {}) if len(operands) > 1 else {}
        src = (made.get("operands") or [None])[0]
        dim = _dim(made) if made else None
        if made.get("op", "").rstrip("_") in ("cumsum", "cumprod") and src:
            # a running total: its first entries add up only the first terms, which can be 0
            return "feedback.divide_by_running_total", {**where, "reduce": made["op"].rstrip("_")}
        if made.get("op", "").rstrip("_") in _REDUCE and dim is not None and src:
            # the divisor a sum along an axis: its zeros come from slices that are all 0 there; along
            # the last axis (each row's own sum, as weights are normalised) the rows are the slip
            last = dim in (-1, len(src["shape"]) - 1)
            return ("feedback.divide_by_zero_rows" if last else "feedback.divide_by_zero_sum"), {
                **where, "reduce": made["op"], "dim": str(dim), "shape": checks.shape_text(src["shape"])}
        return "feedback.divide_by_zero", where
    if what == "nan_from_inf":
        op = call["op"].rstrip("_").lstrip("_")
        if op in ("softmax", "log_softmax", "softmin", "safe_softmax"):
            # a row with every score at -inf: exp gives 0 everywhere, and 0 / 0 is NaN
            return "feedback.nan_all_hidden", where
        return "feedback.nan_from_inf", where
    if what == "overflow" and call["op"].rstrip("_") in ("log", "log2", "log10") and call.get("underflow") == "sum":
        # log of a sum of exponentials that all underflowed: exp(x) of very negative scores, unshifted
        return "feedback.log_of_underflow", where
    if what == "overflow" and call["op"].rstrip("_") in ("log", "log2", "log10"):
        # log 0 is -inf: the input holds exact zeros (hidden positions), not a value too large
        return "feedback.log_of_zero", where
    if what == "overflow":
        return "feedback.made_inf", where
    return None


def explain_lint(traces: dict) -> tuple[str, dict] | None:
    """A product of a 1-D tensor with its own no-op "transpose" (p @ p.T): the dot product where
    an outer product was meant, told at the learner's line."""
    if "lint" not in traces:
        return None
    _, t = traces["lint"]
    where = {"line": str(t["line"]), "code": t["code"] or "-", "op": t["op"]}
    if t["reorder"] == "reshape" and "before" in t and "after" in t:
        # the axes a transpose would move to give that shape
        before, after = t["before"], t["after"]
        return "feedback.reshape_reorders", {**where, "before": checks.shape_text(before),
                                             "after": checks.shape_text(after)}
    if t["reorder"] == "outer" and "at" in t and "after" in t:
        at = t["at"]
        other = -2 if at == -1 else -1  # the other of the last two axes: rows against columns
        return "feedback.outer_same_axis", {**where, "at": str(at), "other": str(other),
                                            "shape": checks.shape_text(t["after"]), "n": str(t["size"])}
    if t["reorder"] in ("reshape", "outer"):
        return None
    reorder = {"T": ".T", "mT": ".mT", "t": ".t()", "H": ".H", "mH": ".mH"}.get(t["reorder"], f".{t['reorder']}(…)")
    return "feedback.dot_not_outer", {"line": str(t["line"]), "code": t["code"] or "-", "op": t["op"],
                                      "reorder": reorder, "n": str(t["size"])}
