"""Through the real sandbox, the classes read off the misses of corpora fresh34 to fresh39, each on
an answer written in another style than the corpus's answer: a broadcast product summed along the
axis its layout moved, a transpose of other axes than the last two before a matmul, a new module\nreturned where no name was rebound, float64 inputs returned in float32, hidden scores filled with a score of the data, a short answer that is the\nmean of a tensor holding the right number, a module given to be read changed in place,\nweights renormalised along another axis, a divisor that is a sum of zeros, a mask\nread off the scores' values, one length for every sequence, the key mask reused for the rows,\na value kept in a global from the first call, the book's example shape,\nparameters moved without the buffers,\na layer called twice, the two masks on each other's axis, a cpu operand the meta\ndevice lets through, strides for a shape, a loop variable rebound, rows mixed by a\nview, a scale computed but given to another term, the\ndtype's largest number as a fill, a keep rate as p, a device tested as a string, the rows of a dot product, axes\nmultiplied in a typed shape, a mask too small, slices in each other's place, a\nshort answer computed on from a tensor that holds it, one mask expanded to every sequence,\nheads joined along the tokens, rows flattened and never restored, a maximum's index subtracted, an\ninput written into by index. English and
Chinese are both checked for the reading."""

from __future__ import annotations

import pytest

import exercises
from attnlab.grading.report import feedback_text
from class_named import graded_and_named
from attnlab.grading.runner import Limits, Sandbox

pytestmark = pytest.mark.sandbox

