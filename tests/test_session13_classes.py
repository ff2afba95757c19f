"""Through the real sandbox, classes read off the misses of the twelfth session's sealed corpora
(fresh106..fresh111), each on an answer written in another style than the corpus's; English and
Chinese are both checked.

- Two inputs of the same shape used in each other's roles everywhere.
- An input added to the result (a residual connection), and the error it raises where the input's
  width is not the output's.
- A dot product that sums every pair of terms (einsum 'i,j->').
- The book's first normalisation (scores over their sum) given where the raw score is asked.
- The right matrix returned transposed; a square input turned round and never turned back.
- One term of a sum alone (an accumulator assigned with = where += belongs).
- A mask sliced along its rows only, once or twice.
- Heads of the wrapper that share one module (heads[1] = heads[0]).
- A head size for the scale worked out from the input's width (d_in // num_heads).
- Leading axes flattened with reshape(-1, n, n) and never put back.
- An index counted from 1 into a computed tensor (the weights) is told so, as well as inputs[1].
- A parameter copied times a constant, or with columns of the three weights interleaved (ex3_1).
- Heads joined along the tokens before the merge's reshape (ex_split_merge).
- The wrapper returned inside a larger module (a Linear after it to bring the width down).
- SDPA's own default scale where raw dot products are asked.
- Rows renormalised by hand along another axis than the keys'.
- A merge view with one wrong size, told where every raising case can be mended.
- A product's operand made by another projection (values from W_key).
- A dropout call under a test of its own p is not told as dropout nobody asked for.
- The mean of a large dropout output (too large to record whole) where one survivor is asked.
- one_hot of the lengths, which has no class for a sequence with no padding.
- One square-root scale applied to q and to k; a masked result bound and never read.
- An accumulator an inner loop adds into that the outer loop never resets.
- A shape typed with the tokens last: the keys' layout for the scores, not the split's.
- A size passed positionally from a name unpacked out of the batch's sizes: that unpacking told.
- A weight wrapped in nn.Parameter and then transposed (a plain tensor again).
"""

from __future__ import annotations

import pytest

import exercises
from attnlab.grading.runner import Limits, Sandbox
from class_named import graded_and_named

pytestmark = pytest.mark.sandbox

BOOK = """
X = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                  [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
"""

MHA_HEAD = """
import math
import torch
def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    h, hd = mha.num_heads, mha.head_dim
    split = lambda t: t.view(b, n, h, hd).transpose(1, 2)
    q, k, v = split(mha.W_query(x)), split(mha.W_key(x)), split(mha.W_value(x))
"""

