"""Through the real sandbox, classes read off the misses of the thirteenth session's sealed corpora
(fresh119..fresh123) and this session's tuning corpora, each on an answer written in another style
than the corpus's; English and Chinese are both checked.

- A loop whose passes read slice i of a tensor but write into all of that axis of an output made
  like it (the batch index dropped from the written block), counted by range or by enumerate.
- A mask off by one: the comparison or offset that builds it, pointed at where it is written.
- Keys and values kept on the module from the first call (a cache that checks nothing, or only the
  shape): caught by a second call with other values of the same shape.
- Lambdas or defs made in a loop, kept, and called after it: each reads the loop's last value.
- State kept on an object of the file's own class (a callable object the answer is bound to): its
  attributes count as what the calls write, and its methods are read as the answer's code (a
  module kept on it, ex3_3).
- A range over a size unpacked from another axis (H from a.shape[2]): which axis it counts.
- Padded queries zeroed with the slice on the keys' axis (columns): the write with rows.
- An axis parameter rewritten under a new name (d = norm(dim)): that line, also where it raised.
- A token's score set to -inf by index: that line, not a range that skips it.
- A wrapper turned to another dtype than torch's default (ex3_2).
- A generator or map written as a statement: nothing in it runs.
- A mask tested against 0 (keep == 0): the tril or triu behind it is what to change.
- An additive mask made from a negated mask: the negation, and the inverted text without
  masked_fill's rule where the code has no masked_fill.
- A transpose "missing" from code that moves axes more than needed: told as one move too many or
  too few, not as a transpose to add.
- Sizes fixed in one notebook cell and read by a function in another (the split's head count).
- A layer applied straight to another's output where the reference never composes the two
  (out_proj on the values' projection).
- Weights that are NaN told as NaN (not as weights of 0), and no rewrite claimed for an output
  with no finite entry at all.
"""

from __future__ import annotations

import pytest

import exercises
from attnlab.grading.runner import Limits, Sandbox
from class_named import graded_and_named

pytestmark = pytest.mark.sandbox

