"""Every conditional claim a lesson makes, recomputed here from the live tensors (issue 11).

Each test rebuilds the quantity a sentence talks about with plain torch and checks that the
sentence the lesson chose, and the numbers it prints, say what the tensors show, on the defaults
and on edited inputs.
"""

from __future__ import annotations

import dataclasses

import pytest
import torch
import torch.nn.functional as F
from hypothesis import given, settings
from hypothesis import strategies as st

from attnlab import examples, i18n
from attnlab.lessons import masking, scores, softmax, why
from attnlab.lessons.questions import TOLERANCE
from attnlab.modules import CausalAttention, SelfAttention_v1, SelfAttention_v2, seeded
from attnlab.ui.common import step_text
from float_bounds import assert_rounding_only, close_bound

BOOK_ROWS = [list(r) for r in examples.EMBEDDINGS]


def num(text: str) -> float:
    return float(text)


def rendered(step, lang="en") -> str:
    return step_text(step, lang)


# --- 1. Why, step 5: scores symmetric, weights not; a token need not attend most to itself --------


@settings(max_examples=30, deadline=None)
@given(st.lists(st.sampled_from([w for w in why.VOCAB_EN if w != "bank"]), min_size=0, max_size=6,
                unique=True),
       st.integers(0, 6))
def test_why_projection_claims_hold_for_any_sentence(words, at):
    sentence = " ".join(words[:at] + ["bank"] + words[at:])
    inp = why.parse_input(sentence, why.SENTENCE_B, 5)
    step = why.step(inp, "projections")
    x = why.embed(inp.a)
    w = torch.softmax(x @ x.T, -1)  # rows = queries
    args = step.text_args
    assert num(args["w_asym"]) == pytest.approx(float((w - w.T).abs().max()), abs=1e-4)
    own_best = int((w.argmax(-1) == torch.arange(len(inp.a))).sum())
    if len(inp.a) == 1:  # one token: nothing is asymmetric (tests/test_tie_sentences.py)
        assert step.text == "why.text.projections_same"
        return
    assert args["self_count"] == own_best
    if own_best == len(inp.a):
        assert step.text == "why.text.projections_self"
    else:
        i, j = inp.a.index(args["who"]), inp.a.index(args["whom"])
        assert int(w[i].argmax()) == j != i
    i, j = inp.a.index(args["qi"]), inp.a.index(args["qj"])
    assert num(args["w_ij"]) >= num(args["w_ji"])  # the text says "but … only"
    assert num(args["w_ij"]) == pytest.approx(float(w[i, j]), abs=1e-4)


def test_why_default_shows_water_attending_most_to_river():
    step = why.step(why.default_input(), "projections")
    assert step.text == "why.text.projections"
    assert (step.text_args["who"], step.text_args["whom"]) == ("water", "river")
    for lang in i18n.LANGS:  # the old false sentences are gone
        text = rendered(step, lang)
        assert "exactly as much" not in text and "mostly attends to itself" not in text


# --- 7. Why, step 3: the band weights at the ends --------------------------------------------------


@pytest.mark.parametrize("sentence", ["bank", "the bank", "the river bank", "the river bank water by"])
def test_why_hand_weights_text_matches_the_matrix(sentence):
    inp = why.parse_input(sentence, why.SENTENCE_B, 1)
    step = why.step(inp, "hand_weights")
    w = step.panels[0].values
    n = len(inp.a)
    torch.testing.assert_close(w.sum(-1), torch.ones(n))
    if n == 1:
        assert step.text == "why.text.hand_weights_one" and float(w[0, 0]) == 1
    else:
        assert num(step.text_args["end"]) == pytest.approx(float(w[0, 1])) == float(w[-1, -2]) == 0.5
    if n > 2:
        assert num(step.text_args["inner"]) == pytest.approx(float(w[1, 0])) == 0.25


def test_chinese_learners_get_the_brush_example():
    inp = why.default_input("zh")
    assert inp.word == "刷子" and all(w in why.VOCAB_ZH for w in inp.a + inp.b)
    za, zb = (torch.tensor([float(v) for v in why.step(inp, "dot_weights").text_args[k].strip("[]").split(",")])
              for k in ("za", "zb"))
    assert za[1] > za[0] and zb[0] > zb[1]  # 有两把刷子: skill; 用刷子画: a thing
    assert why.parse_input("它 用 刷子", "小冬瓜 有 两把 刷子", 1).word == "刷子"
    with pytest.raises(Exception):
        why.parse_input("它 用 刷子", "the bank", 1)  # one vocabulary per pair


