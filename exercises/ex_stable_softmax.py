"""A softmax that cannot overflow."""

import torch

from attnlab.grading.model import solution_file
from attnlab.grading.tensor_exercise import randn, tensor_exercise


def cases():
    return [
        (randn(6, seed=1), -1),
        (randn(3, 5, seed=2, scale=20.0), -1),
        (torch.tensor([[1e4, -1e4, 5e3], [1000.0, 1000.0, 999.0]]), -1),  # exp overflows float32
        (randn(4, 3, seed=3, scale=5.0), 0),
    ]


def diagnose(args, got, want):
    if not torch.isfinite(got[0]).all():
        return "ex_stable_softmax.overflow", {}
    return "", {}


EXERCISE = tensor_exercise(
    "ex_stable_softmax", 2,
    {"en": "A numerically stable softmax", "zh": "数值稳定的 softmax"},
    {"en": "Write `ex_stable_softmax(x, dim)` returning the softmax of `x` along `dim`, computed so "
     "that it never overflows, even for scores like 1e4.",
     "zh": "编写 `ex_stable_softmax(x, dim)`，返回 `x` 沿 `dim` 维的 softmax，并保证不会溢出，即使分数达到 1e4 也一样。"},
    {"en": ("exp(1e4) is inf in float32, and inf / inf is NaN.",
            "Subtract the maximum along dim (keepdim=True) before exponentiating."),
     "zh": ("在 float32 中 exp(1e4) 是 inf，而 inf / inf 是 NaN。", "取指数之前先减去沿 dim 的最大值（keepdim=True）。")},
    "def ex_stable_softmax(x, dim):\n    ...\n",
    solution_file(__file__, "ex_stable_softmax"),
    cases, lambda x, dim: torch.softmax(x, dim), diagnose,
)