CASES = {
    # every pairwise product is right in (h, n, n, d); the sum runs along a token axis
    "pairs_summed_along_tokens": ("ex_fix_second_head", """
import torch
def ex_fix_second_head(a):
    heads = a[0]
    return (heads.unsqueeze(2) * heads.unsqueeze(1)).sum(1)
""", ("diverge_how", "diverge.other_axis"), ("dim=3", "dim=3")),
    "swapaxes_before_matmul": ("ex_fix_second_head", """
import torch
def ex_fix_second_head(a):
    per_head = a.squeeze(0)
    return torch.matmul(per_head, per_head.swapaxes(0, 1))
""", ("concept", "concept.transpose_axes"), ("swapaxes(0, 1)", "swapaxes(0, 1)")),
    # a new module built under another name and returned: nothing was rebound
    "new_module_returned": ("ex3_1", """
import torch
def ex3_1(sa_v1, sa_v2):
    fresh = type(sa_v1)(*sa_v1.W_query.shape)
    for name in ("W_query", "W_key", "W_value"):
        getattr(fresh, name).data = getattr(sa_v2, name).weight.data.T.clone()
    return fresh
""", ("feedback", "ex3_1.copied"), ("deepcopy", "deepcopy")),
    # right values in float32, from a buffer made in torch's default dtype: float64 inputs come back
    # narrower, told with the line that made the buffer
    "default_dtype_buffer": ("ex_causal_weights", """
import torch
def ex_causal_weights(scores):
    n = scores.shape[-1]
    out = torch.zeros(scores.shape, device=scores.device)
    future = torch.ones(n, n, dtype=torch.bool, device=scores.device).triu(1)
    out[...] = scores.masked_fill(future, float("-inf")).softmax(-1)
    return out
""", ("feedback", "feedback.output_dtype_wide"), ("torch.zeros(scores.shape", "torch.zeros(scores.shape")),
    # the hidden keys filled with a score of the data (each row's smallest): finite, hides nothing
    "fill_row_min": ("ex_padding_attention", """
import torch
def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    pad = torch.arange(n, device=scores.device)[None, :] >= lengths[:, None]
    low = scores.amin(dim=-1, keepdim=True)
    w = torch.where(pad[:, None, None, :], low, scores).softmax(-1)
    return w.masked_fill(pad[:, None, :, None], 0.0)
""", ("exact", "rewrite.fill_min_row"), ("amin", "amin")),
    # the same with the smallest score of all, in the causal exercise: told alone (the code masks,
    # so "the future is not masked" would be false)
    "fill_min_causal": ("ex_causal_weights", """
import torch
def ex_causal_weights(scores):
    n = scores.shape[-1]
    later = torch.arange(n, device=scores.device)[None, :] > torch.arange(n, device=scores.device)[:, None]
    return scores.masked_fill(later, scores.min().item()).softmax(dim=-1)
""", ("feedback", "rewrite.fill_min"), ("scores.min()", "scores.min()")),
    # the mean of a tensor that holds the right number among its entries (six weights, 1/6)
    "mean_of_weights": ("ex_softmax_weight", """
import torch
from attnlab import examples
x = examples.inputs()
w = torch.softmax(x[1] @ x.T, dim=0)
ex_softmax_weight = round(w.mean().item(), 4)
""", ("feedback", "short.reduced_mean"), ("line 5", "第 5 行")),
    "mean_of_dropout": ("ex_dropout_survivor", """
import torch
torch.manual_seed(7)
layer = torch.nn.Dropout(p=0.1)
dropped = layer(torch.ones(4, 5))
ex_dropout_survivor = float(dropped.mean())
""", ("feedback", "short.reduced_mean"), ("dropped = layer(", "dropped = layer(")),
    # a module given to be read, changed in place: the caller's module computes something else after
    "reader_changed_weight": ("ex3_1", """
import torch
def ex3_1(sa_v1, sa_v2):
    with torch.no_grad():
        for name in ("W_query", "W_key", "W_value"):
            w = getattr(sa_v2, name).weight
            w.data = w.data.T.contiguous()
            getattr(sa_v1, name).copy_(w)
""", ("feedback", "feedback.module_changed"), ("sa_v2.W_query.weight", "sa_v2.W_query.weight")),
    "reader_changed_mask": ("ex_mha_forward", """
import torch
def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    mha.mask = mha.mask.bool()
    split = lambda t: t.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    q, k, v = split(mha.W_query(x)), split(mha.W_key(x)), split(mha.W_value(x))
    s = (q @ k.transpose(-2, -1)).masked_fill(mha.mask[:n, :n], float("-inf"))
    w = mha.dropout(torch.softmax(s / mha.head_dim ** 0.5, dim=-1))
    return mha.out_proj((w @ v).transpose(1, 2).reshape(b, n, mha.d_out))
""", ("feedback", "feedback.module_changed"), ("mha.mask", "mha.mask")),
    # renormalised along the queries: the line is the sum along that axis, not the softmax before it
    "renormalised_along_queries": ("ex_causal_weights", """
import torch
def ex_causal_weights(scores):
    n = scores.size(-1)
    w = scores.softmax(-1) * torch.ones(n, n, device=scores.device).tril()
    return w.div(w.sum(-2, keepdim=True))
""", ("diverge_kind", "along"), ("w.sum(-2, keepdim=True)", "w.sum(-2, keepdim=True)")),
    # a divisor summed along the batch: 0 where a position is hidden in every sequence
    "divisor_summed_along_batch": ("ex_causal_weights", """
import torch
def ex_causal_weights(scores):
    n = scores.size(-1)
    kept = scores.softmax(dim=-1) * torch.ones(n, n, device=scores.device).tril()
    total = torch.sum(kept, axis=0, keepdim=True)
    return kept / total
""", ("feedback", "feedback.divide_by_zero_sum"), ("dim=0", "dim=0")),
    # the mask read off the values: a future score of exactly 0 is not hidden
    "mask_from_values": ("ex_causal_weights", """
import torch
def ex_causal_weights(scores):
    future = torch.triu(scores, diagonal=1).bool()
    return torch.softmax(scores.masked_fill(future, -torch.inf), dim=-1)
""", ("feedback", "feedback.prop.mask_from_values"), ("exactly", "恰好")),
    # the parameter's name bound to a new module, nothing returned: only the local name changed
    "rebound_not_returned": ("ex3_1", """
import torch
def ex3_1(sa_v1, sa_v2):
    fresh = type(sa_v1)(*sa_v1.W_query.shape)
    for n in ("W_query", "W_key", "W_value"):
        setattr(fresh, n, torch.nn.Parameter(getattr(sa_v2, n).weight.T.clone()))
    sa_v1 = fresh
""", ("feedback", "ex3_1.rebound_local"), ("local name", "局部名字")),
    # one length for the whole batch (the first sequence's): no tiling, so no guess about one
    "one_length_for_all": ("ex_padding_attention", """
import torch
def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    real = torch.arange(n, device=scores.device) < lengths[0]
    w = scores.masked_fill(~real, float("-inf")).softmax(-1).nan_to_num(0.0)
    return w * real[:, None].to(w.dtype)
""", ("feedback", "feedback.lengths_mixed_plain"), ("lengths[:, None]", "lengths[:, None]")),
    # the key mask used again to zero the padded queries' rows: the exact change, without the
    # catalogue's guess (a length changed)
    "key_mask_for_rows": ("ex_padding_attention", """
import torch
def ex_padding_attention(scores, lengths):
    pad = torch.arange(scores.size(-1), device=scores.device)[None, :] >= lengths[:, None]
    hide = pad.view(pad.size(0), 1, 1, -1)
    w = torch.softmax(scores.masked_fill(hide, float("-inf")), dim=-1)
    w = torch.nan_to_num(w)
    return w.masked_fill(hide, 0)
""", ("feedback", "rewrite.mask_reused"), ("masked_fill #2", "[..., :, None]")),
    # a mask cached in a module-level dict on the first call: right there, wrong for other sizes
    "cached_in_a_global": ("ex_causal_weights", """
import torch
_cache = {}
def ex_causal_weights(scores):
    if "mask" not in _cache:
        n = scores.shape[-1]
        _cache["mask"] = torch.ones(n, n, dtype=torch.bool, device=scores.device).triu(1)
    return scores.masked_fill(_cache["mask"], float("-inf")).softmax(-1)
""", ("feedback", "feedback.global_state"), ("_cache", "_cache")),
    # the shape of the book's own example, typed from memory
    "book_example_shape": ("ex_shape_view", """
ex_shape_view = (2, 2, 6, 1)  # batch 2, two heads, six tokens, head_dim 1
""", ("feedback", "feedback.shape.book_example"), ("head_dim = 1", "head_dim = 1")),
    # each parameter's .data moved, the mask buffer never: right on the CPU only by chance
    "parameters_moved_alone": ("ex3_3", """
def ex3_3(MultiHeadAttention, device):
    model = MultiHeadAttention(d_in=768, d_out=768, context_length=1024, dropout=0.0, num_heads=12)
    for _, param in model.named_parameters():
        param.data = param.data.to(device)
    return model
""", ("feedback", "ex3_3.params_only"), ("mha.to(device)", "mha.to(device)")),
    # the keys' layer called for the values: the code shows it, so no other slip with the same
    # output is offered beside it
    "layer_called_twice": ("ex_mha_forward", """
import torch
def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    heads = lambda t: t.unflatten(-1, (mha.num_heads, mha.head_dim)).transpose(1, 2)
    q, k, v = heads(mha.W_query(x)), heads(mha.W_key(x)), heads(mha.W_key(x))
    s = (q @ k.mT / mha.head_dim ** 0.5).masked_fill(mha.mask.bool()[:n, :n], float("-inf"))
    return mha.out_proj((s.softmax(-1) @ v).transpose(1, 2).flatten(2))
""", ("feedback", "rewrite.weight_reuse"), ("W_key", "W_key")),
    # -inf on the queries' rows, zeros on the keys' columns: told as the masks swapped, not as
    # "zeroed after the softmax" (the code fills -inf before it)
    "masks_on_each_others_axis": ("ex_padding_attention", """
import torch
def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    pad = torch.arange(n, device=scores.device).expand(b, n) >= lengths.unsqueeze(-1)
    w = scores.masked_fill(pad.view(b, 1, n, 1), -float("inf")).softmax(-1)
    return torch.where(pad.view(b, 1, 1, n) | w.isnan(), torch.zeros_like(w), w)
""", ("feedback", "rewrite.masks_swapped"), ("KEYS", "键")),
    # a cpu tensor meeting the inputs in a matmul, which the meta device lets through: told as it
    # fails on a GPU
    "cpu_operand_in_matmul": ("ex_causal_weights", """
import torch
def ex_causal_weights(scores):
    n = scores.shape[-1]
    future = torch.triu(torch.full((n, n), float("-inf")), diagonal=1)
    return torch.softmax(scores + future, dim=-1)
""", ("feedback", "feedback.device_mix_meta_at"), ("line 6", "第 6 行")),
    "strides_for_shape": ("ex_shape_view", """
import torch
t = torch.zeros(2, 5, 12).view(2, 5, 3, 4).transpose(1, 2)
ex_shape_view = t.stride()
""", ("feedback", "ex_shape_view.strides"), ("stride()", "stride()")),
    # a loop variable rebound, with a print of it after: still only the local name changes
    "loop_variable_rebound": ("ex3_1", """
import torch
def ex3_1(sa_v1, sa_v2):
    for mine, theirs in zip([sa_v1.W_query, sa_v1.W_key, sa_v1.W_value], [sa_v2.W_query, sa_v2.W_key, sa_v2.W_value]):
        mine = torch.nn.Parameter(theirs.weight.T)
        print("copied", mine.shape)
""", ("feedback", "ex3_1.not_copied"), ("loop variable mine", "mine")),
    # heads read with a view in the wrong memory order: rows mixed, and no reduction to blame
    "rows_mixed_by_a_view": ("ex_fix_second_head", """
import torch
def ex_fix_second_head(a):
    _, h, n, d = a.shape
    heads = a.reshape(n, h, d).permute(1, 0, 2)
    return torch.stack([m @ m.T for m in heads])
""", ("feedback", "feedback.prop.leak_rows_view"), ("view or reshape", "view 或 reshape")),
    # the scale computed, then given to the wrong term: told as a factor that never reaches the scores
    "scale_on_the_wrong_term": ("ex_mha_forward", """
import torch
def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    h, hd = mha.num_heads, mha.head_dim
    q, k, v = (f(x).view(b, n, h, hd).transpose(1, 2) for f in (mha.W_query, mha.W_key, mha.W_value))
    scale = hd ** -0.5
    bias = torch.zeros(n, n, device=x.device).masked_fill(mha.mask.bool()[:n, :n], float("-inf")) * scale
    w = torch.softmax(q @ k.transpose(-2, -1) + bias, dim=-1)
    return mha.out_proj((mha.dropout(w) @ v).transpose(1, 2).reshape(b, n, mha.d_out))
""", ("feedback", "ex_mha_forward.no_scale_written"), ("square root", "平方根")),
    # the dtype's largest number as the fill: a huge positive value, told as such (not "no exp")
    "fill_with_largest": ("ex_causal_weights", """
import torch
def ex_causal_weights(scores):
    n = scores.shape[-1]
    later = torch.ones(n, n, dtype=torch.bool, device=scores.device).triu(1)
    return scores.masked_fill(later, torch.finfo(scores.dtype).max).softmax(-1)
""", ("feedback", "rewrite.fill_max"), ("finfo(dtype).max", "finfo(dtype).max")),
    # a keep rate computed, then given as dropout's p
    "keep_rate_as_p": ("ex_dropout_survivor", """
import torch
keep = 1.0 - 0.1
out = torch.nn.functional.dropout(torch.ones(50, 50), keep, True)
ex_dropout_survivor = out.max().item()
""", ("feedback", "ex_dropout_survivor.keep_as_p"), ("DROP", "0.9")),
    # a module moved only when the device is the string "cuda": told as a device test
    "moved_on_a_string_test": ("ex3_3", """
def ex3_3(MultiHeadAttention, device):
    m = MultiHeadAttention(768, 768, 1024, 0.0, 12)
    if str(device) == "cuda":
        m = m.cuda()
    return m
""", ("feedback", "ex3_3.not_moved_conditional"), ("'cuda'", "'cuda'")),
    # rows 1 and 2 for rows 1 and 0: told as the rows used, not as which stood for which token
    "rows_for_the_dot_product": ("ex_omega", """
from attnlab import examples
x = examples.inputs()
journey = x[1]
ex_omega = round(float(journey @ x[2]), 4)
""", ("feedback", "rewrite.index_pair"), ("rows 2, 1", "第 2, 1 行")),
    # a shape typed with two axes multiplied together: no view or flatten to blame
    "typed_axes_folded": ("ex_shape_view", """
ex_shape_view = (2 * 3, 5, 12 // 3)
""", ("feedback", "feedback.shape.merged_typed"), ("axis of its own", "各占一个轴")),
    # a mask too small for the scores (the batch's size read for n), padded: it hides part of the
    # future; the code masks, so "the future is not masked" is not said
    "mask_of_the_wrong_size": ("ex_causal_weights", """
import torch
def ex_causal_weights(scores):
    n, m = scores.shape[0], scores.shape[-1]
    mask = torch.zeros(m, m, dtype=torch.bool, device=scores.device)
    mask[:n, :n] = torch.ones(n, n, dtype=torch.bool, device=scores.device).triu(1)[:m, :m]
    return scores.masked_fill(mask, float("-inf")).softmax(-1)
""", ("feedback", "ex_causal_weights.future_partly"), ("your code masks", "你的代码做了遮盖")),
    # the heads in a reversed order: every slice right, each in another's place
    "heads_reversed": ("ex_fix_second_head", """
import torch
def ex_fix_second_head(a):
    h = a.shape[1]
    return torch.stack([a[0, h - 1 - i] @ a[0, h - 1 - i].T for i in range(h)])
""", ("feedback", "feedback.prop.slices_moved"), ("0 ← 1", "0 ← 1")),
    # the scores computed, then a normalised entry given: the tensor that holds the number asked
    "entry_then_normalised": ("ex_omega", """
import torch
from attnlab import examples
x = examples.inputs()
scores = x @ x[1]
ex_omega = round(float((scores / scores.norm())[0]), 4)
""", ("feedback", "short.right_entry"), ("index 0", "下标 0")),
    # one mask for every sequence, expanded from the longest length: no tiling to guess at
    "one_mask_expanded": ("ex_padding_attention", """
import torch
def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    pad = (torch.arange(n, device=scores.device) >= lengths.max()).expand(b, n)
    w = scores.masked_fill(pad[:, None, None, :], float("-inf")).softmax(-1).nan_to_num(0.0)
    return w.masked_fill(pad[:, None, :, None], 0.0)
""", ("feedback", "feedback.lengths_mixed_plain"), ("lengths[:, None]", "lengths[:, None]")),
    # the heads joined along the tokens: the join told, not a split the code lacks
    "joined_along_tokens": ("ex_split_merge", """
import torch
def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    heads = x.view(b, n, num_heads, d // num_heads).transpose(1, 2)
    return heads, torch.cat(torch.unbind(context, dim=1), dim=-2)
""", ("feedback", "feedback.shape.wrong_axis_join"), ("Join them along", "拼接")),
    # rows flattened to work on and never put back
    "rows_never_restored": ("ex_softmax_backward", """
import torch
def ex_softmax_backward(P, dP):
    p, g = P.reshape(-1, P.shape[-1]), dP.reshape(-1, P.shape[-1])
    return p * (g - (p * g).sum(-1, keepdim=True))
""", ("feedback", "feedback.shape.extra_flattened"), ("reshape(x.shape)", "reshape")),
    # the index of the maximum subtracted
    "index_of_the_maximum": ("ex_stable_softmax", """
import torch
def ex_stable_softmax(x, dim):
    e = torch.exp(x - x.max(dim=dim, keepdim=True).indices)
    return e / e.sum(dim=dim, keepdim=True)
""", ("feedback", "ex_stable_softmax.overflow_index"), ("INDEX", "下标")),
    # the caller's scores written into by index
    "input_written_by_index": ("ex_causal_weights", """
import torch
def ex_causal_weights(scores):
    n = scores.shape[-1]
    for i in range(n):
        scores[..., i, i + 1:] = float("-inf")
    return scores.softmax(-1)
""", ("feedback", "feedback.input_changed_index"), ("scores[...]", "scores[...]")),
}

