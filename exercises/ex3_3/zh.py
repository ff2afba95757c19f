"""Exercise ex3_3: its texts in Simplified Chinese (简体中文), key for key as in en.py."""

STRINGS: dict[str, str] = {
    "ex3_3.title": "练习 3.3 · 初始化 GPT-2 规模的注意力模块",
    "ex3_3.statement": "编写 `ex3_3(MultiHeadAttention, device)`，构建并返回一个与最小的 GPT-2 "
        "规模相同的 `MultiHeadAttention`：12 个头，输入和输出都是 768 维，上下文长度 1024，"
        "dropout 为 0.0，`qkv_bias=False`（书中的默认值），并放在 `device` 上（调用 "
        "`.to(device)`：本应用在 CPU 上评分，教师可能在 GPU 上评分）。这样它有 2,360,064 "
        "个参数；真正的 GPT-2 注意力层有 2,362,368 个，因为它的查询、键、"
        "值三个线性层还带有偏置（多出 3 × 768 个）。",
    "ex3_3.hint.1": "在 MultiHeadAttention 中，d_out 是总维度；每个头得到 d_out / num_heads = "
        "64 维。",
    "ex3_3.hint.2": "用 .to(device) 移动模块。",
}
