"""What is measurably true of a wrong tensor answer when no rewrite of the reference explains it:
the strongest of a few properties, each checked on the answer's own output against the reference's
(a constant factor, a permutation of axes, rows that are not weights, weight where the reference
has none or none where it has some, which slices along an axis are right). Never "wrong values"
alone where one of these holds. Trusted side only."""

from __future__ import annotations

import itertools
import math

import torch

from attnlab.grading import checks


def _where(index) -> str:
    return checks.shape_text(tuple(int(i) for i in index))


def scaled(got: torch.Tensor, want: torch.Tensor, atol: float):
    if got.shape != want.shape or not torch.isfinite(got).all():
        return None
    big = want.abs() > 10 * atol
    if not big.any() or (got[~big].abs() > 10 * atol + 1e-3).any():
        return None
    ratio = got[big] / want[big]
    c = float(ratio.median())
    if abs(c - 1) < 1e-3 or abs(c) < 1e-6:
        return None
    if torch.allclose(got.double(), c * want.double(), atol=atol, rtol=1e-3):
        return "feedback.prop.scaled", {"c": f"{c:.4g}"}
    return None


def permuted(got: torch.Tensor, want: torch.Tensor, atol: float):
    if got.dim() != want.dim() or got.dim() > 5 or got.numel() != want.numel():
        return None
    for perm in itertools.permutations(range(want.dim())):
        if list(perm) == list(range(want.dim())):
            continue
        p = want.permute(*perm)
        if p.shape == got.shape and checks.same(got, p.contiguous(), atol):
            return "feedback.prop.permuted", {"perm": "permute" + checks.shape_text(perm),
                                              "shape": checks.shape_text(want.shape)}
    return None


def columns_from(got: torch.Tensor, known: dict, atol: float) -> str | None:
    """Where every column of a 2-D ``got`` is a column of one of the ``known`` tensors, in another
    arrangement than one of them as it is (columns interleaved from several weights): the
    columns named ("sa_v2.W_key.weight.T[:, 1]", …), else None."""
    if got.dim() != 2 or not torch.isfinite(got).all():
        return None
    picked = []
    for j in range(got.shape[1]):
        hit = next(((name, c) for name, t in known.items() if t.dim() == 2 and t.shape[0] == got.shape[0]
                    for c in range(t.shape[1]) if checks.same(got[:, j], t[:, c].detach().float(), atol)), None)
        if hit is None:
            return None
        picked.append(hit)
    if len({name for name, _ in picked}) == 1 and [c for _, c in picked] == list(range(len(picked))):
        return None  # one of them as it is: not a mix
    shown = ", ".join(f"{name}[:, {c}]" for name, c in picked[:4])
    return shown + (", …" if len(picked) > 4 else "")


