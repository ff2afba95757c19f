"""Through the real sandbox, the classes read off the misses of corpora fresh70, fresh71, fresh76
and fresh77, each on an answer written in another style than the corpus's: a shift above every
score that underflows every exp of a slice, a buffer sliced from its end, a NaN made inside the
learner's forward while the probe's stand-in dropout cleans its own copy, a loop's ``:i`` that
leaves the query out, a square mask read transposed, a scale written ``d ** 1/2``, a row mask laid
along the keys, a loop index told without claiming the heads, and a broadcast clash whose size the
code computed (``lengths.max()``). English and Chinese are both checked."""

from __future__ import annotations

import pytest

import exercises
from attnlab.grading.report import feedback_text
from class_named import graded_and_named
from attnlab.grading.runner import Limits, Sandbox

pytestmark = pytest.mark.sandbox

CASES = {
    # the shift is the largest |score| of the whole slice; masked scores hold -inf, so it is inf
    "shift_above_every_score": ("ex_stable_softmax", """
import torch
def ex_stable_softmax(x, dim):
    ceiling = x.abs().max(dim=dim, keepdim=True).values
    numer = (x - ceiling).exp()
    return numer / numer.sum(dim, keepdim=True)
""", ("feedback", "feedback.exp_underflow"), ("x.amax(dim=dim, keepdim=True)", "x.amax(dim=dim, keepdim=True)")),
    # the causal buffer cut from its bottom-right corner: rows hidden whole where context > n
    "mask_cut_from_the_end": ("ex_mha_forward", """
import torch
def ex_mha_forward(mha, x):
    B, T, _ = x.shape
    H, D = mha.num_heads, mha.head_dim
    q = mha.W_query(x).reshape(B, T, H, D).permute(0, 2, 1, 3)
    k = mha.W_key(x).reshape(B, T, H, D).permute(0, 2, 1, 3)
    v = mha.W_value(x).reshape(B, T, H, D).permute(0, 2, 1, 3)
    hide = mha.mask[:T, mha.mask.shape[1] - T:].bool()
    att = (q @ k.transpose(-2, -1)).masked_fill(hide, float("-inf")) / D ** 0.5
    att = mha.dropout(att.softmax(dim=-1))
    return mha.out_proj((att @ v).permute(0, 2, 1, 3).reshape(B, T, H * D))
""", ("feedback", "rewrite.slice_from_end"), ("[:n, :n]", "[:n, :n]")),
    # a row's softmax over the keys before it only, written into a buffer of zeros
    "keys_before_the_query_only": ("ex_causal_weights", """
import torch
def ex_causal_weights(scores):
    out = torch.zeros_like(scores)
    for q in range(1, scores.shape[-1]):
        out[..., q, :q] = scores[..., q, :q].softmax(-1)
    return out
""", ("feedback", "rewrite.mask_shift_slice"), (":q + 1", ":q + 1")),
    # the module's own buffer, transposed before the fill
    "buffer_mask_transposed": ("ex_mha_forward", """
import torch
def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    def heads(t):
        return t.unflatten(-1, (mha.num_heads, mha.head_dim)).transpose(1, 2)
    q, k, v = heads(mha.W_query(x)), heads(mha.W_key(x)), heads(mha.W_value(x))
    blocked = mha.mask.bool()[:n, :n].mT
    w = torch.softmax((q @ k.mT).masked_fill(blocked, -torch.inf) / mha.head_dim ** 0.5, -1)
    return mha.out_proj((mha.dropout(w) @ v).transpose(1, 2).flatten(2))
""", ("feedback", "rewrite.mask_transposed"), ("row i is query i", "第 i 行是查询 i")),
    # the root written with a power of 1/2: Python reads (d ** 1) / 2
    "root_as_power_half": ("ex_mha_forward", """
import torch
def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    root = mha.head_dim ** 1/2
    split = lambda t: t.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    q, k, v = split(mha.W_query(x)), split(mha.W_key(x)), split(mha.W_value(x))
    s = (q @ k.transpose(2, 3)).masked_fill(mha.mask.bool()[:n, :n], float("-inf"))
    w = mha.dropout(torch.softmax(s / root, dim=-1))
    return mha.out_proj((w @ v).transpose(1, 2).contiguous().view(b, n, mha.d_out))
""", ("feedback", "rewrite.scale_precedence_half"), ("d ** 0.5", "d ** 0.5")),
    # padded queries' rows zeroed with a mask shaped like the keys' one
    "row_zeroing_on_key_axis": ("ex_padding_attention", """
import torch
def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    real = torch.arange(n, device=scores.device) < lengths[:, None]        # (b, n)
    w = scores.masked_fill(~real[:, None, None, :], float("-inf")).softmax(-1)
    w = torch.where(torch.isnan(w), torch.zeros_like(w), w)
    return torch.where(real[:, None, None, :], w, torch.zeros_like(w))
""", ("feedback", "rewrite.row_mask_on_keys"), ("as [:, None, :, None]", "索引成 [:, None, :, None]")),
    # the width of the mask from the longest length, shorter than the padded scores
    "width_from_longest_length": ("ex_padding_attention", """
import torch
def ex_padding_attention(scores, lengths):
    width = lengths.max().item()
    pos = torch.arange(width, device=scores.device)
    pad = pos[None, :] >= lengths[:, None]
    w = torch.softmax(scores.masked_fill(pad[:, None, None, :], float("-inf")), dim=-1)
    return torch.nan_to_num(w).masked_fill(pad[:, None, :, None], 0.0)
""", ("feedback", "feedback.raised_broadcast_read"), ("lengths.max()", "lengths.max()")),
    # the score einsum's output labels with the key first
    "einsum_output_keys_first": ("ex_mha_forward", """
import torch
def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    h, d = mha.num_heads, mha.head_dim
    q, k, v = (layer(x).view(b, n, h, d) for layer in (mha.W_query, mha.W_key, mha.W_value))
    s = torch.einsum("bqhd,bkhd->bhkq", q, k) / d ** 0.5
    s = s.masked_fill(mha.mask.bool()[:n, :n], float("-inf"))
    w = mha.dropout(s.softmax(-1))
    return mha.out_proj(torch.einsum("bhqk,bkhd->bqhd", w, v).reshape(b, n, h * d))
""", ("feedback", "ex_mha_forward.scores_transposed_einsum"), ("bhqd,bhkd->bhqk", "bhqd,bhkd->bhqk")),
    # the weights copied from sa_v1 into sa_v2's layers: the wrong way round
    "copied_into_the_source": ("ex3_1", """
import torch
def ex3_1(sa_v1, sa_v2):
    for name in ("W_query", "W_key", "W_value"):
        getattr(sa_v2, name).weight.data = getattr(sa_v1, name).data.T.clone()
    sa_v2.W_query.weight.data = sa_v1.W_query.data.T.clone()
""", ("feedback", "feedback.module_changed_into"), ("the wrong way", "方向反了")),
    # a shape listed from its last axis, as a column-major language lists it
    "shape_from_the_last_axis": ("ex_shape_view", """
import torch
t = torch.zeros(2, 5, 12).view(2, 5, 3, 4).transpose(1, 2)
ex_shape_view = t.shape[::-1]
""", ("feedback", "feedback.shape.reversed"), ("read backwards", "倒过来读")),
    # a loop over the features of a vector made with three entries, counted to two
    "loop_one_short_of_its_buffer": ("ex_context", """
import torch
x = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                  [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
w = torch.softmax(x @ x[1], dim=0)
ctx = torch.zeros(3)
for f in range(2):
    ctx[f] = (w * x[:, f]).sum()
ex_context = [round(v, 4) for v in ctx.tolist()]
""", ("concept", "feedback.loop_range_short"), ("range(3)", "range(3)")),
    # the weights taken out of the weighted sum: P_i times the plain sum of the gradient
    "weight_outside_the_sum": ("ex_softmax_backward", """
import torch
def ex_softmax_backward(P, dP):
    plain = torch.sum(dP, dim=-1, keepdim=True)
    return P * dP - P * (P * plain)
""", ("feedback", "rewrite.factor_outside_sum"), ("Σ_j x_j y_j", "Σ_j x_j y_j")),
    # the bracket expanded with P on its second term twice
    "factor_on_one_term_twice": ("ex_softmax_backward", """
import torch
def ex_softmax_backward(P, dP):
    inner = (P * dP).sum(-1, keepdim=True)
    first = P * dP
    second = P * P * inner
    return first - second
""", ("feedback", "rewrite.factor_twice"), ("a second time", "多乘了一次")),
    # each slice of the first axis summed whole, as 2-D code does
    "slice_of_the_first_axis_summed_whole": ("ex_softmax_backward", """
import torch
def ex_softmax_backward(P, dP):
    rows = []
    for p, g in zip(P, dP):
        rows.append(p * (g - torch.sum(p * g)))
    return torch.stack(rows)
""", ("feedback", "rewrite.reduce_after_first"), ("first axis", "第一个轴")),
    # the result made as another name of the input, then written by index
    "result_aliases_the_input": ("ex_causal_weights", """
import torch
def ex_causal_weights(scores):
    w = scores
    n = w.shape[-1]
    w[..., torch.ones(n, n, dtype=torch.bool, device=w.device).triu(1)] = float("-inf")
    return torch.softmax(w, dim=-1)
""", ("feedback", "feedback.input_changed_alias"), ("clone()", "clone()")),
    # heads read straight out of memory with strides worked out for a packed x
    "heads_by_strides_of_a_packed_tensor": ("ex_split_merge", """
import torch
def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.as_strided((b, num_heads, n, hd), (n * d, hd, d, 1))
    merged = context.permute(0, 2, 1, 3).reshape(b, n, d)
    return heads, merged
""", ("feedback", "feedback.spaced_layout"), ("as_strided", "as_strided")),
    # the weights brought back to float32 by name: right for float32, a clash for a float64 module
    "weights_cast_to_float32": ("ex_mha_forward", """
import torch
def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    split = lambda t: t.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    q, k, v = split(mha.W_query(x)), split(mha.W_key(x)), split(mha.W_value(x))
    s = (q @ k.transpose(2, 3)).masked_fill(mha.mask.bool()[:n, :n], float("-inf"))
    w = torch.softmax(s / mha.head_dim ** 0.5, dim=-1).to(torch.float32)
    w = mha.dropout(w)
    return mha.out_proj((w @ v).transpose(1, 2).reshape(b, n, mha.d_out))
""", ("feedback", "feedback.wide_raised_cast"), (".to(torch.float32)", ".to(torch.float32)")),
    # the values projected by the key layer, chosen by name from a table
    "value_layer_named_wrong_in_a_table": ("ex_mha_forward", """
import torch
LAYERS = {"q": "W_query", "k": "W_key", "v": "W_key"}
def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    t = {c: getattr(mha, LAYERS[c])(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2) for c in "qkv"}
    s = (t["q"] @ t["k"].transpose(2, 3)).masked_fill(mha.mask.bool()[:n, :n], float("-inf"))
    w = mha.dropout(torch.softmax(s / mha.head_dim ** 0.5, dim=-1))
    return mha.out_proj((w @ t["v"]).transpose(1, 2).reshape(b, n, mha.d_out))
""", ("feedback", "rewrite.weight_reuse"), ("W_key", "W_key")),
    # a class of the learner's own with a split method: no note about torch.split's axis
    "own_split_method": ("ex_split_merge", """
import torch
class Heads:
    def __init__(self, h):
        self.h = h
    def split(self, x):
        b, n, d = x.shape
        return x.view(b, n, self.h, d // self.h).transpose(1, 2)
def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    return Heads(num_heads).split(x), context.permute(0, 2, 3, 1).reshape(b, n, d)
""", ("exact", "rewrite.permute_axes"), ("permute(0, 2, 1, 3)", "permute(0, 2, 1, 3)")),
    # weights zeroed after the softmax and divided by a sum bound to a name, without keepdim
    "renormalised_by_a_named_sum": ("ex_causal_weights", """
import torch
def ex_causal_weights(scores):
    n = scores.shape[-1]
    p = scores.softmax(-1).tril()
    tot = p.sum(-1)
    return p / tot
""", ("feedback", "ex_causal_weights.row_sum_divisor"), ("keepdim=True", "keepdim=True")),
    # the mask's width read off the heads' axis, in a view of the padding mask
    "view_size_read_off_the_heads_axis": ("ex_fix_mask_heads", """
import torch
def ex_fix_mask_heads(scores, pad):
    B, T = scores.size(0), scores.size(1)
    hide = pad.reshape(B, 1, 1, T)
    return scores.masked_fill(hide, float("-inf")).softmax(-1)
""", ("concept", "feedback.size_read_view"), ("scores.shape[1]", "scores.shape[1]")),
}