# The same computations written to keep the inputs' dtype, a data-science learner's pandas
# (installed with gradio, preloaded in the sandbox), and parameters and buffers moved one by one:
# they pass.
RIGHT = {
    "ex3_3": """
def ex3_3(MultiHeadAttention, device):
    model = MultiHeadAttention(768, 768, 1024, 0.0, num_heads=12)
    for p in model.parameters():
        p.data = p.data.to(device)
    for name, b in model.named_buffers():
        setattr(model, name, b.to(device))
    return model
""",
    "ex_omega": """
import pandas as pd
from attnlab import examples
df = pd.DataFrame(examples.inputs().numpy(), index=["Your", "journey", "starts", "with", "one", "step"])
ex_omega = round(float(df.loc["journey"] @ df.loc["Your"]), 4)
""",
    "ex_causal_weights": """
import torch
def ex_causal_weights(scores):
    n = scores.shape[-1]
    out = torch.empty_like(scores)
    future = torch.ones(n, n, dtype=torch.bool, device=scores.device).triu(1)
    out[...] = scores.masked_fill(future, float("-inf")).softmax(-1)
    return out
""",
    "ex_fix_second_head": """
import torch
def ex_fix_second_head(a):
    per_head = a.squeeze(0)
    return (per_head.unsqueeze(2) * per_head.unsqueeze(1)).sum(-1)
""",
}


