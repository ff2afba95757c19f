"""Through the real sandbox, the classes read off the misses of corpora fresh48 to fresh51, each on
an answer written in another style than the corpus's answer: the diagonal hidden by tril's offset, a
move made only when a test of the device holds, each child module moved while the module's own
buffer stays, weights renormalised by their L2 norm, a softmax given no dim, an argument never
read, a ':' slice that keeps a size-1 axis, keys and values in each other's places, a mask of the
positions to keep handed to a fill, a chunk given no dim, the scale applied twice without SDPA, the
maximum's pair unpacked the wrong way round, a return before the last statements, an attribute
set under another case, an output computed without the argument it needs, a head count written
as a number, tril's offset, triu's mask transposed, a move only for device objects, a state dict
loaded with strict=False. English and Chinese are both checked."""

from __future__ import annotations

import pytest

import exercises
from attnlab.grading.report import feedback_text
from class_named import graded_and_named
from attnlab.grading.runner import Limits, Sandbox

pytestmark = pytest.mark.sandbox

CASES = {
    # the kept keys from tril one below the diagonal: told by tril's offset, not triu's
    "tril_below_diagonal": ("ex_mha_forward", """
import torch
def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    split = lambda t: t.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    q, k, v = split(mha.W_query(x)), split(mha.W_key(x)), split(mha.W_value(x))
    s = q @ k.transpose(-1, -2) / mha.head_dim ** 0.5
    seen = torch.ones(n, n, device=x.device).tril(-1).bool()
    w = torch.softmax(s.masked_fill(~seen, -1e9), dim=-1)
    return mha.out_proj((w @ v).transpose(1, 2).reshape(b, n, mha.d_out))
""", ("feedback", "mistake.mask_diagonal_tril"), ("tril", "tril")),
    # moved only where the device's type is tested as a string
    "move_under_device_test": ("ex3_3", """
import torch
def ex3_3(MultiHeadAttention, device):
    m = MultiHeadAttention(768, 768, 1024, 0.0, num_heads=12)
    return m.to(device) if str(device).startswith("cuda") else m
""", ("feedback", "ex3_3.not_moved_conditional"), ("'cuda'", "'cuda'")),
    "move_each_child": ("ex3_3", """
def ex3_3(MultiHeadAttention, device):
    m = MultiHeadAttention(768, 768, 1024, 0.0, num_heads=12)
    _ = [layer.to(device) for layer in m.children()]
    return m
""", ("feedback", "ex3_3.not_moved_children"), ("mha.mask", "mha.mask")),
    # weights renormalised with F.normalize's default p=2: unit length, not sum 1
    "renormalised_by_l2": ("ex_padding_attention", """
import torch
import torch.nn.functional as F
def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    real = (torch.arange(n, device=scores.device) < lengths[:, None]).to(scores.dtype)  # (b, n)
    w = scores.softmax(-1) * real[:, None, None, :]
    return F.normalize(w, p=2.0, dim=-1) * real[:, None, :, None]
""", ("concept", "concept.norm_not_sum"), ("p=2", "p=2")),
    # a functional softmax with its dim left out, on 4-D scores: PyTorch's implicit dim is 1
    "softmax_without_dim": ("ex_padding_attention", """
import torch
import torch.nn.functional as F
def ex_padding_attention(scores, lengths):
    pad = torch.arange(scores.shape[-1], device=scores.device) >= lengths[:, None]
    w = F.softmax(scores.masked_fill(pad[:, None, None, :], float("-inf")))
    return torch.nan_to_num(w).masked_fill(pad[:, None, :, None], 0.0)
""", ("concept", "feedback.softmax_no_dim"), ("dim=-1", "dim=-1")),
    # the backward computed from P alone: dP never read
    "argument_never_read": ("ex_softmax_backward", """
import torch
def ex_softmax_backward(P, dP):
    ones = torch.ones_like(P)
    return P * (ones - (P * ones).sum(-1, keepdim=True))
""", ("concept", "feedback.argument_unread"), ("`dP`", "`dP`")),
    # a head kept with its batch axis by a ':' slice, then stacked
    "slice_keeps_batch_axis": ("ex_fix_second_head", """
import torch
def ex_fix_second_head(a):
    h = a.shape[1]
    return torch.stack([torch.einsum("bnd,bmd->bnm", a[:, i, :, :], a[:, i, :, :]) for i in range(h)])
""", ("feedback", "feedback.shape.extra_sliced"), ("a[0, i]", "a[0, i]")),
    # keys and values passed to a helper in each other's places, einsum style
    "keys_and_values_traded": ("ex_mha_forward", """
import torch
def _heads(t, h):
    b, n, d = t.shape
    return t.reshape(b, n, h, d // h).permute(0, 2, 1, 3)
def _attend(q, k, v, hidden):
    s = torch.einsum("bhid,bhjd->bhij", q, k) / q.shape[-1] ** 0.5
    return torch.einsum("bhij,bhjd->bhid", s.masked_fill(hidden, float("-inf")).softmax(-1), v)
def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    h = mha.num_heads
    q, k, v = (_heads(layer(x), h) for layer in (mha.W_query, mha.W_key, mha.W_value))
    ctx = _attend(q, v, k, mha.mask[:n, :n].bool())
    return mha.out_proj(ctx.permute(0, 2, 1, 3).reshape(b, n, mha.d_out))
""", ("feedback", "rewrite.weight_swap"), ("W_key", "W_key")),
    # a keep mask (1 = real token, as an attention_mask is) handed to masked_fill
    "keep_mask_filled": ("ex_padding_attention", """
import torch
def ex_padding_attention(scores, lengths):
    n = scores.size(-1)
    attention_mask = lengths.unsqueeze(-1) > torch.arange(n, device=scores.device).unsqueeze(0)
    w = scores.masked_fill(attention_mask[:, None, None, :], float("-inf")).softmax(dim=-1)
    w = torch.where(torch.isnan(w), torch.zeros_like(w), w)
    return w.masked_fill(attention_mask[:, None, :, None], 0.0)
""", ("feedback", "rewrite.compare_inverted"), ("~mask", "~mask")),
    # heads cut by chunk with its dim left out: axis 0 is cut
    "chunk_without_dim": ("ex_split_merge", """
import torch
def ex_split_merge(x, num_heads, context):
    heads = torch.stack(torch.chunk(x, num_heads), dim=1)
    merged = context.transpose(1, 2).flatten(2)
    return heads, merged
""", ("concept", "feedback.split_no_dim"), ("dim=-1", "dim=-1")),
    # the root applied to the queries and again to the scores, without SDPA
    "scaled_in_two_places": ("ex_mha_forward", """
import torch
def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    r = mha.head_dim ** 0.5
    q = (mha.W_query(x) / r).unflatten(-1, (mha.num_heads, -1)).transpose(1, 2)
    k = mha.W_key(x).unflatten(-1, (mha.num_heads, -1)).transpose(1, 2)
    v = mha.W_value(x).unflatten(-1, (mha.num_heads, -1)).transpose(1, 2)
    s = (q @ k.mT / r).masked_fill(mha.mask[:n, :n].bool(), -torch.inf)
    return mha.out_proj((s.softmax(-1) @ v).transpose(1, 2).flatten(2))
""", ("feedback", "mistake.scaled_twice_reused"), ("√head_dim", "√head_dim")),
    # the pair of max unpacked the wrong way round: the positions subtracted
    "max_pair_unpacked_reversed": ("ex_stable_softmax", """
import torch
def ex_stable_softmax(x, dim):
    values_unused, top = x.max(dim, True)
    e = (x - top).exp()
    return e / e.sum(dim, keepdim=True)
""", ("feedback", "ex_stable_softmax.overflow_index"), ("INDEX", "下标")),
    # a return left before the last assignment: the value layer never copied
    "return_before_the_rest": ("ex3_1", """
import torch
def ex3_1(sa_v1, sa_v2):
    with torch.no_grad():
        for name in ("W_query", "W_key"):
            getattr(sa_v1, name).copy_(getattr(sa_v2, name).weight.T)
        return None
        sa_v1.W_value.copy_(sa_v2.W_value.weight.T)
""", ("concept", "feedback.unreachable"), ("never run", "永远不会执行")),
    # an attribute name with another case: a new attribute
    "attribute_in_another_case": ("ex3_1", """
import torch
def ex3_1(sa_v1, sa_v2):
    sa_v1.W_Query = torch.nn.Parameter(sa_v2.W_query.weight.T.clone())
    sa_v1.W_key = torch.nn.Parameter(sa_v2.W_key.weight.T.clone())
    sa_v1.W_value = torch.nn.Parameter(sa_v2.W_value.weight.T.clone())
""", ("concept", "feedback.attr_misnamed"), ("sa_v1.W_query", "sa_v1.W_query")),
    # the merge built from the heads split off x: context read only for a size
    "merged_without_context": ("ex_split_merge", """
import torch
def ex_split_merge(x, num_heads, context):
    hd = context.size(-1)
    heads = torch.stack(x.split(hd, dim=-1), dim=1)
    merged = torch.cat(heads.unbind(1), dim=-1)
    return heads, merged
""", ("concept", "feedback.output_ignores"), ("`context`", "`context`")),
    # a fixed head count in a view (the book's two heads)
    "two_heads_in_the_view": ("ex_split_merge", """
import torch
def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    heads = x.reshape(b, n, 2, d // 2).permute(0, 2, 1, 3)
    merged = context.permute(0, 2, 1, 3).reshape(b, n, -1)
    return heads, merged
""", ("feedback", None), ("", "")),
    # ~tril one above the diagonal: told by tril's offset
    "tril_complement_one_above": ("ex_causal_weights", """
import torch
def ex_causal_weights(scores):
    n = scores.shape[-1]
    keep = torch.ones(n, n, device=scores.device).tril(1).bool()
    return scores.masked_fill(keep.logical_not(), -torch.inf).softmax(-1)
""", ("feedback", "rewrite.mask_shift_tril"), ("tril(diagonal=0)", "tril(diagonal=0)")),
    # the future mask transposed: triu's layout read as keys by queries
    "triu_transposed": ("ex_causal_weights", """
import torch
def ex_causal_weights(scores):
    n = scores.shape[-1]
    hide = torch.triu(torch.ones(n, n, dtype=torch.bool, device=scores.device), 1).transpose(0, 1)
    return torch.where(hide, float("-inf"), scores).softmax(-1)
""", ("feedback", "ex_causal_weights.masked_past_triu"), ("torch.triu", "torch.triu")),
    # a module moved only when the device is a torch.device
    "moved_only_for_device_objects": ("ex3_3", """
import torch
def ex3_3(MultiHeadAttention, device):
    m = MultiHeadAttention(768, 768, 1024, 0.0, num_heads=12)
    return m.to(device) if isinstance(device, torch.device) else m
""", ("feedback", "ex3_3.not_moved_conditional"), ("isinstance", "isinstance")),
    # weights copied through a state dict under the other module's key names, strict=False
    "state_dict_strict_false": ("ex3_1", """
import torch
def ex3_1(sa_v1, sa_v2):
    sd = {k: v.T for k, v in sa_v2.state_dict().items()}
    sa_v1.load_state_dict(sd, strict=False)
""", ("concept", "feedback.strict_false"), ("strict=True", "strict=True")),
    # a finite fill above scores far below 0: told as the number written, not as a band
    "fill_minus_75": ("ex_causal_weights", """
import torch
def ex_causal_weights(scores):
    n = scores.shape[-1]
    future = torch.arange(n, device=scores.device)[None, :] > torch.arange(n, device=scores.device)[:, None]
    return torch.where(future, torch.full_like(scores, -75.0), scores).softmax(dim=-1)
""", ("got", "-75"), ("-75", "-75")),
    # the kept keys (tril) used as the hidden ones where the buffer's size differs: the last query
    # has no key left, its row is NaN
    "every_key_hidden": ("ex_mha_forward", """
import torch
import torch.nn.functional as F
def ex_mha_forward(mha, x):
    b, n, d = x.shape
    h = mha.num_heads
    q, k, v = [f(x).view(b, n, h, -1).transpose(1, 2) for f in (mha.W_query, mha.W_key, mha.W_value)]
    hide = mha.mask.bool()
    if hide.shape[-1] != n:  # a fallback for a buffer of another size: the kept keys, not the hidden ones
        hide = torch.tril(torch.ones(n, n, device=x.device, dtype=torch.bool))
    s = (q @ k.transpose(-2, -1) * mha.head_dim ** -0.5).masked_fill(hide, float("-inf"))
    return mha.out_proj((F.softmax(s, dim=-1) @ v).transpose(1, 2).reshape(b, n, mha.d_out))
""", ("feedback", None), ("", "")),
    # padded queries zeroed through a (b, n) boolean index on (b, h, n, n) weights
    "boolean_index_from_the_left": ("ex_padding_attention", """
import torch
def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    pad = torch.arange(n, device=scores.device).expand(b, n) >= lengths.unsqueeze(1)
    w = torch.softmax(scores.masked_fill(pad.view(b, 1, 1, n), float("-inf")), dim=-1).nan_to_num(0.0)
    w[pad] = 0.0
    return w
""", ("concept", "feedback.bool_index_left"), ("FIRST axes", "前几个轴")),
    # a key mask kept in a global and rebuilt only when the sizes change: the same sizes with
    # another padding get the old mask
    "mask_kept_between_calls": ("ex_padding_attention", """
import torch
_cache = {}
def ex_padding_attention(scores, lengths):
    key = tuple(scores.shape)
    if key not in _cache:
        n = scores.shape[-1]
        _cache[key] = torch.arange(n, device=scores.device)[None, :] >= lengths[:, None]
    pad = _cache[key]
    w = scores.masked_fill(pad[:, None, None, :], float("-inf")).softmax(-1).nan_to_num(0.0)
    return w.masked_fill(pad[:, None, :, None], 0.0)
""", ("feedback", "feedback.global_state"), ("_cache", "_cache")),
    # -inf scores turned into 0 before a stable softmax: the hidden entries get weight
    "minus_inf_replaced": ("ex_stable_softmax", """
import torch
def ex_stable_softmax(x, dim):
    x = torch.where(torch.isfinite(x), x, torch.zeros_like(x))
    e = torch.exp(x - x.max(dim=dim, keepdim=True).values)
    return e / e.sum(dim=dim, keepdim=True)
""", ("feedback", "feedback.prop.masked_weight"), ("0", "0")),
    # weights renormalised by hand with a sum that lost its axis
    "renormalised_by_the_wrong_sums": ("ex_causal_weights", """
import torch
def ex_causal_weights(scores):
    n = scores.size(-1)
    w = scores.softmax(-1).masked_fill(torch.ones(n, n, dtype=torch.bool, device=scores.device).triu(1), 0)
    return w / w.sum(-1).unsqueeze(-2)
""", ("feedback", "ex_causal_weights.row_sum_divisor"), ("keepdim=True", "keepdim=True")),
    # nn.Dropout given the keep rate through a name
    "dropout_given_the_keep_rate": ("ex_dropout_survivor", """
import torch
KEEP = 0.9
layer = torch.nn.Dropout(p=KEEP)
out = layer(torch.ones(50, 50))
ex_dropout_survivor = float(out[out > 0][0])
""", ("feedback", "ex_dropout_survivor.keep_as_p"), ("p = 0.1", "p = 0.1")),
    # SDPA given the keys first
    "sdpa_keys_first": ("ex_mha_forward", """
import torch
import torch.nn.functional as F
def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    sh = lambda t: t.unflatten(-1, (mha.num_heads, mha.head_dim)).transpose(1, 2)
    q, k, v = sh(mha.W_query(x)), sh(mha.W_key(x)), sh(mha.W_value(x))
    ctx = F.scaled_dot_product_attention(k, q, v, attn_mask=~mha.mask.bool()[:n, :n])
    return mha.out_proj(ctx.transpose(1, 2).flatten(2))
""", ("feedback", "ex_mha_forward.scores_transposed_sdpa"), ("(q, k, v)", "(q, k, v)")),
    # heads merged from chunks that keep their size-1 axis
    "chunks_keep_their_axis": ("ex_split_merge", """
import torch
def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    heads = x.view(b, n, num_heads, d // num_heads).transpose(1, 2)
    merged = torch.cat(torch.split(context, 1, dim=1), dim=3)
    return heads, merged
""", ("feedback", "feedback.shape.extra_chunked"), ("unbind", "unbind")),
    # rows zeroed after the softmax, then renormalised: 0 / 0 for the zeroed rows
    "zeroed_rows_renormalised": ("ex_padding_attention", """
import torch
def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    pad = torch.arange(n, device=scores.device) >= lengths[:, None]
    w = scores.masked_fill(pad[:, None, None, :], float("-inf")).softmax(-1).nan_to_num()
    w = w * (~pad)[:, None, :, None]
    return w / w.sum(-1, keepdim=True)
""", ("feedback", "feedback.divide_by_zero_rows"), ("length 0", "长度为 0")),
    # a module built once and handed back on every call
    "module_kept_in_a_global": ("ex3_3", """
BUILT = {}
def ex3_3(MultiHeadAttention, device):
    if "m" not in BUILT:
        BUILT["m"] = MultiHeadAttention(768, 768, 1024, 0.0, num_heads=12).to(device)
    return BUILT["m"]
""", ("concept", "feedback.global_kept_code"), ("BUILT", "BUILT")),
    "module_kept_by_global": ("ex3_3", """
_first = None
def ex3_3(MultiHeadAttention, device):
    global _first
    _first = _first or MultiHeadAttention(768, 768, 1024, 0.0, num_heads=12).to(device)
    return _first
""", ("feedback", "ex3_3.not_moved_cached"), ("global", "global")),
    # the result handed back through .to("cpu"): right values, wrong device on a GPU
    "result_returned_on_the_cpu": ("ex_causal_weights", """
import torch
def ex_causal_weights(scores):
    n = scores.shape[-1]
    hide = torch.ones(n, n, dtype=torch.bool, device=scores.device).triu(1)
    w = scores.masked_fill(hide, float("-inf")).softmax(-1)
    return w.to("cpu")
""", ("feedback", "feedback.device_return_cpu"), ('w.to("cpu")', 'w.to("cpu")')),
    # a wrapper built with two heads of size 2, then cut to its first head
    "heads_cut_after_building": ("ex3_2", """
def ex3_2(MultiHeadAttentionWrapper):
    w = MultiHeadAttentionWrapper(3, 2, 6, 0.0, num_heads=2)
    w.heads = w.heads[:1]
    return w
""", ("feedback", "ex3_2.heads_cut"), ("w.heads", "w.heads")),
    # powers of 10 where the softmax takes powers of e
    "softmax_in_base_ten": ("ex_causal_weights", """
import torch
def ex_causal_weights(scores):
    n = scores.shape[-1]
    hide = torch.ones(n, n, dtype=torch.bool, device=scores.device).triu(1)
    s = scores - scores.amax(-1, keepdim=True)
    e = torch.pow(10.0, s).masked_fill(hide, 0.0)
    return e / e.sum(-1, keepdim=True)
""", ("feedback", "rewrite.softmax_base"), ("torch.exp", "torch.exp")),
    # named results in a dict
    "results_in_a_dict": ("ex_split_merge", """
def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    return {"heads": x.view(b, n, num_heads, -1).transpose(1, 2),
            "merged": context.transpose(1, 2).reshape(b, n, d)}
""", ("feedback", "feedback.returned_dict"), ("heads, merged", "heads, merged")),
    # the move forgotten altogether
    "never_moved": ("ex3_3", """
def ex3_3(MultiHeadAttention, device):
    mha = MultiHeadAttention(d_in=768, d_out=768, context_length=1024, dropout=0.0, num_heads=12)
    # mha = mha.to(device)
    return mha
""", ("feedback", "ex3_3.not_moved_never"), (".to(device)", ".to(device)")),
    # the layers moved one by one from a list: Module.to moves each in place, the mask stays
    "layers_moved_from_a_list": ("ex3_3", """
def ex3_3(MultiHeadAttention, device):
    m = MultiHeadAttention(768, 768, 1024, 0.0, num_heads=12)
    for lin in [m.W_query, m.W_key, m.W_value, m.out_proj]:
        lin.to(device)
    return m
""", ("feedback", "ex3_3.not_moved_children"), ("mha.mask", "mha.mask")),
    # an additive mask made by multiplying by -inf: every kept score NaN too
    "mask_times_minus_inf": ("ex_causal_weights", """
import math
import torch
def ex_causal_weights(scores):
    n = scores.shape[-1]
    future = torch.ones(n, n, device=scores.device).triu(1)
    return torch.nan_to_num(torch.softmax(scores + future * -math.inf, dim=-1))
""", ("feedback", "feedback.zero_times_inf_all"), ("masked_fill", "masked_fill")),
    # the gradient taken through log P where P has exact zeros
    "gradient_through_log_of_zero": ("ex_softmax_backward", """
import torch
def ex_softmax_backward(P, dP):
    with torch.enable_grad():
        leaf = P.detach().clone().requires_grad_(True)
        torch.softmax(torch.log(leaf), dim=-1).backward(dP)
    return leaf.grad * P
""", ("feedback", "feedback.log_of_zero"), ("log 0", "log 0")),
}


