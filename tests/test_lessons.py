"""The Softmax, Masking, Dropout and Heads lessons against independent references."""

from __future__ import annotations

import pytest
import torch
import torch.nn.functional as F
from hypothesis import given, settings
from hypothesis import strategies as st

from attnlab import examples, i18n
from attnlab.devices import resolve_device
from attnlab.errors import InputError
from attnlab.lessons import dropout, heads, masking, softmax
from attnlab.modules import CausalAttention, MultiHeadAttention, count_parameters, seeded
from float_bounds import assert_rounding_only, matmul_bound

BOOK = dict(atol=5e-5, rtol=0)
LESSONS = (softmax, masking, dropout, heads)


def vec(text: str) -> list[float]:
    return [float(v) for v in text.strip("[]").split(",")]


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda m: m.__name__.split(".")[-1])
def test_every_default_step_formats_in_both_languages(lesson):
    inp = lesson.default_input()
    for step_id in lesson.STEPS:
        step = lesson.step(inp, step_id)
        assert step.id == step_id
        for lang in i18n.LANGS:
            assert i18n.t(step.text, lang, **step.text_args)
            for panel in step.panels:
                assert i18n.t(panel.title, lang, **panel.title_args)
        # Labels with words in them are i18n keys, so they are drawn in the learner's language.
        names = [n for n, _ in step.shapes] + [x for p in step.panels for x in p.x_labels + p.y_labels]
        for name in names:
            assert not name.startswith("label.") or name in i18n.STRINGS, name
        assert step.panels or step.diagram


# --- softmax ---------------------------------------------------------------------------------------


def test_softmax_three_ways_default_is_the_books():
    args = softmax.step(softmax.default_input(), "three_ways").text_args
    torch.testing.assert_close(torch.tensor(vec(args["stable"])),
                               torch.tensor([0.1385, 0.2379, 0.2333, 0.1240, 0.1082, 0.1581]), **BOOK)
    torch.testing.assert_close(torch.tensor(vec(args["sum"])),
                               torch.tensor([0.1455, 0.2278, 0.2249, 0.1285, 0.1077, 0.1656]), **BOOK)


def test_softmax_overflow_breaks_naive_not_stable():
    step = softmax.step(softmax.default_input(), "overflow")
    assert step.text == "softmax.text.overflow_bad" and step.text_args["bad"] > 0
    naive, stable = (p.values for p in step.panels)
    assert not torch.isfinite(naive).all()
    expected = torch.softmax(torch.tensor(softmax.BOOK_SCORES) * 100, -1)
    torch.testing.assert_close(stable, expected)
    small = softmax.parse_input("1, 2, 3", "", 1, 10, 64, 0)
    assert softmax.step(small, "overflow").text == "softmax.text.overflow_ok"


def test_softmax_temperature_rows_are_softmax_of_scaled_scores():
    inp = softmax.parse_input("0.5 1.5 -1", "a b c", 3.0, 100, 64, 0)
    panel = softmax.step(inp, "temperature").panels[0]
    for label, row in zip(panel.y_labels, panel.values):
        c = float(label.split("=")[1])
        torch.testing.assert_close(row, torch.softmax(inp.scores * c, -1))
    assert "c = 3.00" in panel.y_labels


def test_score_variance_grows_like_d_k_and_scaling_undoes_it():
    step = softmax.step(softmax.default_input(), "variance")
    raw, scaled = (p.values for p in step.panels)
    for d, v, s in zip(softmax.D_KS, raw.tolist(), scaled.tolist()):
        assert v == pytest.approx(d, rel=0.15)
        assert s == pytest.approx(1.0, abs=0.15)


def test_unscaled_softmax_saturates_and_scaled_does_not():
    raw, scaled = (p.values for p in softmax.step(softmax.default_input(), "saturation").panels)
    assert raw[-1] > 0.95 and raw[-1] > raw[0]
    assert scaled.max() - scaled.min() < 0.15


@pytest.mark.parametrize("d_k", [2, 64, 1024])
def test_softmax_jacobian_matches_autograd(d_k):
    step = softmax.step(softmax.parse_input("1 2", "", 1, 10, d_k, 7), "jacobian")
    j_raw, j_scaled = (p.values for p in step.panels)
    p = torch.softmax(torch.randn(6), -1)
    torch.testing.assert_close(
        softmax.softmax_jacobian(p),
        torch.autograd.functional.jacobian(lambda s: torch.softmax(s, -1), torch.log(p)),
    )
    if d_k == 1024:  # saturated: the gradient all but vanishes
        assert j_raw.norm() < 0.1 * j_scaled.norm()


