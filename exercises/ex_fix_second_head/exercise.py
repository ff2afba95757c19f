"""Bug hunt from a learner's notebook: the second head was taken as a[0, 0]."""

from attnlab.grading.tensor_check import with_device_rule

KIND = "code"
POINTS = 2
LESSON = "heads"
TITLE = {"en": "Bug hunt: the second head", "zh": "找 bug：第二个头"}
STATEMENT = with_device_rule({
    "en": "A learner computed each head's scores separately, to check that they equal the "
          "batched `a @ a.transpose(2, 3)`, but the numbers of the second head disagree with "
          "the batched result. Fix `ex_fix_second_head(a)` so that, for `a` of shape (1, h, "
          "n, d) with any number of heads h, it returns the per-head scores stacked into "
          "shape (h, n, n), equal to the batched result.",
    "zh": "一位学习者逐个头地计算分数，想验证它们与批量计算的 `a @ a.transpose(2, 3)` 相同，"
          "但第二个头的数值与批量结果对不上。修复 `ex_fix_second_head(a)`，"
          "使它对形状为 (1, h, n, d)、头数 h 任意的 `a`，返回堆叠成 (h, n, n) 的逐头分数，"
          "并且与批量结果相等。",
})
HINTS = {
    "en": ("Print both heads' inputs: are they really different slices of a?",
           "Which axis of a indexes the heads? Then make it work for any h, not just two."),
    "zh": ("把两个头的输入都打印出来：它们真的是 a 的不同切片吗？",
           "a 的哪一维是头的下标？然后让它适用于任意 h，而不只是两个头。"),
}
STARTER = ("import torch\n\n\n"
           "def ex_fix_second_head(a):\n"
           "    first_head = a[0, 0, :, :]\n"
           "    second_head = a[0, 0, :, :]\n"
           "    return torch.stack([first_head @ first_head.T, second_head @ second_head.T])\n")
