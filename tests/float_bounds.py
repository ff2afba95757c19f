"""How far two correct float computations of the same quantity may drift apart, from the dtype.

Two routes to one result (loops vs matmul, one fused Linear vs three, a batched matmul vs a loop
over heads, a module on a batch vs the lesson's own step) round differently on different CPUs:
the same pinned torch picks other kernels (blocking, FMA, summation order) on an AVX-512 Xeon, an
AVX2 laptop or an ARM Mac. So a test never demands their bits agree: it bounds their gap by the
textbook error of a sum of products, |fl(Σ aᵢbᵢ) − Σ aᵢbᵢ| ≤ k·eps·Σ|aᵢbᵢ|, once per side.
"""

from __future__ import annotations

import torch


def sum_bound(terms: int, magnitude: float | torch.Tensor, dtype: torch.dtype = torch.float32):
    """Largest gap between two correct evaluations of sums of `terms` products whose absolute
    values add up to `magnitude` (a number, or a tensor of per-entry magnitudes)."""
    return 2 * terms * torch.finfo(dtype).eps * magnitude


def matmul_bound(a: torch.Tensor, b: torch.Tensor) -> torch.Tensor:
    """Per-entry bound for a @ b computed two ways: k = a's last axis, magnitudes |a| @ |b|."""
    return sum_bound(a.shape[-1], a.abs().double() @ b.abs().double(), a.dtype)


def assert_rounding_only(reported: str, bound: torch.Tensor | float,
                         shown: torch.Tensor | None = None):
    """The lesson's printed difference `reported` is within the bound; where the step also shows
    the gap itself (`shown`, e.g. a panel of loops − matmul), every entry is within the per-entry
    bound and the sentence prints that panel's largest entry, whatever this CPU rounded."""
    bound_t = torch.as_tensor(bound, dtype=torch.float64)
    assert float(reported) <= float(bound_t.max()), (reported, float(bound_t.max()))
    if shown is not None:
        gap = shown.abs().double()
        assert bool((gap <= bound_t).all()), (gap, bound_t)
        assert reported == f"{float(gap.max()):.1e}", (reported, float(gap.max()))


# torch.testing.assert_close's documented defaults per dtype (rtol, atol): the tolerance for a
# chain of ops (projections, softmax, weights @ values) where no single sum bound applies.
CLOSE = {torch.float16: (1e-3, 1e-5), torch.bfloat16: (1.6e-2, 1e-5),
         torch.float32: (1.3e-6, 1e-5), torch.float64: (1e-7, 1e-7)}


def close_bound(reference: torch.Tensor) -> float:
    """What assert_close would accept as the largest gap from `reference`, for its dtype."""
    rtol, atol = CLOSE[reference.dtype]
    return atol + rtol * float(reference.abs().max())
