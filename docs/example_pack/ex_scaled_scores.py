"""An example exercise pack module: scaled dot-product scores.

Copy this folder to start a pack. A module imports only attnlab, torch and the standard library;
its reference solution lives in solutions/<id>.py and is read, never imported.
"""

import math

import torch

from attnlab.grading.model import solution_file
from attnlab.grading.tensor_exercise import randn, tensor_exercise

ID = "ex_scaled_scores"


def cases():
    # d_k = 4 and 9: dividing by d_k and by sqrt(d_k) give different numbers, so each mistake shows.
    return [
        (randn(1, 6, 4, seed=11), randn(1, 6, 4, seed=12)),
        (randn(2, 5, 9, seed=13, scale=2.0), randn(2, 5, 9, seed=14)),
    ]


def reference(queries, keys):
    return queries @ keys.transpose(-2, -1) / math.sqrt(keys.shape[-1])  # (b, n, n)


def diagnose(args, got, want):
    """Name the classic mistakes: recompute each one and see whether the answer matches it."""
    queries, keys = args
    got = got[0]
    if got.shape != want[0].shape or torch.allclose(got, want[0], atol=1e-4):
        return "", {}  # a wrong shape is explained by the generic shape check
    raw = queries @ keys.transpose(-2, -1)
    d_k = keys.shape[-1]
    mistakes = [
        (raw, "unscaled"),
        (raw / d_k, "divided_by_dk"),
        (raw.transpose(-2, -1) / math.sqrt(d_k), "transposed"),
    ]
    for tensor, key in mistakes:
        if torch.allclose(got, tensor, atol=1e-4):
            return f"{ID}.{key}", {"d_k": d_k}
    return "", {}


EXERCISE = tensor_exercise(
    ID, 2,
    {"en": "Pack example: scaled attention scores", "zh": "练习包示例：缩放后的注意力分数"},
    {"en": "Write `ex_scaled_scores(queries, keys)`: both are (b, n, d_k) tensors; return the "
     "(b, n, n) scores whose row i, column j is the dot product of query i with key j, divided by "
     "the square root of d_k.",
     "zh": "编写 `ex_scaled_scores(queries, keys)`：两个参数都是形状为 (b, n, d_k) 的张量；返回形状为 "
     "(b, n, n) 的分数，其中第 i 行第 j 列是查询 i 与键 j 的点积再除以 d_k 的平方根。"},
    {"en": ("keys.transpose(-2, -1) turns (b, n, d_k) into (b, d_k, n), so queries @ it is (b, n, n).",
            "d_k is keys.shape[-1]; divide by its square root, math.sqrt(d_k)."),
     "zh": ("keys.transpose(-2, -1) 把 (b, n, d_k) 变成 (b, d_k, n)，于是 queries 与它相乘得到 (b, n, n)。",
            "d_k 就是 keys.shape[-1]；要除以它的平方根 math.sqrt(d_k)。")},
    "def ex_scaled_scores(queries, keys):\n    ...\n",
    solution_file(__file__, ID),
    cases, reference, diagnose,
)

# Feedback texts of this module's checker; every key starts with the exercise id and a dot.
STRINGS = {
    f"{ID}.unscaled": {
        "en": "These are the raw dot products: divide them by √d_k (here √{d_k}).",
        "zh": "这是未缩放的点积：还要除以 √d_k（这里是 √{d_k}）。",
    },
    f"{ID}.divided_by_dk": {
        "en": "You divided by d_k = {d_k}; divide by its square root instead.",
        "zh": "你除以了 d_k = {d_k}；应该除以它的平方根。",
    },
    f"{ID}.transposed": {
        "en": "Rows and columns are swapped: row i must hold query i's scores against every key "
        "(queries @ keysᵀ, not keys @ queriesᵀ).",
        "zh": "行和列颠倒了：第 i 行应当是查询 i 与每个键的分数（queries @ keysᵀ，而不是 keys @ queriesᵀ）。",
    },
}
