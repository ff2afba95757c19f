"""Split a projection into heads, and merge per-head context vectors back."""

from attnlab.grading.tensor_check import with_device_rule

KIND = "code"
POINTS = 2
LESSON = "heads"
TITLE = {"en": "Split and merge heads", "zh": "拆分与合并多头"}
STATEMENT = with_device_rule({
    "en": "Write `ex_split_merge(x, num_heads, context)`. For `x` of shape (b, n, d), return "
          "a pair: `heads`, of shape (b, num_heads, n, d / num_heads), where head i holds "
          "features [i·hd, (i+1)·hd) of every token; and `merged`: the per-head context "
          "vectors `context`, of shape (b, num_heads, n, hd) (a fresh tensor, like `weights @ "
          "values`), merged back to (b, n, num_heads·hd) with head i in features [i·hd, "
          "(i+1)·hd).",
    "zh": "编写 `ex_split_merge(x, num_heads, context)`。对形状为 (b, n, d) 的 `x`，"
          "返回一对结果：`heads`，形状为 (b, num_heads, n, d / num_heads)，"
          "其中第 i 个头包含每个词元的第 [i·hd, (i+1)·hd) 个特征；以及 `merged`："
          "把形状为 (b, num_heads, n, hd) 的各头上下文向量 `context`（一个新张量，"
          "就像 `weights @ values`）合并回 (b, n, num_heads·hd)，"
          "第 i 个头占据第 [i·hd, (i+1)·hd) 个特征。",
})
HINTS = {
    "en": ("Split: view(b, n, h, hd) first, then transpose(1, 2).",
           "Merge: transpose(1, 2) back to (b, n, h, hd), then .contiguous().view(b, n, h·hd) "
           "(or .reshape): view cannot merge axes of a transposed tensor."),
    "zh": ("拆分：先 view(b, n, h, hd)，再 transpose(1, 2)。",
           "合并：先 transpose(1, 2) 回到 (b, n, h, hd)，"
           "再 .contiguous().view(b, n, h·hd)（或用 .reshape）：view 不能合并转置后张量的维度。"),
}
STARTER = "def ex_split_merge(x, num_heads, context):\n    # return heads, merged\n    ...\n"
