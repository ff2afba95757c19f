"""Causal attention weights from scores."""

from attnlab.grading.tensor_check import with_device_rule

KIND = "code"
POINTS = 2
LESSON = "masking"
TITLE = {"en": "Causal attention weights", "zh": "因果注意力权重"}
STATEMENT = with_device_rule({
    "en": "Write `ex_causal_weights(scores)`: given (already scaled) scores of shape (..., n, "
          "n), return attention weights in which no query attends to a later key. Every row "
          "must sum to 1.",
    "zh": "编写 `ex_causal_weights(scores)`：给定形状为 (..., n, n) 的（已缩放）分数，"
          "返回注意力权重，其中任何查询都不能关注排在它后面的键。每一行之和必须为 1。",
})
HINTS = {
    "en": ("torch.triu(torch.ones(n, n, dtype=torch.bool), diagonal=1) marks the future.",
           "Fill those scores with -inf before the softmax over the last axis (the keys)."),
    "zh": ("torch.triu(torch.ones(n, n, dtype=torch.bool), diagonal=1) 标出了未来的位置。",
           "在对最后一维（键）做 softmax 之前，把这些分数填成 -inf。"),
}
STARTER = "def ex_causal_weights(scores):\n    ...\n"
