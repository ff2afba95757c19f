"""Exercise ex3_2: its texts in Simplified Chinese (简体中文), key for key as in en.py."""

STRINGS: dict[str, str] = {
    "ex3_2.title": "练习 3.2 · 返回二维嵌入向量",
    "ex3_2.statement": "编写 `ex3_2(MultiHeadAttentionWrapper)`，为书中的批次（2 个序列，每个 6 "
        "个词元、3 维，dropout 0.0）创建并返回一个 `num_heads=2` 的包装器，"
        "使输出的上下文向量是二维的，即形状为 (2, 6, 2)。",
    "ex3_2.hint.1": "包装器把各个头拼接起来：输出维度是 num_heads × d_out。",
    "ex3_2.hint.2": "在包装器中，d_out 是单个头的维度。",
}
