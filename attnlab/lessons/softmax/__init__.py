"""Lesson 2, Softmax: three ways to normalise, overflow, temperature, and why divide by sqrt(d_k).

The default scores are the book's ω for "journey" (lesson 1); the √d_k experiments draw random
queries and keys from an explicit generator.
"""

from __future__ import annotations

import functools
import math
from dataclasses import dataclass

import torch

from attnlab import attention, examples, i18n, limits
from attnlab.lessons import inputs as parse
from attnlab.lessons.steps import EPS32, ULPS, Panel, Step, fmt, fmt_exact, fmt_sci, fmt_sig, fmt_vector, fmt_vs

STEPS = ("three_ways", "overflow", "temperature", "variance", "saturation", "jacobian")
BOOK_SCORES = (0.9544, 1.4950, 1.4754, 0.8434, 0.7070, 1.0865)
D_KS = (2, 4, 8, 16, 32, 64, 128, 256, 512, 1024)
TEMPERATURE_SCALES = (0.25, 0.5, 1.0, 2.0, 4.0, 8.0)
SAMPLES = 2000  # random (q, k) pairs per d_k for the variance estimate
MAX_MULTIPLIER = 1000.0
OVERFLOW_AT = 88.73  # exp of a float32 above this is inf
MAX_SCALE = 10.0  # the slider's range; the limits text says the same
JACOBIAN_DRAWS = 200  # random (q, K) draws the Jacobian step averages over
SATURATION_QUERIES = 200  # random queries the saturation step averages over
TINY32 = float(torch.finfo(torch.float32).tiny)  # smallest normal float32, about 1.2e-38
SUB32 = 2.0 ** -149  # smallest subnormal float32: the grid a subnormal result is rounded to


@dataclass(frozen=True)
class SoftmaxInput:
    scores: torch.Tensor  # (n,)
    labels: tuple[str, ...]
    scale: float  # multiplies the scores before the softmax (an inverse temperature)
    multiplier: float  # blows the scores up for the overflow step
    d_k: int
    seed: int


def default_input() -> SoftmaxInput:
    return SoftmaxInput(torch.tensor(BOOK_SCORES), examples.TOKENS, 1.0, 100.0, 64, 123)


def parse_input(scores, labels, scale, multiplier, d_k, seed) -> SoftmaxInput:
    vector = parse.parse_vector(scores)
    return SoftmaxInput(
        scores=vector,
        labels=tuple(parse.parse_labels(labels, vector.numel())),
        scale=parse.parse_float(scale, "scale", 0.0, MAX_SCALE),
        multiplier=parse.parse_float(multiplier, "multiplier", 1.0, MAX_MULTIPLIER),
        d_k=parse.parse_choice_int(d_k, "d_k", D_KS),
        seed=parse.parse_int(seed, "seed", 0, limits.MAX_SEED),
    )


def random_scores(d_k: int, n: int, generator: torch.Generator) -> torch.Tensor:
    """q · k for n independent standard-normal pairs of size d_k: (n,). Variance ≈ d_k."""
    q = torch.randn(n, d_k, generator=generator)
    k = torch.randn(n, d_k, generator=generator)
    return (q * k).sum(-1)


def softmax_jacobian(p: torch.Tensor) -> torch.Tensor:
    """∂softmax_i/∂s_j = p_i (δ_ij − p_j): (n,) -> (n, n)."""
    return torch.diag(p) - torch.outer(p, p)


@functools.lru_cache(maxsize=32)  # a pure function of the seed, and the slowest step
@torch.no_grad()
def _variance_table(seed: int) -> tuple[torch.Tensor, torch.Tensor]:
    g = torch.Generator().manual_seed(seed)
    raw = torch.stack([random_scores(d, SAMPLES, g).var() for d in D_KS])
    return raw, raw / torch.tensor(D_KS, dtype=torch.float32)  # Var(x / √d) = Var(x) / d


