"""Oracle for the Masking lesson (issue 30): every sentence and quiz verdict against plain torch.

Inputs over what the tab accepts: 1 to 8 tokens (64 allowed; 8 keeps the oracle fast, the
sentences do not depend on n beyond 1 and 2), cells within ±1e6 (embeddings × 10, one token
+ 100), any seed, d_out, the edited token, its change within ±100, any padding, the fill in
[−1e30, −1], 1 to 16 heads. The weights come from the book's SelfAttention_v2 (nn.Linear).
"""

from __future__ import annotations

import math

import torch
import torch.nn.functional as F
from hypothesis import given, settings
from hypothesis import strategies as st

from attnlab import examples
from attnlab.lessons import masking, questions
from attnlab.modules import SelfAttention_v2, seeded
from oracle_common import EPS32, LANGS, Findings, no_stray_nonfinite, question_texts, rendered, seeds

BOOK = [list(r) for r in examples.EMBEDDINGS]


@st.composite
def raw_inputs(draw):
    kind = draw(st.sampled_from(["book", "scaled", "random", "big"]))
    if kind in ("book", "scaled"):
        n = draw(st.integers(1, 6))
        factor = 1.0 if kind == "book" else draw(st.sampled_from([10.0, 30.0, 100.0, -10.0]))
        x = [[v * factor for v in r] for r in BOOK[:n]]
    else:
        n, d = draw(st.integers(1, 8)), draw(st.integers(1, 6))
        lim = 5.0 if kind == "random" else 1e6
        cell = st.floats(-lim, lim, width=32)
        x = [[draw(cell) for _ in range(d)] for _ in range(n)]
    seed = draw(st.one_of(st.just(789), seeds()))
    d_out = draw(st.integers(1, 8))
    edit = draw(st.integers(0, n - 1))
    delta = draw(st.one_of(st.floats(-100, 100), st.sampled_from([100.0, -100.0, 0.0, 0.5])))
    pads = draw(st.lists(st.integers(0, n - 1), unique=True, max_size=n))
    fill = draw(st.one_of(st.sampled_from([-1e9, -1.0, -1e30, -65504.0, -65505.0, -65510.0, -65519.0,
                                           -65520.0, -10.0, -1e4]),
                          st.floats(-1e30, -1.0),
                          # fills whose leak lands next to the 1e-6 threshold on small scores
                          st.floats(-17.0, -13.0)))
    heads = draw(st.integers(1, 16))
    return x, seed, d_out, edit, delta, pads, fill, heads


EXAMPLES = [([[v * 10 for v in r] for r in BOOK], 789, 2, 4, 100.0, [4, 5], -1e9, 2),
            # issue 30's second examiner: end padding, where start padding also changes 0.0
            ([[0, 0, 0], [100, 100, 100], [100, 100, 100], [100, 100, 100]], 5, 2, 1, 0.5, [3], -1e9, 1),
            # sixth examiner M1: way A's first row is NaN before and after the edit (no change)
            ([[v * 100 for v in r] for r in BOOK], 123, 2, 1, 100.0, [4, 5], -1e9, 2),
            # M2/M3: leaks of 9.998e-07 and 1.0002e-06 beside 1e-6; -15.2 and -15.20518 are one
            # float16 number, so their half-precision verdicts agree
            (BOOK, 123, 2, 1, 1.0, [4, 5], -15.20518, 2),
            (BOOK, 123, 2, 1, 1.0, [4, 5], -15.20478, 2),
            (BOOK, 123, 2, 1, 1.0, [4, 5], -15.2, 2)]


def weights_of(seed, d_in, d_out):
    m = seeded(SelfAttention_v2, seed, d_in, d_out)
    return m.W_query.weight.detach(), m.W_key.weight.detach(), m.W_value.weight.detach()


def scores_values(x, w):
    wq, wk, wv = w
    q, k, v = x @ wq.T, x @ wk.T, x @ wv.T
    return (q @ k.T) / math.sqrt(wq.shape[0]), v


def future(n):
    return torch.ones(n, n).triu(1).bool()


def way_a(s):
    n = s.shape[0]
    z = torch.softmax(s, -1) * (~future(n)).float()
    return z / z.sum(-1, keepdim=True)


def way_b(s):
    return torch.softmax(s.masked_fill(future(s.shape[0]), -math.inf), -1)


