"""Split a projection into heads and merge it back."""

import torch

from attnlab import attention
from attnlab.grading.model import solution_file
from attnlab.grading.tensor_exercise import randn, tensor_exercise


def cases():
    return [(randn(2, 6, 4, seed=9), 2), (randn(1, 4, 12, seed=10), 3), (randn(3, 5, 8, seed=11), 8)]


def reference(x, num_heads):
    split = attention.split_heads(x, num_heads)
    return split, attention.merge_heads(split)


def diagnose(args, got, want):
    x, h = args
    b, n, d = x.shape
    if len(got) == 2 and got[0].shape != want[0].shape and tuple(got[0].shape) == (b, n, h, d // h):
        return "ex_split_merge.no_transpose", {}
    if len(got) == 2 and tuple(got[0].shape) == (b, h, n, d // h) and h > 1 and n > 1:
        wrong = x.reshape(b, h, n, d // h)  # reshaping straight to (b, h, n, hd) mixes tokens
        if torch.allclose(got[0], wrong):
            return "ex_split_merge.reshape_mixes", {}
    return "", {}


EXERCISE = tensor_exercise(
    "ex_split_merge", 2,
    {"en": "Split and merge heads", "zh": "拆分与合并多头"},
    {"en": "Write `ex_split_merge(x, num_heads)`. For `x` of shape (b, n, d), return a pair: the "
     "heads, of shape (b, num_heads, n, d / num_heads), where head i holds features "
     "[i·hd, (i+1)·hd) of every token, and the merge of those heads back to (b, n, d).",
     "zh": "编写 `ex_split_merge(x, num_heads)`。对形状为 (b, n, d) 的 `x`，返回一对结果：各个头，形状为 "
     "(b, num_heads, n, d / num_heads)，其中第 i 个头包含每个词元的第 [i·hd, (i+1)·hd) 个特征；"
     "以及把这些头合并回 (b, n, d) 的结果。"},
    {"en": ("view(b, n, h, hd) first, then transpose(1, 2).",
            "To merge: transpose back, .contiguous(), then view(b, n, d)."),
     "zh": ("先 view(b, n, h, hd)，再 transpose(1, 2)。", "合并时：先转置回来，再 .contiguous()，然后 view(b, n, d)。")},
    "def ex_split_merge(x, num_heads):\n    # return heads, merged\n    ...\n",
    solution_file(__file__, "ex_split_merge"),
    cases, reference, diagnose,
)