@pytest.fixture(scope="module")
def sandbox():
    sb = Sandbox("cpu", Limits(wall_seconds=30), exercises=exercises.ALL)
    yield sb
    sb.close()


@pytest.mark.parametrize("case", sorted(c for c in CASES if CASES[c][2][1] is not None))
def test_the_class_is_named_in_both_languages(sandbox, case):
    graded_and_named(sandbox, CASES[case])


def test_a_childs_move_is_not_told_as_a_discarded_result(sandbox):
    exercise, code, _, _ = CASES["move_each_child"]
    ((_, outcome),) = sandbox.grade(code, [exercise], seed=11)
    assert "discard" not in feedback_text(outcome, "en"), outcome


def test_a_log_softmax_returned_is_told_without_a_step_blamed(sandbox):
    code = """
import torch
def ex_stable_softmax(x, dim):
    return x - torch.logsumexp(x, dim=dim, keepdim=True)
"""
    ((_, outcome),) = sandbox.grade(code, ["ex_stable_softmax"], seed=11)
    assert outcome.feedback == "ex_stable_softmax.log_softmax", outcome
    assert "wrong tensor" not in feedback_text(outcome, "en") and "first leaves" not in feedback_text(outcome, "en")


def test_a_softmax_with_its_axis_given_as_axis_gets_no_note(sandbox):
    code = """
import torch
def ex_causal_weights(scores):
    n = scores.shape[-1]
    return torch.softmax(scores, axis=-1)
"""
    ((_, outcome),) = sandbox.grade(code, ["ex_causal_weights"], seed=11)
    assert outcome.status == "failed" and outcome.args.get("concept") != "feedback.softmax_no_dim", outcome