# --- 2. Scores, step 1: a large score is not "the same direction" ----------------------------------


@settings(max_examples=40, deadline=None)
@given(st.integers(1, 6), st.integers(1, 4), st.integers(0, 5),
       st.lists(st.floats(-3, 3, allow_nan=False).filter(lambda v: abs(v) > 1e-3), min_size=24,
                max_size=24))
def test_query_scores_length_claim(n, d, q, values):
    x = torch.tensor(values[: n * d]).reshape(n, d)
    q = min(q, n - 1)
    inp = scores.parse_input(x.tolist(), "", q, 1, 2, "rand")
    step = scores.step(scores.compute(inp), "query_scores")
    omega = inp.x @ inp.x[q]
    cos = F.cosine_similarity(inp.x, inp.x[q].expand_as(inp.x), dim=-1)
    top = int(omega.argmax())
    tied = [j for j in range(n) if float(omega[j]) >= float(omega.max()) - TOLERANCE]
    if n == 1:
        assert step.text == "scores.text.query_scores_one"
    elif q in tied:  # identical rows (all values 1.0) tie with the query: tests/test_tie_sentences.py
        assert step.text == ("scores.text.query_scores_tie" if len(tied) > 1
                             else "scores.text.query_scores")
    else:
        assert step.text == "scores.text.query_scores_longer"
        # "longer": a bigger score than the self-score at cosine <= 1 needs a longer vector
        assert float(inp.x[top].norm()) > float(inp.x[q].norm())
        assert num(step.text_args["top_cos"]) == pytest.approx(float(cos[top]), abs=1e-4)


def test_with_scores_more_with_journey_than_with_itself():
    inp = scores.parse_input(BOOK_ROWS, " ".join(examples.TOKENS), 3, 123, 2, "rand")  # "with"
    args = scores.step(scores.compute(inp), "query_scores").text_args
    assert (args["self_score"], args["top"], args["top_score"]) == ("0.4937", "journey", "0.8434")


# --- 4. Scores, step 8: the class named is the one that computes it ---------------------------------


@pytest.mark.parametrize("init,seed", [("rand", 123), ("linear", 789), ("linear", 3)])
def test_context_step_names_the_class_that_computes_it(init, seed):
    inp = scores.parse_input(BOOK_ROWS, "", 1, seed, 2, init)
    r = scores.compute(inp)
    step = scores.step(r, "context")
    cls = {"SelfAttention_v1": SelfAttention_v1, "SelfAttention_v2": SelfAttention_v2}[step.text_args["cls"]]
    with torch.no_grad():
        torch.testing.assert_close(seeded(cls, seed, 3, 2)(examples.inputs()), r.context)
    assert step.text_args["cls"] in rendered(step, "zh")


# --- 11. Scores, step 7: √d_k does not tame torch.rand weights --------------------------------------


def _rms_over_draws(x, seed, init, d, draws):
    squares = []
    for k in range(draws):  # independent reference: the book's classes' own weights, per seed
        w_q, w_k, _ = scores.projection_weights(x.shape[1], d, seed + k, init)
        s = (x @ w_q) @ (x @ w_k).T / d ** 0.5
        squares.append(s.pow(2).mean())
    return float(torch.stack(squares).mean().sqrt())


def test_scaled_scores_growth_is_measured_not_assumed():
    r = scores.compute(scores.default_input())
    step = scores.step(r, "scaled_scores")
    size = step.panels[-1].values  # (2, len(GROWTH_D_KS))
    for row, init in enumerate(scores.INITS):
        for col, d in enumerate(scores.GROWTH_D_KS):
            ref = _rms_over_draws(examples.inputs(), 123, init, d, scores.GROWTH_DRAWS)
            assert float(size[row, col]) == pytest.approx(ref, rel=1e-5)
    assert step.text == "scores.text.scaled_scores"  # the book's positive inputs: rand grows
    assert float(size[0, -1]) > 4 * float(size[0, 0]) and float(size[1, -1]) < 1
    # Inputs whose coordinates cancel: q, k have mean ~0 even with torch.rand, so no growth.
    flat = scores.parse_input([[1, -1], [-2, 2], [0.5, -0.5]], "", 0, 7, 2, "rand")
    assert scores.step(scores.compute(flat), "scaled_scores").text == "scores.text.scaled_scores_flat"


