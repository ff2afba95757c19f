"""attnlab.attention against independent references and as properties."""

from __future__ import annotations

import math

import pytest
import torch
import torch.nn.functional as F
from hypothesis import given, settings
from hypothesis import strategies as st

from attnlab import attention as A
from attnlab.modules import MultiHeadAttention, seeded

SETTINGS = settings(max_examples=60, deadline=None)


def rand(*shape, seed=0):
    return torch.randn(*shape, generator=torch.Generator().manual_seed(seed))


sizes = st.tuples(
    st.integers(1, 3),  # b
    st.integers(1, 4),  # h
    st.integers(1, 9),  # n
    st.integers(1, 8),  # hd
    st.integers(0, 2**16),  # seed
)


# --- against F.scaled_dot_product_attention ---------------------------------------------------------


@SETTINGS
@given(sizes)
def test_attend_matches_sdpa_without_mask(size):
    b, h, n, hd, seed = size
    q, k, v = rand(3, b, h, n, hd, seed=seed).unbind(0)
    ours, weights = A.attend(q, k, v)
    ref = F.scaled_dot_product_attention(q, k, v)
    torch.testing.assert_close(ours, ref, rtol=1e-5, atol=1e-5)
    torch.testing.assert_close(weights.sum(-1), torch.ones(b, h, n))


@SETTINGS
@given(sizes)
def test_attend_matches_sdpa_causal(size):
    b, h, n, hd, seed = size
    q, k, v = rand(3, b, h, n, hd, seed=seed).unbind(0)
    ours, _ = A.attend(q, k, v, mask=A.causal_mask(n))
    ref = F.scaled_dot_product_attention(q, k, v, is_causal=True)
    torch.testing.assert_close(ours, ref, rtol=1e-5, atol=1e-5)


@SETTINGS
@given(sizes, st.data())
def test_attend_matches_sdpa_with_padding(size, data):
    b, h, n, hd, seed = size
    lengths = data.draw(st.lists(st.integers(1, n), min_size=b, max_size=b))  # >= 1 key each
    q, k, v = rand(3, b, h, n, hd, seed=seed).unbind(0)
    mask = A.padding_mask_from_lengths(lengths, n)  # (b, 1, 1, n), True = padded
    ours, weights = A.attend(q, k, v, mask=mask)
    # SDPA's boolean mask means "may attend": the opposite of ours.
    ref = F.scaled_dot_product_attention(q, k, v, attn_mask=~mask)
    torch.testing.assert_close(ours, ref, rtol=1e-5, atol=1e-5)
    assert torch.all(weights.masked_select(mask.expand_as(weights)) == 0)


def test_attend_custom_scale_matches_sdpa():
    q, k, v = rand(3, 2, 2, 5, 4, seed=3).unbind(0)
    ours, _ = A.attend(q, k, v, scale=0.3)
    torch.testing.assert_close(ours, F.scaled_dot_product_attention(q, k, v, scale=0.3))


# --- against nn.MultiheadAttention ------------------------------------------------------------------


@pytest.mark.parametrize("d,h,n,seed", [(6, 2, 5, 0), (12, 3, 7, 1), (16, 4, 1, 2), (8, 8, 9, 3)])
def test_multihead_class_matches_torch_multihead_attention(d, h, n, seed):
    ours = seeded(MultiHeadAttention, seed, d, d, n, 0.0, num_heads=h).eval()
    ref = torch.nn.MultiheadAttention(d, h, bias=True, batch_first=True).eval()
    with torch.no_grad():
        ref.in_proj_weight.copy_(
            torch.cat([ours.W_query.weight, ours.W_key.weight, ours.W_value.weight], dim=0)
        )
        ref.in_proj_bias.zero_()  # the book's qkv_bias=False
        ref.out_proj.weight.copy_(ours.out_proj.weight)
        ref.out_proj.bias.copy_(ours.out_proj.bias)
    x = rand(2, n, d, seed=seed + 100)
    expected, _ = ref(x, x, x, attn_mask=A.causal_mask(n), need_weights=False)
    torch.testing.assert_close(ours(x), expected, rtol=1e-5, atol=1e-5)


# --- softmax ----------------------------------------------------------------------------------------

rows = st.lists(st.floats(-50, 50, allow_nan=False, width=32), min_size=1, max_size=12)


@SETTINGS
@given(rows)
def test_stable_softmax_matches_torch_and_sums_to_one(row):
    s = torch.tensor(row)
    out = A.stable_softmax(s)
    torch.testing.assert_close(out, torch.softmax(s, dim=-1))
    assert math.isclose(float(out.sum()), 1.0, rel_tol=1e-5)
    assert torch.all(out >= 0)


@SETTINGS
@given(rows)
def test_naive_softmax_equals_stable_one_on_small_scores(row):
    s = torch.tensor(row)
    torch.testing.assert_close(A.naive_softmax(s), A.stable_softmax(s), rtol=1e-4, atol=1e-6)