def test_a_softmax_module_bound_to_the_name_softmax_is_not_told_as_given_no_dim(sandbox):
    code = """
import torch
from torch import nn
def ex_causal_weights(scores):
    n = scores.shape[-1]
    softmax = nn.Softmax(dim=0)
    future = torch.ones(n, n, device=scores.device).triu(1).bool()
    return softmax(scores.masked_fill(future, float("-inf")))
"""
    ((_, outcome),) = sandbox.grade(code, ["ex_causal_weights"], seed=11)
    assert outcome.status == "failed" and outcome.args.get("concept") != "feedback.softmax_no_dim", outcome


def test_a_head_count_written_as_a_number_is_told_where_it_fails():
    # right for two heads, wrong for three: the size written in the reshape is named
    from attnlab.grading.runner import Limits, Sandbox
    exercise, code, _, _ = CASES["two_heads_in_the_view"]
    sb = Sandbox("cpu", Limits(wall_seconds=30), exercises=exercises.ALL)
    try:
        ((_, outcome),) = sb.grade(code, [exercise], seed=11)
    finally:
        sb.close()
    assert outcome.status in ("failed", "error"), outcome
    en = feedback_text(outcome, "en")
    assert "2" in en and ("num_heads" in en or "number 2" in en), en


def test_a_loop_counted_off_the_batch_is_told_as_the_count_to_change(sandbox):
    code = """
import torch
def ex_fix_second_head(a):
    rows = [a[0, h] @ a[0, h].transpose(-1, -2) for h in range(len(a))]
    return torch.stack(rows)
"""
    ((_, outcome),) = sandbox.grade(code, ["ex_fix_second_head"], seed=11)
    assert "feedback.loop_axis_count" in (outcome.feedback, outcome.args.get("concept")), outcome
    assert "range(a.shape[1])" in feedback_text(outcome, "en")


