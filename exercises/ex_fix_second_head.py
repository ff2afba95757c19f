"""Bug hunt from a learner's notebook: the second head was taken as a[0, 0]."""

import torch

from attnlab.grading.model import solution_file
from attnlab.grading.tensor_exercise import randn, tensor_exercise, with_device_rule
from attnlab.examples import BATCHED_A


def cases():
    return [(torch.tensor([BATCHED_A]),), (randn(1, 3, 4, 5, seed=40),)]


def _starter(a):
    first_head = a[0, 0, :, :]
    second_head = a[0, 0, :, :]
    return torch.stack([first_head @ first_head.T, second_head @ second_head.T])


MISTAKES = (
    ("ex_fix_second_head.same_head", _starter),
    ("ex_fix_second_head.two_heads", lambda a: torch.stack([a[0, 0] @ a[0, 0].T, a[0, 1] @ a[0, 1].T])),
    ("ex_fix_second_head.wrong_side", lambda a: torch.stack([a[0, i].T @ a[0, i] for i in range(a.shape[1])])),
)


def diagnose(args, got, want):
    (a,) = args
    g = got[0]
    if g.dim() == 3 and g.shape[0] > 1 and g.shape[1:] == want[0].shape[1:] \
            and torch.allclose(g[1], a[0, 0] @ a[0, 0].T, atol=1e-4):
        return "ex_fix_second_head.same_head", {}
    return "", {}


EXERCISE = tensor_exercise(
    "ex_fix_second_head", 2,
    {"en": "Bug hunt: the second head", "zh": "找 bug：第二个头"},
    with_device_rule({"en": "A learner computed each head's scores separately, to check that they equal the batched "
     "`a @ a.transpose(2, 3)`, but the numbers of the second head disagree with the batched "
     "result. Fix `ex_fix_second_head(a)` so that, for `a` of shape (1, h, n, d) with any number of "
     "heads h, it returns the per-head scores stacked into shape (h, n, n), equal to the batched "
     "result.",
     "zh": "一位学习者逐个头地计算分数，想验证它们与批量计算的 `a @ a.transpose(2, 3)` 相同，但第二个头的数值"
     "与批量结果对不上。修复 `ex_fix_second_head(a)`，使它对形状为 (1, h, n, d)、头数 h 任意的 `a`，"
     "返回堆叠成 (h, n, n) 的逐头分数，并且与批量结果相等。"}),
    {"en": ("Print both heads' inputs: are they really different slices of a?",
            "Which axis of a indexes the heads? Then make it work for any h, not just two."),
     "zh": ("把两个头的输入都打印出来：它们真的是 a 的不同切片吗？",
            "a 的哪一维是头的下标？然后让它适用于任意 h，而不只是两个头。")},
    "import torch\n\n\n"
    "def ex_fix_second_head(a):\n"
    "    first_head = a[0, 0, :, :]\n"
    "    second_head = a[0, 0, :, :]\n"
    "    return torch.stack([first_head @ first_head.T, second_head @ second_head.T])\n",
    solution_file(__file__, "ex_fix_second_head"),
    cases, lambda a: (a @ a.transpose(2, 3))[0], diagnose, mistakes=MISTAKES,
)