@pytest.mark.parametrize(
    "args,key",
    [
        (("", "", 1, 10, 64, 0), "error.vector_empty"),
        (("1, x", "", 1, 10, 64, 0), "error.cell_not_number"),
        (("1, nan", "", 1, 10, 64, 0), "error.cell_not_finite"),
        ((" ".join(["1"] * 65), "", 1, 10, 64, 0), "error.too_many_rows"),
        (("1 2", "", -1, 10, 64, 0), "error.out_of_range"),
        (("1 2", "", "abc", 10, 64, 0), "error.not_number"),
        (("1 2", "", 1, 1e12, 64, 0), "error.out_of_range"),
        (("1 2", "", 1, 10, 63, 0), "error.bad_choice"),
    ],
)
def test_softmax_bad_input(args, key):
    with pytest.raises(InputError) as err:
        softmax.parse_input(*args)
    assert err.value.key == key


# --- masking ---------------------------------------------------------------------------------------


def test_masking_defaults_are_the_books():
    inp = masking.default_input()
    first = masking.step(inp, "unmasked").panels[0].values[0]
    torch.testing.assert_close(first, torch.tensor([0.1921, 0.1646, 0.1652, 0.1550, 0.1721, 0.1510]),
                               **BOOK)
    for step_id in ("way_a", "way_b"):
        weights = masking.step(inp, step_id).panels[1].values
        torch.testing.assert_close(weights[1, :2], torch.tensor([0.5517, 0.4483]), **BOOK)


def test_causal_context_equals_causal_attention_and_sdpa():
    inp = masking.default_input()
    ours = masking._causal_context(inp.x, inp)
    module = seeded(CausalAttention, 789, 3, 2, 6, 0.0)
    with torch.no_grad():
        torch.testing.assert_close(ours, module(inp.x[None])[0])
        q, k, v = module.W_query(inp.x), module.W_key(inp.x), module.W_value(inp.x)
    torch.testing.assert_close(ours, F.scaled_dot_product_attention(q, k, v, is_causal=True))


@settings(max_examples=30, deadline=None)
@given(st.integers(0, 5), st.floats(-5, 5).filter(lambda d: abs(d) > 0.01), st.integers(0, 999))
def test_no_leak_earlier_rows_never_move(t, delta, seed):
    inp = masking.parse_input([list(r) for r in examples.EMBEDDINGS], "", seed, 2, t, delta, [],
                              -1e9, 2)
    step = masking.step(inp, "no_leak")
    way_a, way_b = (p.values for p in step.panels)
    assert torch.all(way_b[:t] == 0)  # −∞ first: the future never enters the computation
    assert step.text_args["earlier_b"] == "0.0e+00"
    # Way A renormalises after a softmax that saw the future: equal up to float32 rounding only.
    assert float(way_a[:t].abs().max()) < 1e-6 if t else True
    assert float(step.text_args["earlier"]) == (float(way_a[:t].abs().max()) if t else 0.0) or t == 0 \
        or abs(float(step.text_args["earlier"]) - float(way_a[:t].abs().max())) < 1e-9


def test_multiplying_by_the_mask_leaks_and_the_right_way_does_not():
    wrong, right = (p.values for p in masking.step(masking.default_input(), "mistake").panels)
    upper = masking.attention.causal_mask(6)
    assert torch.all(wrong[upper] > 0)
    assert torch.all(right[upper] == 0)


def test_padding_masks_columns_and_zeroes_padded_rows_like_sdpa():
    inp = masking.default_input()  # pads: tokens 5 and 6
    _, key_w, both = (p.values for p in masking.step(inp, "padding").panels)
    assert torch.all(key_w[:, 4:] == 0) and torch.all(both[4:] == 0)
    s, _ = masking.scaled_scores(inp.x, inp.seed, inp.d_out)
    allowed = ~masking.attention.causal_mask(6)
    allowed[:, 4:] = False
    # SDPA with the equivalent "may attend" mask; values = identity reads the weights back.
    eye = torch.eye(6)
    ref = F.scaled_dot_product_attention(s[:4], eye, eye, attn_mask=allowed[:4], scale=1.0)
    # SDPA computes softmax(q kᵀ): with k = I, q kᵀ = the (already scaled) scores themselves.
    torch.testing.assert_close(both[:4], ref)


def test_fully_masked_rows_nan_uniform_and_fixed():
    step = masking.step(masking.default_input(), "fully_masked")
    with_inf, with_big, safe = (p.values for p in step.panels)
    assert torch.isnan(with_inf[4:]).all() and not torch.isnan(with_inf[:4]).any()
    torch.testing.assert_close(with_big[4], torch.full((6,), 1 / 6))
    assert torch.all(safe[4:] == 0) and torch.isfinite(safe).all()
    assert step.text_args["nan"] == 2 and step.text_args["rows"] == 2