@functools.lru_cache(maxsize=32)
@torch.no_grad()
def _saturation_table(seed: int, n: int = 6) -> tuple[torch.Tensor, torch.Tensor]:
    """Mean largest softmax weight over SATURATION_QUERIES random queries, per d_k, unscaled and
    scaled."""
    g = torch.Generator().manual_seed(seed + 1)
    raw, scaled = [], []
    for d in D_KS:
        q = torch.randn(SATURATION_QUERIES, 1, d, generator=g)
        k = torch.randn(SATURATION_QUERIES, n, d, generator=g)
        s = (q @ k.transpose(1, 2)).squeeze(1)  # (200, n)
        raw.append(torch.softmax(s, -1).amax(-1).mean())
        scaled.append(torch.softmax(s / math.sqrt(d), -1).amax(-1).mean())
    return torch.stack(raw), torch.stack(scaled)


def step(inp: SoftmaxInput, step_id: str) -> Step:
    return _BUILDERS[parse.parse_choice(step_id, "step", STEPS)](inp)


def invariance_facts(s: torch.Tensor) -> dict[str, str]:
    """How each normalisation reacts to scaling and to shifting the scores, measured on ``s``:
    s / Σs depends only on ratios (scaling changes nothing), softmax only on differences."""

    def change(f, g):
        with torch.no_grad():
            moved = f(g(s))
            if not bool(torch.isfinite(moved).all()):  # the shifted scores sum to 0: no number
                return i18n.Phrase("softmax.change_undefined", total=f"{float(g(s).sum()):.3g}")
            return fmt_sci(float((moved - f(s)).abs().max()))

    by_sum = attention.sum_normalize  # x / 0 is ±inf and 0 / 0 NaN, as torch computes them

    return {"double_sum": change(by_sum, lambda v: 2 * v), "shift_sum": change(by_sum, lambda v: v + 1),
            "double_soft": change(attention.stable_softmax, lambda v: 2 * v),
            "shift_soft": change(attention.stable_softmax, lambda v: v + 1)}


def _three_ways(inp: SoftmaxInput) -> Step:
    s = inp.scores * inp.scale
    total = float(s.sum())
    # What torch computes, not what we expect of it: x / 0 is ±inf, only 0 / 0 is NaN.
    summed = attention.sum_normalize(s)
    naive, stable = attention.naive_softmax(s), attention.stable_softmax(s)
    bad, _ = overflow_facts(s)
    verdict = naive_verdict(s)
    return Step(
        id="three_ways",
        # Chosen by what the division gave, not by "the sum is 0": a sum of 5.9e-41 overflows too.
        text=("softmax.text.three_ways" if bool(torch.isfinite(summed).all())
              else "softmax.text.three_ways_zero"),
        text_args={"sum": fmt_vector(summed), "naive": fmt_vector(naive),
                   "stable": fmt_vector(stable), "scale": fmt(inp.scale, 2), "total": f"{total:.3g}",
                   "negative": int((s < 0).sum()), "bad": bad, "n": s.numel(),
                   "top": score_text(float(s.max())), **invariance_facts(s), **lossy_facts(s)},
        formula=r"\frac{s_i}{\sum_j s_j}\qquad \frac{e^{s_i}}{\sum_j e^{s_j}}"
        r"\qquad \frac{e^{s_i - \max s}}{\sum_j e^{s_j - \max s}}",
        shapes=(("s", tuple(s.shape)), ("softmax(s)", tuple(stable.shape))),
        panels=(
            Panel("panel.sum_normalized", summed, "weight", x_labels=inp.labels),
            Panel("panel.naive_softmax", naive, "weight", x_labels=inp.labels),
            Panel("panel.stable_softmax", stable, "weight", x_labels=inp.labels),
        ),
        more=({"ok": "softmax.text.naive_equal", "sum": "softmax.text.naive_sum_overflow",
               "lossy": "softmax.text.naive_lossy"}.get(verdict, "softmax.text.naive_broken"),),
    )


def _largest_finite_exp() -> float:
    """The largest float32 whose exp is finite in float32, measured (about 88.7228): exp of any
    float32 above it is inf."""
    x = torch.log(torch.tensor(torch.finfo(torch.float32).max, dtype=torch.float64)).float()
    while not bool(torch.isfinite(torch.exp(x))):
        x = torch.nextafter(x, torch.tensor(0.0))
    return float(x)


EXP_FINITE_MAX = _largest_finite_exp()


