# exercise: ex3_1
# mistake: Copied nn.Linear's weight as is, without transposing it: nn.Linear stores (d_out, d_in) and computes x @ W.T, while SelfAttention_v1 computes x @ W, so sa_v1(x) fails with a shape mismatch (or is wrong when square). Use weight.T.
# mistake_zh: 直接复制了 nn.Linear 的 weight 而没有转置：nn.Linear 存的是 (d_out, d_in) 并计算 x @ W.T，而 SelfAttention_v1 计算 x @ W，所以 sa_v1(x) 形状不匹配。应使用 weight.T。
# keywords: transpose, weight.T, shape, nn.Linear, x @ W
import torch
import torch.nn as nn


def ex3_1(sa_v1, sa_v2):
    # 把 v2 的权重拷到 v1 里
    for name in ["W_query", "W_key", "W_value"]:
        lin = getattr(sa_v2, name)
        setattr(sa_v1, name, nn.Parameter(lin.weight.detach().clone()))
