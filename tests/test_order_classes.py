"""Right values in the wrong place, and positions hidden in the wrong place, told by what put
them there, through the real sandbox in English and Chinese: blocks joined in another order,
pieces stacked along another dim, a dim parameter rewritten before the reductions, a loop whose
count runs past the axis it indexes, an einsum pairing the wrong axes, lengths read as counts of
padding, a pooled slice where one slice is asked, zeros returned for a whole batch in a branch, a
sum started from a value instead of zero.

Each answer is written here in another style than the corpus answer the class was read off."""

from __future__ import annotations

import pytest
import torch

import exercises
from attnlab.grading import properties
from attnlab.grading.runner import Limits, Sandbox
from class_named import graded_and_named

pytestmark = pytest.mark.sandbox


@pytest.fixture(scope="module")
def sandbox():
    sb = Sandbox("cpu", Limits(wall_seconds=30), exercises=exercises.ALL)
    yield sb
    sb.close()


CASES = {
    # heads merged last first with flip on a stacked tensor, not a reversed loop
    "heads_flipped": ("ex_split_merge", """
import torch
def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    heads = x.view(b, n, num_heads, d // num_heads).permute(0, 2, 1, 3)
    merged = torch.cat(context.flip(1).unbind(1), dim=-1)
    return heads, merged
""", ("feedback", "feedback.prop.blocks_reversed"), ("reverse order", "顺序正好反了")),
    # head 0 kept, the others rotated by one (right for two heads, wrong from three): no reversal
    "heads_rotated": ("ex_split_merge", """
import torch
def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    heads = x.unflatten(-1, (num_heads, -1)).transpose(1, 2)
    order = [0] + [1 + i % (num_heads - 1) for i in range(1, num_heads)] if num_heads > 1 else [0]
    merged = torch.cat([context[:, i] for i in order], dim=-1)
    return heads, merged
""", ("feedback", "feedback.prop.blocks_reordered"), ("put block i at position i", "把第 i 块放在第 i 个位置")),
    # the per-head products stacked along the middle axis
    "stacked_in_the_middle": ("ex_fix_second_head", """
import torch
def ex_fix_second_head(a):
    mats = []
    for h in range(a.shape[1]):
        m = a[0, h]
        mats.append(m @ m.transpose(0, 1))
    return torch.stack(mats, 1)
""", ("feedback", "feedback.shape.stacked_axis"), ("Stack along dim=0", "请沿 dim=0 堆叠")),
    # a negative dim made positive one axis too far left, written as an augmented assignment
    "dim_rewritten": ("ex_stable_softmax", """
import torch
def ex_stable_softmax(x, dim=-1):
    if dim < 0:
        dim += x.ndim - 1
    shifted = x - torch.amax(x, dim, keepdim=True)
    return shifted.exp() / shifted.exp().sum(dim, keepdim=True)
""", ("concept", "feedback.dim_rewritten"), ("`dim += x.ndim - 1`", "`dim += x.ndim - 1`")),
    # the lengths read as counts of padding: the tokens kept are the first n - length
    "lengths_as_pad_count": ("ex_padding_attention", """
import torch
def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    keep = torch.arange(n)[None, :] < (n - lengths)[:, None]  # (b, n)
    w = scores.masked_fill(~keep[:, None, None, :], float("-inf")).softmax(-1).nan_to_num(0.0)
    return w * keep[:, None, :, None]
""", ("exact", "rewrite.lengths_as_pad_count"), ("number of padded positions", "末尾填充位置的个数")),
    # a loop over the tokens' axis whose index wraps onto the heads (t % h): one matrix per token
    "loop_count_wrapped": ("ex_fix_second_head", """
import torch
def ex_fix_second_head(a):
    return torch.stack([a[0, t % a.size(1)] @ a[0, t % a.size(1)].mT for t in range(a.size(2))])
""", ("feedback", "feedback.loop_axis_count"), ("range(a.shape[1])", "range(a.shape[1])")),
}


@pytest.mark.parametrize("case", CASES.values(), ids=list(CASES))
def test_the_class_is_named_in_both_languages(sandbox, case):
    graded_and_named(sandbox, case)


def test_a_loop_past_one_head_is_told_with_the_axis_it_indexes(sandbox):
    # one head (a case with num_heads == 1): the index runs past axis 1 of size 1, which no size of
    # the case names; the bound to loop over is that axis's own size, not an invented name
    outcome, en, zh = graded_and_named(sandbox, ("ex_split_merge", """
import torch
def ex_split_merge(x, num_heads, context):
    heads = torch.stack(torch.chunk(x, num_heads, -1), 1)
    merged = torch.cat([context[:, j] for j in range(len(context))], -1)
    return heads, merged
""", ("concept", "feedback.loop_axis"), ("range(context.shape[1])", "range(context.shape[1])")))
    if outcome.feedback == "feedback.raised_index":
        assert outcome.args["bound"] == "context.shape[1]", outcome.args


