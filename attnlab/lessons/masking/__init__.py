"""Lesson 3, Masking: hide the future (two ways), prove nothing leaks, and handle padding.

Scores come from SelfAttention_v2-style projections (nn.Linear, seed 789 = the book), so the
unmasked weights and the causal weights for "journey" (0.5517, 0.4483) are the book's.
"""

from __future__ import annotations

import dataclasses
import math
from dataclasses import dataclass

import torch

import torch.nn.functional as F

from attnlab import attention, examples, limits
from attnlab.errors import InputError
from attnlab.lessons import inputs as parse
from attnlab.lessons import tab_number
from attnlab.lessons.scores import projection_weights
from attnlab.lessons.steps import Panel, Step, fmt, fmt_exact, fmt_sci, fmt_share, fmt_sums, fmt_vector, fmt_vs
from attnlab.modules import CausalAttention, count_parameters, seeded

STEPS = ("unmasked", "way_a", "way_b", "no_leak", "mistake", "conventions", "padding",
         "fully_masked", "causal_class")
MAX_HEADS = 16
LEAK = 1e-6  # weight on masked keys above this counts as a leak
SAME = 1e-5  # way A and way B "give the same result" when they differ by at most this (float32 noise)
ROUNDING = 1e-4  # a change of earlier rows up to this × the values' size is float32 rounding


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


def parse_pads(pads, n: int, drop_unusable: bool = False) -> tuple[int, ...]:
    """The padded positions, sorted 0-based indices, read one way for the step and for the
    picker: a list (or one value) of indices as ints or their strings, as the checkbox group and
    the API send them. ``drop_unusable`` (the picker, refreshed after rows were removed) leaves
    out a pad that names no token instead of refusing it."""
    pad_list = pads if isinstance(pads, (list, tuple)) else ([] if pads in (None, "") else [pads])
    kept = set()
    for p in pad_list:
        try:
            kept.add(parse.parse_index(p, n))
        except InputError:
            if not drop_unusable:
                raise
    return tuple(sorted(kept))


