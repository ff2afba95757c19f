"""Lesson 1, Scores: from one dot product to trainable, scaled self-attention.

``compute`` checks the learner's input and computes every tensor of the lesson once; ``step``
picks what one step shows. With the defaults the numbers are the book's (chapter 3).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from decimal import ROUND_HALF_EVEN, Decimal

import numpy as np
import torch
from torch import nn

from attnlab import attention, examples, i18n, limits
from attnlab.lessons import inputs as parse
from attnlab.lessons import tab_number
from attnlab.lessons.steps import Panel, Step, fmt, fmt_apart, fmt_one, fmt_sci, fmt_sig, fmt_sums, fmt_vector, fmt_vs
from attnlab.modules import reset_linear

STEPS = (
    "query_scores",
    "query_weights",
    "query_context",
    "all_scores",
    "all_context",
    "projections",
    "scaled_scores",
    "context",
)
INITS = ("rand", "linear")  # SelfAttention_v1-style torch.rand, SelfAttention_v2-style nn.Linear
CLASS_OF_INIT = {"rand": "SelfAttention_v1", "linear": "SelfAttention_v2"}
GROWTH_D_KS = (2, 8, 32, 128)  # key sizes at which the scaled scores' size is measured
MAX_TERMS = 6  # terms of a written-out dot product before it is shortened with "…"


@dataclass(frozen=True)
class ScoresInput:
    x: torch.Tensor  # (n, d_in)
    labels: tuple[str, ...]
    query: int
    seed: int
    d_out: int
    init: str


@dataclass(frozen=True)
class ScoresResult:
    inp: ScoresInput
    omega: torch.Tensor  # (n,) scores of the query with every token
    alpha_sum: torch.Tensor  # (n,) omega / sum(omega)
    alpha: torch.Tensor  # (n,) softmax(omega)
    z: torch.Tensor  # (d_in,) context vector of the query
    omega_all: torch.Tensor  # (n, n) X X^T by matmul
    alpha_all: torch.Tensor  # (n, n)
    z_all: torch.Tensor  # (n, d_in)
    w_query: torch.Tensor  # (d_in, d_out), used as x @ W
    w_key: torch.Tensor
    w_value: torch.Tensor
    queries: torch.Tensor  # (n, d_out)
    keys: torch.Tensor
    values: torch.Tensor
    scores: torch.Tensor  # (n, n) Q K^T
    scaled: torch.Tensor  # (n, n) Q K^T / sqrt(d_k)
    weights: torch.Tensor  # (n, n)
    context: torch.Tensor  # (n, d_out)


def default_input() -> ScoresInput:
    return ScoresInput(
        x=examples.inputs(),
        labels=examples.TOKENS,
        query=examples.QUERY_INDEX,
        seed=examples.SEED_V1,
        d_out=examples.D_OUT,
        init="rand",
    )


def parse_input(matrix, labels, query, seed, d_out, init) -> ScoresInput:
    """Check raw widget values; raises InputError with a translation key."""
    x = parse.parse_matrix(matrix)
    n = x.shape[0]
    names = parse.parse_labels(labels, n)
    q = parse.parse_index(query, n)
    return ScoresInput(
        x=x,
        labels=tuple(names),
        query=q,
        seed=parse.parse_int(seed, "seed", 0, limits.MAX_SEED),
        d_out=parse.parse_int(d_out, "d_out", 1, limits.MAX_DIM),
        init=parse.parse_choice(init, "init", INITS),
    )


def projection_weights(
    d_in: int, d_out: int, seed: int, init: str
) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
    """W_query, W_key, W_value as (d_in, d_out) matrices, drawn like the book from ``seed``.

    "rand": three torch.rand(d_in, d_out), as SelfAttention_v1 (seed 123 gives the book's numbers).
    "linear": three nn.Linear(d_in, d_out, bias=False), as SelfAttention_v2; returned transposed.
    """
    g = torch.Generator().manual_seed(seed)
    if init == "rand":
        return tuple(torch.rand(d_in, d_out, generator=g) for _ in range(3))
    mats = []
    for _ in range(3):
        layer = nn.Linear(d_in, d_out, bias=False)
        with torch.no_grad():
            reset_linear(layer, g)
        mats.append(layer.weight.detach().T.contiguous())  # (d_out, d_in) -> (d_in, d_out)
    return tuple(mats)


@torch.no_grad()
def compute(inp: ScoresInput) -> ScoresResult:
    x = inp.x
    omega_all = attention.dot_scores(x, x)  # (n, n)
    alpha_all = torch.softmax(omega_all, dim=-1)
    omega = omega_all[inp.query]
    w_q, w_k, w_v = projection_weights(x.shape[1], inp.d_out, inp.seed, inp.init)
    queries, keys, values = x @ w_q, x @ w_k, x @ w_v  # (n, d_out) each
    scores = attention.dot_scores(queries, keys)
    scaled = attention.scale_scores(scores, keys.shape[-1])
    weights = torch.softmax(scaled, dim=-1)
    return ScoresResult(
        inp=inp,
        omega=omega,
        alpha_sum=attention.sum_normalize(omega),
        alpha=torch.softmax(omega, dim=-1),
        z=alpha_all[inp.query] @ x,
        omega_all=omega_all,
        alpha_all=alpha_all,
        z_all=alpha_all @ x,
        w_query=w_q,
        w_key=w_k,
        w_value=w_v,
        queries=queries,
        keys=keys,
        values=values,
        scores=scores,
        scaled=scaled,
        weights=weights,
        context=weights @ values,
    )


EQUATION_DIGITS = 8  # most decimals an operand of a written-out dot product is printed with


def _equation_digits(a: list[float], b: list[float], result: str) -> int | None:
    """The fewest decimals (2 or more) whose printed operands give the printed result: the book's
    2-decimal embeddings print as typed, and 0.123456 prints as 0.123456, never as 0.12 beside a
    sum that 0.12·0.12 + … does not give. Exact decimal arithmetic on the printed operands, rounded
    as the result is printed. None where no number of decimals does (float32's own rounding of a
    large dot product is more than the result's last printed digit)."""
    want = Decimal(result)
    for digits in range(2, EQUATION_DIGITS + 1):
        total = sum(Decimal(fmt(u, digits)) * Decimal(fmt(v, digits)) for u, v in zip(a, b))
        if total.quantize(want, ROUND_HALF_EVEN) == want:
            return digits
    return None


def written_out(a: torch.Tensor, b: torch.Tensor) -> str:
    """'0.55·0.43 + 0.87·0.15 + 0.66·0.89 = 0.9544' for two vectors (shortened when long). A full
    equation prints its operands with the decimals that make it true of what it prints; where
    float32's rounding of the sum is larger than its last printed digit, it says "≈"."""
    u, v = a.tolist(), b.tolist()
    result = fmt(float(a @ b))
    exact = len(u) <= MAX_TERMS and all(map(math.isfinite, u + v)) and math.isfinite(float(result))
    digits = _equation_digits(u, v, result) if exact else 2
    sign = "=" if digits is not None or not exact else "≈"
    # "≈": each operand as float32 stores it (its shortest exact text), the sum float32's
    show = (lambda x: fmt(x, digits or 2)) if sign == "=" else (lambda x: str(np.float32(x)))
    terms = [f"{show(x)}·{show(y)}" for x, y in zip(u, v)]
    if len(terms) > MAX_TERMS:
        terms = terms[: MAX_TERMS - 1] + ["…"]
    return " + ".join(terms).replace("+ -", "− ") + f" {sign} {result}"


def step(result: ScoresResult, step_id: str) -> Step:
    return _BUILDERS[parse.parse_choice(step_id, "step", STEPS)](result)


# --- one builder per step --------------------------------------------------------------------------


def _common(r: ScoresResult) -> dict:
    inp = r.inp
    return {
        "query": inp.labels[inp.query],
        "q": inp.query + 1,
        "n": r.omega.numel(),
        "d_in": inp.x.shape[1],
        "d_out": inp.d_out,
        # step numbers come from STEPS, as the step control draws them
        "s_scores": STEPS.index("query_scores") + 1,
        "s_context": STEPS.index("query_context") + 1,
    }


def length_facts(x: torch.Tensor, query: int, labels: tuple[str, ...]) -> tuple[str, dict, tuple]:
    """(text variant, args, further sentences): a dot product grows with alignment *and* length,
    on these vectors.

    ω = |x_q| |x_j| cos θ, so the largest score need not be the best-aligned key. Scores whose
    stored float32 values are equal tie: a tie is said, never decided by argmax nor by the
    4-decimal prints nor by a tolerance (1.49500012 and 1.49500203 are 16 ulps apart: no tie);
    two scores that differ are printed apart."""
    n = x.shape[0]
    xq = x[query]
    scores = x @ xq  # (n,)
    # cos θ of rows scaled to a largest entry of 1 first: |x|² of a row like [1e-38] underflows
    # float32 to 0, which would print a vector's cosine with itself as 0.0000.
    peak = x.abs().amax(-1, keepdim=True)  # (n, 1); 0 only for a row of zeros
    unit = x / peak.clamp_min(torch.finfo(x.dtype).tiny)
    cos = torch.nn.functional.cosine_similarity(unit, unit[query].expand_as(unit), dim=-1, eps=1e-12)
    best = float(scores.max())
    tied = [j for j in range(n) if float(scores[j]) == best]  # every largest score
    top = query if query in tied else tied[0]
    def cosine(j: int):
        """cos θ of the query with key j: 0 / 0, undefined, when either has length 0 (the eps of
        cosine_similarity would print a made-up 0.0000, beside "cosine 1 with itself")."""
        if float(peak[j]) == 0 or float(peak[query]) == 0:
            return i18n.Phrase("scores.cos_undefined")
        return fmt(float(cos[j]))

    self_score, top_score = fmt_apart(float(scores[query]), float(scores[top]))
    args = {"self_score": self_score, "self_cos": cosine(query),
            "top": labels[top], "top_score": top_score, "top_cos": cosine(top),
            **dict(zip(("q_len", "top_len"), fmt_apart(float(xq.double().norm()),
                                                        float(x[top].double().norm()))))}
    if n == 1:
        return "scores.text.query_scores_one", args, ()
    # every other key in the tie, each in its own quotes when the sentence quotes them
    args["tied"] = "” / “".join(labels[j] for j in tied if j != top)
    if top != query:
        return "scores.text.query_scores_longer", args, (
            ("scores.text.query_scores_longer_tie",) if len(tied) > 1 else ())
    if len(tied) > 1:  # other keys score as much as the query itself
        return "scores.text.query_scores_tie", args, ()
    others = [j for j in range(n) if j != query]
    second = max(others, key=lambda j: float(scores[j]))
    args["self_score"], second_score = fmt_apart(float(scores[query]), float(scores[second]))
    return "scores.text.query_scores", {**args, "second": labels[second],
                                        "second_score": second_score,
                                        "second_cos": cosine(second)}, ()


def _query_scores(r: ScoresResult) -> Step:
    inp = r.inp
    xq = inp.x[inp.query]
    lines = "\n".join(
        f"- ω({inp.labels[inp.query]}, {inp.labels[j]}) = {written_out(xq, inp.x[j])}"
        for j in range(len(inp.labels))
    )
    text, facts, more = length_facts(inp.x, inp.query, inp.labels)
    d = inp.x.shape[1]
    if d > MAX_TERMS:  # a shortened line says how many products it leaves out
        more = (*more, "scores.text.terms_cut")
    return Step(
        id="query_scores",
        text=text,
        text_args={**_common(r), "lines": lines, "scores": fmt_vector(r.omega), **facts,
                   "terms_shown": MAX_TERMS - 1, "terms_left": d - (MAX_TERMS - 1), "d": d},
        formula=r"\omega_{qj} = x^{(q)} \cdot x^{(j)} = \sum_{k=1}^{d} x^{(q)}_k\, x^{(j)}_k",
        shapes=(("x^(q)", tuple(xq.shape)), ("X", tuple(inp.x.shape)), ("ω_q", tuple(r.omega.shape))),
        panels=(Panel("panel.scores_of_query", r.omega, "score", x_labels=inp.labels,
                      title_args={"query": inp.labels[inp.query]}),),
        more=more,
    )


def weight_order(omega: torch.Tensor, alpha: torch.Tensor) -> dict:
    """Whether a larger score got a larger weight, read off the stored float32 values: the pairs of
    different scores, how many of them got equal weights ("merged"), and the sentence that says it:
    weights_order (none merged), weights_all_equal (every weight equal while the scores differ),
    or None with a single distinct score (nothing to order). softmax never reverses an order: exp
    and the division by one sum are monotone in float32 too.

    A merged pair's cause is measured, pair by pair, never assumed: both weights exactly 0 (exp
    underflowed: scores 1e8 apart merge so) or two equal nonzero weights (the scores closer than
    the stored weights' resolution: 1e-8 apart). weights_merged says the second,
    weights_merged_underflow the first, weights_merged_mixed both with their counts."""
    w, a = omega[:, None], alpha[:, None]
    different = w != w.T  # (n, n), each pair twice
    pairs = int(different.sum()) // 2
    equal = different & (a == a.T)
    merged = int(equal.sum()) // 2
    under = int((equal & (a == 0)).sum()) // 2  # both weights 0: a == a.T there
    if pairs == 0:
        key = None
    elif merged == 0:
        key = "scores.text.weights_order"
    elif bool((alpha == alpha[0]).all()):  # the largest weight is at least 1/n: never all 0
        key = "scores.text.weights_all_equal"
    elif under == merged:
        key = "scores.text.weights_merged_underflow"
    elif under == 0:
        key = "scores.text.weights_merged"
    else:
        key = "scores.text.weights_merged_mixed"
    return {"pairs": pairs, "merged": merged, "under": under, "close": merged - under, "key": key}


def _query_weights(r: ScoresResult) -> Step:
    labels = r.inp.labels
    args = {**_common(r), "sum": fmt_vector(r.alpha_sum), "softmax": fmt_vector(r.alpha),
            "total": fmt_one(float(r.alpha.sum())), "soft_top": fmt(float(r.alpha.max())),
            "sum_top": fmt(float(r.alpha_sum.max()))}
    zeros = int((r.alpha == 0).sum())  # exp underflowed: "every weight is positive" needs a caveat
    order = weight_order(r.omega, r.alpha)
    return Step(
        id="query_weights",
        text="scores.text.query_weights" if float(r.omega.sum()) != 0
        else "scores.text.query_weights_zero",
        text_args={**args, "zeros": zeros, "merged": order["merged"], "pairs": order["pairs"],
                   "under": order["under"], "close": order["close"]},
        more=((order["key"],) if order["key"] else ())
        + (("scores.text.weights_underflow",) if zeros else ()),
        formula=r"\alpha_{qj} = \frac{\exp(\omega_{qj})}{\sum_{k} \exp(\omega_{qk})}"
        r"\qquad \text{vs.}\qquad \frac{\omega_{qj}}{\sum_k \omega_{qk}}",
        shapes=(("ω_q", tuple(r.omega.shape)), ("α_q", tuple(r.alpha.shape))),
        panels=(
            Panel("panel.sum_normalized", r.alpha_sum, "weight", x_labels=labels),
            Panel("panel.softmax_weights", r.alpha, "weight", x_labels=labels),
        ),
    )


def _query_context(r: ScoresResult) -> Step:
    inp = r.inp
    dims = tuple(f"d{k + 1}" for k in range(inp.x.shape[1]))
    contributions = r.alpha[:, None] * inp.x  # (n, d_in): row j is alpha_qj * x^(j)
    return Step(
        id="query_context",
        text="scores.text.query_context",
        text_args={**_common(r), "z": fmt_vector(r.z)},
        formula=r"z^{(q)} = \sum_{j} \alpha_{qj}\, x^{(j)}",
        shapes=(("α_q", tuple(r.alpha.shape)), ("X", tuple(inp.x.shape)), ("z^(q)", tuple(r.z.shape))),
        panels=(
            Panel("panel.weighted_inputs", contributions, "value", x_labels=dims, y_labels=inp.labels),
            Panel("panel.context_of_query", r.z, "value", x_labels=dims,
                  title_args={"query": inp.labels[inp.query]}),
        ),
    )


def _all_scores(r: ScoresResult) -> Step:
    labels = r.inp.labels
    # The loops are slow on purpose (that is the point), so only this step runs them.
    loops = attention.dot_scores_by_loops(r.inp.x, r.inp.x)  # (n, n)
    diff = float((r.omega_all - loops).abs().max())
    return Step(
        id="all_scores",
        text="scores.text.all_scores",
        text_args={**_common(r), "diff": fmt_sci(diff), "row": fmt_vector(r.omega_all[r.inp.query])},
        formula=r"\Omega = X X^\top,\qquad \Omega_{ij} = x^{(i)} \cdot x^{(j)}",
        shapes=(("X", tuple(r.inp.x.shape)), ("Xᵀ", tuple(r.inp.x.T.shape)), ("Ω", tuple(r.omega_all.shape))),
        panels=(
            Panel("panel.scores_matmul", r.omega_all, "score", x_labels=labels, y_labels=labels),
            Panel("panel.loops_minus_matmul", loops - r.omega_all, "difference",
                  x_labels=labels, y_labels=labels),
        ),
    )


def _all_context(r: ScoresResult) -> Step:
    labels = r.inp.labels
    dims = tuple(f"d{k + 1}" for k in range(r.inp.x.shape[1]))
    sums = r.alpha_all.sum(dim=-1)
    return Step(
        id="all_context",
        # "each row sums to 1" where every stored sum is 1; else the sums say what float32 gave
        text="scores.text.all_context" if bool((sums == 1).all()) else "scores.text.all_context_rounded",
        text_args={**_common(r), "row": fmt_vector(r.z_all[r.inp.query]),
                   "sums": fmt_sums(sums)},
        formula=r"A = \operatorname{softmax}_{\text{row}}(X X^\top),\qquad Z = A X",
        shapes=(("A", tuple(r.alpha_all.shape)), ("X", tuple(r.inp.x.shape)), ("Z", tuple(r.z_all.shape))),
        panels=(
            Panel("panel.weights_all", r.alpha_all, "weight", x_labels=labels, y_labels=labels),
            Panel("panel.context_all", r.z_all, "value", x_labels=dims, y_labels=labels),
        ),
    )


def _projections(r: ScoresResult) -> Step:
    inp = r.inp
    heads = tuple(f"d{k + 1}" for k in range(inp.d_out))
    return Step(
        id="projections",
        text="scores.text.projections_" + inp.init,
        text_args={**_common(r), "seed": inp.seed, "q_vec": fmt_vector(r.queries[inp.query]),
                   "k_vec": fmt_vector(r.keys[inp.query]), "v_vec": fmt_vector(r.values[inp.query])},
        formula=r"Q = X W_q,\quad K = X W_k,\quad V = X W_v",
        shapes=(("X", tuple(inp.x.shape)), ("W_q, W_k, W_v", tuple(r.w_query.shape)),
                ("Q, K, V", tuple(r.queries.shape))),
        panels=(
            Panel("panel.queries", r.queries, "value", x_labels=heads, y_labels=inp.labels),
            Panel("panel.keys", r.keys, "value", x_labels=heads, y_labels=inp.labels),
            Panel("panel.values", r.values, "value", x_labels=heads, y_labels=inp.labels),
        ),
    )


GROWTH_DRAWS = 20  # weight draws averaged before a sentence states a trend (one draw is noise)
LEVEL = 1.1  # nn.Linear's RMS is called level only when the largest of the plotted sizes is within
# 10 % of the smallest (max/min, over every d_k the panel shows: never two endpoints alone)
FULL_GROWTH = 4  # torch.rand's sizes "grow" when they rise at every plotted d_k and the last is
# more than 4× the first (a shared direction gives √(128 / 2) = 8×)


@torch.no_grad()
def scaled_size_draws(x: torch.Tensor, seed: int, draws: int = GROWTH_DRAWS) -> torch.Tensor:
    """Root-mean-square of Q Kᵀ / √d_k on inputs x, for each init, key size and draw:
    (2, len(GROWTH_D_KS), draws), in float64: the squares of float32 scores near 1e-40 underflow
    float32 and would print a size of 0 beside nonzero scores. Draw k uses seed + k, so draw 0 is
    the lesson's own weights."""
    out = torch.empty(len(INITS), len(GROWTH_D_KS), draws, dtype=torch.float64)
    for i, init in enumerate(INITS):
        for j, d in enumerate(GROWTH_D_KS):
            for k in range(draws):
                w_q, w_k, _ = projection_weights(x.shape[1], d, (seed + k) % (limits.MAX_SEED + 1),
                                                 init)
                scaled = attention.scale_scores(attention.dot_scores(x @ w_q, x @ w_k), d)
                out[i, j, k] = scaled.double().pow(2).mean().sqrt()
    return out


def scaled_size_by_d_k(x: torch.Tensor, seed: int, draws: int = GROWTH_DRAWS) -> torch.Tensor:
    """The RMS of Q Kᵀ / √d_k over ``draws`` weight draws (the root of the mean square):
    (2, len(GROWTH_D_KS)), row 0 with torch.rand weights, row 1 with nn.Linear weights."""
    return scaled_size_draws(x, seed, draws).pow(2).mean(-1).sqrt()


def series_facts(values: torch.Tensor) -> dict:
    """What a plotted series does, read off every point (never its two ends alone): "zero" (every
    point 0: nothing to compare, no ratio), "partly_zero" (some points 0: a ratio to them is
    undefined), else its spread max / min, its end-to-start ratio, and whether it rises at every
    step."""
    v = [float(x) for x in values]
    if all(x == 0 for x in v):
        return {"shape": "zero"}
    if any(x == 0 for x in v):
        return {"shape": "partly_zero"}
    rises = all(b > a for a, b in zip(v, v[1:]))
    return {"shape": "rises" if rises else "other", "spread": max(v) / min(v), "ratio": v[-1] / v[0],
            "low": min(v), "high": max(v)}


def _series_text(values: torch.Tensor) -> str:
    return ", ".join(fmt_sig(float(x)) for x in values)


def _scaled_scores(r: ScoresResult) -> Step:
    inp, q = r.inp, r.inp.query
    each = scaled_size_draws(inp.x, inp.seed)  # (2, k, draws)
    size = each.pow(2).mean(-1).sqrt()  # (2, k): what the panel shows and the sentences quote
    rand, lin = series_facts(size[0]), series_facts(size[1])
    # torch.rand weights have mean 0.5: √d_k cannot keep their scores O(1). Say what these inputs
    # show rather than assume it (inputs whose coordinates cancel need not grow): "grows" only
    # where every plotted size is above the one before and the last is > 4× the first.
    if rand["shape"] == "zero":
        text = "scores.text.scaled_scores_zero"
    elif rand["shape"] == "rises" and rand["ratio"] > FULL_GROWTH:
        text = "scores.text.scaled_scores"
    elif rand["shape"] in ("rises", "other") and rand["ratio"] <= FULL_GROWTH:
        text = "scores.text.scaled_scores_flat"
    else:  # larger at the end but not rising at every step, or some sizes 0
        text = "scores.text.scaled_scores_uneven"
    if lin["shape"] == "zero":
        lin_key = "scores.text.scaled_lin_zero"
    elif lin["shape"] == "partly_zero":
        lin_key = "scores.text.scaled_lin_uneven"
    else:
        lin_key = ("scores.text.scaled_lin_level" if lin["spread"] <= LEVEL
                   else "scores.text.scaled_lin_moves")
    numbers = {}
    if "spread" in rand:
        numbers.update(growth=fmt(rand["ratio"], 1), rand_min=fmt_sig(rand["low"]),
                       rand_max=fmt_sig(rand["high"]))
    if "spread" in lin:
        numbers.update(lin_ratio=fmt(lin["ratio"], 2), lin_min=fmt_sig(lin["low"]),
                       lin_max=fmt_sig(lin["high"]),
                       # on its side of the 10 % band that chooses "level" (1.1004 is never 1.10)
                       lin_spread=fmt_vs(lin["spread"], LEVEL, 2))
    return Step(
        id="scaled_scores",
        text=text,
        text_args={**_common(r), "scores": fmt_vector(r.scores[q]), "sqrt": fmt(inp.d_out ** 0.5),
                   "scaled": fmt_vector(r.scaled[q]), "weights": fmt_vector(r.weights[q]),
                   "d_small": GROWTH_D_KS[0], "d_big": GROWTH_D_KS[-1],
                   "d_list": ", ".join(map(str, GROWTH_D_KS)), "points": len(GROWTH_D_KS),
                   "full": fmt((GROWTH_D_KS[-1] / GROWTH_D_KS[0]) ** 0.5, 0),
                   "rand_small": fmt_sig(float(size[0, 0])), "rand_big": fmt_sig(float(size[0, -1])),
                   "lin_small": fmt_sig(float(size[1, 0])), "lin_big": fmt_sig(float(size[1, -1])),
                   "rand_series": _series_text(size[0]), "lin_series": _series_text(size[1]),
                   "lin_lo": fmt_sig(float(each[1, 0].min())), "lin_hi": fmt_sig(float(each[1, 0].max())),
                   "draws": GROWTH_DRAWS, "seed": inp.seed,
                   "seed_last": (inp.seed + GROWTH_DRAWS - 1) % (limits.MAX_SEED + 1),
                   **numbers,
                   "xsum": fmt(float(inp.x.sum(-1).abs().max()), 2),
                   "softmax_lesson": tab_number("softmax")},  # the tab's own number, never typed
        formula=r"\omega_{qj} = q^{(q)} \cdot k^{(j)},\qquad "
        r"\alpha_{qj} = \operatorname{softmax}_j\!\left(\frac{\omega_{qj}}{\sqrt{d_k}}\right)",
        shapes=(("q^(q)", tuple(r.queries[q].shape)), ("K", tuple(r.keys.shape)),
                ("ω_q", tuple(r.scores[q].shape))),
        panels=(
            Panel("panel.scaled_scores_all", r.scaled, "score", x_labels=inp.labels,
                  y_labels=inp.labels),
            Panel("panel.weights_of_query", r.weights[q], "weight", x_labels=inp.labels,
                  title_args={"query": inp.labels[q]}),
            Panel("panel.scaled_size", size, "score", x_labels=tuple(str(d) for d in GROWTH_D_KS),
                  y_labels=("torch.rand", "nn.Linear"), title_args={"draws": GROWTH_DRAWS}),
        ),
        more=(lin_key,),
    )


def _context(r: ScoresResult) -> Step:
    inp = r.inp
    heads = tuple(f"d{k + 1}" for k in range(inp.d_out))
    return Step(
        id="context",
        text="scores.text.context",
        text_args={**_common(r), "z": fmt_vector(r.context[inp.query]),
                   "first": fmt_vector(r.context[0]), "cls": CLASS_OF_INIT[inp.init],
                   "seed": inp.seed},
        formula=r"Z = \operatorname{softmax}\!\left(\frac{Q K^\top}{\sqrt{d_k}}\right) V",
        shapes=(("A", tuple(r.weights.shape)), ("V", tuple(r.values.shape)), ("Z", tuple(r.context.shape))),
        panels=(
            Panel("panel.weights_all", r.weights, "weight", x_labels=inp.labels, y_labels=inp.labels),
            Panel("panel.context_all", r.context, "value", x_labels=heads, y_labels=inp.labels),
        ),
    )


_BUILDERS = {
    "query_scores": _query_scores,
    "query_weights": _query_weights,
    "query_context": _query_context,
    "all_scores": _all_scores,
    "all_context": _all_context,
    "projections": _projections,
    "scaled_scores": _scaled_scores,
    "context": _context,
}