CASES = {
    # the gradient formula with the two tensors read in each other's places
    "inputs_in_each_others_roles": ("ex_softmax_backward", """
def ex_softmax_backward(P, dP):
    grad, probs = P, dP
    weighted = (grad * probs).sum(-1, keepdim=True)
    return probs * (grad - weighted)
""", ("feedback", "rewrite.inputs_swapped"), ("P and dP", "P 和 dP")),
    # a residual kept from a transformer block: the widths differ, so the sum raises
    "residual_raises": ("ex_mha_forward", MHA_HEAD + """
    s = (q @ k.transpose(-2, -1)).masked_fill(mha.mask.bool()[:n, :n], -math.inf)
    w = mha.dropout(torch.softmax(s / hd ** 0.5, dim=-1))
    y = mha.out_proj((w @ v).transpose(1, 2).reshape(b, n, mha.d_out))
    return y + x
""", ("feedback", "rewrite.residual_raised"), ("residual", "残差")),
    # the dot product as an einsum over two separate letters
    "outer_product_summed": ("ex_omega", "import torch\n" + BOOK + """
ex_omega = round(torch.einsum("a,b->", X[1], X[0]).item(), 4)
""", ("feedback", "rewrite.outer_summed"), ("sum(a) · sum(b)", "sum(a) · sum(b)")),
    # the score normalised by the row's total first
    "score_normalised": ("ex_omega", "import torch\n" + BOOK + """
row = X @ X[1]
ex_omega = round(float(row[0] / row.sum()), 4)
""", ("feedback", "ex_omega.normalised"), ("divided by the sum", "除以")),
    # weights laid out key by query (a column per query)
    "weights_returned_transposed": ("ex_causal_weights", """
import torch
def ex_causal_weights(scores):
    n = scores.size(-1)
    keep = torch.ones(n, n, dtype=torch.bool, device=scores.device).tril()
    w = scores.masked_fill(~keep, float("-inf")).softmax(-1)
    return w.mT
""", ("feedback", "rewrite.output_transposed"), ("transposed", "转置")),
    # the scores turned so that keys run down the rows, never turned back
    "scores_turned_round": ("ex_fix_mask_heads", """
import torch
def ex_fix_mask_heads(scores, pad):
    by_key = scores.mT
    by_key = by_key.masked_fill(pad[:, None, None, :], float("-inf"))
    return by_key.softmax(dim=-1)
""", ("feedback", "rewrite.input_transposed"), ("never turns it back", "转回去")),
    # an accumulator overwritten in the loop: the last token's term alone
    "last_term_only": ("ex_context", "import torch\n" + BOOK + """
w = torch.softmax(X @ X[1], 0)
total = torch.zeros(3)
for i in range(6):
    total = w[i] * X[i]
ex_context = [round(v, 4) for v in total.tolist()]
""", ("feedback", "rewrite.single_term"), ("term 6", "第 6 项")),
    # the mask cut twice along the rows
    "mask_rows_sliced_twice": ("ex_mha_forward", MHA_HEAD + """
    hide = mha.mask.bool()[:n][:n]
    s = (q @ k.transpose(-2, -1)).masked_fill(hide, -math.inf)
    w = mha.dropout(torch.softmax(s / hd ** 0.5, dim=-1))
    return mha.out_proj((w @ v).transpose(1, 2).reshape(b, n, mha.d_out))
""", ("feedback", "feedback.mask_rows_twice"), ("cuts the rows again", "又切了一次行")),
    # the mask cut along its rows only
    "mask_rows_sliced_once": ("ex_mha_forward", MHA_HEAD + """
    hide = mha.mask[:n].bool()
    s = (q @ k.transpose(-2, -1)).masked_fill(hide, -math.inf)
    w = mha.dropout(torch.softmax(s / hd ** 0.5, dim=-1))
    return mha.out_proj((w @ v).transpose(1, 2).reshape(b, n, mha.d_out))
""", ("feedback", "feedback.mask_rows_only"), ("rows only", "只沿行切")),
    # one head module put in twice to save parameters
    "heads_share_one_module": ("ex3_2", """
def ex3_2(MultiHeadAttentionWrapper):
    w = MultiHeadAttentionWrapper(3, 1, 6, 0.0, num_heads=2)
    w.heads[1].load_state_dict(w.heads[0].state_dict())
    return w
""", ("feedback", "ex3_2.heads_shared"), ("heads[1] = heads[0]", "heads[1] = heads[0]")),
    # the head size for the scale taken from the input width
    "scale_from_input_width": ("ex_mha_forward", """
import math
import torch
def ex_mha_forward(mha, x):
    b, n, d_in = x.shape
    hd = d_in // mha.num_heads
    split = lambda t: t.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    q, k, v = split(mha.W_query(x)), split(mha.W_key(x)), split(mha.W_value(x))
    s = (q @ k.transpose(-2, -1)).masked_fill(mha.mask.bool()[:n, :n], -math.inf)
    w = mha.dropout(torch.softmax(s / math.sqrt(hd), dim=-1))
    return mha.out_proj((w @ v).transpose(1, 2).reshape(b, n, mha.d_out))
""", ("feedback", "ex_mha_forward.scale_d_in_heads"), ("d_in // num_heads", "d_in // num_heads")),
    # every leading axis flattened to work on (N, n, n), never unflattened
    "leading_axes_left_flat": ("ex_causal_weights", """
import torch
def ex_causal_weights(scores):
    n = scores.size(-1)
    flat = scores.reshape(-1, n, n)
    upper = torch.ones(n, n, dtype=torch.bool, device=scores.device).triu(1)
    return flat.masked_fill(upper, float("-inf")).softmax(-1)
""", ("feedback", "feedback.shape.extra_flattened"), ("never puts them back", "")),
    # the weights computed right, then read one entry too far
    "weight_index_from_one": ("ex_softmax_weight", "import torch\n" + BOOK + """
alpha = (X @ X[1]).softmax(0)
ex_softmax_weight = round(alpha[2].item(), 4)
""", ("feedback", "rewrite.index"), ("the weights", "权重")),
    # the keys' weights scaled on the way in
    "parameter_scaled": ("ex3_1", """
import torch
def ex3_1(sa_v1, sa_v2):
    with torch.no_grad():
        for name in ("W_query", "W_key", "W_value"):
            getattr(sa_v1, name).copy_(getattr(sa_v2, name).weight.T * 0.5)
""", ("feedback", "ex3_1.scaled"), ("times 0.5", "乘以 0.5")),
    # the joined weights cut with the 3 on the last axis
    "columns_interleaved": ("ex3_1", """
import torch
def ex3_1(sa_v1, sa_v2):
    joined = torch.cat([sa_v2.W_query.weight.T, sa_v2.W_key.weight.T, sa_v2.W_value.weight.T], dim=1)
    parts = joined.reshape(joined.shape[0], -1, 3)
    with torch.no_grad():
        sa_v1.W_query.copy_(parts[..., 0])
        sa_v1.W_key.copy_(parts[..., 1])
        sa_v1.W_value.copy_(parts[..., 2])
""", ("feedback", "ex3_1.columns_mixed"), ("sa_v2.W_key.weight.T[:, ", "sa_v2.W_key.weight.T[:, ")),
    # heads concatenated along the tokens, then reshaped
    "heads_joined_along_tokens": ("ex_split_merge", """
import torch
def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    heads = x.reshape(b, n, num_heads, d // num_heads).permute(0, 2, 1, 3)
    joined = torch.cat([context[:, i] for i in range(context.shape[1])], dim=1)
    return heads, joined.reshape(b, n, -1)
""", ("feedback", "ex_split_merge.merge_cat_tokens"), ("along the tokens", "沿词元轴")),
    # a wrapper of width 4 brought down to 2 by a Linear after it
    "wrapper_inside_a_module": ("ex3_2", """
import torch
def ex3_2(MultiHeadAttentionWrapper):
    inner = MultiHeadAttentionWrapper(3, 2, 6, 0.0, num_heads=2)
    return torch.nn.Sequential(inner, torch.nn.Linear(4, 2, bias=False))
""", ("feedback", "ex3_2.wrapper_inside"), ("d_out=1", "d_out=1")),
    # the library call scales by itself
    "sdpa_scales_raw_scores": ("ex_context", "import torch\nimport torch.nn.functional as F\n" + BOOK + """
q = X[1].view(1, 1, 3)
ctx = F.scaled_dot_product_attention(q, X[None], X[None])
ex_context = [round(v, 4) for v in ctx.flatten().tolist()]
""", ("feedback", "rewrite.scale_extra_sdpa"), ("scale=1.0", "scale=1.0")),
    # masked after the softmax, then renormalised down the columns
    "renormalised_down_columns": ("ex_fix_mask_heads", """
import torch
def ex_fix_mask_heads(scores, pad):
    w = scores.softmax(dim=-1) * (1 - pad.float())[:, None, None, :]
    w /= w.sum(-2, keepdim=True) + 1e-9
    return w
""", ("feedback", "feedback.renormalised_axis"), ("dim=-2", "dim=-2")),
    # the merged heads viewed with the input's width
    "merge_view_with_input_width": ("ex_mha_forward", """
import torch
def ex_mha_forward(mha, x):
    b, n, width = x.shape
    split = lambda t: t.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    q, k, v = split(mha.W_query(x)), split(mha.W_key(x)), split(mha.W_value(x))
    s = (q @ k.transpose(-2, -1)).masked_fill(mha.mask.bool()[:n, :n], float("-inf"))
    w = mha.dropout(torch.softmax(s / mha.head_dim ** 0.5, dim=-1))
    return mha.out_proj((w @ v).transpose(1, 2).contiguous().view(b, n, width))
""", ("feedback", "feedback.raised_view_size"), ("mha.d_out", "mha.d_out")),
    # a helper whose value defaults to its key
    "values_default_to_keys": ("ex_mha_forward", """
import torch
def attend(q, k, v=None, mask=None, p=0.0):
    v = k if v is None else v
    s = q @ k.transpose(-2, -1) / q.shape[-1] ** 0.5
    if mask is not None:
        s = s.masked_fill(mask, float("-inf"))
    w = torch.softmax(s, dim=-1)
    if p > 0:
        w = torch.nn.functional.dropout(w, p)
    return w @ v
def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    split = lambda t: t.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    ctx = attend(split(mha.W_query(x)), split(mha.W_key(x)), mask=mha.mask.bool()[:n, :n])
    return mha.out_proj(ctx.transpose(1, 2).reshape(b, n, mha.d_out))
""", ("feedback", "rewrite.operand_layer"), ("W_key", "W_key")),
    # the mean of every entry of a large dropout output
    "mean_of_a_large_dropout": ("ex_dropout_survivor", """
import torch
out = torch.nn.Dropout(0.1)(torch.ones(300, 300))
ex_dropout_survivor = round(out.mean().item(), 4)
""", ("feedback", "short.reduced_mean"), ("90000", "90000")),
    # the padding mask from one_hot of the lengths
    "one_hot_of_lengths": ("ex_padding_attention", """
import torch
def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    pad = torch.nn.functional.one_hot(lengths, n).cumsum(-1).bool()
    w = torch.softmax(scores.masked_fill(pad[:, None, None, :], float("-inf")), dim=-1)
    return w.nan_to_num(0.0).masked_fill(pad[:, None, :, None], 0.0)
""", ("concept", "concept.one_hot_range"), ("no class", "没有对应的类别")),
    # one scale, applied to the queries and to the keys
    "scale_on_q_and_k": ("ex_mha_forward", """
import torch
def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    c = mha.head_dim ** 0.5
    split = lambda t: t.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    q, k, v = split(mha.W_query(x) / c), split(mha.W_key(x) / c), split(mha.W_value(x))
    s = (q @ k.transpose(-2, -1)).masked_fill(mha.mask.bool()[:n, :n], float("-inf"))
    return mha.out_proj((s.softmax(-1) @ v).transpose(1, 2).reshape(b, n, mha.d_out))
""", ("feedback", "mistake.scaled_twice_reused"), ("in two places", "两个地方")),
    # the masked scores computed, the unmasked ones softmaxed
    "masked_result_unread": ("ex_causal_weights", """
import torch
def ex_causal_weights(scores):
    n = scores.shape[-1]
    hidden = torch.ones(n, n, dtype=torch.bool, device=scores.device).triu(1)
    blocked = scores.masked_fill(hidden, float("-inf"))
    return torch.softmax(scores, dim=-1)
""", ("concept", "feedback.local_unread"), ("`blocked`", "`blocked`")),
    # one running total for every row
    "accumulator_never_reset": ("ex_stable_softmax", """
import torch
def ex_stable_softmax(x, dim):
    v = x.movedim(dim, -1)
    flat = v.reshape(-1, v.shape[-1])
    out = torch.empty_like(flat)
    total = 0.0
    for r in range(flat.shape[0]):
        e = (flat[r] - flat[r].max()).exp()
        for j in range(flat.shape[1]):
            total = total + e[j]
        out[r] = e / total
    return out.reshape(v.shape).movedim(-1, dim)
""", ("concept", "feedback.loop_not_reset"), ("`total`", "`total`")),
    # the split's shape typed as the keys' for q @ kᵀ
    "shape_of_turned_keys": ("ex_shape_view", """
ex_shape_view = (2, 3, 12 // 3, 5)
""", ("feedback", "ex_shape_view.keys_turned"), ("keys.transpose(2, 3)", "keys.transpose(2, 3)")),
    # the context length unpacked from the wrong position of the batch's sizes
    "context_unpacked_from_the_batch": ("ex3_2", """
def ex3_2(MultiHeadAttentionWrapper):
    seqs, width, tokens = (2, 3, 6)
    return MultiHeadAttentionWrapper(width, 1, width, 0.0, num_heads=2)
""", ("concept", "feedback.keyword_from_unpacking"), ("position 1", "第 1 个位置")),
    # the Parameter made first, then turned
    "parameter_then_transposed": ("ex3_1", """
import torch
def ex3_1(sa_v1, sa_v2):
    sa_v1.W_query = torch.nn.Parameter(sa_v2.W_query.weight).t()
    sa_v1.W_key = torch.nn.Parameter(sa_v2.W_key.weight).t()
    sa_v1.W_value = torch.nn.Parameter(sa_v2.W_value.weight).t()
""", ("feedback", "ex3_1.assign_parameter_op"), ("Transpose first, then wrap", "先转置再包装")),
}


@pytest.fixture(scope="module")
def sandbox():
    sb = Sandbox("cpu", Limits(wall_seconds=30), exercises=exercises.ALL)
    yield sb
    sb.close()


@pytest.mark.parametrize("case", CASES.values(), ids=list(CASES))
def test_the_class_is_named_in_both_languages(sandbox, case):
    graded_and_named(sandbox, case)
