"""Attention weights with key padding that never produce NaN rows."""

import torch

from attnlab import attention
from attnlab.grading.model import solution_file
from attnlab.grading.tensor_exercise import randn, tensor_exercise


def cases():
    return [
        (randn(3, 1, 5, 5, seed=8, scale=2.0), torch.tensor([5.0, 0.0, 3.0])),  # an empty sequence
        (randn(2, 2, 4, 4, seed=7), torch.tensor([4.0, 2.0])),
    ]


def reference(scores, lengths):
    n = scores.shape[-1]
    padded = torch.arange(n)[None, :] >= lengths.long()[:, None]  # (b, n)
    weights = attention.masked_softmax_safe(scores, padded[:, None, None, :])
    return weights.masked_fill(padded[:, None, :, None], 0.0)


def diagnose(args, got, want):
    g = got[0]
    if g.shape != want[0].shape:
        return "", {}
    if torch.isnan(g).any():
        return "ex_padding_attention.nan", {}
    scores, lengths = args
    padded_rows = torch.arange(scores.shape[-1])[None, :] >= lengths.long()[:, None]  # (b, n)
    if g.masked_select(padded_rows[:, None, :, None].expand_as(g)).abs().sum() > 1e-6:
        return "ex_padding_attention.query_rows", {}
    return "", {}


EXERCISE = tensor_exercise(
    "ex_padding_attention", 3,
    {"en": "Padding without NaN", "zh": "不会产生 NaN 的填充掩码"},
    {"en": "Write `ex_padding_attention(scores, lengths)`. `scores` has shape (b, h, n, n); "
     "`lengths` (b,) holds each sequence's real length, the rest being padding. Return weights in "
     "which no query attends to a padded key, rows of padded queries are all 0, and no row is ever "
     "NaN, even for a sequence of length 0.",
     "zh": "编写 `ex_padding_attention(scores, lengths)`。`scores` 的形状为 (b, h, n, n)；`lengths` (b,) 是每个序列的"
     "真实长度，其余位置是填充。返回的权重中，任何查询都不关注被填充的键，被填充的查询所在的行全为 0，"
     "并且任何一行都不能是 NaN，即使序列长度为 0 也一样。"},
    {"en": ("Build a (b, n) padding mask, then index it as [:, None, None, :] for keys.",
            "A row with every key masked is NaN after softmax: set such rows to 0 afterwards."),
     "zh": ("先构造 (b, n) 的填充掩码，再用 [:, None, None, :] 作为键的掩码。",
            "所有键都被遮住的行在 softmax 之后是 NaN：之后把这些行设为 0。")},
    "def ex_padding_attention(scores, lengths):\n    ...\n",
    solution_file(__file__, "ex_padding_attention"),
    cases, reference, diagnose,
)