def parse_input(matrix, labels, seed, d_out, edit_token, delta, pads, fill, heads) -> MaskingInput:
    x = parse.parse_matrix(matrix)
    n = x.shape[0]
    fill_value = parse.parse_float(fill, "fill", -1e30, -1.0)
    return MaskingInput(
        x=x,
        labels=tuple(parse.parse_labels(labels, n)),
        seed=parse.parse_int(seed, "seed", 0, limits.MAX_SEED),
        d_out=parse.parse_int(d_out, "d_out", 1, limits.MAX_DIM),
        edit_token=parse.parse_index(edit_token, n),
        delta=parse.parse_float(delta, "delta", -100.0, 100.0),
        pads=parse_pads(pads, n),
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


def _grid(inp: MaskingInput, values: torch.Tensor, title: str, quantity: str = "weight",
          integer: bool = False, **args):
    return Panel(title, values, quantity, x_labels=inp.labels, y_labels=inp.labels, title_args=args,
                 integer=integer)


def _unmasked(inp: MaskingInput) -> Step:
    s, _ = scaled_scores(inp.x, inp.seed, inp.d_out)
    w = torch.softmax(s, -1)
    return Step(
        id="unmasked",
        text="masking.text.unmasked",
        text_args={"first": fmt_vector(w[0]), "query": inp.labels[min(1, len(inp.labels) - 1)],
                   "seed": inp.seed, "scores_lesson": tab_number("scores")},
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
    q = min(1, n - 1)
    row = renormed[q]
    return Step(
        id="way_a",
        text="masking.text.way_a" if q else "masking.text.way_a_one",
        text_args={"row": fmt_vector(row[: q + 1]), "query": inp.labels[q],
                   "sums": fmt_sums(zeroed.sum(-1)), "seen": q + 1},
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
    diff = float((a - b).abs().max())  # NaN where way A divided 0 by 0
    return Step(
        id="way_b",
        text="masking.text.way_b" if diff <= SAME else "masking.text.way_b_differs",
        text_args={"diff": fmt_vs(diff, SAME, 1, "e"), "nan": int(torch.isnan(a).any(-1).sum()),
                   "row": fmt_vector(b[min(1, n - 1)][: min(2, n)]), "query": inp.labels[min(1, n - 1)],
                   "seen": min(2, n)},  # the row is quoted on the keys it sees: the text says so
        formula=r"A^{\text{causal}} = \operatorname{softmax}\big(S + M\big),\quad "
        r"M_{ij} = \begin{cases} 0 & j \le i \\ -\infty & j > i \end{cases}",
        shapes=(("S", (n, n)), ("label.mask", (n, n))),
        panels=(_grid(inp, filled, "panel.scores_neg_inf", "score"),
                _grid(inp, b, "panel.weights_causal")),
    )


def nan_aware_change(before: torch.Tensor, after: torch.Tensor) -> torch.Tensor:
    """after − before, entry by entry, where NaN before and NaN after is no change (0) and a number
    that became NaN, or NaN that became a number, is a change (NaN): a row of way A that was NaN
    before the edit and is NaN after it was not changed by the future token."""
    return (after - before).masked_fill(torch.isnan(before) & torch.isnan(after), 0.0)


def no_leak_changes(inp: MaskingInput) -> dict[str, float]:
    """Largest change of the causal context vectors before and from the edited token, both ways:
    way A (softmax, zero the future, renormalise) and way B (−∞ first); NaN where way A divided
    0 by 0, and how many rows of each way are NaN before or after the edit."""
    t = inp.edit_token
    edited = inp.x.clone()
    edited[t] += inp.delta
    s, v = scaled_scores(inp.x, inp.seed, inp.d_out)
    s2, v2 = scaled_scores(edited, inp.seed, inp.d_out)
    mask = attention.causal_mask(inp.x.shape[0])
    out = {"size": float(v.abs().max()) + float(v2.abs().max())}
    for way, masked in (("a", attention.masked_softmax_renormalize),
                        ("b", attention.masked_softmax_neg_inf)):
        before, after = masked(s, mask) @ v, masked(s2, mask) @ v2
        diff = nan_aware_change(before, after)  # (n, d)
        out[f"earlier_{way}"] = float(diff[:t].abs().max()) if t > 0 else 0.0
        out[f"later_{way}"] = float(diff[t:].abs().max())
        out[f"diff_{way}"] = diff
        out[f"nan_{way}"] = int((torch.isnan(before).any(-1) | torch.isnan(after).any(-1)).sum())
    return out


def _no_leak(inp: MaskingInput) -> Step:
    t = inp.edit_token
    c = no_leak_changes(inp)
    diff = c["diff_a"]  # way A is the one the question is about
    earlier = c["earlier_a"]  # a number <-> NaN is a change (NaN); NaN before and after is not
    if t == 0:
        text = "masking.text.no_leak_first"
    elif not earlier <= ROUNDING * c["size"]:  # NaN, or more than float32 rounding
        text = "masking.text.no_leak_broken"  # way A's renormalisation broke: the future got in
    elif earlier > 0:
        text = "masking.text.no_leak"  # rounding: the future entered the denominator, then cancelled
    else:
        text = "masking.text.no_leak_exact"
    # Rows of way A that are NaN (before or after the edit) are said to be, wherever they are.
    more = (("masking.text.no_leak_nan_rows",)
            if c["nan_a"] and text != "masking.text.no_leak_broken" else ())
    return Step(
        id="no_leak",
        text=text,
        text_args={"token": inp.labels[t], "delta": fmt(inp.delta, 2), "t": t + 1,
                   "earlier": fmt_sci(c["earlier_a"]), "later": fmt_sci(c["later_a"]),
                   "earlier_b": fmt_sci(c["earlier_b"]), "later_b": fmt_sci(c["later_b"]),
                   "eps": fmt_sci(torch.finfo(torch.float32).eps), "nan": c["nan_a"]},
        more=more,
        formula=r"z^{(i)} = \sum_{j \le i} \alpha_{ij} v^{(j)}"
        r"\quad\Rightarrow\quad \frac{\partial z^{(i)}}{\partial x^{(t)}} = 0\ \text{for}\ i < t",
        shapes=(("Z", tuple(diff.shape)), ("ΔZ", tuple(diff.shape))),
        panels=(Panel("panel.context_difference_a", diff, "difference",
                      x_labels=tuple(f"d{k + 1}" for k in range(inp.d_out)), y_labels=inp.labels),
                Panel("panel.context_difference_b", c["diff_b"], "difference",
                      x_labels=tuple(f"d{k + 1}" for k in range(inp.d_out)), y_labels=inp.labels)),
    )


def _causal_context(x: torch.Tensor, inp: MaskingInput,
                    masked=attention.masked_softmax_neg_inf) -> torch.Tensor:
    s, v = scaled_scores(x, inp.seed, inp.d_out)
    return masked(s, attention.causal_mask(x.shape[0])) @ v


def _mistake(inp: MaskingInput) -> Step:
    s, _ = scaled_scores(inp.x, inp.seed, inp.d_out)
    n = s.shape[0]
    mask = attention.causal_mask(n)
    wrong = attention.mask_by_multiplying(s, mask)
    right = attention.masked_softmax_neg_inf(s, mask)
    leaked = float(wrong[0, 1:].sum()) if n > 1 else 0.0
    # The leak measured on the first row: none with one token, none where exp(0 − max) underflows.
    text = ("masking.text.mistake_one" if n == 1 else "masking.text.mistake" if leaked > 0
            else "masking.text.mistake_none")
    return Step(
        id="mistake",
        text=text,
        text_args={"first": inp.labels[0], "leaked": fmt_share(leaked),
                   "total": fmt_share(float(wrong.masked_select(mask).sum()))},
        formula=r"\operatorname{softmax}(S \odot \operatorname{tril}(\mathbf{1}))"
        r"\ \text{gives}\ e^{0} = 1 \ne 0",
        shapes=(("S", (n, n)),),
        panels=(_grid(inp, wrong, "panel.wrong_multiply"), _grid(inp, right, "panel.weights_causal")),
    )


def _padding_masks(inp: MaskingInput) -> tuple[torch.Tensor, torch.Tensor]:
    """A batch of two: sequence 1 uses every token, sequence 2 is padded at ``inp.pads``.
    Returns (padded (2, n) bool, key mask (2, 1, 1, n))."""
    n = inp.x.shape[0]
    padded = torch.zeros(2, n, dtype=torch.bool)  # (b=2, n)
    padded[1, list(inp.pads)] = True
    return padded, attention.padding_mask_from_ids(padded.long(), pad_id=1)  # (2, 1, 1, n)


def padding_facts(inp: MaskingInput) -> dict:
    """Weights of the padded batch, and how much the key padding moves the real tokens' rows,
    with and without the causal mask."""
    s, _ = scaled_scores(inp.x, inp.seed, inp.d_out)
    n = s.shape[0]
    padded, key_mask = _padding_masks(inp)
    scores4 = s.expand(2, inp.heads, n, n)  # (b, h, n, n): one mask row per sequence, every head
    full_mask = attention.combine_masks(attention.causal_mask(n), key_mask).expand(2, inp.heads, n, n)
    key_weights = attention.masked_softmax_safe(scores4, full_mask)
    weights = key_weights.masked_fill(attention.query_padding_mask(padded), 0.0)
    real = ~padded[1]  # rows of sequence 2 that are real tokens
    change = {}
    for name, causal in (("causal", attention.causal_mask(n)), ("open", None)):
        plain = attention.masked_softmax_safe(s, causal if causal is not None
                                              else torch.zeros(n, n, dtype=torch.bool))
        mask2 = attention.combine_masks(causal, key_mask[1, 0])  # (n, n) or (1, n)
        padded2 = attention.masked_softmax_safe(s, mask2.expand(n, n))
        change[name] = float((padded2 - plain)[real].abs().max()) if real.any() else 0.0
    # The same number of pads placed first instead, measured rather than asserted: whether start
    # padding would matter depends on the scores (a pad's weight may underflow to 0 anyway).
    k = len(inp.pads)
    start = dataclasses.replace(inp, pads=tuple(range(k)))
    if 0 < k < n and tuple(sorted(inp.pads)) != start.pads:
        change["start"] = padding_facts(start)["change"]["causal"]
    else:
        change["start"] = change["causal"]
    return {"padded": padded, "key_mask": key_mask, "scores4": scores4, "full_mask": full_mask,
            "key_weights": key_weights, "weights": weights, "change": change}


def _padding(inp: MaskingInput) -> Step:
    n = inp.x.shape[0]
    f = padding_facts(inp)
    pads = ", ".join(inp.labels[i] for i in inp.pads)
    # The batch is described as it is: padded, not padded at all, or nothing but padding.
    if not inp.pads:
        more = ("masking.text.padding_batch_none", "masking.text.padding_mechanism",
                "masking.text.padding_none")
    elif len(inp.pads) == n:
        more = ("masking.text.padding_batch_all", "masking.text.padding_mechanism",
                "masking.text.padding_all")
    else:
        # Whether a real token comes after a pad (the causal mask then does not hide it) and
        # whether the weights did change (a pad's weight may already be 0 in float32).
        after_pad = any(i > min(inp.pads) for i in range(n) if i not in inp.pads)
        causal = ("masking.text.padding_causal_none" if not after_pad
                  else "masking.text.padding_causal_some" if f["change"]["causal"] > 0
                  else "masking.text.padding_causal_zero")
        start = () if after_pad else (
            "masking.text.padding_start_some" if f["change"]["start"] > 0
            else "masking.text.padding_start_zero",)
        more = ("masking.text.padding_batch", "masking.text.padding_mechanism", causal, *start,
                "masking.text.padding_open")
    return Step(
        id="padding",
        text="masking.text.padding",
        text_args={"pads": pads, "h": inp.heads, "n": n, "real": n - len(inp.pads),
                   "causal_change": fmt_sci(f["change"]["causal"]),
                   "open_change": fmt_sci(f["change"]["open"]),
                   "start_change": fmt_sci(f["change"]["start"]), "k": len(inp.pads)},
        formula=r"\text{mask}_{b,h,i,j} = \text{causal}_{ij} \lor \text{pad}_{b,j}",
        shapes=(("label.pad_mask", tuple(f["padded"].shape)),
                ("label.key_mask", tuple(f["key_mask"].shape)),
                ("label.query_mask", tuple(attention.query_padding_mask(f["padded"]).shape)),
                ("label.scores_bhnn", tuple(f["scores4"].shape))),
        panels=(_grid(inp, f["key_weights"][0, 0], "panel.sequence_1"),
                _grid(inp, f["key_weights"][1, 0], "panel.sequence_2_keys"),
                _grid(inp, f["weights"][1, 0], "panel.key_and_query_padding")),
        more=more,
    )


def fill_facts(s: torch.Tensor, mask: torch.Tensor, fill: float) -> dict:
    """What a finite fill does: uniform fully masked rows, weight leaking onto masked keys in the
    other rows, and whether the fill fits in float16."""
    with_big = attention.masked_softmax_large_negative(s, mask, fill)
    empty = attention.fully_masked_rows(mask)
    live = ~empty
    # A leak can only be seen in a row with a key to keep and a key to hide: with none (every row
    # empty, or nothing masked, as with one token) the fill is not judged, never "works".
    judged = live & mask.any(-1)
    leak_rows = with_big.masked_fill(~mask, 0.0).sum(-1)[judged]  # weight on masked keys, per row
    f16_min = float(torch.finfo(torch.float16).min)
    try:
        torch.zeros(1, dtype=torch.float16).masked_fill(torch.ones(1, dtype=torch.bool), fill)
        fits = True
    except RuntimeError:  # "value cannot be converted to type c10::Half without overflow"
        fits = False
    # Half precision measured, never inferred from float32 (-15.2 and -15.20518 are one float16
    # number): scores and fill stored as float16, the softmax in float32 (as autocast runs it);
    # "finite" when nothing overflows, and the masked keys' weight judged by the same LEAK.
    half_finite, half_leak = False, 0.0
    if fits:
        half = torch.softmax(s.half().masked_fill(mask, fill).float(), -1)
        half_rows = half.masked_fill(~mask, 0.0).sum(-1)[judged]
        half_finite = bool(torch.isfinite(half[live]).all())
        half_leak = float(half_rows.max()) if half_rows.numel() else 0.0
    # What a plain conversion does with a fill masked_fill refuses, measured: float16 rounds to the
    # nearest value, so a fill just past its range becomes its most negative number, not −∞.
    converted = float(torch.tensor(fill).half())
    return {"with_big": with_big, "empty": empty, "half_finite": half_finite,
            "half_leak": half_leak, "converted": converted,
            "leak": float(leak_rows.max()) if leak_rows.numel() else 0.0,
            "leaky_rows": int((leak_rows > LEAK).sum()), "live_rows": int(live.sum()),
            "judged_rows": int(judged.sum()),
            "f16_min": f16_min, "fits_f16": fits}


def _fully_masked(inp: MaskingInput) -> Step:
    s, _ = scaled_scores(inp.x, inp.seed, inp.d_out)
    n = s.shape[0]
    padded, key_mask = _padding_masks(inp)
    # Masking whole rows of padded queries as well leaves those rows with no key at all.
    mask = attention.combine_masks(attention.causal_mask(n), key_mask,
                                   attention.query_padding_mask(padded))[1, 0]  # (n, n)
    with_inf = attention.masked_softmax_neg_inf(s, mask)
    safe = attention.masked_softmax_safe(s, mask)
    f = fill_facts(s, mask, inp.fill)
    empty = f["empty"]
    # Rows with a key to keep and a key to hide are where a finite fill can leak; with none, the
    # inputs cannot show it, and the text says so instead of a verdict over no rows.
    judged = f["judged_rows"] > 0
    more = (("masking.text.fully_masked_unjudged",) if not judged else
            ("masking.text.fully_masked_leak",) if f["leak"] > LEAK else
            ("masking.text.fully_masked_tight",))
    # A fill that fits float16 is judged there as measured in float16, by the same LEAK.
    more += (("masking.text.fully_masked_no_fp16_inf" if math.isinf(f["converted"])
              else "masking.text.fully_masked_no_fp16_rounds") if not f["fits_f16"] else
             "masking.text.fully_masked_fp16_scores" if not f["half_finite"] else
             "masking.text.fully_masked_fp16_unjudged" if not judged else
             "masking.text.fully_masked_fp16_leaky" if f["half_leak"] > LEAK else
             "masking.text.fully_masked_fp16",)
    return Step(
        id="fully_masked",
        text="masking.text.fully_masked" if empty.any() else "masking.text.fully_masked_none",
        text_args={"rows": int(empty.sum()), "nan": int(torch.isnan(with_inf).any(-1).sum()),
                   "fill": fmt_exact(inp.fill), "leak": fmt_share(f["leak"], LEAK),
                   "half_leak": fmt_share(f["half_leak"], LEAK), "limit": fmt_sci(LEAK),
                   "leaky": f["leaky_rows"], "live": f["live_rows"],
                   "uniform": fmt_vector(f["with_big"][empty][0]) if empty.any() else "—",
                   "f16_min": f"{f['f16_min']:.0f}", "converted": fmt_exact(f["converted"])},
        formula=r"\operatorname{softmax}(-\infty, \dots, -\infty) = \tfrac{0}{0} = \text{NaN}",
        shapes=(("label.mask", (n, n)),),
        panels=(_grid(inp, with_inf, "panel.with_neg_inf"),
                _grid(inp, f["with_big"], "panel.with_large_negative"),
                _grid(inp, safe, "panel.safe_fix")),
        more=more,
    )


def convention_facts(inp: MaskingInput) -> dict:
    """Three mask conventions on the same causal pattern, and SDPA given each the right or the
    wrong way round."""
    s, v = scaled_scores(inp.x, inp.seed, inp.d_out)
    n = s.shape[0]
    hidden = attention.causal_mask(n)  # masked_fill: True = hidden
    keep01 = torch.tril(torch.ones(n, n))  # many notebooks: 1 = keep, fill where mask == 0
    ours = attention.masked_softmax_neg_inf(s, hidden)
    notebook = torch.softmax(s.masked_fill(keep01 == 0, float("-inf")), -1)

    def sdpa_weights(attn_mask):
        # q = S, k = v = I and scale 1: SDPA's output is then exactly its attention weights.
        eye = torch.eye(n)
        return F.scaled_dot_product_attention(s[None], eye[None], eye[None],
                                              attn_mask=attn_mask, scale=1.0)[0]
    right = sdpa_weights(~hidden)  # SDPA's bool mask: True = may attend
    wrong = sdpa_weights(hidden)  # the masked_fill mask handed over unchanged
    wrong_nan = int(torch.isnan(wrong).any(-1).sum())
    future = float(wrong[0, 1:].nan_to_num(0).sum()) if n > 1 else 0.0
    return {"hidden": hidden, "keep01": keep01, "ours": ours, "wrong": wrong,
            "notebook_diff": float((notebook - ours).abs().max()),
            "sdpa_diff": float((right - ours).abs().max()),
            "wrong_nan": wrong_nan, "wrong_future": future}


def _conventions(inp: MaskingInput) -> Step:
    n = inp.x.shape[0]
    f = convention_facts(inp)
    return Step(
        id="conventions",
        # One token: causal masking hides nothing, but the wrong convention hides the only key.
        text="masking.text.conventions" if n > 1 else "masking.text.conventions_one",
        text_args={"notebook_diff": fmt_sci(f["notebook_diff"]), "sdpa_diff": fmt_sci(f["sdpa_diff"]),
                   "last_row": fmt_vector(f["wrong"][-1]), "future": fmt(f["wrong_future"]), "n": n,
                   "last": inp.labels[-1],
                   "first": inp.labels[0]},
        formula=r"\texttt{masked\_fill}: \text{True} = \text{hidden}\qquad "
        r"\texttt{tril}: 1 = \text{keep}\qquad \texttt{SDPA}: \text{True} = \text{keep}",
        shapes=(("label.mask", (n, n)),),
        panels=(_grid(inp, f["hidden"].float(), "panel.mask_hidden", "input", integer=True),
                _grid(inp, f["keep01"], "panel.mask_keep", "input", integer=True),
                _grid(inp, f["wrong"], "panel.sdpa_wrong")),
    )


def causal_class_facts(inp: MaskingInput) -> dict:
    """The book's CausalAttention on a batch of two copies of x, against this lesson's way B."""
    n = inp.x.shape[0]
    module = seeded(CausalAttention, inp.seed, inp.x.shape[1], inp.d_out, limits.MAX_TOKENS, 0.0)
    batch = torch.stack((inp.x, inp.x))  # (2, n, d_in): the book stacks the sentence twice
    with torch.no_grad():
        out = module(batch)  # (2, n, d_out)
    ours = _causal_context(inp.x, inp)
    moved = module.to(torch.float64)  # buffers follow .to() like parameters do
    return {"module": module, "out": out, "diff": float((out - ours).abs().max()),
            "buffers": [name for name, _ in module.named_buffers()],
            "params": count_parameters(module), "mask_shape": tuple(module.mask.shape),
            "in_state": "mask" in module.state_dict(), "moved_dtype": str(moved.mask.dtype),
            "n": n}


def _causal_class(inp: MaskingInput) -> Step:
    f = causal_class_facts(inp)
    n, ctx = f["n"], limits.MAX_TOKENS
    return Step(
        id="causal_class",
        text="masking.text.causal_class",
        text_args={"diff": fmt_sci(f["diff"]), "ctx": ctx, "n": n, "params": f"{f['params']:,}",
                   "buffers": ", ".join(f["buffers"]), "dtype": f["moved_dtype"],
                   "first": fmt_vector(f["out"][0, 0])},
        formula=r"\texttt{self.mask.bool()[:n, :n]},\quad "
        r"(b, n, d_{in}) \to (b, n, n) \to (b, n, d_{out})",
        shapes=(("x", (2, n, inp.x.shape[1])), ("self.mask", f["mask_shape"]),
                ("self.mask[:n, :n]", (n, n)), ("CausalAttention(x)", tuple(f["out"].shape))),
        panels=(Panel("panel.causal_class_out", f["out"][1], "value",
                      x_labels=tuple(f"d{k + 1}" for k in range(inp.d_out)), y_labels=inp.labels),),
    )


_BUILDERS = {
    "unmasked": _unmasked,
    "way_a": _way_a,
    "way_b": _way_b,
    "no_leak": _no_leak,
    "mistake": _mistake,
    "conventions": _conventions,
    "padding": _padding,
    "fully_masked": _fully_masked,
    "causal_class": _causal_class,
}
