"""Exercise 3.1 (book): make SelfAttention_v1 return exactly what SelfAttention_v2 returns."""

KIND = "code"
POINTS = 3
LESSON = "scores"
TITLE = {
    "en": "Exercise 3.1 · Compare SelfAttention_v1 and v2",
    "zh": "练习 3.1 · 比较 SelfAttention_v1 与 v2",
}
STATEMENT = {
    "en": "`SelfAttention_v2` uses `nn.Linear` layers; `SelfAttention_v1` uses raw parameter "
          "matrices. Write `ex3_1(sa_v1, sa_v2)` that changes `sa_v1` in place so that it "
          "returns exactly what `sa_v2` returns, by giving `sa_v1`'s own parameters "
          "`W_query`, `W_key` and `W_value` the weights of `sa_v2`. It returns nothing. "
          "Afterwards `sa_v1(x)` must work on the book's float32 inputs.",
    "zh": "`SelfAttention_v2` 使用 `nn.Linear` 层，`SelfAttention_v1` 使用原始的参数矩阵。"
          "编写 `ex3_1(sa_v1, sa_v2)`，就地修改 `sa_v1`："
          "把 `sa_v2` 的权重赋给 `sa_v1` 自己的参数 `W_query`、`W_key` 和 `W_value`，"
          "使它的输出与 `sa_v2` 完全相同。函数不需要返回值。修改之后，"
          "`sa_v1(x)` 必须能在书中float32 的输入上运行。",
}
HINTS = {
    "en": ("nn.Linear computes x @ weight.T, while SelfAttention_v1 computes x @ W.",
           "Assign with torch.nn.Parameter(sa_v2.W_query.weight.T), or copy_ under "
           "torch.no_grad()."),
    "zh": ("nn.Linear 计算的是 x @ weight.T，而 SelfAttention_v1 计算的是 x @ W。",
           "可以用 torch.nn.Parameter(sa_v2.W_query.weight.T) 赋值，"
           "或在 torch.no_grad() 下使用 copy_。"),
}
STARTER = "def ex3_1(sa_v1, sa_v2):\n    # give sa_v1 the weights of sa_v2\n    ...\n"
