"""Exercise ex_causal_weights: its texts in Simplified Chinese (简体中文), key for key as in en.py."""

STRINGS: dict[str, str] = {
    "ex_causal_weights.title": "因果注意力权重",
    "ex_causal_weights.statement": "编写 `ex_causal_weights(scores)`：给定形状为 (..., n, n) "
        "的（已缩放）分数，返回注意力权重，其中任何查询都不能关注排在它后面的键。"
        "每一行之和必须为 1。{device_rule}",
    "ex_causal_weights.hint.1": "torch.triu(torch.ones(n, n, dtype=torch.bool), diagonal=1) "
        "标出了未来的位置。",
    "ex_causal_weights.hint.2": "在对最后一维（键）做 softmax 之前，把这些分数填成 -inf。",
}