@pytest.fixture(scope="module")
def sandbox():
    sb = Sandbox("cpu", Limits(wall_seconds=30), exercises=exercises.ALL)
    yield sb
    sb.close()


@pytest.mark.parametrize("case", sorted(CASES))
def test_the_class_is_named_in_both_languages(sandbox, case):
    graded_and_named(sandbox, CASES[case])


@pytest.mark.parametrize("exercise", sorted(RIGHT))
def test_the_right_versions_pass(sandbox, exercise):
    ((_, outcome),) = sandbox.grade(RIGHT[exercise], [exercise], seed=11)
    assert outcome.status == "passed", outcome


def test_a_transpose_inside_a_right_computation_is_not_blamed_for_a_stack_along_another_axis(sandbox):
    # the per-head products are right (their .t() is a block of the right computation); the heads
    # are stacked along dim=1: the order is the stack's, and no line of a move is said
    code = """
import torch
def ex_fix_second_head(a):
    out = []
    for i in range(a.size(1)):
        m = a[0][i]
        out.append(torch.mm(m, m.t()))
    return torch.stack(out, dim=1)
"""
    ((_, outcome),) = sandbox.grade(code, ["ex_fix_second_head"], seed=11)
    # the stack's own dim is the line (tests/test_order_classes.py)
    assert outcome.feedback == "feedback.shape.stacked_axis" and outcome.args["axis"] == "0", outcome
    assert outcome.args.get("diverge_kind") != "unrestored", outcome
    assert "m.t()" not in feedback_text(outcome, "en")


def test_a_reading_the_code_shows_is_told_without_another_slip_beside_it(sandbox):
    exercise, code, _, _ = CASES["layer_called_twice"]
    ((_, outcome),) = sandbox.grade(code, [exercise], seed=11)
    assert outcome.feedback == "rewrite.weight_reuse" and "either" not in outcome.args, outcome
    assert "another slip" not in feedback_text(outcome, "en")


def test_zeros_after_the_softmax_with_no_fill_are_told_without_the_swapped_masks(sandbox):
    # both masks applied after the softmax, no -inf anywhere: "the two masks on each other's
    # axis" (its -inf on the queries' rows) is not offered as the other slip
    code = """
import torch
def ex_padding_attention(scores, lengths):
    pad = torch.arange(scores.shape[-1], device=scores.device)[None, :] >= lengths[:, None]
    w = scores.softmax(-1)
    return w.masked_fill(pad[:, None, None, :], 0).masked_fill(pad[:, None, :, None], 0)
"""
    ((_, outcome),) = sandbox.grade(code, ["ex_padding_attention"], seed=11)
    assert outcome.feedback == "mistake.zeroed_after_softmax" and "either" not in outcome.args, outcome