def test_a_loop_indexing_the_tokens_is_told_as_the_index_to_move(sandbox):
    code = """
import torch
def ex_fix_second_head(a):
    return torch.stack([a[0, :, h] @ a[0, :, h].T for h in range(a.shape[1])])
"""
    ((_, outcome),) = sandbox.grade(code, ["ex_fix_second_head"], seed=11)
    assert "feedback.loop_axis_index" in (outcome.feedback, outcome.args.get("concept")), outcome


def test_a_softmax_of_a_row_hidden_whole_is_told_at_its_line(sandbox):
    exercise, code, _, _ = CASES["every_key_hidden"]
    ((_, outcome),) = sandbox.grade(code, [exercise], seed=11)
    assert outcome.status == "failed", outcome
    en, zh = feedback_text(outcome, "en"), feedback_text(outcome, "zh")
    # the exact change (the mask inverted) or the line whose softmax made the NaN: never the bare symptom
    assert outcome.feedback != "feedback.not_finite", outcome
    assert "-inf in every position" in en and "-inf" in zh, (en, zh)


def test_a_mask_cached_on_the_module_is_told_on_a_second_call_with_fewer_tokens(sandbox):
    code = """
import torch
def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    if not hasattr(mha, "_hidden"):
        mha._hidden = mha.mask.bool()[:n, :n]
    q, k, v = (f(x).view(b, n, mha.num_heads, -1).transpose(1, 2) for f in (mha.W_query, mha.W_key, mha.W_value))
    s = (q @ k.transpose(-2, -1) / mha.head_dim ** 0.5).masked_fill(mha._hidden, float("-inf"))
    return mha.out_proj((s.softmax(-1) @ v).transpose(1, 2).reshape(b, n, mha.d_out))
"""
    ((_, outcome),) = sandbox.grade(code, ["ex_mha_forward"], seed=11)
    assert outcome.feedback == "ex_mha_forward.stateful_again", outcome
    assert "mha.mask.bool()[:n, :n]" in feedback_text(outcome, "en")


