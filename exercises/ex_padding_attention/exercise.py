"""Attention weights with key padding that never produce NaN rows."""

from attnlab.grading.tensor_check import with_device_rule

KIND = "code"
POINTS = 3
LESSON = "masking"
TITLE = {"en": "Padding without NaN", "zh": "不会产生 NaN 的填充掩码"}
STATEMENT = with_device_rule({
    "en": "Write `ex_padding_attention(scores, lengths)`. `scores` has shape (b, h, n, n); "
          "`lengths` is an integer tensor of shape (b,) holding each sequence's real length, "
          "the rest being padding. Return weights in which no query attends to a padded key, "
          "rows of padded queries are all 0, and no row is ever NaN, even for a sequence of "
          "length 0.",
    "zh": "编写 `ex_padding_attention(scores, lengths)`。`scores` 的形状为 (b, h, n, n)；"
          "`lengths` 是形状为 (b,) 的整数张量，存放每个序列的真实长度，其余位置是填充。"
          "返回的权重中，任何查询都不关注被填充的键，被填充的查询所在的行全为 0，"
          "并且任何一行都不能是 NaN，即使序列长度为 0 也一样。",
})
HINTS = {
    "en": ("Build a (b, n) padding mask, True where position ≥ length, then index it as [:, "
           "None, None, :] for keys (the head and query axes broadcast).",
           "A row with every key masked is NaN after softmax: set such rows to 0 afterwards."),
    "zh": ("先构造 (b, n) 的填充掩码（位置 ≥ 长度处为 True），"
           "再用 [:, None, None, :] 作为键的掩码（头和查询两个维度通过广播补齐）。",
           "所有键都被遮住的行在 softmax 之后是 NaN：之后把这些行设为 0。"),
}
STARTER = "def ex_padding_attention(scores, lengths):\n    ...\n"
