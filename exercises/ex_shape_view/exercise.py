"""A short answer (shape): no code runs, so this exercise has no probe.py."""

KIND = "shape"
POINTS = 1
LESSON = "heads"
TITLE = {"en": "The shape after view and transpose", "zh": "view 与 transpose 之后的形状"}
STATEMENT = {
    "en": "Queries of shape (b, n, d_out) = (2, 5, 12) are split into 3 heads with `.view(b, "
          "n, num_heads, head_dim)` and then `.transpose(1, 2)`. What is the resulting shape? "
          "Answer as a tuple, e.g. (1, 2, 3, 4).",
    "zh": "形状为 (b, n, d_out) = (2, 5, 12) 的查询先用 `.view(b, n, num_heads, head_dim)` 拆成 3 个头，"
          "再做 `.transpose(1, 2)`。得到的形状是什么？用元组回答，例如 (1, 2, 3, 4)。",
}
HINTS = {
    "en": ("head_dim = d_out / num_heads; transpose swaps the tokens and the heads.",),
    "zh": ("head_dim = d_out / num_heads；transpose 交换词元和头这两个维度。",),
}
STARTER = "ex_shape_view = None  # for example (0, 0, 0, 0)\n"
