"""A softmax written by hand with an epsilon in its denominator, ``e / (e.sum(-1, keepdim=True) +
eps)``, to avoid 0/0 on fully hidden rows: with eps = 1e-3 every real row sums to 1/(1 + eps/S), less
than 1, by an amount that differs from row to row, so the output looks wrong "in some slices". The
reference's softmax is rewritten that way and eps fitted by bisection on how much the output falls
short of the reference (more eps, less weight), then checked on every case. Trusted.
"""

from __future__ import annotations

import math

import torch

from attnlab.grading import error_model

SMALLEST = 1e-7  # below this the eps changes nothing float32 can show: not the slip


def _eps_softmax(eps: float):
    def change(f, a, k, m):
        dim, _ = error_model._dim_of(a, k)
        x = a[0]
        if dim is None or not isinstance(x, torch.Tensor):
            return f(*a, **k)
        top = x.amax(dim, keepdim=True)
        top = torch.where(torch.isfinite(top), top, torch.zeros_like(top))
        e = torch.exp(x - top)
        return e / (e.sum(dim, keepdim=True) + eps)
    return change


def _deficit(outs: list, wants: list) -> float | None:
    """How much the outputs fall short of the reference's, over every finite entry."""
    total = 0.0
    for got, want in zip(outs, wants):
        if not isinstance(got, list) or not isinstance(want, list) or len(got) != len(want):
            return None
        for g, w in zip(got, want):
            if g.shape != w.shape:
                return None
            d = (w.double() - g.double()).nan_to_num(0.0, 0.0, 0.0)
            total += float(d.sum())
    return total


def _rows_short(answers: list, wants: list, atol: float) -> bool:
    """Whether every row of weights that sums to more than 0 sums to less than the reference's row
    (the eps takes from each row; weights taken from another row or index sum to 1 all the same)."""
    seen = False
    for got, want in zip(answers, wants):
        if not isinstance(want, list) or not got:
            return False
        g, w = got[0].double(), want[0].double()
        if g.shape != w.shape or g.dim() == 0:
            return False
        gs, ws = g.sum(-1).nan_to_num(0.0), w.sum(-1).nan_to_num(0.0)
        live = ws > 0
        if not bool(live.any()) or not bool((gs[live] < ws[live] - max(atol, 1e-6)).all()):
            return False
        seen = True
    return seen


def fitted(ref, cases, answers, errors, atol, tol_of, budget) -> error_model.Diagnosis | None:
    if any(a is None for a in answers) or not budget.take():
        return None
    base, mode = error_model.run(ref, cases[0], record=True)
    if not isinstance(base, list):
        return None
    wants = [error_model.run(ref, c)[0] for c in cases]
    if not _rows_short(answers, wants, atol):
        return None
    target = _deficit(answers, wants)
    if target is None or not target > 0 or not math.isfinite(target):
        return None
    for site in mode.sites:
        if site.op != "softmax":
            continue
        at = (site.op, site.index)

        def deficit_at(t):
            outs = [error_model.run(ref, c, {at: _eps_softmax(10.0 ** t)})[0] for c in cases]
            return _deficit(outs, wants)

        lo, hi = math.log10(SMALLEST), 2.0  # the deficit grows with eps
        low, high = deficit_at(lo), deficit_at(hi)
        if low is None or high is None or not low <= target <= high:
            continue
        for _ in range(40):
            if not budget.take():
                return None
            mid = (lo + hi) / 2
            here = deficit_at(mid)
            if here is None:
                break
            lo, hi = (mid, hi) if here < target else (lo, mid)
        eps = 10.0 ** ((lo + hi) / 2)
        rewrite = error_model.Rewrite("rewrite.softmax_eps", (), at, _eps_softmax(eps))
        if not error_model._explains([rewrite], ref, cases, answers, errors, atol, tol_of):
            continue
        sums = [float(s) for a in answers for t in a[:1] if t.dim()
                for s in t.double().sum(-1).flatten() if 0 < float(s) < 1]
        low_sum = f"{min(sums):.4f}" if sums else "1"
        return error_model.Diagnosis("rewrite.softmax_eps", {"eps": f"{eps:.2g}", "low": low_sum})
    return None