CASES = {
    # each sequence's block written into every sequence of the output
    "batch_index_dropped_in_write": ("ex_padding_attention", """
import torch
def ex_padding_attention(scores, lengths):
    result = scores.new_zeros(scores.shape)
    for seq in range(scores.shape[0]):
        keep = int(lengths[seq].item())
        if keep:
            result[..., :keep, :keep] = scores[seq, :, :keep, :keep].softmax(-1)
    return result
""", ("concept", "feedback.loop_write_whole"), ("never uses seq", "从未用到 seq")),
    # the same, counted by enumerate over the lengths into an output made like the scores
    "block_written_over_every_sequence": ("ex_padding_attention", """
import torch
def ex_padding_attention(scores, lengths):
    probs = torch.zeros_like(scores)
    for b, length in enumerate(lengths.tolist()):
        if length > 0:
            probs[:, :, :length, :length] = torch.softmax(scores[b, :, :length, :length], dim=-1)
    return probs
""", ("concept", "feedback.loop_write_whole_read"), ("read scores at slice b of axis 0", "scores 第 0 轴上的第 b 个切片")),
    # a mask off by one, built by a comparison of positions two lines before it is applied
    "mask_comparison_shifted": ("ex_causal_weights", """
import torch
def ex_causal_weights(scores):
    n = scores.size(-1)
    pos = torch.arange(n, device=scores.device)
    later = pos.unsqueeze(0) > pos.unsqueeze(1) + 1
    return torch.where(later, torch.full_like(scores, float("-inf")), scores).softmax(dim=-1)
""", ("concept", "feedback.mask_shift_built"), ("by `pos.unsqueeze(0) > pos.unsqueeze(1) + 1`",
                                                  "由 `pos.unsqueeze(0) > pos.unsqueeze(1) + 1` 构造")),
    # keys and values projected once and kept on the module (a KV cache checked by nothing)
    "kv_kept_on_the_module": ("ex_mha_forward", """
import torch
def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    h, hd = mha.num_heads, mha.head_dim
    if not hasattr(mha, "kv"):
        mha.kv = [mha.W_key(x).view(b, n, h, hd).transpose(1, 2), mha.W_value(x).view(b, n, h, hd).transpose(1, 2)]
    k, v = mha.kv
    q = mha.W_query(x).view(b, n, h, hd).transpose(1, 2)
    s = (q @ k.transpose(-2, -1)).masked_fill(mha.mask.bool()[:n, :n], float("-inf"))
    w = mha.dropout(torch.softmax(s / hd ** 0.5, dim=-1))
    return mha.out_proj((w @ v).transpose(1, 2).reshape(b, n, mha.d_out))
""", ("feedback", "ex_mha_forward.stateful_values"), ("same shape", "同样形状")),
    # callables made in a loop that read its variable when called, after the loop
    "late_bound_closures": ("ex_fix_second_head", """
import torch
def ex_fix_second_head(a):
    def make(h):
        return a[0, h] @ a[0, h].T
    fns = {}
    for h in range(a.size(1)):
        fns[h] = lambda: make(h)
    return torch.stack([f() for f in fns.values()])
""", ("concept", "feedback.late_binding"), ("sees the last h", "最后一个 h")),
    # state kept on a callable object the answer is bound to: an attribute set by the first call
    "state_on_a_callable_object": ("ex_fix_mask_heads", """
import torch
class Fixer:
    def __init__(self):
        self.mask = None
    def __call__(self, scores, pad):
        if self.mask is None:
            self.mask = pad[:, None, None, :]
        return scores.masked_fill(self.mask, float("-inf")).softmax(-1)
ex_fix_mask_heads = Fixer()
""", ("names", "ex_fix_mask_heads.mask"), ("ex_fix_mask_heads.mask", "ex_fix_mask_heads.mask")),
    # an additive mask made by multiplying with -inf: NaN wherever the mask is 0, so every weight
    # (made once per size in a cache, so no later call shows the product that made the NaN)
    "nan_everywhere_told_as_nan": ("ex_causal_weights", """
import torch
def ex_causal_weights(scores, _bias={}):
    n = scores.shape[-1]
    if n not in _bias:
        _bias[n] = torch.ones(n, n).triu(1).mul(-float("inf"))
    return (scores + _bias[n].to(scores)).softmax(-1)
""", ("feedback", "feedback.prop.nan_weight"), ("NaN", "NaN")),
    # the module built once and kept on a callable object: later devices get the first one
    "module_kept_on_an_object": ("ex3_3", """
class Builder:
    built = None
    def __call__(self, MultiHeadAttention, device):
        if self.built is None:
            self.built = MultiHeadAttention(768, 768, 1024, 0.0, num_heads=12).to(device)
        return self.built
ex3_3 = Builder()
""", ("feedback", "ex3_3.not_moved_cached"), ("outlives the call", "活得更久的对象")),
    # the heads' count unpacked from the tokens' axis, then looped over as heads
    "range_bound_from_another_axis": ("ex_fix_second_head", """
import torch
def ex_fix_second_head(a):
    _, _, heads, _ = a.size()
    return torch.stack([a[0, k, :, :] @ a[0, k, :, :].mT for k in range(heads)])
""", ("range", "range(heads) (heads = a.shape[2])"), ("range(heads) (heads = a.shape[2])",
                                                       "range(heads) (heads = a.shape[2])")),
    # padded queries zeroed with the slice on the keys' axis
    "zeroed_key_columns": ("ex_padding_attention", """
import torch
def ex_padding_attention(scores, lengths):
    keys = torch.arange(scores.size(-1), device=scores.device)
    hide = keys[None, None, None, :] >= lengths[:, None, None, None]
    p = scores.masked_fill(hide, float("-inf")).softmax(-1).nan_to_num(0.0)
    for b in range(p.size(0)):
        p[b, ..., :, int(lengths[b]):] = 0
    return p
""", ("concept", "feedback.zeroed_columns"), ("`p[b, ..., int(lengths[b]):, :] = 0`",
                                               "`p[b, ..., int(lengths[b]):, :] = 0`")),
    # the axis renamed through a rewrite that sends 0 to the end (0 read as "no axis given")
    "axis_renamed_through_a_rewrite": ("ex_stable_softmax", """
import torch
def ex_stable_softmax(x, dim):
    ax = dim or -1
    shifted = x - x.max(dim=ax, keepdim=True).values
    e = shifted.exp()
    return e / e.sum(ax, keepdim=True)
""", ("concept", "feedback.dim_rewritten"), ("`ax = dim or -1`", "`ax = dim or -1`")),
    # the same, raising: the error as it is and the rewrite, not a number written in the code
    "axis_rewrite_that_raises": ("ex_stable_softmax", """
import torch
def ex_stable_softmax(x, dim):
    d = dim if dim > 0 else x.dim() + dim
    z = (x - x.amax(d, keepdim=True)).exp()
    return z / z.sum(d, keepdim=True)
""", ("feedback", "feedback.raised"), ("rewrites dim", "改写了它")),
    # an axis kept on the object from its first call (hasattr as the test)
    "axis_set_once_on_the_object": ("ex_stable_softmax", """
import torch
class StableSoftmax:
    def __call__(self, x, dim):
        if not hasattr(self, "axis"):
            self.axis = dim
        z = x - x.amax(self.axis, keepdim=True)
        return z.exp() / z.exp().sum(self.axis, keepdim=True)
ex_stable_softmax = StableSoftmax()
""", ("feedback", "feedback.global_state"), ("ex_stable_softmax.axis", "ex_stable_softmax.axis")),
    # the lower triangle turned over with .mT: the future and the diagonal hidden
    "triangle_turned_over": ("ex_causal_weights", """
import torch
def ex_causal_weights(scores):
    n = scores.size(-1)
    seen = torch.ones(n, n, dtype=torch.bool, device=scores.device).tril()
    return scores.masked_fill(seen.mT, -torch.inf).softmax(-1)
""", ("concept", "feedback.mask_shift_built"), ("by `seen.mT`", "由 `seen.mT` 构造")),
    # the query's own score pushed down to -inf by index: its term left out of the context
    "own_score_hidden": ("ex_context", """
import torch
X = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                  [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
scores = X @ X[1]
scores[1] = float("-inf")
ex_context = (scores.softmax(0) @ X).tolist()
""", ("feedback", "rewrite.term_hidden"), ("`scores[1] = float('-inf')`", "`scores[1] = float('-inf')`")),
    # a wrapper turned to float64 where the book's batch is float32
    "wrapper_in_another_dtype": ("ex3_2", """
import torch
def ex3_2(MultiHeadAttentionWrapper):
    return MultiHeadAttentionWrapper(3, 1, 6, 0.0, num_heads=2).to(torch.float64)
""", ("feedback", "ex3_2.dtype"), ("float64", "float64")),
    # copies written as a map(...) that nothing iterates: none of them runs
    "copies_in_a_lazy_map": ("ex3_1", """
import torch
def ex3_1(sa_v1, sa_v2):
    names = ["W_query", "W_key", "W_value"]
    with torch.no_grad():
        map(lambda n: getattr(sa_v1, n).copy_(getattr(sa_v2, n).weight.T), names)
""", ("concept", "feedback.lazy_statement"), ("never runs it", "从未运行它")),
    # a lower triangle one below the diagonal, then tested against 0: the offset is what to change
    "mask_tested_against_zero": ("ex_causal_weights", """
import torch
def ex_causal_weights(scores):
    n = scores.shape[-1]
    keep = torch.tril(torch.ones(n, n, device=scores.device), diagonal=-1)
    return torch.softmax(scores.masked_fill(keep.eq(0), float("-inf")), -1)
""", ("concept_element", "torch.tril(torch.ones(n, n, device=scores.device), diagonal=-1)"),
        ("diagonal=-1)`", "diagonal=-1)`")),
    # an additive mask made from the future's mask negated: the penalty lands on the past
    "additive_mask_negated": ("ex_causal_weights", """
import torch
def ex_causal_weights(scores):
    n = scores.size(-1)
    future = torch.ones(n, n, device=scores.device, dtype=scores.dtype).triu(1)
    penalty = (1 - future) * -1e9
    return (scores + penalty).softmax(dim=-1)
""", ("concept", "feedback.mask_negated_additive"), ("`1 - future`", "`1 - future`")),
    # keys laid out (b, h, hd, n) by a permute, then transposed again in the product
    "keys_turned_twice": ("ex_mha_forward", """
import torch
def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    h, hd = mha.num_heads, mha.head_dim
    q = mha.W_query(x).view(b, n, h, hd).permute(0, 2, 1, 3)
    kT = mha.W_key(x).view(b, n, h, hd).permute(0, 2, 3, 1)
    v = mha.W_value(x).view(b, n, h, hd).permute(0, 2, 1, 3)
    s = (q @ kT.mT).masked_fill(mha.mask.bool()[:n, :n], float("-inf")) / hd ** 0.5
    ctx = mha.dropout(s.softmax(-1)) @ v
    return mha.out_proj(ctx.permute(0, 2, 1, 3).reshape(b, n, mha.d_out))
""", ("feedback", "rewrite.no_transpose_moved"), ("once too often", "多换了一次")),
    # a notebook's experiment cell fixes num_heads; a helper in another cell reads it
    "size_fixed_in_another_cell": ("ex_mha_forward", """
import torch
heads = 2

def split(t):
    b, n, d = t.shape
    return t.reshape(b, n, heads, d // heads).transpose(1, 2)

def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    q, k, v = split(mha.W_query(x)), split(mha.W_key(x)), split(mha.W_value(x))
    s = (q @ k.mT).masked_fill(mha.mask.bool()[:n, :n], float("-inf")) / q.shape[-1] ** 0.5
    ctx = (mha.dropout(s.softmax(-1)) @ v).transpose(1, 2).reshape(b, n, mha.d_out)
    return mha.out_proj(ctx)
""", ("concept", "feedback.global_sizes"), ("heads = 2", "heads = 2")),
    # out_proj applied to the values' projection, before the heads, and not at the end
    "out_proj_on_a_projection": ("ex_mha_forward", """
import torch
def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    h, hd = mha.num_heads, mha.head_dim
    heads = lambda t: t.unflatten(-1, (h, hd)).transpose(1, 2)
    q, k = heads(mha.W_query(x)), heads(mha.W_key(x))
    v = heads(mha.out_proj(mha.W_value(x)))
    w = (q @ k.mT / hd ** 0.5).masked_fill(mha.mask.bool()[:n, :n], float("-inf")).softmax(-1)
    return (mha.dropout(w) @ v).transpose(1, 2).flatten(2)
""", ("concept", "feedback.layer_on_layer"), ("applies out_proj straight to what W_value gives",
                                               "把 out_proj 直接用在 W_value 的输出上")),
}


