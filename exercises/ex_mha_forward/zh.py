"""Exercise ex_mha_forward: its texts in Simplified Chinese (简体中文), key for key as in en.py."""

STRINGS: dict[str, str] = {
    "ex_mha_forward.title": "实现 MultiHeadAttention.forward",
    "ex_mha_forward.statement": "编写 `ex_mha_forward(mha, x)`：实现高效多头注意力类的前向传播。"
        "`mha` 有 `W_query`、`W_key`、`W_value`、`out_proj`、`dropout`（与书中相同，p = 0）"
        "这些层，缓冲区 `mask`（context_length × context_length，对角线以上为 1；"
        "上下文长度可能大于词元数），以及整数 `num_heads`、`head_dim`、`d_out`，但它自己没有 "
        "forward。`x` 的形状为 (b, n, d_in)；返回 (b, n, d_out) 的上下文向量：因果、分数按 "
        "√head_dim 缩放、（如果使用）dropout 作用在注意力权重上。{device_rule}",
    "ex_mha_forward.hint.1": "先投影，再 view(b, n, num_heads, head_dim).transpose(1, 2)。",
    "ex_mha_forward.hint.2": "mask.bool()[:n, :n] 标出了未来的位置；在对键（最后一维）做 "
        "softmax 之前填入 -inf。",
    "ex_mha_forward.hint.3": "算完 weights @ values 后转置回来，用 .contiguous().view（或 "
        "reshape）合并，最后经过 out_proj。",
}
