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
        index = torch.nonzero(off)[0]
        return "feedback.prop.rows_sum", {"total": f"{float(sums[tuple(index)]):.4f}"}
    return None


def slices(got: torch.Tensor, want: torch.Tensor, atol: float):
    """Some slices along a leading axis right, others wrong (heads, batch entries, rows)."""
    if got.shape != want.shape or got.dim() < 2:
        return None
    for axis in range(got.dim() - 1):
        if got.shape[axis] < 2:
            continue
        right = [i for i in range(got.shape[axis])
                 if checks.same(got.select(axis, i), want.select(axis, i), atol)]
        if right and len(right) < got.shape[axis]:
            wrong = [i for i in range(got.shape[axis]) if i not in right]
            return "feedback.prop.slices", {"axis": str(axis), "shape": checks.shape_text(got.shape),
                                            "right": ", ".join(map(str, right[:6])),
                                            "wrong": ", ".join(map(str, wrong[:6]))}
    return None


def describe(got: torch.Tensor, want: torch.Tensor, atol: float = checks.ATOL):
    """(key, args) of the strongest property that holds, or None."""
    for prop in (permuted, scaled, weights, slices):
        found = prop(got, want, atol)
        if found:
            return found
    return None


def describe_rows(rows, atol: float = checks.ATOL):
    """The first property that holds on a case where the answer is wrong; None if none does."""
    for got, want in rows:
        if got is None or len(got) != len(want):
            continue
        for g, w in zip(got, want):
            if checks.same(g, w, atol):
                continue
            found = describe(g, w, atol)
            if found:
                return found
    return None


def shape_permutation(got: list[float], want: list[float]):
    """A shape answer with the right sizes in another order."""
    if len(got) == len(want) and got != want and sorted(got) == sorted(want):
        moved = [str(i) for i, (g, w) in enumerate(zip(got, want)) if g != w]
        return "feedback.prop.permuted_shape", {
            "got": checks.shape_text([int(g) if float(g).is_integer() else g for g in got]),
            "axes": ", ".join(moved)}
    return None


def number_ratio(got: float, want: float):
    if math.isfinite(got) and want and abs(got / want - 1) > 1e-3:
        return got / want
    return None