def scrambled(got: torch.Tensor, want: torch.Tensor, atol: float):
    """The same entries in another order, though not a permutation of axes: a reshape or view
    used where a transpose belongs (the memory read row by row into the swapped shape), or the
    entries otherwise reordered."""
    if got.shape != want.shape or got.numel() < 4 or checks.same(got, want, atol) \
            or not torch.isfinite(got).all():
        return None
    if not checks.same(got.flatten().sort().values, want.flatten().sort().values, atol):
        return None
    if 2 <= want.dim() <= 5:
        for perm in itertools.permutations(range(want.dim())):
            moved = want.permute(*perm)
            if moved.shape != want.shape and checks.same(got.flatten(), moved.contiguous().flatten(), atol):
                # got is the right tensor with its axes moved (a transpose, a movedim), read row by
                # row into the right shape: the fix undoes that move, told as the learner would
                # write it (.T for a matrix, movedim for one axis moved, else transpose or permute)
                return "feedback.prop.reshape_not_transpose", {
                    "what": "output", "shape": checks.shape_text(tuple(moved.shape)),
                    "want": checks.shape_text(tuple(want.shape)), "fix": undo_text(perm)}
    found = block_order(got, want, atol)
    if found:
        axis, k, order = found
        reverse = order == list(range(k))[::-1]
        return "feedback.prop.blocks_reversed" if reverse else "feedback.prop.blocks_reordered", {
            "what": "output", "shape": checks.shape_text(tuple(want.shape)), "axis": str(axis),
            "k": str(k), "size": str(want.shape[axis] // k), "order": ", ".join(map(str, order))}
    return "feedback.prop.scrambled", {"what": "output", "shape": checks.shape_text(tuple(want.shape))}


MAX_BLOCKS = 32  # blocks tried per axis: enough for heads and tokens, cheap beside a case run


def block_order(got: torch.Tensor, want: torch.Tensor, tol: float) -> tuple[int, int, list[int]] | None:
    """(axis, k, order) where ``got`` cut along ``axis`` into ``k`` equal blocks holds ``want``'s
    blocks in another order (its block i is want's block order[i]): pieces joined in another order
    (heads merged last first, rows stacked in another order). The fewest blocks that tell it, over
    the axes from the last; None where no axis does."""
    if got.shape != want.shape or got.dim() == 0:
        return None
    for axis in range(got.dim() - 1, -1, -1):
        size = got.shape[axis]
        for k in range(2, min(size, MAX_BLOCKS) + 1):
            if size % k:
                continue
            mine, theirs = got.chunk(k, axis), want.chunk(k, axis)
            fits = [[j for j in range(k) if checks.same(mine[i], theirs[j], tol)] for i in range(k)]
            order = _matching(fits)
            if order is not None and order != list(range(k)):
                return axis, k, order
    return None


def _matching(fits: list[list[int]]) -> list[int] | None:
    """A one-to-one choice, fits[i] holding the j block i may be; the one that keeps each block in
    its own place where it can (Kuhn's augmenting paths, own place tried first); None if none."""
    owner: dict[int, int] = {}

    def place(i: int, seen: set) -> bool:
        for j in sorted(fits[i], key=lambda j: j != i):
            if j not in seen:
                seen.add(j)
                if j not in owner or place(owner[j], seen):
                    owner[j] = i
                    return True
        return False

    if not all(place(i, set()) for i in range(len(fits))):
        return None
    order = [0] * len(fits)
    for j, i in owner.items():
        order[i] = j
    return order


def undo_text(perm: tuple) -> str:
    """The call that brings a tensor whose axes are ``want``'s in the order ``perm`` back to
    ``want``'s order."""
    n = len(perm)
    inverse = [perm.index(i) for i in range(n)]
    if n == 2:  # a matrix's transpose is also the move of an axis back (movedim(0, -1) undone)
        return ".T (= .movedim(-1, 0))"
    for d in range(n):  # axis d moved to the end (x.movedim(d, -1)): moved back from the end
        if list(perm) == [i for i in range(n) if i != d] + [d]:
            return f".movedim(-1, {d})"
        if list(perm) == [i for i in range(1, n) if i <= d] + [0] + [i for i in range(1, n) if i > d] and d:
            return f".movedim({d}, 0)"
        if list(perm) == [d] + [i for i in range(n) if i != d]:
            return f".movedim(0, {d})"
        if d < n - 1 and list(perm) == [i for i in range(d)] + [n - 1] + [i for i in range(d, n - 1)]:
            return f".movedim({d}, -1)"  # the last axis moved to d
    swapped = [i for i in range(n) if perm[i] != i]
    if len(swapped) == 2:
        return f".transpose({swapped[0]}, {swapped[1]})"
    return f".permute({', '.join(str(i) for i in inverse)})"


def _is_weights(t: torch.Tensor) -> bool:
    rows = t.nan_to_num(0.0).sum(-1)
    return t.dim() >= 1 and bool(((rows - 1).abs() < 1e-3).logical_or(rows.abs() < 1e-6).all()) \
        and bool(((rows - 1).abs() < 1e-3).any()) and bool((t.nan_to_num(0.0) >= -1e-6).all())


def weights_like(t: torch.Tensor) -> bool:
    """Rows that are attention weights: non-negative, each summing to 1."""
    return t.dim() >= 1 and bool(torch.isfinite(t).all()) and bool((t >= 0).all()) \
        and bool(((t.sum(-1) - 1).abs() < 1e-4).all())


def weights(got: torch.Tensor, want: torch.Tensor, atol: float):
    """For outputs that are attention weights (rows of the reference sum to 1 or are all 0)."""
    if got.shape != want.shape or got.dim() < 1 or not _is_weights(want):
        return None
    lost = torch.isnan(got) & torch.isfinite(want)
    whole_rows = torch.isnan(got).all(-1)
    # NaN is no weight of 0: the computation broke on the way (0 · (−inf), 0/0); where only some
    # rows are NaN, whole, it is a softmax of a row hidden whole, told below as a hidden weight
    if lost.any() and not (bool((torch.isnan(got) == whole_rows.unsqueeze(-1)).all()) and not bool(whole_rows.all())):
        index = torch.nonzero(lost)[0]
        return "feedback.prop.nan_weight", {"where": _where(index), "want": f"{float(want[tuple(index)]):.4f}",
                                            "count": str(int(lost.sum())), "total": str(got.numel())}
    g = got.nan_to_num(0.0)
    hidden = (want == 0) & (g.abs() > 1e-6)
    if hidden.any():
        index = torch.nonzero(hidden)[0]
        return "feedback.prop.masked_weight", {"where": _where(index), "got": f"{float(g[tuple(index)]):.4f}"}
    seen = (want > 1e-6) & (g.abs() <= 1e-9)
    if seen.any():
        index = torch.nonzero(seen)[0]
        return "feedback.prop.hidden_weight", {"where": _where(index), "want": f"{float(want[tuple(index)]):.4f}"}
    sums = g.sum(-1)
    off = (sums - 1).abs() > 1e-3
    off &= want.sum(-1).abs() > 1e-6
    if off.any():
        found = normalised_axis(got, want)
        if found:
            return found
        index = torch.nonzero(off)[0]
        return "feedback.prop.rows_sum", {"total": f"{float(sums[tuple(index)]):.4f}"}
    return None


def slices_moved(rows, atol: float):
    """Every slice along axis 0 a right one, on every case, but some in another place (heads
    indexed i - 1, a batch reversed): which of the right slices each of yours holds."""
    told = None
    for _, want, got, _ in rows:
        if got is None or len(got) != len(want) or not got:
            return None
        g, w = got[0], want[0]
        if g.shape != w.shape or g.dim() < 2 or not bool(torch.isfinite(g).all()):
            return None
        if g.shape[0] < 2:  # one slice: nothing to move, but it must be the right one
            if not bool(torch.allclose(g, w, atol=atol, rtol=1e-4)):
                return None
            continue
        found = []
        for i in range(g.shape[0]):
            same = [j for j in range(w.shape[0]) if bool(torch.allclose(g[i], w[j], atol=atol, rtol=1e-4))]
            if not same:
                return None
            found.append(i if i in same else same[0])
        if sorted(found) != list(range(g.shape[0])):
            return None  # a slice repeated: another slip (one head copied)
        if found != list(range(g.shape[0])) and told is None:
            moved = [(i, j) for i, j in enumerate(found) if i != j][:4]
            told = {"count": str(g.shape[0]), "pairs": ", ".join(f"{i} ← {j}" for i, j in moved)}
    return ("feedback.prop.slices_moved", told) if told else None


def leak_at_zeros(got: torch.Tensor, want: torch.Tensor, scores: torch.Tensor):
    """Hidden positions that get weight exactly where their score is 0, and no others: a mask read
    off the scores' values (scores.triu(1) != 0, nonzero()) instead of their positions."""
    if got.shape != want.shape or scores.shape != got.shape or not bool(torch.isfinite(got).all()):
        return None
    hidden = want == 0
    leaked = hidden & (got.abs() > 1e-6)
    zero = hidden & (scores == 0)
    if bool(leaked.any()) and bool(zero.any()) and bool((leaked == zero).all()):
        return "feedback.prop.mask_from_values", {"count": str(int(leaked.sum()))}
    return None


def normalised_axis(got: torch.Tensor, want: torch.Tensor):
    """Weights that do sum to 1, but along another axis than the keys' (a renormalisation or a
    softmax over dim=-2, the queries): that axis, counted from the end as the keys' dim=-1 is."""
    if got.shape != want.shape or got.dim() < 2 or not torch.isfinite(got).all():
        return None
    for axis in range(-2, -got.dim() - 1, -1):
        sums = got.sum(axis)
        if got.shape[axis] > 1 and torch.allclose(sums, torch.ones_like(sums), atol=1e-3):
            return "feedback.prop.normalised_axis", {"dim": str(axis), "shape": checks.shape_text(got.shape),
                                                     "size": str(got.shape[axis])}
    return None


def _factors(got: torch.Tensor, want: torch.Tensor, atol: float, axis: int):
    """The ratio got/want of each slice along ``axis`` where it is one number per slice, else None."""
    big = want.abs() > 10 * atol
    ratio = torch.where(big, got / want.where(big, torch.ones_like(want)), torch.nan)
    lo = ratio.nan_to_num(math.inf).amin(axis)
    hi = ratio.nan_to_num(-math.inf).amax(axis)
    has = big.any(axis)
    if (got.abs()[~big] > 10 * atol + 1e-3).any():  # off where the right output is ~0
        return None
    if not ((hi - lo).abs()[has] <= 1e-3 * hi.abs()[has].clamp_min(1e-6) + 1e-6).all():
        return None
    return lo[has]


def _shift_factor(f: torch.Tensor, inputs, g: torch.Tensor, axis: int) -> bool:
    """Whether the slices' factors are exp(∓max) of the same slices of an input of that shape:
    the maximum subtracted in the numerator but not in the denominator, or the reverse."""
    for x in inputs:
        if not isinstance(x, torch.Tensor) or not x.is_floating_point() or x.shape != g.shape:
            continue
        top = x.double().amax(axis)
        if top.numel() != f.numel() or float(top.abs().max()) > 80:
            continue
        for sign in (-1.0, 1.0):
            if torch.allclose(f.flatten(), (sign * top).exp().flatten(), rtol=1e-3, atol=1e-9):
                return True
    return False


def slice_factors(rows, atol: float = checks.ATOL, inputs=None):
    """Every slice along one axis is the right one times its own factor, and the factors differ
    between slices on some case (one factor everywhere is ``scaled``): the numerator is right but
    each slice is divided by a sum that is not its own (the whole tensor's, or of other terms)."""
    found = None
    for n, (got, want) in enumerate(rows):
        if got is None or len(got) != len(want):
            return None
        for g, w in zip(got, want):
            if g.shape != w.shape or g.dim() < 1 or not torch.isfinite(g).all():
                return None
            if checks.same(g, w, atol):
                continue
            for axis in range(g.dim() - 1, -1, -1):
                f = _factors(g.double(), w.double(), atol, axis)
                if f is not None:
                    here = inputs[n] if inputs else ()
                    if f.numel() == g.double().amax(axis).numel() and _shift_factor(f, here, g, axis):
                        return "feedback.prop.shift_mismatch", {"dim": str(axis - g.dim()),
                                                                "shape": checks.shape_text(g.shape)}
                    if f.numel() > 1 and float(f.max() - f.min()) > 1e-3 * float(f.abs().max()):
                        found = found or ("feedback.prop.slice_factors", {
                            "dim": str(axis - g.dim()), "shape": checks.shape_text(g.shape),
                            "low": f"{float(f.min()):.4g}", "high": f"{float(f.max()):.4g}"})
                    break
            else:
                return None
    return found


def untouched(rows, atol: float = checks.ATOL, inputs=None):
    """Along one leading axis (batch entries, heads) every slice is either right or never written:
    all zeros, or the same slice of an input of that shape unchanged, on every case. A loop or slice
    that leaves some entries out (range(n - 1), range(1, h)); said before any reading of the wrong
    slices' values (a zero slice is the right one times 0, which a denominator reading would claim)."""
    axes, told = None, {}
    for n, (got, want) in enumerate(rows):
        if got is None or len(got) != len(want):
            return None
        for g, w in zip(got, want):
            if g.shape != w.shape or g.dim() < 2 or checks.same(g, w, atol):
                continue
            here = {}
            for axis in range(g.dim() - 1):
                right, zero, kept = [], [], []
                for i in range(g.shape[axis]):
                    gi, wi = g.select(axis, i), w.select(axis, i)
                    if checks.same(gi, wi, atol):
                        right.append(i)
                    elif not bool(gi.abs().gt(atol).any()):
                        zero.append(i)
                    elif any(isinstance(x, torch.Tensor) and x.shape == g.shape and x.is_floating_point()
                             and checks.same(gi, x.detach().float().select(axis, i), atol)
                             for x in (inputs[n] if inputs else ())):
                        kept.append(i)
                    else:
                        break
                else:
                    if not (zero and kept):
                        how = "feedback.prop.untouched_zero" if zero else "feedback.prop.untouched_input"
                        here[axis] = how, right, zero or kept, g.shape
            axes = set(here) if axes is None else axes & set(here)
            if not axes:
                return None
            for axis, (how, right, wrong, shape) in here.items():
                if right and axis not in told:
                    told[axis] = how, {"axis": str(axis), "shape": checks.shape_text(shape),
                                       "right": ", ".join(map(str, right[:6])),
                                       "wrong": ", ".join(map(str, wrong[:6]))}
    for axis in sorted(axes or ()):
        if axis in told:
            return told[axis]
    return None


def is_input(rows, atol: float = checks.ATOL, params=()):
    """An output that is one of the case's own input tensors, values in the same order (reshaped or
    merged at most), on every case: the computation returned what it was given (its own split
    merged back) instead of the tensor it should have worked on."""
    found = None
    for args, want, got in rows:
        if got is None or len(got) != len(want):
            return None
        here = set()
        for i, g in enumerate(got):
            if g.shape != want[i].shape or checks.same(g, want[i], atol):
                continue  # a wrong shape is told by its relation to the right one
            for a, x in enumerate(args):
                if isinstance(x, torch.Tensor) and x.is_floating_point() and x.numel() == g.numel() \
                        and checks.same(g.reshape(-1), x.detach().float().reshape(-1), atol):
                    here.add((i, a))
        if not here:
            return None
        found = here if found is None else found & here
        if not found:
            return None
    if not found:
        return None
    i, a = min(found)
    return "feedback.prop.is_input", {"output": str(i + 1),
                                      "arg": f"{a + 1} ({params[a]})" if a < len(params) else str(a + 1)}


def kept_entries(rows, atol: float = checks.ATOL, params=()):
    """Right everywhere but at some entries, each of which still holds the same input's own value
    at that position, on every case: the result started as that input (a clone, or written into in
    place) and only part of it was overwritten. Said before any catalogue's text, which would name
    what the wrong entries show (a padded key with weight) but not where they come from."""
    found, count, total, where = None, 0, 0, None
    for args, want, got in rows:
        if got is None or len(got) != len(want):
            return None
        for i, (g, w) in enumerate(zip(got, want)):
            if g.shape != w.shape or checks.same(g, w, atol):
                continue
            g64, w64 = g.double(), w.double()
            wrong = ~torch.isclose(g64, w64, atol=atol, rtol=1e-4, equal_nan=True)
            here = set()
            for a, x in enumerate(args):
                if not (isinstance(x, torch.Tensor) and x.is_floating_point() and x.shape == g.shape):
                    continue
                x64 = x.detach().double()
                kept = torch.isclose(g64[wrong], x64[wrong], atol=atol, rtol=1e-4, equal_nan=True)
                # the input's values there vary (not a constant that anything could equal), and
                # somewhere else the output was computed (it is not the input returned whole)
                if bool(kept.all()) and _varies(x64[wrong]) and not bool(torch.isclose(
                        g64, x64, atol=atol, rtol=1e-4, equal_nan=True).all()):
                    here.add((i, a))
            found = here if found is None else found & here
            if not found:
                return None
            if where is None:  # the first wrong case's count, of its own entries
                count, total, where = int(wrong.sum()), g.numel(), _where(wrong.nonzero()[0])
    if not found:
        return None
    i, a = min(found)
    return "feedback.prop.kept_entries", {"name": params[a] if a < len(params) else f"input {a + 1}",
                                          "count": str(count), "total": str(total), "where": where}


def _varies(t: torch.Tensor) -> bool:
    return t.numel() > 1 and bool((t != t.flatten()[0]).any())


def slices(got: torch.Tensor, want: torch.Tensor, atol: float):
    """Some slices along a leading axis right, others wrong (heads, batch entries, rows)."""
    if got.shape != want.shape or got.dim() < 2:
        return None
    for axis in range(got.dim() - 1):
        if got.shape[axis] < 2:
            continue
        right = [i for i in range(got.shape[axis])
                 if checks.same(got.select(axis, i), want.select(axis, i), atol)]
        wrong = [i for i in range(got.shape[axis]) if i not in right]
        # a slice whose right values are one constant (a fully padded sequence, all 0) is right by
        # any computation that zeroes it: it shows nothing about what differs between the slices
        if right and wrong and any(_varies(want.select(axis, i)) for i in right):
            # the axis named by what it is in attention tensors: (b, n, d), (b, h, n, n)
            key = ("feedback.prop.slices_batch" if axis == 0 and got.dim() >= 3 else
                   "feedback.prop.slices_heads" if axis == 1 and got.dim() == 4 else "feedback.prop.slices")
            source = next((j for j in right if all(checks.same(got.select(axis, i), want.select(axis, j), atol)
                                                   for i in wrong)), None)
            if source is not None:
                # every wrong slice is a copy of one right slice: one slice given to all of them
                # (x[0] in a loop that never moves, expand or repeat of one head)
                return "feedback.prop.slices_copied", {"axis": str(axis), "shape": checks.shape_text(got.shape),
                                                       "source": str(source), "wrong": ", ".join(map(str, wrong[:6]))}
            return key, {"axis": str(axis), "shape": checks.shape_text(got.shape),
                                            "right": ", ".join(map(str, right[:6])),
                                            "wrong": ", ".join(map(str, wrong[:6]))}
    return None


def cut(got: torch.Tensor, want: torch.Tensor, atol: float):
    """The right output with entries missing at the start or the end of one axis (a loop over
    range(1, h), a slice that stops one early): named with the axis and how many are missing."""
    if got.dim() != want.dim() or got.numel() == 0:
        return None
    differ = [i for i, (g, w) in enumerate(zip(got.shape, want.shape)) if g != w]
    if len(differ) != 1 or got.shape[differ[0]] > want.shape[differ[0]]:
        return None
    axis = differ[0]
    missing = want.shape[axis] - got.shape[axis]
    for key, start in (("feedback.prop.cut_start", missing), ("feedback.prop.cut_end", 0)):
        if checks.same(got, want.narrow(axis, start, got.shape[axis]).contiguous(), atol):
            return key, {"axis": str(axis), "count": str(missing), "got": checks.shape_text(got.shape),
                         "want": checks.shape_text(want.shape)}
    return None


def rounding(got: torch.Tensor, want: torch.Tensor, atol: float):
    """Off everywhere by no more than a low precision's rounding of these values (a few ulps of
    float16, or of bfloat16), far more than float32's: part of the computation ran in that dtype.
    The finer dtype that covers the difference is named."""
    if got.shape != want.shape or not (torch.isfinite(got).all() and torch.isfinite(want).all()) \
            or got.numel() < 4:
        return None
    diff = float((got.double() - want.double()).abs().max())
    scale = max(1.0, float(want.abs().max()))
    if diff <= atol or diff <= 64 * torch.finfo(torch.float32).eps * scale:
        return None
    for dtype in (torch.float16, torch.bfloat16):
        # exactly the right values stored in that dtype (a round trip through it): told on any
        # number of entries, which the statistics below need many of
        if bool((got.double() == want.to(dtype).double()).all()):
            return "feedback.prop.rounding", {"dtype": str(dtype).removeprefix("torch."), "diff": f"{diff:.1e}"}
    # rounding errs both ways, whatever the value's sign; a systematic slip errs one way (an
    # epsilon added: the same sign everywhere; a factor near 1: the sign of the value)
    errs = (got.double() - want.double()).flatten()
    big = errs.abs() > 64 * torch.finfo(torch.float32).eps * scale
    errs, signs = errs[big], want.double().flatten()[big].sign()
    if errs.numel() < max(4, got.numel() // 2):  # rounding touches most entries, not some slices
        return None
    for ups in (errs > 0, errs * signs > 0):
        if not 0.2 <= float(ups.double().mean()) <= 0.8:
            return None
    for dtype in (torch.float16, torch.bfloat16):
        if diff <= 8 * torch.finfo(dtype).eps * scale:
            return "feedback.prop.rounding", {"dtype": str(dtype).removeprefix("torch."), "diff": f"{diff:.1e}"}
    return None


def rounded(got: torch.Tensor, want: torch.Tensor, atol: float):
    """The right values rounded to a few decimals (round(decimals=4), numbers copied from a
    printout): every entry is the right one rounded to the same number of decimals."""
    if got.shape != want.shape or got.numel() < 2 or not (torch.isfinite(got).all() and torch.isfinite(want).all()):
        return None
    g, w = got.double(), want.double()
    if bool(((g - w).abs() <= atol).all()):
        return None
    for k in range(0, 7):
        if bool(((g - w.round(decimals=k)).abs() <= 1e-6 * (1 + w.abs())).all()):
            return "feedback.prop.rounded", {"k": str(k)}
    return None


def describe(got: torch.Tensor, want: torch.Tensor, atol: float = checks.ATOL):
    """(key, args) of the strongest property that holds, or None."""
    for prop in (cut, permuted, scrambled, scaled, weights, rounded, rounding, slices):
        found = prop(got, want, atol)
        if found:
            return found
    return None


def _rounding_everywhere(rows, atol: float) -> bool:
    """A lower precision rounds every value: every wrong output of every case must be off by that
    dtype's rounding (a layout slip can fall within bfloat16's size on one small case, not on all)."""
    for got, want in rows:
        if got is None or len(got) != len(want):
            return False
        for g, w in zip(got, want):
            if checks.compare(g, w, "output", atol)[0] and not rounding(g, w, atol):
                return False
    return True


def describe_rows(rows, atol: float = checks.ATOL):
    """The first property that holds on a case where the answer is wrong; None if none does. An
    axis move undone by a reshape is told from the case with the most axes, where the fix says
    most (a matrix's .T is also movedim(-1, 0); on more axes only one call undoes it)."""
    first = None
    for got, want in rows:
        if got is None or len(got) != len(want):
            continue
        for g, w in zip(got, want):
            if not checks.compare(g, w, "output", atol)[0]:  # as the verdict judges (no rtol)
                continue
            found = describe(g, w, atol)
            if found and found[0] == "feedback.prop.rounding" and not _rounding_everywhere(rows, atol):
                found = None  # a size that fits one case's rounding by chance is no evidence of a dtype
            if not found:
                continue
            if found[0] != "feedback.prop.reshape_not_transpose":
                return first[1] if first else found
            if first is None or w.dim() > first[0]:
                first = (w.dim(), found)
    return first[1] if first else None


def which_tensor(got: torch.Tensor, known: dict, atol: float = 1e-6) -> str | None:
    """The name of the known tensor (another weight, the original before a copy, the same one
    transposed) that ``got`` holds, where it holds a wrong one; None if it holds none of them."""
    for name, t in known.items():
        if tuple(t.shape) == tuple(got.shape) and checks.same(got, t.detach().float(), atol):
            return name
    return None


def _matrix_functions(name: str, t: torch.Tensor):
    """(key, expression, value) of the matrix functions a learner may apply to ``t`` by mistake:
    an inverse where a transpose belongs (x @ W turned into W x by "undoing" W), a sign flipped,
    a transpose missing or extra."""
    out = []
    if t.dim() == 2:
        out += [("feedback.prop.inverse_of", f"torch.linalg.pinv({name})", lambda: torch.linalg.pinv(t)),
                ("feedback.prop.inverse_of", f"torch.linalg.pinv({name}.T)", lambda: torch.linalg.pinv(t.T))]
    out += [("feedback.prop.negated_of", f"-{name}", lambda: -t)]
    if t.dim() == 2:
        out += [("feedback.prop.negated_of", f"-{name}.T", lambda: -t.T),
                ("feedback.prop.transpose_of", name, lambda: t),
                ("feedback.prop.transpose_of", f"{name}.T", lambda: t.T)]
    return out


def function_of(got: torch.Tensor, known: dict, want_text: str, atol: float):
    """(key, args) where ``got`` is a known matrix function (an inverse, a negation, a transpose)
    of one of the ``known`` tensors (name -> tensor), the right value being ``want_text``; None
    otherwise. An inverse is compared within a tolerance relative to its size (it is computed
    differently on each side)."""
    if not torch.isfinite(got).all():
        return None
    for name, t in known.items():
        t = t.detach().float()
        for key, expr, value in _matrix_functions(name, t):
            try:
                v = value()
            except RuntimeError:  # a singular matrix: no inverse to compare with
                continue
            if expr == want_text or tuple(v.shape) != tuple(got.shape):
                continue
            tol = max(atol, 1e-4 * float(v.abs().max())) if key == "feedback.prop.inverse_of" else atol
            if checks.same(got, v, tol):
                return key, {"expr": expr, "want": want_text}
    return None


def shape_permutation(got: list[float], want: list[float], names: dict | None = None):
    """A shape answer with the right sizes in another order: the positions swapped, and at each
    the size given against the size asked, named where ``names`` ({size: name}) names it."""
    if len(got) == len(want) and got != want and sorted(got) == sorted(want):
        moved = [i for i, (g, w) in enumerate(zip(got, want)) if g != w]
        plain = lambda v: str(int(v)) if float(v).is_integer() else checks.number_text(v)  # noqa: E731
        size = lambda v: f"{plain(v)} ({names[v]})" if names and v in names else plain(v)  # noqa: E731
        return "feedback.prop.permuted_shape", {
            "got": checks.shape_text([int(g) if float(g).is_integer() else g for g in got]),
            "axes": ", ".join(str(i) for i in moved),
            "moved": "; ".join(f"{i}: {size(got[i])} / {size(want[i])}" for i in moved)}
    return None


def number_ratio(got: float, want: float):
    if math.isfinite(got) and want and abs(got / want - 1) > 1e-3:
        return got / want
    return None


def _nice(x: float, tolerance: float) -> str | None:
    """x as a learner's factor: an integer or a square root of one (up to 64), else None."""
    for k in range(2, 65):
        if abs(x - k) <= tolerance * k:
            return str(k)
        if abs(x - math.sqrt(k)) <= tolerance * x and round(math.sqrt(k)) ** 2 != k:
            return f"√{k}"
    return None


def scaled_number(got: float, want: float, tolerance: float):
    """A number that is the right one times a factor a learner uses (2, √3, 1/6 ...), named."""
    ratio = number_ratio(got, want)
    if ratio is None or ratio <= 0:
        return None
    rel = 2 * tolerance / max(abs(want), 1e-12)  # the answer's own rounding, as a share
    for power, key in ((100, "feedback.prop.percent"), (0.01, "feedback.prop.per_hundred")):
        if abs(ratio - power) <= rel * power + 1e-3 * power:  # a fraction given in percent, or back
            return key, {"got": checks.number_text(got), "want": checks.number_text(want)}
    big = _nice(ratio, rel)
    if big:
        return "feedback.prop.scaled", {"c": big}
    small = _nice(1 / ratio, rel)
    return ("feedback.prop.scaled", {"c": f"1/{small}"}) if small else None


# --- what the output depends on: a twin case with one input position changed ---------------------


def _outs(value) -> list:
    return [v.detach().float() for v in (value if isinstance(value, (tuple, list)) else [value])
            if isinstance(v, torch.Tensor)]


def find_twin(reference, cases: list, fixed: set, rng: torch.Generator):
    """(twin case, case index, argument, axis, position): the first case and float tensor argument
    where changing the last position along an axis leaves part of the right output unchanged
    and changes the rest (a later token the earlier rows must not see, a key padded in some rows).
    None where the right output depends on every position it is given, or on none."""
    for i, case in enumerate(cases):
        for a, x in enumerate(case):
            if a in fixed or not isinstance(x, torch.Tensor) or not x.is_floating_point() or x.dim() < 2:
                continue
            for axis in reversed(range(x.dim())):  # the keys' axis is usually last
                if x.shape[axis] < 3:
                    continue
                pos = x.shape[axis] - 1
                changed = x.clone()
                changed.select(axis, pos).add_(1.0 + torch.rand(changed.select(axis, pos).shape,
                                                                generator=rng))
                twin = list(case[:a]) + [changed] + list(case[a + 1:])
                try:
                    want, other = _outs(reference(*case)), _outs(reference(*twin))
                except Exception:  # noqa: BLE001 - a reference that refuses the change: no twin
                    continue
                if len(want) != len(other) or any(w.shape != o.shape for w, o in zip(want, other)):
                    continue
                still = [(w - o).abs() <= 1e-6 for w, o in zip(want, other)]
                if any(s.any() for s in still) and any((~s).any() for s in still):
                    return twin, i, a, axis, pos
    return None


def leak(got, got_twin, want, want_twin, atol: float, arg: int, axis: int, pos: int, masks: bool = True):
    """The answer's output changes where the right one does not when only input ``arg`` at
    ``pos`` along ``axis`` changed: the answer sees a position it must not (the future, a pad).
    ``masks``: whether the exercise masks at all; where it does not, the causes told are the ones
    that fit it (another row or axis mixed in), never a later token or a padded key."""
    if got is None or got_twin is None or len(got) != len(want) or len(got_twin) != len(want_twin):
        return None
    for g, gt, w, wt in zip(got, got_twin, want, want_twin):
        if g.shape != w.shape or gt.shape != wt.shape:
            continue
        still = (w - wt).abs() <= 1e-6
        moved = still & ((g - gt).abs() > 10 * atol) & torch.isfinite(g) & torch.isfinite(gt)
        if moved.any():
            index = torch.nonzero(moved)[0]
            return "feedback.prop.leak" if masks else "feedback.prop.leak_rows", {"where": _where(index), "arg": str(arg + 1), "axis": str(axis),
                                          "pos": str(pos)}
    return None