@pytest.fixture(scope="module")
def sandbox():
    sb = Sandbox("cpu", Limits(wall_seconds=30), exercises=exercises.ALL)
    yield sb
    sb.close()


@pytest.mark.parametrize("case", sorted(CASES))
def test_the_class_is_named_in_both_languages(sandbox, case):
    outcome, en, _ = graded_and_named(sandbox, CASES[case])
    assert "torch.split" not in en and outcome.args.get("concept") != "feedback.split_no_dim"


def test_a_loop_index_past_an_axis_is_not_told_as_the_heads_on_axis_two(sandbox):
    # i on axis 1 (the heads) counting the tokens: the next axis, 2, holds the tokens, not heads
    code = """
import torch
def ex_fix_second_head(a):
    rows, tokens = [], a.size(2)
    for i in range(tokens):
        rows.append(a[0, i] @ a[0, i].transpose(0, 1))
    return torch.stack(rows)
"""
    ((_, outcome),) = sandbox.grade(code, ["ex_fix_second_head"], seed=11)
    assert outcome.feedback == "feedback.raised_index_loop", outcome
    en, zh = feedback_text(outcome, "en"), feedback_text(outcome, "zh")
    assert "heads of a" not in en and "头所在的维" not in zh, (en, zh)
    # the count of the axis the index sits on is offered first
    assert en.index("range(a.shape[1])") < en.index("a[0, :, i]"), en