def score_text(x: float) -> str:
    """A score as the overflow sentences quote it: one decimal when large, four when small, so that
    0.02 is not printed as 0.0 beside exp(0.02) = 1.02; and as many more as it takes to print it on
    the same side of EXP_FINITE_MAX as it is (88.73, whose exp is inf, is never printed 88.7)."""
    return fmt_vs(x, EXP_FINITE_MAX, 1 if abs(x) >= 10 else 4)


def overflow_facts(s: torch.Tensor) -> tuple[int, bool]:
    """(weights of the naive softmax that are not finite, whether every exp underflowed to 0 rather
    than the largest overflowing to inf)."""
    bad = int((~torch.isfinite(attention.naive_softmax(s))).sum())
    return bad, bad > 0 and float(torch.exp(s.max())) == 0.0


def naive_verdict(s: torch.Tensor) -> str:
    """What the naive softmax did on ``s``, measured against the stable one: "ok" (finite and equal
    as printed), "under" (the sum of the exps is 0: 0 / 0), "over" (an exp overflowed: inf / inf),
    "sum" (every exp finite, but their sum is inf, so every weight is x / inf = 0) or "lossy"
    (exps and sum finite, yet the weights differ beyond rounding: exps below float32's smallest
    normal number, about 1.2e-38, are subnormal, keeping only a few significant bits, or 0)."""
    if naive_agrees(s):
        return "ok"
    e = torch.exp(s)
    total = float(e.sum())
    if total == 0.0:
        return "under"
    if bool(torch.isinf(e).any()):
        return "over"
    return "sum" if math.isinf(total) else "lossy"


def naive_agrees(s: torch.Tensor) -> bool:
    """Whether exp(s) / Σ exp(s) equals the stable softmax weight by weight, to the rounding of the
    two float32 computations: ULPS units of eps per term of the sum and per unit of |s_i − max s|
    (the stable exp's argument is rounded), relative to the weight, plus ULPS subnormal steps.
    Relative, never an absolute threshold: a weight of 4.5e-05 that the naive version makes 0 is
    the whole weight, not a difference below the 4th decimal."""
    naive, stable = attention.naive_softmax(s).double(), attention.stable_softmax(s).double()
    if not bool(torch.isfinite(naive).all()):
        return False
    spread = (s.double() - s.double().max()).abs()
    room = ULPS * (EPS32 * (s.numel() + spread) * torch.maximum(naive.abs(), stable.abs()) + SUB32)
    return bool(((naive - stable).abs() <= room).all())


def lossy_facts(s: torch.Tensor) -> dict:
    """The numbers the underflow sentences quote, counted off the exps: how many are below float32's
    smallest normal number ("low"), of them how many became exactly 0 ("zero") and how many are
    subnormal; the largest gap between the naive and the stable weights, the sum of the exps."""
    e = torch.exp(s)
    naive, stable = attention.naive_softmax(s), attention.stable_softmax(s)
    gap = (naive - stable).abs().max()
    low, zero = int((e < TINY32).sum()), int((e == 0).sum())
    return {"low": low, "zero": zero, "subnormal": low - zero,
            "gap": fmt_sig(float(gap)), "exp_sum": f"{float(e.sum()):.3g}",
            "naive_w": fmt_vector(naive)}


def _overflow(inp: SoftmaxInput) -> Step:
    s = inp.scores * inp.multiplier
    naive, stable = attention.naive_softmax(s), attention.stable_softmax(s)
    bad, _ = overflow_facts(s)
    verdict = naive_verdict(s)
    # "Raise the multiplier and watch it break" only where the largest multiplier allowed does
    # break it (measured there); otherwise say how large a score must be typed instead.
    at_max = (inp.scores * MAX_MULTIPLIER).max()
    reachable = naive_verdict(inp.scores * MAX_MULTIPLIER) != "ok"
    e = torch.exp(s)
    return Step(
        id="overflow",
        text=({"under": "softmax.text.overflow_under", "over": "softmax.text.overflow_bad",
               "sum": "softmax.text.overflow_sum", "lossy": "softmax.text.overflow_lossy"}.get(verdict)
              or ("softmax.text.overflow_ok" if reachable else "softmax.text.overflow_ok_limit")),
        text_args={"m": fmt_exact(inp.multiplier), "max": score_text(float(s.max())),
                   "max_m": fmt_exact(MAX_MULTIPLIER), "max_at_max": score_text(float(at_max)),
                   "need": f"{math.ceil(OVERFLOW_AT / MAX_MULTIPLIER * 100) / 100:.2f}",
                   "exp": f"{float(torch.exp(s.max())):.3g}",  # float32: inf above ~88.7
                   "bad": bad, "n": s.numel(), "stable": fmt_vector(stable),
                   "sum": f"{float(e.sum()):.3g}", **lossy_facts(s)},
        formula=r"e^{s_i - m}\ \text{with}\ m = \max_j s_j \;\Rightarrow\; e^{s_i - m} \le 1",
        shapes=(("s", tuple(s.shape)),),
        panels=(
            Panel("panel.naive_softmax", naive, "weight", x_labels=inp.labels),
            Panel("panel.stable_softmax", stable, "weight", x_labels=inp.labels),
        ),
    )


