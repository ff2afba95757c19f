"""Exercise 3.2 (book): a two-head wrapper whose context vectors are 2-dimensional."""

KIND = "code"
POINTS = 2
LESSON = "heads"
TITLE = {
    "en": "Exercise 3.2 · Two-dimensional embedding vectors",
    "zh": "练习 3.2 · 返回二维嵌入向量",
}
STATEMENT = {
    "en": "Write `ex3_2(MultiHeadAttentionWrapper)` that creates and returns a wrapper with "
          "`num_heads=2` for the book's batch (2 sequences of 6 tokens, 3 dimensions, dropout "
          "0.0) whose output context vectors are 2-dimensional, i.e. of shape (2, 6, 2).",
    "zh": "编写 `ex3_2(MultiHeadAttentionWrapper)`，为书中的批次（2 个序列，每个 6 个词元、"
          "3 维，dropout 0.0）创建并返回一个 `num_heads=2` 的包装器，"
          "使输出的上下文向量是二维的，即形状为 (2, 6, 2)。",
}
HINTS = {
    "en": ("The wrapper concatenates its heads: the output size is num_heads × d_out.",
           "In the wrapper d_out is the size of one head."),
    "zh": ("包装器把各个头拼接起来：输出维度是 num_heads × d_out。",
           "在包装器中，d_out 是单个头的维度。"),
}
STARTER = ("def ex3_2(MultiHeadAttentionWrapper):\n"
           "    # return MultiHeadAttentionWrapper(d_in, d_out, context_length, dropout, num_heads=2)\n"
           "    ...\n")
