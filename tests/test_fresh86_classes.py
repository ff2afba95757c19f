"""Through the real sandbox, the classes read off the misses of the eleventh session's corpora
(fresh82..fresh89), each on an answer written in another style than the corpus's. English and
Chinese are both checked.

- A write into a slice of a buffer (``s[i, ..., L:] = -inf``) is a step of the learner's own
  computation: where the write puts values no right tensor has there, its line is the one to look
  at, not the softmax after it.
- A loop counted off one axis whose write takes all of that axis never uses its own index, or whose
  variable is never used while it reads one fixed slice of that axis.
- Texts whose premise the code contradicts give way to the variant the code shows: keys cut to the
  tokens so far (no mask anywhere), a factor already 1/√d divided by, pieces joined with nothing
  viewed, sizes from a view where nothing is joined or cut, NaN from exp of unshifted scores,
  lengths clamped.
- New rewrites: the data centred or standardised before the products; the scores standardised
  before the softmax.
- A module built with the wrong value names the learner's keyword; an eval mode set through a
  parameter that is False by default is told as eval mode; a wrong operand says the line."""

from __future__ import annotations

import pytest

import exercises
from attnlab.grading.report import feedback_text
from class_named import graded_and_named
from attnlab.grading.runner import Limits, Sandbox

pytestmark = pytest.mark.sandbox