@pytest.fixture(scope="module")
def sandbox():
    sb = Sandbox("cpu", Limits(wall_seconds=30), exercises=exercises.ALL)
    yield sb
    sb.close()


@pytest.mark.parametrize("case", CASES.values(), ids=list(CASES))
def test_the_class_is_named_in_both_languages(sandbox, case):
    graded_and_named(sandbox, case)


def test_an_attribute_set_once_is_read_across_a_notebooks_cells():
    """The class in one cell, its object bound to the answer's name in a later one (as a notebook
    has it): the object's __call__ is read as the answer, and a value it stores only while unset
    is told."""
    from attnlab.grading import code_notes

    cells = [(1, "import torch\nclass Softmax:\n    def __init__(self):\n        self.dim = None\n"
                 "    def __call__(self, x, dim):\n        if self.dim is None:\n            self.dim = dim\n"
                 "        return torch.softmax(x, self.dim)\n"),
             (2, "ex_stable_softmax = Softmax()\n")]
    found = code_notes.find(cells, "ex_stable_softmax")
    assert found and found["key"] == "feedback.attribute_kept_code" and found["attr"] == "self.dim", found
    assert code_notes.find([(1, "import torch\nclass Softmax:\n    def __call__(self, x, dim):\n"
                                "        return torch.softmax(x, dim)\n"), (2, "ex_stable_softmax = Softmax()\n")],
                           "ex_stable_softmax") is None