def test_a_nan_made_before_the_probes_own_dropout_is_told_at_its_line(sandbox):
    # every key hidden by a test of the keys' norms: rows hidden whole. The probe's
    # stand-in for mha.dropout reads a NaN-free copy of the weights; the watch must not take that
    # for the learner's NaN being cleaned away
    code = """
import torch
def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    split = lambda t: t.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    q, k, v = split(mha.W_query(x)), split(mha.W_key(x)), split(mha.W_value(x))
    faint = k.norm(dim=-1) < 1e6                     # (b, h, n): every key, as it happens
    hidden = mha.mask.bool()[:n, :n] | faint[:, :, None, :]
    w = torch.softmax((q @ k.transpose(2, 3)).masked_fill(hidden, float("-inf")) / mha.head_dim ** 0.5, -1)
    w = mha.dropout(w)
    return mha.out_proj((w @ v).transpose(1, 2).reshape(b, n, mha.d_out))
"""
    ((_, outcome),) = sandbox.grade(code, ["ex_mha_forward"], seed=11)
    assert outcome.status == "failed", outcome
    en = feedback_text(outcome, "en")
    assert outcome.feedback == "feedback.nan_all_hidden" and "Line 9" in en, (outcome, en)


def test_a_view_that_needs_packed_rows_is_told_as_such_and_never_hides_the_mistake(sandbox):
    # right, but .view(-1, n * n) of the input merges its rows: packed memory only
    right_but_view = """
import torch
def ex_causal_weights(scores):
    n = scores.shape[-1]
    keep = torch.ones(n, n, dtype=torch.bool, device=scores.device).tril().view(-1)
    flat = scores.view(-1, n * n).masked_fill(~keep, float("-inf"))
    return torch.softmax(flat.view(*scores.shape), dim=-1)
"""
    ((_, outcome),) = sandbox.grade(right_but_view, ["ex_causal_weights"], seed=11)
    assert outcome.feedback == "feedback.spaced_view", outcome
    assert "reshape" in feedback_text(outcome, "en") and "reshape" in feedback_text(outcome, "zh")
    # wrong on packed tensors as well: the mistake is named, not the view's error on the copy
    wrong_and_view = """
import torch
def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    heads = x.view(b, num_heads, n, d // num_heads)
    return heads, context.transpose(1, 2).reshape(b, n, d)
"""
    ((_, outcome),) = sandbox.grade(wrong_and_view, ["ex_split_merge"], seed=11)
    assert outcome.status == "failed" and outcome.feedback != "feedback.needs_contiguous", outcome
    assert "view" not in str(outcome.args.get("error", "")), outcome