CASES = {
    # keys kept in a growing cache: query 2 sees only the two tokens cached so far
    "keys_cut_to_the_cache": ("ex_context", """
import torch
X = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                  [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
cache = []
for t in range(2):
    cache.append(X[t])
K = torch.stack(cache)
a = torch.softmax(K @ X[1], dim=0)
ex_context = (a @ K).tolist()
""", ("feedback", "rewrite.causal_added_prefix"), ("Use every key", "请使用全部的键")),
    # the scale already an inverse square root, then divided by
    "inverse_root_divided_by": ("ex_mha_forward", """
import torch
def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    split = lambda t: t.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    q, k, v = split(mha.W_query(x)), split(mha.W_key(x)), split(mha.W_value(x))
    inv_root = mha.head_dim ** -0.5
    s = (q @ k.transpose(-2, -1)).div(inv_root)
    s = s.masked_fill(mha.mask.bool()[:n, :n], float("-inf"))
    ctx = mha.dropout(s.softmax(-1)) @ v
    return mha.out_proj(ctx.transpose(1, 2).reshape(b, n, mha.d_out))
""", ("feedback", "rewrite.scale_inverted_power"), ("-0.5", "-0.5")),
    # per-head scores joined with cat, no view anywhere
    "heads_joined_with_cat": ("ex_fix_second_head", """
import torch
def ex_fix_second_head(a):
    rows = tuple(a[0, h] @ a[0, h].transpose(0, 1) for h in range(a.shape[1]))
    return torch.cat(rows)
""", ("feedback", "feedback.shape.merged_join"), ("torch.stack", "torch.stack")),
    # the merge's token count read off context's axis 1 (the heads)
    "merge_sizes_from_the_heads_axis": ("ex_split_merge", """
import torch
def ex_split_merge(x, num_heads, context):
    B, T, D = x.size()
    heads = x.reshape(B, T, num_heads, D // num_heads).permute(0, 2, 1, 3)
    tokens = context.size(1)
    merged = context.permute(0, 2, 1, 3).reshape(B, tokens, -1)
    return heads, merged
""", ("feedback", "feedback.shape.wrong_axis_view"), ("axis 1 counts the heads", "第 1 轴数的是头")),
    # a softmax by hand without the shift: exp overflows and inf / inf is NaN
    "exp_of_unshifted_scores": ("ex_padding_attention", """
import torch
def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    real = (torch.arange(n, device=scores.device)[None, :] < lengths[:, None]).to(scores.dtype)
    e = torch.exp(scores) * real[:, None, None, :]
    total = e.sum(-1, keepdim=True)
    w = torch.where(total > 0, e / total.clamp_min(1e-30), torch.zeros_like(e))
    return w * real[:, None, :, None]
""", ("feedback", "feedback.nan_exp_overflow"), ("exp", "exp")),
    # lengths clamped so that an empty sequence keeps one token
    "lengths_clamped_up": ("ex_padding_attention", """
import torch
def ex_padding_attention(scores, lengths):
    n = scores.size(-1)
    safe = lengths.clamp_min(1)
    valid = torch.arange(n, device=scores.device).unsqueeze(0) < safe.unsqueeze(1)
    w = scores.masked_fill(~valid[:, None, None, :], float("-inf")).softmax(-1)
    return w * valid[:, None, :, None]
""", ("feedback", "ex_padding_attention.query_rows_clamped"), ("clamp", "clamp")),
    # the embeddings centred column-wise before the dot product
    "embeddings_centred": ("ex_omega", """
import torch
E = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                  [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
E = E - E.mean(dim=0)
ex_omega = round(torch.dot(E[1], E[0]).item(), 4)
""", ("feedback", "rewrite.data_centred"), ("centred", "中心化")),
    # a z-score of the six scores before the softmax
    "scores_z_scored": ("ex_softmax_weight", """
import torch
E = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                  [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
s = E @ E[1]
z = (s - s.mean()) / s.std()
ex_softmax_weight = round(torch.softmax(z, 0)[1].item(), 4)
""", ("feedback", "rewrite.softmax_standardised"), ("standard deviation", "标准差")),
    # eval mode through a helper whose flag is off by default
    "eval_through_a_default_flag": ("ex_dropout_survivor", """
import torch
def apply(layer, x, training=False):
    layer.train(training)
    return layer(x)
y = apply(torch.nn.Dropout(0.1), torch.ones(8))
ex_dropout_survivor = float(y.max())
""", ("feedback", "ex_dropout_survivor.eval_mode"), ("eval mode", "eval")),
    # the heads' width passed as the number of heads
    "head_width_as_head_count": ("ex3_3", """
cfg = {"emb_dim": 768, "n_heads": 12, "ctx": 1024, "drop_rate": 0.0}
def ex3_3(MultiHeadAttention, device):
    width = cfg["emb_dim"] // cfg["n_heads"]
    return MultiHeadAttention(d_in=cfg["emb_dim"], d_out=cfg["emb_dim"], context_length=cfg["ctx"],
                              dropout=cfg["drop_rate"], num_heads=width).to(device)
""", ("concept", "feedback.keyword_from_name"), ("sets width = `cfg['emb_dim'] // cfg['n_heads']`",
                                                "设定了 width = `cfg['emb_dim'] // cfg['n_heads']`")),
    # a helper copying into its second parameter, called with sa_v2 there
    "copy_into_v2_through_a_helper": ("ex3_1", """
import torch
def mirror(src, dst):
    with torch.no_grad():
        for part in ("W_query", "W_key", "W_value"):
            getattr(dst, part).weight.copy_(getattr(src, part).t())
def ex3_1(sa_v1, sa_v2):
    mirror(sa_v1, sa_v2)
    return sa_v1
""", ("feedback", "feedback.module_changed_into"), ("wrong way", "sa_v2")),
    # the future filled two below the smallest score: a little weight stays there
    "finite_fill_below_the_minimum": ("ex_causal_weights", """
import torch
def ex_causal_weights(scores):
    n = scores.shape[-1]
    above = torch.triu(torch.ones(n, n, dtype=torch.bool, device=scores.device), 1)
    floor = float(scores.min()) - 2.0
    return torch.softmax(torch.masked_fill(scores, above, floor), dim=-1)
""", ("feedback", "feedback.prop.masked_weight_finite_fill"), ("float('-inf')", "float('-inf')")),
    # one head's features repeated for every head
    "first_head_repeated": ("ex_split_merge", """
import torch
def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x[..., :hd].unsqueeze(1).repeat(1, num_heads, 1, 1)
    return heads, context.transpose(1, 2).reshape(b, n, d)
""", ("feedback", "feedback.prop.slices_copied"), ("slice 0", "第 0 个")),
    # the view written head-major, then transposed back
    "view_head_major_then_transposed": ("ex_shape_view", """
import torch
t = torch.zeros(2, 5, 12).view(2, 3, 5, 4).transpose(1, 2)
ex_shape_view = list(t.shape)
""", ("feedback", "ex_shape_view.view_order_transposed"), ("(b, n, num_heads, head_dim)", "(b, n, num_heads, head_dim)")),
    # a typed shape with the last two axes swapped: no call to change
    "typed_shape_last_two_swapped": ("ex_shape_view", """
import torch
ex_shape_view = torch.Size([2, 5, 4, 3])
""", ("feedback", "rewrite.transpose_axes_typed"), ("from 0", "从 0 开始")),
    # the transposed weights put into state_dict() entries, never loaded back
    "state_dict_entries_assigned": ("ex3_1", """
def ex3_1(sa_v1, sa_v2):
    target = sa_v1.state_dict()
    for key in ("W_query", "W_key", "W_value"):
        target[key] = getattr(sa_v2, key).weight.detach().T.clone()
""", ("feedback", "ex3_1.state_dict_unloaded"), ("load_state_dict", "load_state_dict")),
    # float64 made from numpy, no .double() anywhere
    "float64_from_numpy": ("ex3_1", """
import numpy as np
import torch
def ex3_1(sa_v1, sa_v2):
    for key in ("W_query", "W_key", "W_value"):
        w = np.asarray(getattr(sa_v2, key).weight.detach()).T.astype(np.float64)
        setattr(sa_v1, key, torch.nn.Parameter(torch.from_numpy(w.copy())))
""", ("feedback", "ex3_1.dtype_made"), ("float32", "float32")),
    # weights rounded to three decimals on the way
    "weights_rounded": ("ex3_1", """
import torch
def ex3_1(sa_v1, sa_v2):
    with torch.no_grad():
        for key in ("W_query", "W_key", "W_value"):
            getattr(sa_v1, key).copy_(torch.round(getattr(sa_v2, key).weight.T * 1000) / 1000)
""", ("feedback", "feedback.prop.rounded"), ("3 decimals", "3 位小数")),
    # Python's sum over a tensor: the first axis
    "python_sum_of_a_tensor": ("ex_stable_softmax", """
import torch
def ex_stable_softmax(x, dim):
    z = torch.exp(x - torch.amax(x, dim, keepdim=True))
    total = sum(z)
    return z / total
""", ("feedback", "rewrite.reduce_dim_builtin"), ("built-in sum", "内置的 sum")),
    # exp over the plain sum of the scores
    "exp_over_the_plain_sum": ("ex_softmax_weight", """
import torch
E = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                  [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
w = E @ E[1]
ex_softmax_weight = round((w[1].exp() / w.sum()).item(), 4)
""", ("feedback", "rewrite.denominator_no_exp"), ("Σ exp(score)", "Σ exp(分数)")),
    # d_in given the context length, positionally
    "sizes_given_in_the_wrong_places": ("ex3_3", """
def ex3_3(MultiHeadAttention, device):
    return MultiHeadAttention(1024, 768, 1024, 0.0, 12).to(device)
""", ("concept", "feedback.keyword_written"), ("`1024` as d_in", "`1024` 作为 d_in")),
    # heads dealt like cards with a stride
    "heads_by_stride": ("ex_split_merge", """
import torch
def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    heads = torch.stack([x[:, :, h::num_heads] for h in range(num_heads)], dim=1)
    return heads, context.transpose(1, 2).reshape(b, n, d)
""", ("feedback", "rewrite.heads_strided"), ("i::h", "i::h")),
    # the padding picked with a negative count: -0 is the whole axis
    "padding_from_a_negative_count": ("ex_padding_attention", """
import torch
def ex_padding_attention(scores, lengths):
    out = torch.zeros_like(scores)
    n = scores.shape[-1]
    for i, L in enumerate(lengths.tolist()):
        s = scores[i].clone()
        s[..., -(n - L):] = float("-inf")
        w = torch.softmax(s, -1).nan_to_num(0.0)
        w[..., L:, :] = 0
        out[i] = w
    return out
""", ("feedback", "feedback.slice_minus_zero"), ("-0", "-0")),
    # a running total where the row's total belongs
    "divided_by_a_running_total": ("ex_stable_softmax", """
import torch
def ex_stable_softmax(x, dim):
    z = (x - x.max(dim, keepdim=True).values).exp()
    return z / z.cumsum(dim)
""", ("feedback", "feedback.divide_by_running_total"), ("cumsum", "cumsum")),
    # the scores divided by a root twice, each on its own line
    "root_divided_twice": ("ex_mha_forward", """
import math
import torch
def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    q, k, v = (layer(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
               for layer in (mha.W_query, mha.W_key, mha.W_value))
    att = q @ k.transpose(-2, -1) / math.sqrt(mha.head_dim)
    att = att.masked_fill(mha.mask.bool()[:n, :n], -torch.inf)
    att = torch.softmax(att / math.sqrt(mha.head_dim), dim=-1)
    return mha.out_proj((mha.dropout(att) @ v).transpose(1, 2).reshape(b, n, -1))
""", ("feedback", "mistake.scaled_twice_written"), ("twice", "两次")),
    # a squeeze() that drops the 1 × 1 case's every axis, then reads one
    "squeeze_then_read_an_axis": ("ex_causal_weights", """
import torch
def ex_causal_weights(scores):
    s = scores.squeeze()
    rows, cols = s.shape[-2:]
    hide = torch.ones(rows, cols, dtype=torch.bool, device=s.device).triu(1)
    return s.masked_fill(hide, float("-inf")).softmax(-1).view_as(scores)
""", ("feedback", "feedback.raised_squeeze_all"), ("squeeze()", "squeeze()")),
    # a running total read two terms in
    "running_total_read_early": ("ex_omega", """
import torch
E = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                  [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
terms = E[1] * E[0]
ex_omega = round(terms.cumsum(0)[1].item(), 4)
""", ("feedback", "rewrite.partial_sum"), ("first 2 of the 3", "前 2 项")),
    # only the NaN rows cleaned: padded queries of other sequences keep their weights
    "only_nan_rows_cleaned": ("ex_padding_attention", """
import torch
def ex_padding_attention(scores, lengths):
    keys_ok = torch.arange(scores.size(-1), device=scores.device) < lengths.view(-1, 1, 1, 1)
    w = torch.softmax(torch.where(keys_ok, scores, torch.full_like(scores, float("-inf"))), dim=-1)
    return w.masked_fill(torch.isnan(w), 0.0)
""", ("feedback", "ex_padding_attention.query_rows_nan_only"), ("NaN", "NaN")),
    # a where with a fill bound to a name: one below the row's smallest score
    "finite_fill_through_where": ("ex_causal_weights", """
import torch
def ex_causal_weights(scores):
    n = scores.size(-1)
    later = torch.arange(n, device=scores.device)[None, :] > torch.arange(n, device=scores.device)[:, None]
    low = scores.amin(dim=-1, keepdim=True) - 1.0
    return torch.where(later, low, scores).softmax(dim=-1)
""", ("feedback", "feedback.prop.masked_weight_finite_fill"), ("float('-inf')", "float('-inf')")),
    # the softmax along the last axis of the scores transposed (keys as rows)
    "softmax_of_the_transposed_table": ("ex_causal_weights", """
import torch
def ex_causal_weights(scores):
    n = scores.shape[-1]
    by_key = scores.mT.masked_fill(torch.ones(n, n, dtype=torch.bool, device=scores.device).tril(-1), -torch.inf)
    return torch.softmax(by_key, dim=-1).mT
""", ("feedback", "ex_causal_weights.wrong_dim_transposed"), ("dim=-2", "dim=-2")),
    # keys computed and never read: the scores take the values in their place
    "keys_computed_never_read": ("ex_mha_forward", """
import torch
def ex_mha_forward(mha, x):
    B, T, _ = x.shape
    heads = lambda t: t.reshape(B, T, mha.num_heads, mha.head_dim).permute(0, 2, 1, 3)
    q = heads(mha.W_query(x))
    k = heads(mha.W_key(x))
    v = heads(mha.W_value(x))
    s = torch.einsum("bhqd,bhkd->bhqk", q, v) / mha.head_dim ** 0.5
    s = s.masked_fill(mha.mask.bool()[:T, :T], float("-inf"))
    return mha.out_proj(torch.einsum("bhqk,bhkd->bqhd", mha.dropout(s.softmax(-1)), v).reshape(B, T, -1))
""", ("concept", "feedback.local_unread"), ("`k`", "`k`")),
    # a state dict loaded with Linear's layout: the shapes the other way round
    "state_dict_loaded_untransposed": ("ex3_1", """
def ex3_1(sa_v1, sa_v2):
    state = {}
    for key, tensor in sa_v2.state_dict().items():
        state[key.split(".")[0]] = tensor
    sa_v1.load_state_dict(state)
""", ("concept", "feedback.load_transposed"), ("weight.T", "weight.T")),
    # the softmax computed, the raw scores summed
    "weights_computed_scores_summed": ("ex_context", """
import torch
E = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                  [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
raw = E @ E[1]
alpha = raw.softmax(dim=0)
ex_context = [round(v, 4) for v in (raw @ E).tolist()]
""", ("feedback", "ex_context.unnormalised_unused"), ("softmax", "softmax")),
    # journey's own term skipped in the weighted sum
    "own_term_skipped": ("ex_context", """
import torch
E = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                  [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
w = torch.softmax(E @ E[1], dim=0)
z = sum(w[j] * E[j] for j in range(6) if j != 1)
ex_context = [round(v, 4) for v in z.tolist()]
""", ("feedback", "rewrite.product_term_left_out"), ("index 1", "索引 1")),
    # torch's functional dropout, training by default, where no dropout is asked
    "functional_dropout_not_asked": ("ex_causal_weights", """
import torch
def ex_causal_weights(scores):
    n = scores.shape[-1]
    w = scores.masked_fill(torch.ones(n, n, dtype=torch.bool, device=scores.device).triu(1), float("-inf"))
    return torch.nn.functional.dropout(w.softmax(-1), 0.2)
""", ("concept", "feedback.dropout_not_asked"), ("training=True", "training=True")),
    # a name for the module's part rebound to a new Parameter: the module keeps its own
    "part_name_rebound": ("ex3_1", """
import torch
def ex3_1(sa_v1, sa_v2):
    for key in ("W_query", "W_key", "W_value"):
        target = getattr(sa_v1, key)
        target = torch.nn.Parameter(getattr(sa_v2, key).weight.detach().T.clone())
""", ("concept", "feedback.loop_rebinds_part"), ("getattr(sa_v1, key)", "getattr(sa_v1, key)")),
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_a_text_whose_premise_the_code_contradicts_gives_way(sandbox, case):
    _, en, _ = graded_and_named(sandbox, CASES[case])
    # cfg's 0.0 makes no head count real: the line is quoted, never blamed as floor division
    assert "floor division" not in en or case != "head_width_as_head_count", en


def test_a_loop_reading_one_fixed_slice_is_told_at_the_read(sandbox):
    code = """
import torch
def ex_fix_mask_heads(scores, pad):
    rows = []
    for seq in range(pad.size(0)):
        keep = ~pad[0]
        rows.append(keep)
    keep = torch.stack(rows)[:, None, None, :]
    return scores.masked_fill(~keep, float("-inf")).softmax(-1)
"""
    ((_, outcome),) = sandbox.grade(code, ["ex_fix_mask_heads"], seed=11)
    assert outcome.status == "failed", outcome
    assert outcome.args.get("concept") == "feedback.loop_read_fixed", outcome
    en, zh = feedback_text(outcome, "en"), feedback_text(outcome, "zh")
    assert "`pad[seq]`" in en and "`pad[seq]`" in zh, (en, zh)


def test_a_wrong_operand_says_the_line_of_the_product(sandbox):
    code = """
import torch
def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    def heads(layer):
        return layer(x).unflatten(-1, (mha.num_heads, mha.head_dim)).transpose(1, 2)
    q, k = heads(mha.W_query), heads(mha.W_key)
    v = k
    att = (q @ k.transpose(2, 3) / mha.head_dim ** 0.5).masked_fill(mha.mask.bool()[:n, :n], -torch.inf)
    out = mha.dropout(att.softmax(-1)) @ v
    return mha.out_proj(out.transpose(1, 2).flatten(2))
"""
    ((_, outcome),) = sandbox.grade(code, ["ex_mha_forward"], seed=11)
    assert outcome.status == "failed", outcome
    assert outcome.args.get("diverge_line") is not None, outcome


@pytest.fixture(scope="module")
def sandbox():
    sb = Sandbox("cpu", Limits(wall_seconds=30), exercises=exercises.ALL)
    yield sb
    sb.close()


def _line_of(code: str, needle: str) -> int:
    return next(i for i, line in enumerate(code.splitlines(), 1) if needle in line)


def test_a_loop_whose_write_takes_its_whole_axis_is_told_at_the_write(sandbox):
    # the batch loop writes every sequence's keys from L on, with a leading ... over the batch
    code = """
import torch
def ex_padding_attention(scores, lengths):
    masked = scores.detach().clone()
    B = masked.size(0)
    for b in range(B):
        masked[..., int(lengths[b]):] = float("-inf")
    probs = masked.softmax(-1).nan_to_num(0.0)
    keep = torch.arange(scores.shape[-2], device=scores.device)[None, :] < lengths[:, None]
    return probs * keep[:, None, :, None]
"""
    ((_, outcome),) = sandbox.grade(code, ["ex_padding_attention"], seed=11)
    assert outcome.status == "failed", outcome
    line = _line_of(code, 'float("-inf")')
    assert outcome.args.get("concept") == "feedback.loop_write_whole", outcome
    assert str(outcome.args.get("diverge_line")) == str(line), outcome
    en, zh = feedback_text(outcome, "en"), feedback_text(outcome, "zh")
    assert f"Line {line}" in en and "never uses b" in en and "position 0" in en, en
    assert f"第 {line} 行" in zh and "第 0 个位置" in zh, zh


def test_a_write_that_puts_wrong_values_is_the_line_to_look_at(sandbox):
    # right heads, then each head's context written into the next head's columns
    code = """
import torch
def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.reshape(b, n, num_heads, hd).transpose(1, 2)
    merged = torch.empty_like(x)
    for h in range(num_heads):
        nxt = (h + 1) % num_heads
        merged[..., nxt * hd:(nxt + 1) * hd] = context[:, h]
    return heads, merged
"""
    ((_, outcome),) = sandbox.grade(code, ["ex_split_merge"], seed=11)
    assert outcome.status == "failed", outcome
    line = _line_of(code, "merged[..., nxt")
    assert str(outcome.args.get("diverge_line")) == str(line), outcome
    assert f"line {line}" in feedback_text(outcome, "en") and f"第 {line} 行" in feedback_text(outcome, "zh")


def test_a_loop_that_fills_a_buffer_right_is_not_blamed_on_its_way(sandbox):
    # each head's context written into its own columns, all right; the mistake is the head split
    # (heads read as interleaved columns), which the loop only copies
    code = """
import torch
def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.view(b, n, hd, num_heads).permute(0, 3, 1, 2)
    merged = x.new_zeros(b, n, d)
    for h in range(num_heads):
        merged[:, :, h * hd:(h + 1) * hd] = context[:, h]
    return heads, merged
"""
    ((_, outcome),) = sandbox.grade(code, ["ex_split_merge"], seed=11)
    assert outcome.status == "failed", outcome
    assert str(outcome.args.get("diverge_line", "")) != str(_line_of(code, "merged[:, :, h")), outcome


def test_one_heads_keys_broadcast_to_every_head_is_told_at_the_product(sandbox):
    # multi-query habit: one head's keys kept (k[:, 0:1]) and broadcast over the heads
    code = """
import torch
def ex_mha_forward(mha, x):
    B, T, _ = x.shape
    q = mha.W_query(x).view(B, T, mha.num_heads, -1).permute(0, 2, 1, 3)
    k = mha.W_key(x).view(B, T, mha.num_heads, -1).permute(0, 2, 1, 3)[:, 0:1]
    v = mha.W_value(x).view(B, T, mha.num_heads, -1).permute(0, 2, 1, 3)
    logits = torch.matmul(q, k.transpose(-1, -2)) / mha.head_dim ** 0.5
    logits = logits.masked_fill(mha.mask[:T, :T].bool(), float("-inf"))
    y = mha.dropout(torch.softmax(logits, -1)) @ v
    return mha.out_proj(y.permute(0, 2, 1, 3).reshape(B, T, -1))
"""
    ((_, outcome),) = sandbox.grade(code, ["ex_mha_forward"], seed=11)
    assert outcome.status == "failed", outcome
    assert outcome.args.get("diverge_how") == "diverge.operand_broadcast", outcome
    assert str(outcome.args.get("diverge_line")) == str(_line_of(code, "torch.matmul(q")), outcome
    en, zh = feedback_text(outcome, "en"), feedback_text(outcome, "zh")
    assert "slice 0" in en and "第 0 个切片" in zh, (en, zh)


def test_a_batch_flattened_into_one_sequence_is_told(sandbox):
    # the sequences laid end to end: one (b·n) × (b·n) causal attention
    code = """
import torch
def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    flat = x.reshape(1, b * n, -1)
    q = mha.W_query(flat).view(1, b * n, mha.num_heads, mha.head_dim).transpose(1, 2)
    k = mha.W_key(flat).view(1, b * n, mha.num_heads, mha.head_dim).transpose(1, 2)
    v = mha.W_value(flat).view(1, b * n, mha.num_heads, mha.head_dim).transpose(1, 2)
    s = q @ k.transpose(2, 3) / mha.head_dim ** 0.5
    s = s.masked_fill(torch.ones(b * n, b * n, device=x.device).triu(1).bool(), float("-inf"))
    c = (mha.dropout(s.softmax(-1)) @ v).transpose(1, 2).reshape(b, n, mha.d_out)
    return mha.out_proj(c)
"""
    ((_, outcome),) = sandbox.grade(code, ["ex_mha_forward"], seed=11)
    assert outcome.status == "failed", outcome
    en, zh = feedback_text(outcome, "en"), feedback_text(outcome, "zh")
    assert outcome.args.get("diverge_how") == "diverge.batch_flattened", outcome
    assert "flattened" in en and "展平" in zh and "tokens of other sequences" in en, (en, zh)


def test_a_note_that_repeats_or_contradicts_the_text_is_left_out(sandbox):
    # the cosine told by its own text, without the norm note about weights
    cosine = """
import torch
E = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                  [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
a, b = E[1], E[0]
ex_omega = round((a @ b / (a.norm() * b.norm())).item(), 4)
"""
    ((_, outcome),) = sandbox.grade(cosine, ["ex_omega"], seed=11)
    assert outcome.feedback == "rewrite.cosine" and "concept" not in outcome.args, outcome
    # a buffer's discarded .to(device): "assign mha.mask = …" would move one buffer, not the module
    buffer_only = """
def ex3_3(MultiHeadAttention, device):
    mha = MultiHeadAttention(d_in=768, d_out=768, context_length=1024, dropout=0.0, num_heads=12)
    mha.mask.to(device)
    return mha
"""
    ((_, outcome),) = sandbox.grade(buffer_only, ["ex3_3"], seed=11)
    assert str(outcome.feedback).startswith("ex3_3.not_moved"), outcome
    assert "mha.mask = mha.mask.to(device)" not in feedback_text(outcome, "en"), feedback_text(outcome, "en")


def test_two_lone_einsum_letters_for_one_axis_are_joined():
    from attnlab.grading import einsum_read

    found = einsum_read.read("bhnd,bhme->bhnm")  # d and e: one feature axis with two letters
    assert found["fixed"] == "bhnd,bhmd->bhnm" and found["letter"] == "e", found
    found = einsum_read.read("bhnd,bgmd->hnm")  # a head letter of its own is still told as before
    assert found["letter"] == "g" and found["fixed"] == "bhnd,bhmd->hnm", found


def test_a_string_split_and_an_l1_normalize_are_no_tensor_slips():
    from attnlab.grading import code_notes, norm_read

    import ast
    assert not code_notes._split_no_dim(ast.parse('key.split(".")').body[0].value)
    assert not code_notes._split_no_dim(ast.parse('pattern.split("->")').body[0].value)
    assert code_notes._split_no_dim(ast.parse("qkv.split(4)").body[0].value)  # a tensor's, along axis 0
    l1 = "import torch.nn.functional as F\ndef f(w):\n    return F.normalize(w, p=1, dim=-1)\n"
    assert norm_read.find(l1, "f") is None
    l2 = "import torch.nn.functional as F\ndef f(w):\n    return F.normalize(w, dim=-1)\n"
    assert norm_read.find(l2, "f") is not None


def test_a_reading_the_code_contradicts_is_dropped(sandbox):
    # a column of the weights, with a softmax of its own along -1 and a sum along 0 for the context:
    # "a softmax over dim=-2" is no second reading of this code
    column = """
import torch
X = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                  [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
A = torch.softmax(X @ X.mT, dim=-1)
ex_context = [round(v, 4) for v in (A[:, 1].unsqueeze(1) * X).sum(dim=0).tolist()]
"""
    ((_, outcome),) = sandbox.grade(column, ["ex_context"], seed=11)
    assert outcome.feedback == "rewrite.operand_transposed" and "either" not in outcome.args, outcome
    # .T.T undoes itself: the softmax along the columns is the slip, told alone
    twice = """
import torch
X = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                  [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
W = (X @ X.T).softmax(0)
ex_context = [round(v, 4) for v in (W.T.T @ X)[1].tolist()]
"""
    ((_, outcome),) = sandbox.grade(twice, ["ex_context"], seed=11)
    assert outcome.feedback == "rewrite.reduce_dim" and "either" not in outcome.args, outcome