@SETTINGS
@given(st.lists(st.floats(-1e4, 1e4, allow_nan=False, width=32), min_size=2, max_size=12))
def test_stable_softmax_is_finite_on_huge_scores(row):
    s = torch.tensor(row)
    stable = A.stable_softmax(s)
    assert torch.isfinite(stable).all()
    torch.testing.assert_close(stable, torch.softmax(s, dim=-1))


def test_naive_softmax_breaks_where_stable_does_not():
    s = torch.tensor([1e4, -1e4, 5e3])
    assert not torch.isfinite(A.naive_softmax(s)).all()  # exp(1e4) = inf, inf / inf = NaN
    torch.testing.assert_close(A.stable_softmax(s), torch.tensor([1.0, 0.0, 0.0]))


def test_sum_normalize_is_proportional():
    s = torch.tensor([1.0, 3.0])
    torch.testing.assert_close(A.sum_normalize(s), torch.tensor([0.25, 0.75]))


def test_scale_scores_divides_by_sqrt_dk():
    torch.testing.assert_close(A.scale_scores(torch.tensor([4.0]), 16), torch.tensor([1.0]))
    with pytest.raises(ValueError):
        A.scale_scores(torch.tensor([1.0]), 0)


def test_loops_equal_matmul():
    x = rand(7, 5, seed=4)
    torch.testing.assert_close(A.dot_scores_by_loops(x, x), A.dot_scores(x, x))


# --- masks ------------------------------------------------------------------------------------------


@SETTINGS
@given(st.integers(1, 10), st.integers(0, 2**16))
def test_causal_masking_three_ways_agree_and_masked_entries_are_zero(n, seed):
    s = rand(n, n, seed=seed) * 3
    mask = A.causal_mask(n)
    a = A.masked_softmax_neg_inf(s, mask)
    b = A.masked_softmax_renormalize(s, mask)
    c = A.masked_softmax_large_negative(s, mask)
    torch.testing.assert_close(a, b)
    torch.testing.assert_close(a, c)
    assert torch.all(a[mask] == 0)
    torch.testing.assert_close(a.sum(-1), torch.ones(n))


def test_causal_mask_shape_and_pattern():
    m = A.causal_mask(4)
    assert m.dtype == torch.bool and m.shape == (4, 4)
    assert m.sum() == 6 and not m.diagonal().any() and m[0, 1] and not m[1, 0]


@SETTINGS
@given(st.integers(2, 9), st.integers(1, 8), st.integers(0, 2**16), st.data())
def test_causal_outputs_do_not_see_later_tokens(n, hd, seed, data):
    t = data.draw(st.integers(1, n - 1))  # perturb token t and everything after it
    q, k, v = rand(3, 1, 2, n, hd, seed=seed).unbind(0)
    out, _ = A.attend(q, k, v, mask=A.causal_mask(n))
    k2, v2, q2 = k.clone(), v.clone(), q.clone()
    k2[..., t:, :] += 5.0
    v2[..., t:, :] -= 3.0
    q2[..., t:, :] *= -2.0
    out2, _ = A.attend(q2, k2, v2, mask=A.causal_mask(n))
    torch.testing.assert_close(out[..., :t, :], out2[..., :t, :])
    assert not torch.allclose(out[..., t:, :], out2[..., t:, :])


@SETTINGS
@given(st.integers(2, 8), st.integers(0, 2**16), st.data())
def test_multihead_module_is_causal(n, seed, data):
    t = data.draw(st.integers(1, n - 1))
    mha = seeded(MultiHeadAttention, seed, 4, 6, n, 0.0, num_heads=3)
    x = rand(2, n, 4, seed=seed)
    x2 = x.clone()
    x2[:, t:] = rand(2, n - t, 4, seed=seed + 1)
    with torch.no_grad():
        torch.testing.assert_close(mha(x)[:, :t], mha(x2)[:, :t])


def test_padding_mask_from_lengths_and_ids_agree():
    ids = torch.tensor([[5, 7, 0, 0], [3, 0, 0, 0], [1, 2, 3, 4]])
    by_ids = A.padding_mask_from_ids(ids, pad_id=0)
    by_len = A.padding_mask_from_lengths([2, 1, 4], 4)
    assert by_ids.shape == (3, 1, 1, 4)
    assert torch.equal(by_ids, by_len)
    scores = rand(3, 2, 4, 4, seed=1)  # (b, h, n, n)
    assert torch.broadcast_shapes(by_ids.shape, scores.shape) == scores.shape