def _temperature(inp: SoftmaxInput) -> Step:
    scales = sorted(set(TEMPERATURE_SCALES) | {inp.scale})
    table = torch.stack([torch.softmax(inp.scores * c, -1) for c in scales])  # (scales, n)
    mine = torch.softmax(inp.scores * inp.scale, -1)
    # Large c sends the weight to the largest score only when one score is largest: k exactly equal
    # maxima keep 1/k each for every c, so the sentence counts them instead of assuming one.
    # Every score tied: uniform at every c, nothing to sharpen (the tied sentence's "approach 1
    # together" would be "are 1 at every c").
    tied = int((inp.scores == inp.scores.max()).sum()) if inp.scores.numel() else 1
    n = inp.scores.numel()
    return Step(
        id="temperature",
        text=("softmax.text.temperature" if tied == 1 else
              "softmax.text.temperature_all_tied" if tied == n else "softmax.text.temperature_tied"),
        text_args={"scale": fmt(inp.scale, 2), "max": fmt(float(mine.max())),
                   "weights": fmt_vector(mine), "tied": tied},
        formula=r"\operatorname{softmax}(c\,s)_i = \frac{e^{c s_i}}{\sum_j e^{c s_j}},"
        r"\quad c = 1/T",
        shapes=(("s", tuple(inp.scores.shape)),),
        panels=(
            Panel("panel.weights_by_scale", table, "weight", x_labels=inp.labels,
                  y_labels=tuple(f"c = {fmt(c, 2)}" for c in scales)),
        ),
    )


def _variance(inp: SoftmaxInput) -> Step:
    raw, scaled = _variance_table(inp.seed)
    labels = tuple(str(d) for d in D_KS)
    i = D_KS.index(inp.d_k)
    return Step(
        id="variance",
        text="softmax.text.variance",
        # "whatever the key size" is said of every plotted point: the whole series' range
        text_args={"d_k": inp.d_k, "var": fmt(float(raw[i]), 1), "scaled": fmt(float(scaled[i]), 2),
                   "samples": SAMPLES, "points": len(D_KS),
                   "scaled_lo": fmt(float(scaled.min()), 2), "scaled_hi": fmt(float(scaled.max()), 2),
                   "raw_lo": fmt(float(raw.min()), 1), "raw_hi": fmt(float(raw.max()), 1)},
        formula=r"\operatorname{Var}(q\cdot k) = \sum_{i=1}^{d_k} \operatorname{Var}(q_i k_i) = d_k"
        r"\quad\Rightarrow\quad \operatorname{Var}\!\left(\frac{q\cdot k}{\sqrt{d_k}}\right) = 1",
        shapes=(("q, k", (inp.d_k,)), ("q·k", ())),
        panels=(
            Panel("panel.variance_raw", raw, "score", x_labels=labels),
            Panel("panel.variance_scaled", scaled, "score", x_labels=labels),
        ),
    )


def _saturation(inp: SoftmaxInput) -> Step:
    raw, scaled = _saturation_table(inp.seed)
    labels = tuple(str(d) for d in D_KS)
    i = D_KS.index(inp.d_k)
    return Step(
        id="saturation",
        text="softmax.text.saturation",
        text_args={"d_k": inp.d_k, "raw": fmt(float(raw[i]), 3), "scaled": fmt(float(scaled[i]), 3),
                   "queries": SATURATION_QUERIES},
        formula=r"\max_j \operatorname{softmax}(s)_j \to 1 \ \text{as}\ \operatorname{Var}(s) \to \infty",
        shapes=(("q", (1, inp.d_k)), ("K", (6, inp.d_k)), ("s", (6,))),
        panels=(
            Panel("panel.max_weight_raw", raw, "weight", x_labels=labels),
            Panel("panel.max_weight_scaled", scaled, "weight", x_labels=labels),
        ),
    )