@pytest.mark.parametrize(
    "change,key",
    [
        (dict(edit_token=9), "error.query_range"),
        (dict(delta="x"), "error.not_number"),
        (dict(delta=1e9), "error.out_of_range"),
        (dict(fill=5), "error.out_of_range"),
        (dict(heads=0), "error.out_of_range"),
        (dict(pads=[7]), "error.query_range"),
        (dict(matrix=[[1, 2], [3]]), "error.ragged"),
    ],
)
def test_masking_bad_input(change, key):
    args = dict(matrix=[list(r) for r in examples.EMBEDDINGS], labels="", seed=789, d_out=2,
                edit_token=4, delta=0.5, pads=[4, 5], fill=-1e9, heads=2)
    args.update(change)
    with pytest.raises(InputError) as err:
        masking.parse_input(**args)
    assert err.value.key == key


# --- dropout ---------------------------------------------------------------------------------------


@pytest.mark.parametrize("p,survivor", [(0.5, 2.0), (0.1, 1.1111), (0.2, 1.25)])
def test_dropout_survivors_match_nn_dropout(p, survivor):
    inp = dropout.parse_input(p, 123, 10)
    ours = dropout.step(inp, "ones").panels[0].values
    torch.manual_seed(0)  # nn.Dropout draws from the global RNG; only its values are compared
    reference = torch.nn.Dropout(p)(torch.ones(200, 200))
    assert {round(v, 4) for v in ours.unique().tolist()} <= {0.0, survivor}
    assert {round(v, 4) for v in reference.unique().tolist()} == {0.0, survivor}
    assert dropout.step(inp, "ones").text_args["survivor"] == f"{survivor:.4f}"


def test_dropout_base_weights_are_the_books_causal_weights():
    w = dropout.base_weights(dropout.default_input())
    torch.testing.assert_close(w[1, :2], torch.tensor([0.5517, 0.4483]), **BOOK)


def test_dropout_eval_is_identity_and_train_is_not():
    train, evaluated = (p.values for p in dropout.step(dropout.default_input(), "train_eval").panels)
    torch.testing.assert_close(evaluated, dropout.base_weights(dropout.default_input()))
    assert not torch.equal(train, evaluated)


def test_dropout_expectation_converges():
    step = dropout.step(dropout.default_input(), "expectation")
    errors, mean = (p.values for p in step.panels)
    assert errors[-1] < errors[0] / 5
    torch.testing.assert_close(mean, dropout.base_weights(dropout.default_input()), atol=0.06, rtol=0)


def test_dropout_rows_do_not_sum_to_one():
    sums = dropout.step(dropout.default_input(), "row_sums").panels[0].values
    assert not torch.allclose(sums, torch.ones(6))


def test_dropout_same_seed_same_draw_different_seed_different_draw():
    a = dropout.step(dropout.parse_input(0.5, 1, 10), "ones").panels[0].values
    b = dropout.step(dropout.parse_input(0.5, 1, 10), "ones").panels[0].values
    c = dropout.step(dropout.parse_input(0.5, 2, 10), "ones").panels[0].values
    assert torch.equal(a, b) and not torch.equal(a, c)


@pytest.mark.parametrize("p, key", [(1.0, "error.dropout_p_one"), (0.995, "error.dropout_p"),
                                    (1.5, "error.dropout_p_above_one"),
                                    (-0.1, "error.dropout_p_negative"), ("x", "error.not_number"),
                                    (float("nan"), "error.dropout_p_not_finite")])
def test_dropout_rejects_bad_p(p, key):
    """Each bad p gets the message that explains it (a negative p is not told about p = 1)."""
    with pytest.raises(InputError) as err:
        dropout.parse_input(p, 1, 10)
    assert err.value.key == key


# --- heads -----------------------------------------------------------------------------------------


def test_heads_wrapper_vs_mha_default_is_the_books():
    args = heads.step(heads.default_input(), "wrapper_vs_mha").text_args
    assert args["first_w"] == "[-0.4519, 0.2216, 0.4772, 0.1063]"
    assert args["first_m"] == "[0.3190, 0.4858]"


@settings(max_examples=15, deadline=None)
@given(st.integers(1, 3), st.integers(1, 9), st.integers(1, 6), st.integers(1, 4),
       st.integers(1, 4), st.integers(0, 999))