def test_a_pair_whose_row_the_code_never_indexes_is_not_told(sandbox):
    # softmax of the scores divided by their own sum (6.56…): "divided by 6 and row 2" fits the
    # number to four decimals by chance, and the code indexes row 1 only
    code = """
import torch
inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
scores = inputs @ inputs[1]
ex_softmax_weight = round(torch.softmax(scores / scores.sum(), dim=0)[1].item(), 4)
"""
    ((_, outcome),) = sandbox.grade(code, ["ex_softmax_weight"], seed=11)
    assert outcome.status == "failed", outcome
    assert outcome.args.get("also") != "rewrite.index", outcome
    en = feedback_text(outcome, "en")
    assert "index 2" not in en, en


def test_a_size_read_for_the_same_position_of_the_view_is_not_blamed():
    from attnlab.grading import loop_slips

    code = "def f(x, y):\n    b, h = x.shape[:2]\n    return y.view(b, h, -1)\n"
    assert not loop_slips._viewed_elsewhere([(None, code)], 2, 1)  # h read at 1, viewed at 1
    moved = "def f(x, y):\n    b, n = x.shape[:2]\n    return y.view(b, 1, 1, n)\n"
    assert loop_slips._viewed_elsewhere([(None, moved)], 2, 1)  # n read at 1, viewed at 3