def test_a_value_returned_by_a_call_made_for_what_it_writes_is_not_an_unread_tensor():
    """``shape = t(name, layer)`` where t's __call__ sets an attribute: the call is made for what
    it writes, so the unread name is no tensor meant for another line."""
    from attnlab.grading import code_notes

    code = ("class Transfer:\n    def __init__(self, dst):\n        self.dst = dst\n"
            "    def __call__(self, name, layer):\n        setattr(self.dst, name, layer.weight.T)\n"
            "        return layer.weight.shape\n"
            "def ex3_1(sa_v1, sa_v2):\n    t = Transfer(sa_v1)\n"
            "    for name in ('W_query', 'W_key', 'W_value'):\n        shape = t(name, getattr(sa_v2, name))\n")
    found = code_notes.find([(None, code)], "ex3_1")
    assert not found or found["key"] != "feedback.local_unread", found
    # the same name bound to a tensor the answer computes and never reads is still told
    code2 = ("import torch\ndef ex3_1(sa_v1, sa_v2):\n    w = sa_v2.W_query.weight.T.clone()\n"
             "    sa_v1.W_query = torch.nn.Parameter(sa_v2.W_key.weight.T)\n")
    found = code_notes.find([(None, code2)], "ex3_1")
    assert found and found["key"] == "feedback.local_unread" and found["var"] == "w", found


@pytest.mark.parametrize("code, told", [
    # keyed by the size and device its value is made from: each call finds its own mask
    ("_m = {}\ndef ex_causal_weights(scores):\n    n = scores.shape[-1]\n    key = (n, scores.device)\n"
     "    if key not in _m:\n        _m[key] = torch.ones(n, n, device=scores.device).triu(1).bool()\n"
     "    return scores.masked_fill(_m[key], float('-inf')).softmax(-1)\n", False),
    # keyed by the weight's shape, its value made from the weight's values: a later layer of the
    # same shape gets the first one's weights
    ("_t = {}\ndef ex3_1(sa_v1, sa_v2):\n    for name in ('W_query', 'W_key', 'W_value'):\n"
     "        w = getattr(sa_v2, name).weight\n        if w.shape not in _t:\n            _t[w.shape] = w.T.clone()\n"
     "        setattr(sa_v1, name, torch.nn.Parameter(_t[w.shape]))\n", True),
])
def test_a_cache_is_told_only_where_its_key_leaves_out_what_its_value_is_made_from(code, told):
    from attnlab.grading import code_notes

    name = "ex3_1" if "ex3_1" in code else "ex_causal_weights"
    found = code_notes.find([(None, "import torch\n" + code)], name)
    assert (found is not None and found["key"] == "feedback.global_kept_code") == told, found
