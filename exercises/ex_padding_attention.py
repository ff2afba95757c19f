"""Attention weights with key padding that never produce NaN rows."""

import torch

from attnlab import attention
from attnlab.grading.model import solution_file
from attnlab.grading.tensor_exercise import randn, tensor_exercise, with_device_rule


def cases():
    return [
        (randn(3, 1, 5, 5, seed=8, scale=2.0), torch.tensor([5, 0, 3])),  # an empty sequence
        (randn(2, 2, 4, 4, seed=7), torch.tensor([4, 2])),  # b == h: a missing head axis broadcasts
        (randn(2, 3, 6, 6, seed=9), torch.tensor([1, 4])),
    ]


def _padded(n, lengths):
    return torch.arange(n)[None, :] >= lengths[:, None]  # (b, n): True at padding


def _weights(scores, key_mask, query_mask=None, safe=True):
    w = torch.softmax(scores.masked_fill(key_mask, float("-inf")), dim=-1)
    w = w.nan_to_num(0.0) if safe else w
    return w if query_mask is None else w.masked_fill(query_mask, 0.0)


def reference(scores, lengths):
    padded = _padded(scores.shape[-1], lengths)
    weights = attention.masked_softmax_safe(scores, padded[:, None, None, :])
    return weights.masked_fill(padded[:, None, :, None], 0.0)


def _off_by_one(scores, lengths, shift):
    n = scores.shape[-1]
    padded = torch.arange(n)[None, :] >= (lengths + shift)[:, None]
    return _weights(scores, padded[:, None, None, :], padded[:, None, :, None])


def _no_head_axis(scores, lengths):
    padded = _padded(scores.shape[-1], lengths)
    return _weights(scores, padded[:, None, :], padded[:, :, None])


def _queries_masked(scores, lengths):
    padded = _padded(scores.shape[-1], lengths)
    return _weights(scores, padded[:, None, :, None])


MISTAKES = (
    ("ex_padding_attention.off_by_one", lambda s, l: _off_by_one(s, l, 1)),
    ("ex_padding_attention.off_by_one", lambda s, l: _off_by_one(s, l, -1)),
    ("ex_padding_attention.queries_masked", _queries_masked),
    ("ex_padding_attention.head_axis", _no_head_axis),
    ("ex_padding_attention.nan", lambda s, l: _weights(s, _padded(s.shape[-1], l)[:, None, None, :],
                                                        safe=False)),
    ("ex_padding_attention.query_rows", lambda s, l: _weights(s, _padded(s.shape[-1], l)[:, None, None, :])),
    ("ex_padding_attention.query_rows",
     lambda s, l: torch.softmax(s.masked_fill(_padded(s.shape[-1], l)[:, None, None, :], -1e9), -1)),
    ("ex_padding_attention.inverted", lambda s, l: _weights(s, ~_padded(s.shape[-1], l)[:, None, None, :],
                                                             _padded(s.shape[-1], l)[:, None, :, None])),
)


def diagnose(args, got, want):
    g = got[0]
    if g.shape != want[0].shape:
        return "", {}
    if torch.isnan(g).any():
        return "ex_padding_attention.nan", {}
    scores, lengths = args
    padded = _padded(scores.shape[-1], lengths)
    if g.masked_select(padded[:, None, None, :].expand_as(g)).abs().sum() > 1e-6:
        return "ex_padding_attention.keys_seen", {}
    if g.masked_select(padded[:, None, :, None].expand_as(g)).abs().sum() > 1e-6:
        return "ex_padding_attention.query_rows", {}
    return "", {}


EXERCISE = tensor_exercise(
    "ex_padding_attention", 3,
    {"en": "Padding without NaN", "zh": "不会产生 NaN 的填充掩码"},
    with_device_rule({
        "en": "Write `ex_padding_attention(scores, lengths)`. `scores` has shape (b, h, n, n); "
        "`lengths` is an integer tensor of shape (b,) holding each sequence's real length, the rest "
        "being padding. Return weights in which no query attends to a padded key, rows of padded "
        "queries are all 0, and no row is ever NaN, even for a sequence of length 0.",
        "zh": "编写 `ex_padding_attention(scores, lengths)`。`scores` 的形状为 (b, h, n, n)；`lengths` 是形状为 (b,) "
        "的整数张量，存放每个序列的真实长度，其余位置是填充。返回的权重中，任何查询都不关注被填充的键，"
        "被填充的查询所在的行全为 0，并且任何一行都不能是 NaN，即使序列长度为 0 也一样。"}),
    {"en": ("Build a (b, n) padding mask, True where position ≥ length, then index it as "
            "[:, None, None, :] for keys (the head and query axes broadcast).",
            "A row with every key masked is NaN after softmax: set such rows to 0 afterwards."),
     "zh": ("先构造 (b, n) 的填充掩码（位置 ≥ 长度处为 True），再用 [:, None, None, :] 作为键的掩码"
            "（头和查询两个维度通过广播补齐）。",
            "所有键都被遮住的行在 softmax 之后是 NaN：之后把这些行设为 0。")},
    "def ex_padding_attention(scores, lengths):\n    ...\n",
    solution_file(__file__, "ex_padding_attention"),
    cases, reference, diagnose, long_inputs=(1,), mistakes=MISTAKES,
)