def test_shape_trace_matches_the_real_tensors(b, n, d_in, h, hd, seed):
    inp = heads.parse_input(b, n, d_in, h * hd, h, seed)
    mha = seeded(MultiHeadAttention, seed, d_in, h * hd, n, 0.0, h)
    x = heads.batch_for(inp)
    with torch.no_grad():
        proj = mha.W_query(x)
        viewed = proj.view(b, n, h, hd)
        split = viewed.transpose(1, 2)
        scores = split @ split.transpose(2, 3)
        context = torch.softmax(scores, -1) @ split
        back = context.transpose(1, 2)
        merged = back.contiguous().view(b, n, h * hd)
    real = [x, proj, viewed, split, scores, context, back, merged, mha.out_proj(merged)]
    assert [s for _, s in heads.shape_trace(inp)] == [tuple(t.shape) for t in real]
    # and the mapping step's equivalence holds at every size
    assert float(heads.step(inp, "mapping").text_args["diff"]) < 1e-5


def test_per_head_weights_match_torch_multihead_attention():
    inp = heads.parse_input(2, 5, 8, 8, 4, 3)
    ours = heads.head_weights(inp)  # (b, h, n, n)
    mha = seeded(MultiHeadAttention, 3, 8, 8, 5, 0.0, 4)
    ref = torch.nn.MultiheadAttention(8, 4, bias=False, batch_first=True)
    with torch.no_grad():
        ref.in_proj_weight.copy_(torch.cat([mha.W_query.weight, mha.W_key.weight,
                                            mha.W_value.weight]))
    x = heads.batch_for(inp)
    _, w = ref(x, x, x, attn_mask=masking.attention.causal_mask(5), need_weights=True,
               average_attn_weights=False)
    torch.testing.assert_close(ours, w.detach())


def test_sdpa_forward_equals_the_efficient_class():
    mha = seeded(MultiHeadAttention, 0, 12, 12, 7, 0.0, 3)
    x = torch.rand(2, 7, 12, generator=torch.Generator().manual_seed(1))
    with torch.no_grad():
        torch.testing.assert_close(heads.sdpa_forward(mha, x), mha(x))


def test_gpt2_numbers():
    args = heads.step(heads.default_input(), "gpt2").text_args
    assert args["total"] == "2,360,064"
    assert sum(heads.gpt2_parameters().values()) == count_parameters(
        MultiHeadAttention(768, 768, 1024, 0.0, 12))
    assert heads.attention_matrix_bytes(1, 12, 1024) == 12 * 1024 * 1024 * 4
    assert args["mib"] == "96.0"  # b = 2


def test_batched_matmul_step_uses_the_second_head():
    step = heads.step(heads.default_input(), "batched_matmul")
    assert step.text_args["second"] == "[0.4391, 0.7003, 0.5903]"
    a = torch.tensor([examples.BATCHED_A])  # (1, 2, 3, 4): batched vs a loop over heads, up to ulps
    assert_rounding_only(step.text_args["diff"], matmul_bound(a, a.transpose(2, 3)))


def test_time_variants_on_cpu_reports_three_positive_timings():
    ms = heads.time_variants(1, 16, 24, 4, torch.device("cpu"), repeats=1)
    assert set(ms) == {"wrapper", "efficient", "sdpa"} and all(v > 0 for v in ms.values())


def test_cuda_requested_without_a_gpu_is_a_clear_error():
    if torch.cuda.is_available():
        assert resolve_device("cuda") == "cuda"
    else:
        with pytest.raises(InputError) as err:
            resolve_device("cuda")
        assert err.value.key == "error.no_cuda"


@pytest.mark.parametrize(
    "args,key,extra",
    [
        ((2, 6, 3, 5, 2, 1), "error.heads_divisible", {"lower": 4, "upper": 6}),
        ((2, 6, 3, 2, 3, 1), "error.heads_divisible_one", {"option": 3}),  # not "3 or 3"
        ((2, 6, 3, 1024, 3, 1), "error.heads_divisible_one", {"option": 1023}),  # 1026 > 1024
        ((5, 6, 3, 2, 2, 1), "error.out_of_range", {}),
        ((2, 300, 3, 2, 2, 1), "error.out_of_range", {}),
        ((2, 6, 3, 2000, 2, 1), "error.out_of_range", {}),
        ((2, 6, 3, 2, 0, 1), "error.out_of_range", {}),
    ],
)
def test_heads_bad_input(args, key, extra):
    with pytest.raises(InputError) as err:
        heads.parse_input(*args)
    assert err.value.key == key
    for k, v in extra.items():
        assert err.value.args_[k] == v
    assert str(args[3]) in i18n.t(key, "zh", **err.value.args_) or "divisible" not in key