def _blocks(order, axis, k):
    want = torch.arange(24.0).view(2, 3, 4)
    got = torch.cat([want.chunk(k, axis)[j] for j in order], axis)
    return properties.block_order(got, want, 1e-6)


def test_block_order_reads_the_coarsest_blocks_that_tell_it():
    assert _blocks([1, 0], 2, 2) == (2, 2, [1, 0])
    assert _blocks([2, 0, 1], 1, 3) == (1, 3, [2, 0, 1])
    assert _blocks([3, 2, 1, 0], 2, 4) == (2, 4, [3, 2, 1, 0])  # 4 blocks reversed: not 2 halves
    want = torch.arange(24.0).view(2, 3, 4)
    assert properties.block_order(want, want, 1e-6) is None  # nothing moved
    assert properties.block_order(want.flip(-1) * 2, want, 1e-6) is None  # other values


def test_blocks_that_are_alike_keep_their_own_place():
    # two equal blocks in front and the last two swapped: the equal ones are told in their places
    want = torch.tensor([[1.0, 1.0, 2.0, 3.0]])
    got = torch.tensor([[1.0, 1.0, 3.0, 2.0]])
    assert properties.block_order(got, want, 1e-6) == (1, 4, [0, 1, 3, 2])
    # halves swapped read as two blocks, the coarsest telling, though quarters would match too
    want = torch.tensor([[1.0, 1.0, 2.0, 2.0, 1.0, 1.0, 3.0, 3.0]])
    got = torch.tensor([[1.0, 1.0, 3.0, 3.0, 1.0, 1.0, 2.0, 2.0]])
    assert properties.block_order(got, want, 1e-6) == (1, 2, [1, 0])


def test_a_mean_over_the_rows_where_one_row_is_asked_is_told_as_a_pick(sandbox):
    # every token's context vector summed (not averaged), where journey's alone is asked
    outcome, en, zh = graded_and_named(sandbox, ("ex_context", """
import torch
X = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                  [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
Z = torch.softmax(X @ X.T, dim=1) @ X
ex_context = Z.sum(0).tolist()
""", ("diverge_how", "diverge.pick_not_pooled"), ("take slice [1]", "直接取切片 [1]")))
    assert str(outcome.args["diverge_line"]) == "6", outcome.args  # the sum, not the products


def test_an_einsum_that_pairs_the_wrong_axes_is_told_with_the_right_subscripts(sandbox):
    # the weights' query and key letters in each other's place: each key's row of weights is used
    outcome, en, zh = graded_and_named(sandbox, ("ex_mha_forward", """
import torch
def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    h, hd = mha.num_heads, mha.head_dim
    q, k, v = (w(x).view(b, n, h, hd).transpose(1, 2) for w in (mha.W_query, mha.W_key, mha.W_value))
    s = torch.einsum("bhqd,bhkd->bhqk", q, k) / hd ** 0.5
    s = s.masked_fill(mha.mask.bool()[:n, :n], float("-inf"))
    a = mha.dropout(torch.softmax(s, dim=-1))
    c = torch.einsum("bhkq,bhkd->bhqd", a, v)
    return mha.out_proj(c.transpose(1, 2).reshape(b, n, h * hd))
""", ("diverge_how", "diverge.einsum_letters"), ("'bhqk,bhkd->bhqd'", "'bhqk,bhkd->bhqd'")))
    assert str(outcome.args["diverge_line"]) == "10", outcome.args


def test_zeros_returned_for_the_whole_batch_in_a_special_case_branch_are_told(sandbox):
    graded_and_named(sandbox, ("ex_padding_attention", """
import torch
def ex_padding_attention(scores, lengths):
    if int(lengths.min()) == 0:
        return scores.new_zeros(scores.shape)
    n = scores.shape[-1]
    pad = torch.arange(n)[None, :] >= lengths[:, None]
    w = torch.softmax(scores.masked_fill(pad[:, None, None, :], float("-inf")), -1)
    return w.masked_fill(pad[:, None, :, None], 0.0)
""", ("feedback", "feedback.prop.zero_branch"), ("Treat that entry alone", "请单独处理那个元素")))


def test_a_weighted_sum_started_from_the_query_is_told(sandbox):
    graded_and_named(sandbox, ("ex_context", """
import torch
inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
query = inputs[1]
weights = torch.softmax(inputs @ query, dim=0)
acc = query * 1.0
for j in range(len(inputs)):
    acc += weights[j] * inputs[j]
ex_context = acc.tolist()
""", ("feedback", "short.sum_started_from"), ("plus inputs[1]", "再加上 inputs[1]")))