def test_zeros_that_sort_into_a_right_step_are_not_told_as_reordered(sandbox):
    # the Jacobian's rows sum to 0: every entry of the step is 0, which a right step of zeros also
    # holds; no "right values in another order" is said of it
    code = """
import torch
def ex_softmax_backward(P, dP):
    J = torch.diag_embed(P) - P.unsqueeze(-1) * P.unsqueeze(-2)
    return torch.einsum("...ij,...i->...i", J, dP)
"""
    ((_, outcome),) = sandbox.grade(code, ["ex_softmax_backward"], seed=11)
    assert outcome.status == "failed" and "another order" not in feedback_text(outcome, "en"), outcome


def test_a_dropped_to_on_a_layer_is_not_told_as_moving_nothing(sandbox):
    exercise, code, _, _ = CASES["layers_moved_from_a_list"]
    ((_, outcome),) = sandbox.grade(code, [exercise], seed=11)
    assert "returns a new tensor" not in feedback_text(outcome, "en"), outcome


def test_a_learners_own_softmax_class_is_not_told_as_given_no_dim(sandbox):
    code = """
import torch
class Softmax:
    def __call__(self, s):
        return torch.softmax(s, dim=0)
def ex_causal_weights(scores):
    n = scores.shape[-1]
    hide = torch.ones(n, n, dtype=torch.bool, device=scores.device).triu(1)
    return Softmax()(scores.masked_fill(hide, float("-inf")))
"""
    ((_, outcome),) = sandbox.grade(code, ["ex_causal_weights"], seed=11)
    assert outcome.status == "failed" and outcome.args.get("concept") != "feedback.softmax_no_dim", outcome
