"""Through the real sandbox, the classes read off the misses of corpora fresh23 and fresh26-29 (clever one-liners,
broadcasting tricks, functional style), each on an answer written in another style than the
corpus's: a float where a size belongs, a product's every pair summed, its terms never summed, the
shifted scores summed before the exp, entries left holding the scores, a discarded call before a
short answer, a diagonal hidden by a comparison, squeeze() at one head, a flatten that merges too
much, Python's precedence in 1 / 1 - p. English and Chinese are both checked for the reading."""

from __future__ import annotations

import pytest

import exercises
from attnlab.grading.report import feedback_text
from attnlab.grading.runner import Limits, Sandbox

pytestmark = pytest.mark.sandbox

BOOK = "from attnlab import examples\nx = examples.inputs()\n"

CASES = {
    "every_pair": ("ex_omega", BOOK + """
total = 0.0
for a in x[1].tolist():
    for b in x[0].tolist():
        total += a * b
ex_omega = round(total, 4)
""", ("diverge_how", "diverge.all_pairs"), ("zip", "zip")),
    "terms_unsummed": ("ex_softmax_weight", "import torch\n" + BOOK + """
s = torch.einsum("ij,j->ij", x, x[1])
w = torch.softmax(s, dim=0)
ex_softmax_weight = round(float(w[1, 1]), 4)
""", ("diverge_how", "diverge.terms"), ("@", "@")),
    "sum_before_exp": ("ex_stable_softmax", """
import torch
def ex_stable_softmax(x, dim):
    shifted = x - x.amax(dim=dim, keepdim=True)
    denominator = shifted.sum(dim=dim, keepdim=True)
    return shifted.exp() / denominator
""", ("diverge_how", "diverge.sum_before_exp"), ("exp(x − max)", "exp(x − max)")),
    "kept_scores": ("ex_padding_attention", """
import torch
def ex_padding_attention(scores, lengths):
    out = scores.detach().clone()
    n = scores.shape[-1]
    for b, L in enumerate(lengths.tolist()):
        hide = torch.arange(n, device=scores.device) >= L
        out[b, :, :L, :] = torch.softmax(scores[b, :, :L, :].masked_fill(hide, float("-inf")), dim=-1)
    return out
""", ("feedback", "feedback.prop.kept_entries"), ("scores", "scores")),
    "float_size_function": ("ex_split_merge", """
import torch
def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    width = d / num_heads
    heads = x.reshape(b, n, num_heads, width).permute(0, 2, 1, 3)
    return heads, context.permute(0, 2, 1, 3).reshape(b, n, d)
""", ("feedback", "feedback.float_size"), ("width = ", "width = ")),
    "float_size_module": ("ex3_2", """
def ex3_2(MultiHeadAttentionWrapper):
    heads = 2
    per_head = 2 / heads
    return MultiHeadAttentionWrapper(3, per_head, 6, 0.0, num_heads=heads)
""", ("feedback", "feedback.float_size"), ("per_head = 1.0", "per_head = 1.0")),
    "discarded_before_short": ("ex_shape_view", """
import torch
t = torch.zeros(2, 5, 12).view(2, 5, 3, 4)
t.permute(0, 2, 1, 3)
ex_shape_view = list(t.shape)
""", ("concept", "feedback.discarded_result"), ("t.permute(0, 2, 1, 3)", "t.permute(0, 2, 1, 3)")),
    "diagonal_by_comparison": ("ex_causal_weights", """
import torch
def ex_causal_weights(scores):
    n = scores.shape[-1]
    i = torch.arange(n, device=scores.device)
    hidden = i[None, :] >= i[:, None]
    return torch.softmax(scores.masked_fill(hidden, float("-inf")), dim=-1)
""", ("feedback", "mistake.mask_diagonal_other"), ("j > i", "j > i")),
    "squeeze_one_head": ("ex_fix_second_head", """
import torch
def ex_fix_second_head(a):
    per_head = [m @ m.transpose(-1, -2) for m in a.squeeze()]
    return torch.stack(per_head)
""", ("either", ("feedback.shape.squeeze_all", "concept.squeeze_all")), ("squeeze", "squeeze")),
    "flatten_too_much": ("ex_split_merge", """
import torch
def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    heads = x.unflatten(-1, (num_heads, d // num_heads)).transpose(1, 2)
    return heads, context.transpose(1, 2).flatten(1)
""", ("feedback", "feedback.shape.merged_view"), ("flatten(-2)", "flatten(-2)")),
    "precedence": ("ex_dropout_survivor", """
drop = 0.1
ex_dropout_survivor = round(1 / 1 - drop, 4)
""", ("feedback", "ex_dropout_survivor.precedence"), ("1 / (1 - p)", "1 / (1 - p)")),
    # fresh27's classes: positional arguments in another order, rows paired one to one
    "positional_order": ("ex3_3", """
def ex3_3(MultiHeadAttention, device):
    return MultiHeadAttention(768, 768, 0.0, 1024, 12).to(device)
""", ("feedback", "feedback.raised_in_call"), ("context_length=0.0, dropout=1024", "context_length=0.0, dropout=1024")),
    "cpu_mask_in_forward": ("ex_mha_forward", """
import torch
def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    split = lambda t: t.unflatten(-1, (mha.num_heads, mha.head_dim)).transpose(1, 2)
    q, k, v = split(mha.W_query(x)), split(mha.W_key(x)), split(mha.W_value(x))
    future = torch.ones(n, n).triu(1).bool()
    s = (q @ k.mT / mha.head_dim ** 0.5).masked_fill(future, float("-inf"))
    w = mha.dropout(s.softmax(-1))
    return mha.out_proj((w @ v).transpose(1, 2).flatten(2))
""", ("feedback", "feedback.device_mix_meta_at"), ("device=x.device", "device=x.device")),
    "moved_never_back": ("ex_stable_softmax", """
import torch
def ex_stable_softmax(x, dim):
    y = x.movedim(dim, 0)
    y = torch.exp(y - y.max(dim=0, keepdim=True).values)
    return y / y.sum(dim=0, keepdim=True)
""", ("diverge_kind", "unrestored"), ("y = x.movedim(dim, 0)", "y = x.movedim(dim, 0)")),
    "matvec": ("ex_softmax_backward", """
import torch
def ex_softmax_backward(P, dP):
    jac = torch.diag_embed(P) - torch.einsum("...i,...j->...ij", P, P)
    return torch.matmul(jac, dP)
""", ("concept", "concept.matvec"), ("unsqueeze(-1)", "unsqueeze(-1)")),
    "computed_layout": ("ex_shape_view", """
import torch
t = torch.empty(5, 2, 12).unflatten(-1, (3, 4)).transpose(1, 2)
ex_shape_view = list(t.shape)
""", ("feedback", "feedback.prop.permuted_shape"), ("(n)", "(n)")),
    "cpu_buffer_written": ("ex_causal_weights", """
import torch
def ex_causal_weights(scores):
    n = scores.shape[-1]
    out = torch.zeros(scores.shape)
    hide = torch.ones(n, n, dtype=torch.bool, device=scores.device).triu(1)
    out.copy_(torch.softmax(scores.masked_fill(hide, float("-inf")), dim=-1))
    return out
""", ("feedback", "feedback.device_copy_meta_at"), ("dtype=x.dtype", "dtype=x.dtype")),
    # fresh28/29's classes
    "leading_indices": ("ex_causal_weights", """
import torch
def ex_causal_weights(scores):
    n = scores.size(-1)
    out = scores.clone()
    for q in range(n):
        for k in range(q + 1, n):
            out[q, k] = float("-inf")
    return out.softmax(-1)
""", ("feedback", "feedback.raised_index_leading"), ("out[..., q, k]", "out[..., q, k]")),
    "top_level_loop_from_one": ("ex_context", "import torch\n" + BOOK + """
w = torch.softmax(x @ x[1], dim=0)
acc = torch.zeros(3)
for k in range(1, x.shape[0]):
    acc = acc + w[k] * x[k]
ex_context = acc.tolist()
""", ("feedback", "feedback.loop_one_based"), ("range(x.shape[0])", "range(x.shape[0])")),
    "inplace_on_temporary": ("ex_causal_weights", """
import torch
def ex_causal_weights(scores):
    n = scores.shape[-1]
    hide = torch.ones(n, n, dtype=torch.bool, device=scores.device).triu(1)
    scores.clone().masked_fill_(hide, float("-inf"))
    return torch.softmax(scores, dim=-1)
""", ("concept", "feedback.discarded_temporary"), ("masked_fill_", "masked_fill_")),
    "keep_rate_as_p": ("ex_dropout_survivor", """
import torch
import torch.nn.functional as F
keep_rate = 0.9
ex_dropout_survivor = round(F.dropout(torch.ones(50, 50), keep_rate).max().item(), 4)
""", ("feedback", "ex_dropout_survivor.keep_as_p"), ("p = 0.1", "p = 0.1")),
    "positional_training_flag": ("ex_dropout_survivor", """
import torch
import torch.nn.functional as F
ex_dropout_survivor = round(F.dropout(torch.ones(8, 8), 0.1, False).max().item(), 4)
""", ("feedback", "ex_dropout_survivor.eval_mode"), ("third positional", "第三个位置参数")),
    "f_linear_transposed": ("ex_mha_forward", """
import torch
import torch.nn.functional as F
def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    def heads(layer):
        return F.linear(x, layer.weight.T).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    q, k, v = heads(mha.W_query), heads(mha.W_key), heads(mha.W_value)
    s = (q @ k.transpose(-2, -1) / mha.head_dim ** 0.5).masked_fill(mha.mask.bool()[:n, :n], float("-inf"))
    return mha.out_proj((mha.dropout(s.softmax(-1)) @ v).transpose(1, 2).reshape(b, n, -1))
""", ("concept", "concept.linear_transposed"), ("not transposed", "不要转置")),
    "one_d_lengths": ("ex_padding_attention", """
import torch
def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    real = torch.arange(n, device=scores.device) < lengths
    w = torch.softmax(scores.masked_fill(~real[:, None, None, :], float("-inf")), dim=-1)
    return w.masked_fill(~real[:, None, :, None], 0.0)
""", ("concept", "concept.outer_1d"), ("[:, None]", "[:, None]")),
    "one_hot_weight": ("ex_softmax_weight", "import torch\n" + BOOK + """
scores = x @ x[1]
ex_softmax_weight = float(scores.argmax() == 1)
""", ("feedback", "ex_softmax_weight.one_hot"), ("argmax", "argmax")),
    "state_between_calls": ("ex_mha_forward", """
import torch
def ex_mha_forward(mha, x, _seen=[]):
    b, n, _ = x.shape
    split = lambda t: t.unflatten(-1, (mha.num_heads, mha.head_dim)).transpose(1, 2)
    q, k, v = split(mha.W_query(x)), split(mha.W_key(x)), split(mha.W_value(x))
    _seen.append(1)
    s = (q @ k.mT / mha.head_dim ** 0.5).masked_fill(mha.mask.bool()[:n, :n], float("-inf")) * len(_seen)
    return mha.out_proj((mha.dropout(s.softmax(-1)) @ v).transpose(1, 2).flatten(2))
""", ("feedback", "ex_mha_forward.stateful"), ("between calls", "两次调用之间")),
    "self_pairs": ("ex_softmax_weight", "import torch\n" + BOOK + """
scores = (x * x).sum(dim=-1)
ex_softmax_weight = round(torch.softmax(scores, dim=0)[1].item(), 4)
""", ("diverge_how", "diverge.diagonal"), ("queries @ keys.T", "queries @ keys.T")),
}


@pytest.fixture(scope="module")
def sandbox():
    sb = Sandbox("cpu", Limits(wall_seconds=30), exercises=exercises.ALL)
    yield sb
    sb.close()


@pytest.mark.parametrize("case", sorted(CASES))
def test_the_class_is_named_in_both_languages(sandbox, case):
    exercise, code, (field, value), (en_needle, zh_needle) = CASES[case]
    ((_, outcome),) = sandbox.grade(code, [exercise], seed=11)
    assert outcome.status in ("failed", "error"), outcome
    if field == "either":  # told as the wrong shape, or at the line where it raised
        assert outcome.feedback in value or outcome.args.get("concept") in value, outcome
    else:
        got = outcome.feedback if field == "feedback" else outcome.args.get(field)
        assert got == value, outcome
    en, zh = feedback_text(outcome, "en"), feedback_text(outcome, "zh")
    assert en_needle in en and zh_needle in zh, (en, zh)
    assert "{" not in en and "{" not in zh
