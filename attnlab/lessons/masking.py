"""Lesson 3, Masking: hide the future (two ways), prove nothing leaks, and handle padding.

Scores come from SelfAttention_v2-style projections (nn.Linear, seed 789 = the book), so the
unmasked weights and the causal weights for "journey" (0.5517, 0.4483) are the book's.
"""

from __future__ import annotations

from dataclasses import dataclass

import torch

from attnlab import attention, examples, limits
from attnlab.lessons import inputs as parse
from attnlab.lessons.scores import projection_weights
from attnlab.lessons.steps import Panel, Step, fmt, fmt_sci, fmt_vector

STEPS = ("unmasked", "way_a", "way_b", "no_leak", "mistake", "padding", "fully_masked")
MAX_HEADS = 16


@dataclass(frozen=True)
class MaskingInput:
    x: torch.Tensor  # (n, d_in)
    labels: tuple[str, ...]
    seed: int
    d_out: int
    edit_token: int  # the token the no-leak check perturbs
    delta: float
    pads: tuple[int, ...]  # padded positions
    fill: float  # the "large negative" alternative to -inf
    heads: int  # for the broadcasting demo


def default_input() -> MaskingInput:
    return MaskingInput(examples.inputs(), examples.TOKENS, examples.SEED_V2, examples.D_OUT,
                        edit_token=4, delta=0.5, pads=(4, 5), fill=attention.LARGE_NEGATIVE,
                        heads=2)


def parse_input(matrix, labels, seed, d_out, edit_token, delta, pads, fill, heads) -> MaskingInput:
    x = parse.parse_matrix(matrix)
    n = x.shape[0]
    pad_list = pads if isinstance(pads, (list, tuple)) else ([] if pads in (None, "") else [pads])
    fill_value = parse.parse_float(fill, "fill", -1e30, -1.0)
    return MaskingInput(
        x=x,
        labels=tuple(parse.parse_labels(labels, n)),
        seed=parse.parse_int(seed, "seed", 0, limits.MAX_SEED),
        d_out=parse.parse_int(d_out, "d_out", 1, limits.MAX_DIM),
        edit_token=parse.parse_index(edit_token, n),
        delta=parse.parse_float(delta, "delta", -100.0, 100.0),
        pads=tuple(sorted({parse.parse_index(p, n) for p in pad_list})),
        fill=fill_value,
        heads=parse.parse_int(heads, "heads", 1, MAX_HEADS),
    )


@torch.no_grad()
def scaled_scores(x: torch.Tensor, seed: int, d_out: int) -> tuple[torch.Tensor, torch.Tensor]:
    """(scores / sqrt(d_k) (n, n), values (n, d_out)) from nn.Linear-style weights seeded ``seed``."""
    w_q, w_k, w_v = projection_weights(x.shape[1], d_out, seed, "linear")
    return attention.scale_scores(attention.dot_scores(x @ w_q, x @ w_k), d_out), x @ w_v


def causal_weights(x: torch.Tensor, seed: int, d_out: int) -> torch.Tensor:
    """The book's causal attention weights (n, n) for inputs x (SelfAttention_v2 projections)."""
    s, _ = scaled_scores(x, seed, d_out)
    return attention.masked_softmax_neg_inf(s, attention.causal_mask(x.shape[0]))


def step(inp: MaskingInput, step_id: str) -> Step:
    return _BUILDERS[parse.parse_choice(step_id, "step", STEPS)](inp)


def _grid(inp: MaskingInput, values: torch.Tensor, title: str, quantity: str = "weight", **args):
    return Panel(title, values, quantity, x_labels=inp.labels, y_labels=inp.labels, title_args=args)


def _unmasked(inp: MaskingInput) -> Step:
    s, _ = scaled_scores(inp.x, inp.seed, inp.d_out)
    w = torch.softmax(s, -1)
    return Step(
        id="unmasked",
        text="masking.text.unmasked",
        text_args={"first": fmt_vector(w[0]), "query": inp.labels[min(1, len(inp.labels) - 1)],
                   "seed": inp.seed},
        formula=r"A = \operatorname{softmax}\!\left(\frac{Q K^\top}{\sqrt{d_k}}\right)",
        shapes=(("Q, K", (inp.x.shape[0], inp.d_out)), ("A", tuple(w.shape))),
        panels=(_grid(inp, w, "panel.weights_all"),),
    )


