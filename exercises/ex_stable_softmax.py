"""A softmax that cannot overflow."""

import torch

from attnlab.grading.model import solution_file
from attnlab.grading.tensor_exercise import randn, tensor_exercise, with_device_rule


def cases():
    return [
        (randn(6, seed=1), -1),
        (randn(3, 5, seed=2, scale=20.0), -1),
        (torch.tensor([[1e4, -1e4, 5e3], [1000.0, 1000.0, 999.0]]), -1),  # exp overflows float32
        (randn(4, 3, seed=3, scale=5.0), 0),
    ]


def _shifted(x, dim, shift):
    e = (x - shift).exp()
    return e / e.sum(dim=dim, keepdim=True)


# The classic slips, each written the way a learner writes it; the checker names the one matched.
MISTAKES = (
    ("ex_stable_softmax.overflow", lambda x, dim: x.exp() / x.exp().sum(dim=dim, keepdim=True)),
    ("ex_stable_softmax.global_max", lambda x, dim: _shifted(x, dim, x.max())),
    ("ex_stable_softmax.keepdim", lambda x, dim: _shifted(x, dim, x.amax(dim=dim))),
    ("ex_stable_softmax.max_wrong_dim", lambda x, dim: _shifted(x, dim, x.amax(dim=-1, keepdim=True))),
    ("ex_stable_softmax.min", lambda x, dim: _shifted(x, dim, x.amin(dim=dim, keepdim=True))),
    ("ex_stable_softmax.min", lambda x, dim: _shifted(x, dim, x.mean(dim=dim, keepdim=True))),
    ("ex_stable_softmax.ignores_dim", lambda x, dim: torch.softmax(x, dim=-1)),
    ("ex_stable_softmax.log_softmax", lambda x, dim: torch.log_softmax(x, dim=dim)),
    ("ex_stable_softmax.no_exp", lambda x, dim: (x - x.amax(dim=dim, keepdim=True))
     / (x - x.amax(dim=dim, keepdim=True)).sum(dim=dim, keepdim=True)),
)


def diagnose(args, got, want):
    if not torch.isfinite(got[0]).all():
        return "ex_stable_softmax.not_finite", {}
    return "", {}


EXERCISE = tensor_exercise(
    "ex_stable_softmax", 2,
    {"en": "A numerically stable softmax", "zh": "数值稳定的 softmax"},
    with_device_rule({"en": "Write `ex_stable_softmax(x, dim)` returning the softmax of `x` along `dim`, computed so "
     "that it never overflows, even for scores like 1e4. `dim` may be any axis, not only the last.",
     "zh": "编写 `ex_stable_softmax(x, dim)`，返回 `x` 沿 `dim` 维的 softmax，并保证不会溢出，即使分数达到 1e4 "
     "也一样。`dim` 可以是任意一维，不一定是最后一维。"}),
    {"en": ("exp(1e4) is inf in float32, and inf / inf is NaN.",
            "Subtract the maximum along dim (keepdim=True) before exponentiating: each slice needs "
            "its own maximum."),
     "zh": ("在 float32 中 exp(1e4) 是 inf，而 inf / inf 是 NaN。",
            "取指数之前先减去沿 dim 的最大值（keepdim=True）：每一组都要减去它自己的最大值。")},
    "def ex_stable_softmax(x, dim):\n    ...\n",
    solution_file(__file__, "ex_stable_softmax"),
    cases, lambda x, dim: torch.softmax(x, dim), diagnose, mistakes=MISTAKES,
)