@pytest.mark.parametrize("seed", [0, 1, 123, 789])
def test_scaled_scores_trend_is_stated_on_the_average_not_one_draw(seed):
    """Issue 20: at seed 1 one nn.Linear draw goes from 0.03 to 0.14 (4.7×); averaged over 20 draws
    it is level. The sentence must follow the average, and say so."""
    inp = dataclasses.replace(scores.default_input(), seed=seed)
    step = scores.step(scores.compute(inp), "scaled_scores")
    x = examples.inputs()
    # "level" is said of every plotted key size (max/min of the whole series), never of two ends
    series = [_rms_over_draws(x, seed, "linear", d, scores.GROWTH_DRAWS) for d in scores.GROWTH_D_KS]
    level = max(series) / min(series) <= scores.LEVEL
    small, big = series[0], series[-1]
    assert step.more == ("scores.text.scaled_lin_level" if level else "scores.text.scaled_lin_moves",)
    # Zero-mean weights: E[(q·k)²]/d_k does not depend on d_k, yet 20 draws at seed 789 end 26 %
    # apart; "level" is said only within 10 % (scores.LEVEL), the sizes and ratio otherwise.
    assert scores.LEVEL == 1.1
    for lang in i18n.LANGS:
        text = rendered(step, lang)
        assert str(scores.GROWTH_DRAWS) in text
        assert f"{small:.3f}" in text and f"{big:.3f}" in text


# --- 6. Softmax, step 1: ratios vs differences --------------------------------------------------------


@settings(max_examples=40, deadline=None)
@given(st.lists(st.floats(0.1, 5), min_size=2, max_size=8))
def test_sum_normalisation_depends_on_ratios_softmax_on_differences(values):
    inp = softmax.parse_input(", ".join(map(str, values)), "", 1, 10, 64, 0)
    args = softmax.step(inp, "three_ways").text_args
    s = torch.tensor(values)
    assert num(args["double_sum"]) < 1e-6 and num(args["shift_soft"]) < 1e-6
    assert num(args["shift_sum"]) == pytest.approx(float((((s + 1) / (s + 1).sum()) - s / s.sum()).abs().max()),
                                                   abs=1e-6, rel=0.06)
    assert num(args["double_soft"]) == pytest.approx(
        float((torch.softmax(2 * s, -1) - torch.softmax(s, -1)).abs().max()), abs=1e-6, rel=0.06)


def test_softmax_limits_text_matches_the_slider():
    import gradio as gr

    from attnlab.lessons.softmax import tab as softmax_tab
    with gr.Blocks() as demo:
        softmax_tab.build(demo)
    slider = next(c for c in demo.blocks.values() if getattr(c, "elem_id", None) == "softmax-scale")
    assert slider.maximum == softmax.MAX_SCALE
    for lang in i18n.LANGS:
        assert f"[0, {softmax.MAX_SCALE:g}]" in i18n.t("softmax.limits", lang)
    softmax.parse_input("1, 2", "", softmax.MAX_SCALE, 1, 64, 0)


# --- 3. Masking, step 4: way A is what is tested, and it is rounding, not a leak ---------------------


def test_no_leak_tests_way_a_and_reports_its_rounding():
    inp = masking.default_input()
    step = masking.step(inp, "no_leak")
    t = inp.edit_token
    edited = inp.x.clone()
    edited[t] += inp.delta

    def way_a(x):
        s, v = masking.scaled_scores(x, inp.seed, inp.d_out)
        w = torch.softmax(s, -1) * torch.tril(torch.ones(len(x), len(x)))
        return (w / w.sum(-1, keepdim=True)) @ v

    earlier = float((way_a(edited) - way_a(inp.x))[:t].abs().max())
    assert 0 < earlier < 1e-6  # the issue's ~1.5e-8 of rounding
    assert step.text == "masking.text.no_leak"
    assert num(step.text_args["earlier"]) == pytest.approx(earlier, rel=0.05)
    assert step.text_args["earlier_b"] == "0.0e+00"
    assert num(step.text_args["later"]) > 1e-3
    first = masking.step(dataclasses.replace(inp, edit_token=0), "no_leak")
    assert first.text == "masking.text.no_leak_first"


# --- 8. Masking, step 8: a weak fill leaks; −1e9 does not fit float16 --------------------------------


