"""Exercise ex_padding_attention: its texts in Simplified Chinese (简体中文), key for key as in en.py."""

STRINGS: dict[str, str] = {
    "ex_padding_attention.title": "不会产生 NaN 的填充掩码",
    "ex_padding_attention.statement": "编写 `ex_padding_attention(scores, lengths)`。`scores` "
        "的形状为 (b, h, n, n)；`lengths` 是形状为 (b,) 的整数张量，存放每个序列的真实长度，"
        "其余位置是填充。返回的权重中，任何查询都不关注被填充的键，被填充的查询所在的行全为 0，"
        "并且任何一行都不能是 NaN，即使序列长度为 0 也一样。{device_rule}",
    "ex_padding_attention.hint.1": "先构造 (b, n) 的填充掩码（位置 ≥ 长度处为 True），再用 [:, "
        "None, None, :] 作为键的掩码（头和查询两个维度通过广播补齐）。",
    "ex_padding_attention.hint.2": "所有键都被遮住的行在 softmax 之后是 NaN：之后把这些行设为 "
        "0。",
}
