"""Bug hunt from a learner's notebook: the second head was taken as a[0, 0]."""

import torch

from attnlab.grading.model import solution_file
from attnlab.grading.tensor_exercise import randn, tensor_exercise
from attnlab.lessons.heads import BOOK_A


def cases():
    return [(torch.tensor([BOOK_A]),), (randn(1, 3, 4, 5, seed=40),)]


def diagnose(args, got, want):
    (a,) = args
    g = got[0]
    if g.shape == want[0].shape and g.shape[0] > 1 and torch.allclose(g[1], a[0, 0] @ a[0, 0].T):
        return "ex_fix_second_head.same_head", {}
    return "", {}


EXERCISE = tensor_exercise(
    "ex_fix_second_head", 2,
    {"en": "Bug hunt: the second head", "zh": "找 bug：第二个头"},
    {"en": "A learner computed each head's scores separately to check the batched matmul, but the "
     "numbers of the second head came out wrong. Fix `ex_fix_second_head(a)`: for `a` of shape "
     "(1, h, n, d) it must return the (h, n, n) stack of `a[0, i] @ a[0, i].T` for every head i.",
     "zh": "一位学习者想逐个头计算分数来验证批量矩阵乘法，但第二个头的结果不对。修复 `ex_fix_second_head(a)`："
     "对形状为 (1, h, n, d) 的 `a`，它必须返回由每个头 i 的 `a[0, i] @ a[0, i].T` 堆叠而成的 (h, n, n) 张量。"},
    {"en": ("Look at the index of the second head.", "Loop over range(a.shape[1]) instead of "
            "hard-coding two heads."),
     "zh": ("检查第二个头的下标。", "用 range(a.shape[1]) 循环，而不是写死两个头。")},
    "import torch\n\n\n"
    "def ex_fix_second_head(a):\n"
    "    first_head = a[0, 0, :, :]\n"
    "    second_head = a[0, 0, :, :]\n"
    "    return torch.stack([first_head @ first_head.T, second_head @ second_head.T])\n",
    solution_file(__file__, "ex_fix_second_head"),
    cases, lambda a: (a @ a.transpose(2, 3))[0], diagnose,
)