@pytest.mark.parametrize("fill,leaks,fits", [(-1e9, False, False), (-1.0, True, True),
                                             (-1e4, False, True), (-1e5, False, False)])
def test_fill_value_claims(fill, leaks, fits):
    inp = dataclasses.replace(masking.default_input(), fill=fill)
    step = masking.step(inp, "fully_masked")
    with_big = step.panels[1].values
    mask = masking.attention.causal_mask(6).clone()
    mask[:, list(inp.pads)] = True
    mask[list(inp.pads), :] = True
    live = ~mask.all(-1)
    leak = float(with_big.masked_fill(~mask, 0).sum(-1)[live].max())
    assert (leak > 1e-6) == leaks
    assert ("masking.text.fully_masked_leak" in step.more) == leaks
    assert any(k.startswith("masking.text.fully_masked_no_fp16") for k in step.more) == (not fits)
    try:
        torch.zeros(1, dtype=torch.float16).masked_fill(torch.tensor([True]), fill)
        really_fits = True
    except RuntimeError:
        really_fits = False
    assert really_fits == fits
    if not fits:
        assert "torch.finfo" in rendered(step)
    if not leaks:
        assert "not negative enough" not in rendered(step)


def test_no_padding_means_no_fully_masked_row_and_says_so():
    inp = dataclasses.replace(masking.default_input(), pads=())
    step = masking.step(inp, "fully_masked")
    assert step.text == "masking.text.fully_masked_none" and step.text_args["rows"] == 0
    assert "masking.text.padding_none" in masking.step(inp, "padding").more


# --- 10. Masking, step 7: a batch of two, and what right padding does under the causal mask ---------


@pytest.mark.parametrize("pads,changes", [((4, 5), False), ((0,), True), ((2,), True)])
def test_padding_change_for_real_tokens_is_computed(pads, changes):
    inp = dataclasses.replace(masking.default_input(), pads=pads, heads=3)
    step = masking.step(inp, "padding")
    shapes = dict(step.shapes)
    assert shapes["label.key_mask"] == (2, 1, 1, 6) and shapes["label.scores_bhnn"] == (2, 3, 6, 6)
    seq1, seq2 = step.panels[0].values, step.panels[1].values
    s, _ = masking.scaled_scores(inp.x, inp.seed, inp.d_out)
    eye = torch.eye(6)
    allowed = ~masking.attention.causal_mask(6)
    torch.testing.assert_close(seq1, F.scaled_dot_product_attention(s, eye, eye, attn_mask=allowed,
                                                                    scale=1.0))
    real = [i for i in range(6) if i not in pads]
    moved = float((seq2 - seq1)[real].abs().max())
    assert (moved > 1e-6) == changes
    assert ("masking.text.padding_causal_some" if changes
            else "masking.text.padding_causal_none") in step.more


# --- notebook points: mask conventions; the book's CausalAttention ---------------------------------


def test_mask_conventions_against_sdpa():
    step = masking.step(masking.default_input(), "conventions")
    assert step.text_args["notebook_diff"] == "0.0e+00"  # the same ops on the same tensors: exact anywhere
    assert num(step.text_args["sdpa_diff"]) < 1e-6
    wrong = step.panels[2].values
    s, _ = masking.scaled_scores(examples.inputs(), 789, 2)
    reversed_mask = masking.attention.causal_mask(6)  # handed to SDPA as "may attend"
    ref = F.scaled_dot_product_attention(s, torch.eye(6), torch.eye(6), attn_mask=reversed_mask, scale=1.0)
    torch.testing.assert_close(wrong, ref)
    assert num(step.text_args["future"]) == pytest.approx(float(wrong[0, 1:].sum()), abs=1e-4)


def test_causal_class_step_is_the_books_module():
    inp = masking.default_input()
    step = masking.step(inp, "causal_class")
    module = seeded(CausalAttention, 789, 3, 2, 64, 0.0)
    batch = torch.stack((examples.inputs(), examples.inputs()))
    with torch.no_grad():
        out = module(batch)
        torch.testing.assert_close(step.panels[0].values, out[1])
    assert dict(step.shapes)["self.mask"] == (64, 64)
    assert step.text_args["buffers"] == "mask" and step.text_args["params"] == "18"
    assert step.text_args["dtype"] == "torch.float64"
    # A batch of two through the module vs the lesson's one sentence: other GEMM shapes, so other
    # kernels on some CPUs: equal up to float32 rounding, and the sentence prints what it measured.
    assert_rounding_only(step.text_args["diff"], close_bound(out))