def _way_a(inp: MaskingInput) -> Step:
    s, _ = scaled_scores(inp.x, inp.seed, inp.d_out)
    n = s.shape[0]
    keep = torch.tril(torch.ones(n, n))
    zeroed = torch.softmax(s, -1) * keep
    renormed = attention.masked_softmax_renormalize(s, attention.causal_mask(n))
    row = renormed[min(1, n - 1)]
    return Step(
        id="way_a",
        text="masking.text.way_a",
        text_args={"row": fmt_vector(row[: min(2, n)]), "query": inp.labels[min(1, n - 1)],
                   "sums": fmt_vector(zeroed.sum(-1))},
        formula=r"\tilde A = A \odot \operatorname{tril}(\mathbf{1}),\qquad "
        r"A^{\text{causal}}_{ij} = \frac{\tilde A_{ij}}{\sum_k \tilde A_{ik}}",
        shapes=(("A", (n, n)), ("tril(1)", (n, n))),
        panels=(_grid(inp, zeroed, "panel.zeroed_weights"),
                _grid(inp, renormed, "panel.renormalized")),
    )


def _way_b(inp: MaskingInput) -> Step:
    s, _ = scaled_scores(inp.x, inp.seed, inp.d_out)
    n = s.shape[0]
    mask = attention.causal_mask(n)
    filled = s.masked_fill(mask, float("-inf"))
    b = attention.masked_softmax_neg_inf(s, mask)
    a = attention.masked_softmax_renormalize(s, mask)
    return Step(
        id="way_b",
        text="masking.text.way_b",
        text_args={"diff": fmt_sci(float((a - b).abs().max())),
                   "row": fmt_vector(b[min(1, n - 1)][: min(2, n)]), "query": inp.labels[min(1, n - 1)]},
        formula=r"A^{\text{causal}} = \operatorname{softmax}\big(S + M\big),\quad "
        r"M_{ij} = \begin{cases} 0 & j \le i \\ -\infty & j > i \end{cases}",
        shapes=(("S", (n, n)), ("label.mask", (n, n))),
        panels=(_grid(inp, filled, "panel.scores_neg_inf", "score"),
                _grid(inp, b, "panel.weights_causal")),
    )


def _no_leak(inp: MaskingInput) -> Step:
    t = inp.edit_token
    edited = inp.x.clone()
    edited[t] += inp.delta
    before, after = _causal_context(inp.x, inp), _causal_context(edited, inp)
    diff = after - before  # (n, d_out)
    earlier = float(diff[:t].abs().max()) if t > 0 else 0.0
    later = float(diff[t:].abs().max())
    return Step(
        id="no_leak",
        text="masking.text.no_leak",
        text_args={"token": inp.labels[t], "delta": fmt(inp.delta, 2), "earlier": fmt_sci(earlier),
                   "later": fmt_sci(later), "t": t + 1},
        formula=r"z^{(i)} = \sum_{j \le i} \alpha_{ij} v^{(j)}"
        r"\quad\Rightarrow\quad \frac{\partial z^{(i)}}{\partial x^{(t)}} = 0\ \text{for}\ i < t",
        shapes=(("Z", tuple(before.shape)), ("ΔZ", tuple(diff.shape))),
        panels=(Panel("panel.context_difference", diff, "difference",
                      x_labels=tuple(f"d{k + 1}" for k in range(inp.d_out)), y_labels=inp.labels),),
    )


def _causal_context(x: torch.Tensor, inp: MaskingInput) -> torch.Tensor:
    s, v = scaled_scores(x, inp.seed, inp.d_out)
    return attention.masked_softmax_neg_inf(s, attention.causal_mask(x.shape[0])) @ v


