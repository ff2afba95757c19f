"""Exercise ex3_1: its texts in Simplified Chinese (简体中文), key for key as in en.py."""

STRINGS: dict[str, str] = {
    "ex3_1.title": "练习 3.1 · 比较 SelfAttention_v1 与 v2",
    "ex3_1.statement": "`SelfAttention_v2` 使用 `nn.Linear` 层，`SelfAttention_v1` "
        "使用原始的参数矩阵。编写 `ex3_1(sa_v1, sa_v2)`，就地修改 `sa_v1`：把 `sa_v2` "
        "的权重赋给 `sa_v1` 自己的参数 `W_query`、`W_key` 和 `W_value`，使它的输出与 `sa_v2` "
        "完全相同。函数不需要返回值。修改之后，`sa_v1(x)` 必须能在书中float32 的输入上运行。",
    "ex3_1.hint.1": "nn.Linear 计算的是 x @ weight.T，而 SelfAttention_v1 计算的是 x @ W。",
    "ex3_1.hint.2": "可以用 torch.nn.Parameter(sa_v2.W_query.weight.T) 赋值，或在 "
        "torch.no_grad() 下使用 copy_。",
}