# --- 9. Dropout, step 2: a query can lose every weight; the row is the learner's ---------------------


@pytest.mark.parametrize("seed", [123, 126, 7])
@pytest.mark.parametrize("row", range(6))
def test_dropout_row_text_matches_the_draw(seed, row):
    from attnlab import attention
    from attnlab.lessons import dropout

    inp = dropout.parse_input(0.5, seed, 10, row)
    step = dropout.step(inp, "weights")
    w = dropout.base_weights(inp)
    out, keep = attention.dropout(w, 0.5, torch.Generator().manual_seed(seed))
    torch.testing.assert_close(step.panels[1].values, out)
    kept = int(((out[row] > 0)).sum())
    live = int((w[row] > 0).sum())
    assert (step.text_args["kept"], step.text_args["live"]) == (kept, live)
    expected = ("dropout.text.weights_lost" if kept == 0 else
                "dropout.text.weights_all" if kept == live else "dropout.text.weights")
    assert step.text == expected
    assert step.text_args["row"] == "[" + ", ".join(f"{v:.4f}" for v in out[row].tolist()) + "]"


def test_dropout_default_keeps_some_and_drops_some_of_journey():
    from attnlab.lessons import dropout

    step = dropout.step(dropout.default_input(), "weights")
    assert step.text == "dropout.text.weights" and step.text_args["query"] == "journey"
    assert 0 < step.text_args["kept"] < step.text_args["live"]
    # the book's seed drops all of row 2 with this generator: the text must say so
    assert dropout.step(dropout.parse_input(0.5, 123, 10, 1), "weights").text == "dropout.text.weights_lost"


def test_nn_dropout_has_the_same_values_but_its_own_pattern():
    from attnlab import attention

    w = torch.ones(64, 64)
    g = torch.Generator().manual_seed(1)
    ours, _ = attention.dropout(w, 0.5, g)
    torch.manual_seed(1)
    theirs = torch.nn.Dropout(0.5).train()(w)
    assert set(ours.unique().tolist()) == set(theirs.unique().tolist()) == {0.0, 2.0}
    assert not torch.equal(ours, theirs)  # "for the same seed its pattern differs"


# --- 5. Heads: GPT-2 with and without QKV biases -------------------------------------------------------


def test_gpt2_counts_with_and_without_qkv_bias():
    from attnlab.lessons import heads
    from attnlab.modules import MultiHeadAttention, count_parameters

    args = heads.step(heads.default_input(), "gpt2").text_args
    for bias, key in ((False, "total"), (True, "total_bias")):
        real = count_parameters(MultiHeadAttention(768, 768, 1024, 0.0, 12, qkv_bias=bias))
        assert args[key] == f"{real:,}"
    assert (args["total"], args["total_bias"]) == ("2,360,064", "2,362,368")


# --- notebook points: √d_h vs √d_out; view on a transposed tensor ------------------------------------