def test_fully_masked_row_nan_with_inf_uniform_with_large_negative_zero_when_safe():
    s = rand(1, 1, 3, 3, seed=2)
    mask = A.combine_masks(
        A.padding_mask_from_lengths([3], 3), A.query_padding_mask(torch.tensor([[False, True, False]]))
    )
    assert A.fully_masked_rows(mask.expand_as(s))[0, 0].tolist() == [False, True, False]
    assert torch.isnan(A.masked_softmax_neg_inf(s, mask)[0, 0, 1]).all()
    torch.testing.assert_close(
        A.masked_softmax_large_negative(s, mask)[0, 0, 1], torch.full((3,), 1 / 3)
    )
    safe = A.masked_softmax_safe(s, mask)
    assert torch.isfinite(safe).all() and torch.all(safe[0, 0, 1] == 0)
    torch.testing.assert_close(safe[0, 0, 0], torch.softmax(s[0, 0, 0], -1))


def test_multiplying_by_the_mask_leaks_weight_to_masked_keys():
    s = torch.tensor([[2.0, 1.0, 0.5]])
    mask = torch.tensor([[False, True, True]])
    wrong = A.mask_by_multiplying(s, mask)
    assert torch.all(wrong[mask] > 0)  # exp(0) = 1: masked keys still get weight
    right = A.masked_softmax_neg_inf(s, mask)
    torch.testing.assert_close(right, torch.tensor([[1.0, 0.0, 0.0]]))


def test_combine_masks_ignores_none():
    assert A.combine_masks(None, None) is None
    m = A.causal_mask(3)
    assert torch.equal(A.combine_masks(None, m), m)


# --- dropout ----------------------------------------------------------------------------------------


@SETTINGS
@given(st.floats(0.05, 0.9), st.integers(0, 2**16))
def test_dropout_survivors_are_scaled_and_mask_matches(p, seed):
    w = torch.rand(8, 8, generator=torch.Generator().manual_seed(seed)) + 0.1
    out, keep = A.dropout(w, p, torch.Generator().manual_seed(seed))
    assert keep.dtype == torch.bool and keep.shape == w.shape
    torch.testing.assert_close(out[keep], w[keep] / (1 - p))
    assert torch.all(out[~keep] == 0)


def test_dropout_survivor_values_match_the_book():
    ones = torch.ones(6, 6)
    out, keep = A.dropout(ones, 0.5, torch.Generator().manual_seed(123))
    assert set(out.unique().tolist()) <= {0.0, 2.0}
    out, keep = A.dropout(ones, 0.1, torch.Generator().manual_seed(123))
    assert set(round(v, 4) for v in out.unique().tolist()) <= {0.0, 1.1111}


def test_dropout_keeps_the_expectation():
    w = torch.softmax(rand(6, 6, seed=5), -1)
    g = torch.Generator().manual_seed(0)
    mean = torch.stack([A.dropout(w, 0.5, g)[0] for _ in range(4000)]).mean(0)
    torch.testing.assert_close(mean, w, atol=0.02, rtol=0)


def test_dropout_same_generator_seed_same_mask_and_eval_is_identity():
    w = torch.rand(5, 5)
    a = A.dropout(w, 0.3, torch.Generator().manual_seed(9))[1]
    b = A.dropout(w, 0.3, torch.Generator().manual_seed(9))[1]
    assert torch.equal(a, b)
    out, keep = A.dropout(w, 0.3, None, training=False)
    assert out is w and keep.all()
    for bad in (-0.1, 1.0, 1.5):
        with pytest.raises(ValueError):
            A.dropout(w, bad, None)


# --- heads ------------------------------------------------------------------------------------------


@SETTINGS
@given(st.integers(1, 3), st.integers(1, 7), st.integers(1, 4), st.integers(1, 5))
def test_split_merge_round_trip(b, n, h, hd):
    x = rand(b, n, h * hd, seed=b * 100 + n)
    split = A.split_heads(x, h)
    assert split.shape == (b, h, n, hd)
    torch.testing.assert_close(split[:, 1 % h, :, :], x[:, :, (1 % h) * hd : (1 % h + 1) * hd])
    assert torch.equal(A.merge_heads(split), x)


def test_split_heads_rejects_indivisible():
    with pytest.raises(ValueError):
        A.split_heads(torch.zeros(1, 2, 5), 2)


def test_batched_matmul_equals_per_head_loop_book_example():
    a = torch.tensor(
        [[[[0.2745, 0.6584, 0.2775, 0.8573], [0.8993, 0.0390, 0.9268, 0.7388],
           [0.7179, 0.7058, 0.9156, 0.4340]],
          [[0.0772, 0.3565, 0.1479, 0.5331], [0.4066, 0.2318, 0.4545, 0.9737],
           [0.4606, 0.5159, 0.4220, 0.5786]]]]
    )  # (1, 2, 3, 4)
    batched = A.dot_scores(a, a)
    for head in range(2):  # the second head is a[0, 1], not a[0, 0]
        torch.testing.assert_close(batched[0, head], a[0, head] @ a[0, head].T)
    torch.testing.assert_close(
        batched[0, 1, 0], torch.tensor([0.4391, 0.7003, 0.5903]), atol=1e-4, rtol=0
    )