def jacobian_norms(p: torch.Tensor) -> torch.Tensor:
    """Frobenius norms of the softmax Jacobians of a batch of weight vectors: (b, n) -> (b,)."""
    j = torch.diag_embed(p) - p[:, :, None] * p[:, None, :]
    return j.flatten(1).norm(dim=-1)


@functools.lru_cache(maxsize=64)
@torch.no_grad()
def jacobian_average(seed: int, d_k: int) -> tuple[float, float, int]:
    """(mean unscaled norm, mean scaled norm, draws whose unscaled norm is the smaller) over
    JACOBIAN_DRAWS random queries and six keys: the general trend one draw may not follow."""
    g = torch.Generator().manual_seed(seed + 3)
    q = torch.randn(JACOBIAN_DRAWS, d_k, generator=g)
    k = torch.randn(JACOBIAN_DRAWS, 6, d_k, generator=g)
    s = (k @ q[:, :, None]).squeeze(-1)  # (draws, 6)
    raw = jacobian_norms(torch.softmax(s, -1))
    scaled = jacobian_norms(torch.softmax(s / math.sqrt(d_k), -1))
    return float(raw.mean()), float(scaled.mean()), int((raw < scaled).sum())


@torch.no_grad()
def _jacobian(inp: SoftmaxInput) -> Step:
    g = torch.Generator().manual_seed(inp.seed + 2)
    q = torch.randn(inp.d_k, generator=g)
    k = torch.randn(6, inp.d_k, generator=g)
    s = k @ q  # (6,)
    j_raw = softmax_jacobian(torch.softmax(s, -1))
    j_scaled = softmax_jacobian(torch.softmax(s / math.sqrt(inp.d_k), -1))
    # J[i, j] = ∂p_i/∂s_j for one query: rows are weights, columns are scores (not queries × keys).
    rows = tuple(f"p{i + 1}" for i in range(6))
    cols = tuple(f"s{j + 1}" for j in range(6))
    axes = ("axis.jacobian_scores", "axis.jacobian_weights")
    mean_raw, mean_scaled, smaller = jacobian_average(inp.seed, inp.d_k)
    general = mean_raw < mean_scaled  # scaling keeps the gradient larger, on average
    this_way = float(j_raw.norm()) < float(j_scaled.norm())
    # The shown draw is described by itself and by how many draws go its way (measured), never as
    # "the general way round": the mean and the majority of draws can disagree (d_k = 2).
    return Step(
        id="jacobian",
        text="softmax.text.jacobian_vanish" if general else "softmax.text.jacobian_flat",
        more=("softmax.text.jacobian_draw_smaller" if this_way
              else "softmax.text.jacobian_draw_larger",),
        text_args={"d_k": inp.d_k, "raw": f"{float(j_raw.norm()):.2e}",
                   "scaled": f"{float(j_scaled.norm()):.2e}", "draws": JACOBIAN_DRAWS,
                   "mean_raw": fmt(mean_raw, 3), "mean_scaled": fmt(mean_scaled, 3),
                   "smaller": smaller,
                   "same_way": smaller if this_way else JACOBIAN_DRAWS - smaller},
        formula=r"\frac{\partial p_i}{\partial s_j} = p_i(\delta_{ij} - p_j),\qquad J = "
        r"\operatorname{diag}(p) - p p^\top",
        shapes=(("s", (6,)), ("J", (6, 6))),
        panels=(
            Panel("panel.jacobian_raw", j_raw, "value", x_labels=cols, y_labels=rows, axes=axes),
            Panel("panel.jacobian_scaled", j_scaled, "value", x_labels=cols, y_labels=rows, axes=axes),
        ),
    )


_BUILDERS = {
    "three_ways": _three_ways,
    "overflow": _overflow,
    "temperature": _temperature,
    "variance": _variance,
    "saturation": _saturation,
    "jacobian": _jacobian,
}