@pytest.mark.parametrize("d_out,h,n", [(2, 2, 6), (8, 2, 6), (8, 1, 6), (12, 3, 1), (16, 4, 5)])
def test_view_claim_matches_torch(d_out, h, n):
    from attnlab.lessons import heads

    inp = heads.parse_input(1, n, 3, d_out, h, 0)
    step = heads.step(inp, "contiguous")
    ctx = torch.zeros(1, h, n, d_out // h).transpose(1, 2)
    try:
        ctx.view(1, n, d_out)
        works = True
    except RuntimeError:
        works = False
    same = ctx.stride() == ctx.contiguous().stride()  # h = 1 or n = 1: nothing to contrast
    assert step.text == ("heads.text.contiguous" if not works else "heads.text.contiguous_same"
                         if same else "heads.text.contiguous_ok")
    assert works == (1 in (n, h, d_out // h))  # the reason the text gives
    mha_out = heads.contiguity_facts(inp)["merged_diff"]
    assert mha_out == 0.0


@pytest.mark.parametrize("d_out,h", [(8, 2), (12, 4), (4, 1)])
def test_head_scale_step_against_sdpa(d_out, h):
    from attnlab.lessons import heads
    from attnlab.modules import MultiHeadAttention

    inp = heads.parse_input(1, 5, 3, d_out, h, 4)
    f = heads.scale_facts(inp)
    assert f["sdpa_diff"] < 1e-5
    mha = seeded(MultiHeadAttention, 4, 3, d_out, 5, 0.0, h)
    x = heads.batch_for(inp)
    with torch.no_grad():
        q = mha.W_query(x).view(1, 5, h, d_out // h).transpose(1, 2)
        k = mha.W_key(x).view(1, 5, h, d_out // h).transpose(1, 2)
    s = (q @ k.transpose(-2, -1)).masked_fill(torch.ones(5, 5, dtype=torch.bool).triu(1), float("-inf"))
    torch.testing.assert_close(f["wrong"], torch.softmax(s / d_out ** 0.5, -1))
    step = heads.step(inp, "head_scale")
    if h == 1:
        assert step.text == "heads.text.head_scale_one" and f["out_diff"] == 0
    else:  # dividing by the larger √d_out flattens every row on average
        assert f["peak_wrong"] < f["peak_right"]


# --- 12. Gradients' multi-head step draws every head; plurals -----------------------------------------


def test_gradients_multi_head_step_shows_one_panel_per_head():
    from attnlab.lessons import gradients

    step = gradients.step(gradients.default_input(), "multi_head")
    assert len(step.panels) == 2
    assert not torch.equal(step.panels[0].values, step.panels[1].values)


def test_counts_agree_with_their_nouns():
    from attnlab.lessons import heads

    one = heads.step(heads.parse_input(1, 1, 3, 4, 1, 0), "gpt2")
    text = rendered(one, "en")
    assert "1 heads" not in text and "1 head)" in text
    assert "1 token," in rendered(heads.step(heads.parse_input(1, 1, 3, 4, 1, 0), "per_head"), "en")
    two = rendered(heads.step(heads.parse_input(1, 2, 3, 4, 2, 0), "per_head"), "en")
    assert "2 heads" in two and "2 tokens" in two
    zh = rendered(one, "zh")
    assert "head" not in zh and "1 个头" in zh
    masked = dataclasses.replace(masking.default_input(), pads=(5,))
    assert "1 row " in rendered(masking.step(masked, "fully_masked"))


def test_mean_mixing_says_whether_the_meanings_separated():
    same = why.parse_input(why.SENTENCE_A, why.SENTENCE_A, 1)
    assert why.step(same, "mean").text == "why.text.mean_same"
    assert why.step(why.default_input(), "mean").text == "why.text.mean"


def test_p_zero_and_one_head_texts():
    from attnlab.lessons import dropout, heads

    calm = dropout.parse_input(0.0, 5, 20, 2)
    assert dropout.step(calm, "row_sums").text == "dropout.text.row_sums_kept"
    assert dropout.step(calm, "expectation").text == "dropout.text.expectation_p0"
    assert dropout.step(dropout.default_input(), "row_sums").text == "dropout.text.row_sums"
    assert heads.step(heads.parse_input(1, 4, 3, 4, 1, 0), "per_head").text == "heads.text.per_head_one"


def test_query_weights_reports_which_normalisation_is_peakier():
    # Small positive scores: the softmax is *flatter* than dividing by the sum.
    inp = scores.parse_input([[0.1, 0.0], [0.0, 0.2], [0.3, 0.1]], "a b c", 2, 1, 2, "rand")
    r = scores.compute(inp)
    args = scores.step(r, "query_weights").text_args
    assert num(args["soft_top"]) == pytest.approx(float(torch.softmax(r.omega, -1).max()), abs=1e-4)
    assert num(args["sum_top"]) == pytest.approx(float((r.omega / r.omega.sum()).max()), abs=1e-4)
    assert num(args["soft_top"]) < num(args["sum_top"])
    assert "win more clearly" not in rendered(scores.step(r, "query_weights"))


@pytest.mark.parametrize("sentence,seed", [(why.SENTENCE_A, 123), ("the river bank water by the fish", 4),
                                           ("bank", 1)])
def test_rnn_influence_is_the_jacobian_and_the_text_follows_it(sentence, seed):
    inp = why.parse_input(sentence, why.SENTENCE_B, seed)
    step = why.step(inp, "rnn")
    x = why.embed(inp.a).clone().requires_grad_(True)
    g = torch.Generator().manual_seed(seed)
    w, u = (torch.randn(4, 4, generator=g) / 2 for _ in range(2))
    norms = []
    for t in range(len(inp.a)):  # independent reference: one backward per output coordinate
        rows = []
        for i in range(4):
            h = torch.zeros(4)
            for k in range(len(inp.a)):
                h = torch.tanh(h @ w + x[k] @ u)
            (grad,) = torch.autograd.grad(h[i], x)
            rows.append(grad[t])
        norms.append(float(torch.stack(rows).norm()))
    torch.testing.assert_close(step.panels[0].values, torch.tensor(norms), rtol=1e-4, atol=1e-6)
    if len(inp.a) == 1:
        assert step.text == "why.text.rnn_one"
    else:
        assert step.text == ("why.text.rnn" if norms[0] < norms[-1] else "why.text.rnn_flat"
                             if len(inp.a) < why.MAX_WORDS else "why.text.rnn_flat_max")


def test_padding_every_position_says_no_real_token_is_left():
    inp = dataclasses.replace(masking.default_input(), pads=tuple(range(6)))
    step = masking.step(inp, "padding")
    assert "masking.text.padding_all" in step.more
    assert torch.all(step.panels[2].values == 0)


# --- issue 20: degenerate inputs get sentences that fit them; numbers that keep the claim true ------


@pytest.mark.parametrize("pads", [(), (4, 5), (0, 1, 2, 3, 4, 5), (5,)])
def test_padding_text_describes_the_batch_it_has(pads):
    inp = dataclasses.replace(masking.default_input(), pads=pads)
    step = masking.step(inp, "padding")
    real = 6 - len(pads)
    for lang in i18n.LANGS:
        text = rendered(step, lang)
        assert "—" not in text  # never "padded at: —"
        if not pads or not real:  # no pad, or no real token: no "only 6 / 0 real tokens"
            assert "only" not in text and "只有" not in text
        else:
            assert (f"only {real} real token" in text) if lang == "en" else (f"只有 {real} 个真实词元" in text)


@pytest.mark.parametrize("fill", [-65504.0, -65505.0, -70000.0, -1e9, -1.0, -123456.5])
def test_fill_is_printed_as_the_value_the_claim_is_about(fill):
    inp = dataclasses.replace(masking.default_input(), fill=fill)
    step = masking.step(inp, "fully_masked")
    printed = step.text_args["fill"]
    assert float(printed) == fill  # the sentence quotes the value it decided about
    try:
        torch.zeros(1, dtype=torch.float16).masked_fill(torch.tensor([True]), float(printed))
        fits = True
    except RuntimeError:
        fits = False
    assert any(k.startswith("masking.text.fully_masked_no_fp16") for k in step.more) == (not fits)


def test_leak_sentence_counts_the_rows_that_leak():
    for fill, pads in ((-1.0, ()), (-5.0, (4, 5)), (-3.0, (5,))):
        inp = dataclasses.replace(masking.default_input(), fill=fill, pads=pads)
        step = masking.step(inp, "fully_masked")
        s, _ = masking.scaled_scores(inp.x, inp.seed, inp.d_out)
        padded = torch.zeros(6, dtype=torch.bool)
        padded[list(pads)] = True
        mask = masking.attention.causal_mask(6) | padded[None, :] | padded[:, None]
        w = torch.softmax(s.masked_fill(mask, fill), -1)
        live = ~mask.all(-1)
        leak = (w * mask).sum(-1)[live]
        assert step.text_args["leaky"] == int((leak > 1e-6).sum())
        assert step.text_args["live"] == int(live.sum())
        assert float(step.text_args["leak"]) == pytest.approx(float(leak.max()), abs=1e-4)
    every = dataclasses.replace(masking.default_input(), pads=tuple(range(6)), fill=-1.0)
    text = rendered(masking.step(every, "fully_masked"))
    assert "In the other rows" not in text and "not negative enough" not in text
    # Nothing measured, no verdict (claims round 10): every position padded, or one token.
    one = dataclasses.replace(masking.default_input(), x=masking.default_input().x[:1],
                              labels=masking.default_input().labels[:1], fill=-1.0, pads=())
    for inp in (every, one):
        more = masking.step(inp, "fully_masked").more
        assert "masking.text.fully_masked_unjudged" in more, more
        assert not {"masking.text.fully_masked_tight", "masking.text.fully_masked_fp16"} & set(more)


def test_plural_verbs_agree_with_their_counts():
    import re

    texts = [rendered(masking.step(dataclasses.replace(masking.default_input(), pads=(5,)),
                                   "fully_masked"))]
    from attnlab.lessons import dropout
    for seed in range(12):
        for row in range(6):
            texts.append(rendered(dropout.step(dropout.parse_input(0.5, seed, 10, row), "weights")))
    bad = re.compile(r"\b1 (rows|tokens|heads|weights|draws|survived and were|row turn|are)\b"
                     r"|of its 1 nonzero weights|the others are|\b1 of \d+ do\b")
    for text in texts:
        assert not bad.search(text), bad.search(text).group(0)
    assert "1 row turns into NaN" in texts[0]


def test_gradient_text_with_the_mask_off_says_nothing_is_masked():
    from attnlab.lessons import gradients

    off = gradients.step(gradients.parse_input(5, 3, 1, False), "d_scores")
    on = gradients.step(gradients.parse_input(5, 3, 1, True), "d_scores")
    for lang in i18n.LANGS:
        assert "their P is 0" not in rendered(off, lang) and "被遮住的元素 P 为 0" not in rendered(off, lang)
    assert "their P is 0" in rendered(on)


@settings(max_examples=60, deadline=None)
@given(st.floats(0.1, 500), st.floats(0.1, 500), st.floats(0.1, 500))
def test_timing_text_says_what_its_own_numbers_show(wrapper, efficient, sdpa):
    """Issue 20: "wrapper 16.3 ms, efficient class 18.9 ms" must not go on as if it were faster."""
    from attnlab.lessons import heads

    ms = {"wrapper": wrapper, "efficient": efficient, "sdpa": sdpa}
    (eff_key, args), (sdpa_key, _) = heads.timing_sentences(ms)

    def verdict(a, b):
        return ("same" if abs(a - b) <= 0.05 * max(a, b) else "faster" if a < b else "slower")

    assert eff_key == f"heads.timing_efficient_{verdict(efficient, wrapper)}"
    assert sdpa_key == f"heads.timing_sdpa_{verdict(sdpa, efficient)}"
    for lang in i18n.LANGS:
        text = i18n.t(eff_key, lang, **args)
        if efficient > wrapper * 1.05:
            assert "out_proj" in text and "contiguous" in text and "(b, h, n, n)" in text
        ratio = num(args["ratio_we"] if eff_key.endswith("faster") else args["ratio_ew"])
        assert ratio == pytest.approx((wrapper / efficient) if eff_key.endswith("faster")
                                      else efficient / wrapper, abs=0.006)


@pytest.mark.parametrize("p", [0.1, 0.5])
def test_dropout_says_a_fresh_module_trains_and_shows_it(p):
    from attnlab.lessons import dropout

    step = dropout.step(dropout.parse_input(p, 3, 10, 1), "train_eval")
    assert "dropout.text.fresh_train" in step.more
    assert step.text_args["fresh"] == str(torch.nn.Dropout(p).training) == "True"
    assert step.text_args["after_eval"] == str(torch.nn.Dropout(p).eval().training) == "False"
    assert num(step.text_args["survivor"]) == pytest.approx(1 / (1 - p), abs=1e-4)
    assert "1.1111" in rendered(step) and "1.1111" in rendered(step, "zh")


@pytest.mark.parametrize("args", [(2, 6, 3, 2, 2, 123), (1, 5, 4, 8, 2, 1), (3, 4, 6, 12, 3, 0)])
def test_heads_split_tuple_and_permute_on_the_live_tensor(args):
    from attnlab.lessons import heads

    inp = heads.parse_input(*args)
    step = heads.step(inp, "shape_trace")
    a = step.text_args
    q = torch.randn(inp.b, inp.n, inp.d_out)
    parts = q.split(inp.head_dim, dim=-1)
    assert a["split_type"] == type(parts).__name__ == "tuple" and a["parts"] == inp.heads
    assert a["part_shape"] == str((inp.b, inp.n, inp.head_dim))
    assert a["perm_diff"] == a["stack_diff"] == "0.0e+00"  # data movement only
    assert "transpose" in a["split_error"]


def test_scores_summing_to_zero_are_not_divided_by_their_sum_in_words():
    r = scores.compute(scores.parse_input([[0, 0], [0, 0]], "a b", 0, 3, 2, "linear"))
    assert float(r.omega.sum()) == 0
    assert scores.step(r, "query_weights").text == "scores.text.query_weights_zero"
    s = softmax.parse_input("5", "x", 0.0, 1, 8, 3)
    assert softmax.step(s, "three_ways").text == "softmax.text.three_ways_zero"
    assert scores.step(scores.compute(scores.default_input()), "query_weights").text == \
        "scores.text.query_weights"