def change(before, after):
    """What the edit changed, entry by entry: NaN before and after is unchanged (0); a number that
    became NaN, or NaN that became a number, is a change (NaN, which no "≤" bound admits)."""
    both = torch.isnan(before) & torch.isnan(after)
    return torch.where(both, torch.zeros_like(after), after - before)


def num(text):
    return float(text)


@torch.no_grad()
def check(raw) -> list[tuple[str, str]]:
    x_rows, seed, d_out, edit, delta, pads, fill, heads = raw
    f = Findings()
    inp = masking.parse_input(x_rows, "", seed, d_out, edit, delta, pads, fill, heads)
    x = torch.tensor(x_rows, dtype=torch.float32)
    n = x.shape[0]
    w = weights_of(seed, x.shape[1], d_out)
    s, v = scores_values(x, w)
    steps = {sid: masking.step(inp, sid) for sid in masking.STEPS}

    st_ = steps["unmasked"]
    f.vector(st_.text_args["first"], torch.softmax(s, -1)[0], st_.text, "first row")

    # --- way A ---
    st_ = steps["way_a"]
    zeroed = torch.softmax(s, -1) * (~future(n)).float()
    sums = zeroed.sum(-1)
    f.vector(st_.text_args["sums"], sums, st_.text, "sums")
    # printed as 1 only where the stored sum (of the figure's zeroed weights) is exactly 1
    f.ones(st_.text_args["sums"], st_.panels[0].values.sum(-1), st_.text, "sums")
    qi = min(1, n - 1)
    a_w = way_a(s)
    f.vector(st_.text_args["row"], a_w[qi][: qi + 1], st_.text, "row")
    no_stray_nonfinite(f, st_, allowed=bool(torch.isnan(a_w[qi]).any()))
    q = questions.question("masking", inp, "way_a")
    if q is not None:
        question_texts(q)
        # "Is 1" is equality of the stored float32 sums, never a tolerance, and the print shows it:
        # a sum prints 1.0000 exactly when it is 1 (0.99999994 prints 0.9999999), so "yes" stands
        # only beside all 1s and "no" beside some sum printed apart from 1. Each printed sum is the
        # true one (ours, another order of operations) to its digits, and 1.0000 only within 16
        # units in the last place of 1.
        shown = [float(t) for t in q.args["sums"].strip("[]").split(",")]
        unit = EPS32 * n
        said_yes = q.right() == ("yes",)
        f.claim(said_yes == all(t == 1.0 for t in shown)
                and q.why == ("predict.masking.sums_why_one" if said_yes else "predict.masking.sums_why_not"),
                "predict.masking.sums", f"{q.right()} ({q.why}) beside printed sums {q.args['sums']}")
        for true_sum, t in zip(sums.tolist(), shown):
            f.claim(abs(true_sum - t) <= 5e-5 + 16 * unit
                    and (t != 1.0 or abs(true_sum - 1) <= 16 * unit),
                    "predict.masking.sums", f"printed {t} for a sum of {true_sum!r}")

    # --- way B ---
    st_ = steps["way_b"]
    b_w = way_b(s)
    diff = float((a_w - b_w).abs().max())
    f.vector(st_.text_args["row"], b_w[qi][: min(2, n)], st_.text, "row")
    seen = st_.text_args["seen"]  # "on the {seen} tokens it sees (every later token gets 0)"
    f.claim(seen == qi + 1 == min(2, n) and bool((b_w[qi][seen:] == 0).all()), st_.text,
            f"row {qi} quoted on {seen} keys")
    if st_.text == "masking.text.way_b":  # "same result" as way A
        f.claim(math.isfinite(diff) and diff <= 1e-5, st_.text, f"way A differs from way B by {diff}")
        f.sci(st_.text_args["diff"], diff, st_.text, "diff")
        f.claim(num(st_.text_args["diff"]) <= 1e-5, st_.text,
                f"'same result' beside a difference printed {st_.text_args['diff']} (above 1e-5)")
    elif st_.text == "masking.text.way_b_differs":
        f.claim(not (diff <= 1e-5), st_.text, f"way A and way B agree ({diff})")
        f.claim(not (num(st_.text_args["diff"]) <= 1e-5), st_.text,
                f"'differs' beside a difference printed {st_.text_args['diff']} (at most 1e-5)")
        f.claim(st_.text_args["nan"] == int(torch.isnan(a_w).any(-1).sum()), st_.text, "NaN rows")
    else:
        f.claim(False, st_.text, "unknown sentence")
    f.claim(bool((b_w.masked_select(future(n)) == 0).all()), st_.text, "future weight not zero")

    # --- nothing leaks ---
    st_ = steps["no_leak"]
    a = st_.text_args
    x2 = x.clone()
    x2[edit] += delta
    s2, v2 = scores_values(x2, w)
    da = change(way_a(s) @ v, way_a(s2) @ v2)
    db = change(way_b(s) @ v, way_b(s2) @ v2)
    earlier_a, earlier_b = da[:edit], db[:edit]
    k = st_.text
    if edit == 0:
        f.claim(k == "masking.text.no_leak_first", k, "the first token was edited")
    elif k == "masking.text.no_leak_exact":
        # Exactly 0 in the lesson's order of float32 operations; ours may round differently, so
        # we hold it to "no NaN and within float32 rounding".
        big = float(earlier_a.abs().max())
        scale = float(v.abs().max()) + float(v2.abs().max()) + 1e-30
        f.claim(big <= 1e-4 * scale, k, f"says earlier rows did not change; they did ({big})")
    elif k == "masking.text.no_leak":
        big = float(earlier_a.abs().max())
        scale = float(v.abs().max()) + float(v2.abs().max()) + 1e-30
        # "not exactly 0 ... float32 rounding": nonzero as the lesson measured it, and within
        # rounding; our own order of operations may round to exactly 0 where the lesson's did not.
        shown = float(a["earlier"])
        f.claim(math.isfinite(big) and big <= 1e-4 * scale and 0 < shown <= 1e-4 * scale, k,
                f"'rounding' change {a['earlier']} (ours {big:.3g}) against values of size {scale:.3g}")
        if big > 0:
            f.sci(a["earlier"], big, k, "earlier")
    elif k == "masking.text.no_leak_broken":
        big = float(earlier_a.abs().max())
        scale = float(v.abs().max()) + float(v2.abs().max()) + 1e-30
        f.claim(not (big <= 1e-4 * scale), k, f"says a leak, but the change is {big:.3g}")
    else:
        f.claim(False, k, "unknown sentence")
    if edit > 0:
        f.sci(a["earlier_b"], float(earlier_b.abs().max()), k, "earlier_b")
    nan_rows = int((torch.isnan(way_a(s2) @ v2).any(-1) | torch.isnan(way_a(s) @ v).any(-1)).sum())
    said_nan = "masking.text.no_leak_nan_rows" in st_.more
    if said_nan:
        f.claim(a["nan"] == nan_rows > 0, "masking.text.no_leak_nan_rows", f"{nan_rows} NaN rows")
    no_stray_nonfinite(f, st_, allowed=said_nan or k == "masking.text.no_leak_broken")
    later = float(da[edit:].abs().max())
    # A difference of two contexts of size |v|: float32 rounds each to a few ulps of |v|, which
    # differs between our order of operations and the lesson's (|v| ~ 1e5 leaves ~0.03 of noise).
    noise = 16 * EPS32 * (float(v.abs().max()) + float(v2.abs().max()))
    if math.isfinite(later) and abs(float(a["later"]) - later) > noise:
        f.sci(a["later"], later, k, "later")

    # --- the classic mistake ---
    st_ = steps["mistake"]
    wrong = torch.softmax(s * (~future(n)).float(), -1)
    leaked = float(wrong[0, 1:].sum()) if n > 1 else 0.0
    k = st_.text
    if k == "masking.text.mistake":
        f.claim(n > 1 and num(st_.text_args["leaked"]) > 0, k,
                f"says the future still gets weight; first row leaks {st_.text_args['leaked']}")
        f.printed(st_.text_args["leaked"], leaked, k, "leaked", rel=1e-3) if leaked >= 1e-3 else None
    elif k == "masking.text.mistake_one":
        f.claim(n == 1, k, "more than one token")
    elif k == "masking.text.mistake_none":
        f.claim(n > 1 and leaked == 0, k, f"the first row leaks {leaked}")
    q = questions.question("masking", inp, "mistake")
    if q is not None:
        question_texts(q)
        f.claim(q.right() == (("yes",) if leaked > 0 else ("no",)), "predict.masking.multiply",
                f"verdict {q.right()}, leaked {leaked}")
        f.claim((float(q.args["leaked"]) > 0) == (leaked > 0), q.why,
                f"printed {q.args['leaked']} for {leaked}")

    # --- conventions ---
    st_ = steps["conventions"]
    # SDPA handed the masked_fill mask unchanged (False = may not attend), at every n: with one
    # token it hides the only key. Every version of the sentence must quote that row as measured.
    fut = future(n)
    eye = torch.eye(n)
    wrong = F.scaled_dot_product_attention(s[None], eye[None], eye[None], attn_mask=fut, scale=1.0)[0]
    f.vector(st_.text_args["last_row"], wrong[-1], st_.text, "wrong convention's last row")
    for lang in LANGS:
        f.claim(st_.text_args["last_row"] in rendered(st_, lang), st_.text,
                f"{lang}: the wrong convention's row is not shown")
    if n > 1:
        a = st_.text_args
        nb = torch.softmax(s.masked_fill(torch.tril(torch.ones(n, n)) == 0, -math.inf), -1)
        f.claim(float((nb - b_w).abs().max()) <= 1e-6, st_.text, "notebook convention differs")
        f.sci(a["notebook_diff"], float((nb - b_w).abs().max()), st_.text, "notebook_diff")

    # --- padding ---
    st_ = steps["padding"]
    pads_set = sorted(set(pads))
    real = [i for i in range(n) if i not in pads_set]

    def with_pads(causal: bool, pads_set=pads_set):
        real = [i for i in range(n) if i not in pads_set]
        hidden = torch.zeros(n, n, dtype=torch.bool)
        if causal:
            hidden |= future(n)
        plain = torch.softmax(s.masked_fill(hidden, -math.inf), -1)
        hidden2 = hidden.clone()
        hidden2[:, pads_set] = True
        padded = torch.softmax(s.masked_fill(hidden2, -math.inf), -1).nan_to_num(0.0)
        return float((padded - plain)[real].abs().max()) if real else 0.0

    causal_change, open_change = with_pads(True), with_pads(False)
    # The same number of pads at the start: what "padding at the start would matter" is about.
    start_change = with_pads(True, list(range(len(pads_set))))
    after_pad = any(r > min(pads_set) for r in real) if pads_set else False
    for key in st_.more:
        if key == "masking.text.padding_causal_none":
            f.claim(not after_pad and causal_change == 0, key,
                    f"a real token after a pad: {after_pad}, change {causal_change}")
            # Said of every such input once ("padding at the start would matter"): now a measured
            # sentence must follow, whichever way the start placement goes.
            f.claim(any(k.startswith("masking.text.padding_start_") for k in st_.more), key,
                    f"start placement not measured (it changes {start_change})")
        elif key == "masking.text.padding_causal_some":
            f.claim(after_pad and causal_change > 0, key, f"change {causal_change}")
            f.sci(st_.text_args["causal_change"], causal_change, key, "causal change")
        elif key == "masking.text.padding_causal_zero":
            f.claim(after_pad and causal_change == 0, key, f"change {causal_change}")
        elif key == "masking.text.padding_start_some":
            f.claim(start_change > 0, key, f"start padding changes {start_change}")
            f.sci(st_.text_args["start_change"], start_change, key, "start change")
        elif key == "masking.text.padding_start_zero":
            f.claim(start_change == 0, key, f"start padding changes {start_change}")
        elif key == "masking.text.padding_open":
            f.sci(st_.text_args["open_change"], open_change, key, "open change")
    q = questions.question("masking", inp, "padding")
    if q is not None:
        question_texts(q)
        f.claim(q.right() == (("yes",) if causal_change > 0 else ("no",)), "predict.masking.padding",
                f"verdict {q.right()}, change {causal_change}")

    # --- fully masked rows ---
    st_ = steps["fully_masked"]
    hidden = future(n).clone()
    hidden[:, pads_set] = True
    hidden[pads_set, :] = True
    empty = hidden.all(-1)
    live = ~empty
    big = torch.softmax(s.masked_fill(hidden, fill), -1)
    leak = float(big.masked_fill(~hidden, 0).sum(-1)[live].max()) if live.any() else 0.0
    # A leak shows only in a row with a key kept and a key hidden: without one, no verdict.
    judged = bool((live & hidden.any(-1)).any())
    a = st_.text_args
    f.claim((st_.text == "masking.text.fully_masked") == bool(empty.any()), st_.text, "empty rows")
    if empty.any():
        f.claim(a["rows"] == int(empty.sum()), st_.text, "row count")
        f.vector(a["uniform"], big[empty][0], st_.text, "uniform row")
    for key in st_.more:
        # Each verdict from the measured weight, and the printed weight on the verdict's side of
        # 1e-6 (1.0002e-06 is never printed 1.0e-06 beside "leaks").
        if key in ("masking.text.fully_masked_unjudged", "masking.text.fully_masked_fp16_unjudged"):
            f.claim(not judged, key, "a row has a key kept and a key hidden")
            continue
        if key != "masking.text.fully_masked_fp16_scores" and not key.startswith("masking.text.fully_masked_no"):
            f.claim(judged, key, "a verdict on the fill with no row that could show a leak")
        if key == "masking.text.fully_masked_tight":
            f.claim(leak <= 1e-6 and num(a["leak"]) <= 1e-6, key, f"fill leaks {leak}, printed {a['leak']}")
        elif key == "masking.text.fully_masked_leak":
            f.claim(leak > 1e-6 and num(a["leak"]) > 1e-6, key, f"fill leaks {leak}, printed {a['leak']}")
        elif key.startswith("masking.text.fully_masked_fp16"):
            f.claim(fill >= -65504.0, key, "fill does not fit float16")
            # Measured in half precision (scores and fill stored as float16, softmax in float32),
            # never inferred from float32: -15.2 and -15.20518 are one float16 number.
            h = torch.softmax(s.half().masked_fill(hidden, fill).float(), -1)
            finite = bool(torch.isfinite(h[live]).all())
            h_leak = float(h.masked_fill(~hidden, 0).sum(-1)[live].max()) if live.any() else 0.0
            if key == "masking.text.fully_masked_fp16_scores":
                f.claim(not finite, key, "in float16 every live row is finite")
            elif key == "masking.text.fully_masked_fp16":
                f.claim(finite and h_leak <= 1e-6 and num(a["half_leak"]) <= 1e-6, key,
                        f"in float16 masked keys get {h_leak}, printed {a['half_leak']}")
            else:
                f.claim(finite and h_leak > 1e-6 and num(a["half_leak"]) > 1e-6, key,
                        f"in float16 masked keys get {h_leak}, printed {a['half_leak']}")
        elif key in ("masking.text.fully_masked_no_fp16_inf", "masking.text.fully_masked_no_fp16_rounds"):
            f.claim(fill < -65504.0, key, "fill fits float16")
            # What a plain conversion gives, measured here by another route than the lesson's.
            conv = float(torch.full((1,), fill, dtype=torch.float64).to(torch.float16)[0])
            f.claim(key.endswith("_inf") == math.isinf(conv), key, f"a plain conversion gives {conv}")
            if not math.isinf(conv):
                f.claim(float(a["converted"]) == conv, key, f"printed {a['converted']}, conversion {conv}")
        else:
            f.claim(False, key, "unknown sentence")

    # --- the CausalAttention class ---
    st_ = steps["causal_class"]
    ctx_b = way_b(s) @ v
    out_diff = float(st_.text_args["diff"])
    f.claim(out_diff <= 1e-5 * (1 + float(ctx_b.abs().max())), st_.text,
            f"'equals way B' with difference {out_diff}")
    f.vector(st_.text_args["first"], ctx_b[0], st_.text, "first row")
    f.claim(st_.text_args["params"] == f"{3 * x.shape[1] * d_out:,}", st_.text, "parameters")
    for sid in ("unmasked", "mistake", "padding", "causal_class"):
        no_stray_nonfinite(f, steps[sid])
    return f.problems


@settings(max_examples=20, deadline=None)
@given(raw_inputs())
def test_masking_oracle(raw):
    assert check(raw) == []


def test_masking_oracle_examples():
    """Embeddings × 10 and the fifth token + 100; end padding of 4 tokens (issue 30)."""
    for raw in EXAMPLES:
        assert check(raw) == [], raw