def _mistake(inp: MaskingInput) -> Step:
    s, _ = scaled_scores(inp.x, inp.seed, inp.d_out)
    n = s.shape[0]
    mask = attention.causal_mask(n)
    wrong = attention.mask_by_multiplying(s, mask)
    right = attention.masked_softmax_neg_inf(s, mask)
    leaked = float(wrong[0, 1:].sum()) if n > 1 else 0.0
    return Step(
        id="mistake",
        text="masking.text.mistake",
        text_args={"first": inp.labels[0], "leaked": fmt(leaked),
                   "total": fmt(float(wrong.masked_select(mask).sum()))},
        formula=r"\operatorname{softmax}(S \odot \operatorname{tril}(\mathbf{1}))"
        r"\ \text{gives}\ e^{0} = 1 \ne 0",
        shapes=(("S", (n, n)),),
        panels=(_grid(inp, wrong, "panel.wrong_multiply"), _grid(inp, right, "panel.weights_causal")),
    )


def _padding_masks(inp: MaskingInput) -> tuple[torch.Tensor, torch.Tensor]:
    n = inp.x.shape[0]
    padded = torch.zeros(1, n, dtype=torch.bool)  # (b=1, n)
    padded[0, list(inp.pads)] = True
    return padded, attention.padding_mask_from_ids(padded.long(), pad_id=1)  # (1, 1, 1, n)


def _padding(inp: MaskingInput) -> Step:
    s, _ = scaled_scores(inp.x, inp.seed, inp.d_out)
    n = s.shape[0]
    padded, key_mask = _padding_masks(inp)
    scores4 = s.expand(1, inp.heads, n, n)  # (b, h, n, n): every head sees the same mask
    causal = attention.causal_mask(n)
    key_weights = attention.masked_softmax_safe(scores4, attention.combine_masks(causal, key_mask))
    query_rows = attention.query_padding_mask(padded)  # (1, 1, n, 1)
    weights = key_weights.masked_fill(query_rows, 0.0)  # padded queries produce no output
    pads = ", ".join(inp.labels[i] for i in inp.pads) or "—"
    return Step(
        id="padding",
        text="masking.text.padding",
        text_args={"pads": pads, "h": inp.heads, "n": n},
        formula=r"\text{mask}_{b,h,i,j} = \text{causal}_{ij} \lor \text{pad}_{b,j}",
        shapes=(("label.pad_mask", tuple(padded.shape)), ("label.key_mask", tuple(key_mask.shape)),
                ("label.query_mask", tuple(query_rows.shape)),
                ("label.scores_bhnn", tuple(scores4.shape))),
        panels=(_grid(inp, key_weights[0, 0], "panel.key_padding"),
                _grid(inp, weights[0, 0], "panel.key_and_query_padding")),
    )


def _fully_masked(inp: MaskingInput) -> Step:
    s, _ = scaled_scores(inp.x, inp.seed, inp.d_out)
    n = s.shape[0]
    padded, key_mask = _padding_masks(inp)
    # Masking whole rows of padded queries as well leaves those rows with no key at all.
    mask = attention.combine_masks(attention.causal_mask(n), key_mask,
                                   attention.query_padding_mask(padded))[0, 0]  # (n, n)
    with_inf = attention.masked_softmax_neg_inf(s, mask)
    with_big = attention.masked_softmax_large_negative(s, mask, inp.fill)
    safe = attention.masked_softmax_safe(s, mask)
    empty = attention.fully_masked_rows(mask)
    return Step(
        id="fully_masked",
        text="masking.text.fully_masked",
        text_args={"rows": int(empty.sum()), "nan": int(torch.isnan(with_inf).any(-1).sum()),
                   "fill": f"{inp.fill:.0e}",
                   "uniform": fmt_vector(with_big[empty][0]) if empty.any() else "—"},
        formula=r"\operatorname{softmax}(-\infty, \dots, -\infty) = \tfrac{0}{0} = \text{NaN}",
        shapes=(("label.mask", (n, n)),),
        panels=(_grid(inp, with_inf, "panel.with_neg_inf"),
                _grid(inp, with_big, "panel.with_large_negative"),
                _grid(inp, safe, "panel.safe_fix")),
    )


_BUILDERS = {
    "unmasked": _unmasked,
    "way_a": _way_a,
    "way_b": _way_b,
    "no_leak": _no_leak,
    "mistake": _mistake,
    "padding": _padding,
    "fully_masked": _fully_masked,
}
