# exercise: ex3_1
# mistake: The learner copied nn.Linear's weight without transposing it: Linear stores its weight as (d_out, d_in) and computes x @ weight.T, while SelfAttention_v1 computes x @ W, so each W must be weight.T.
# mistake_zh: 学习者复制 nn.Linear 的权重时没有转置：Linear 的权重形状是 (d_out, d_in)，计算 x @ weight.T，而 SelfAttention_v1 计算 x @ W，所以每个 W 都应该是 weight.T。
# keywords: transpose, weight, shape, nn.linear, x @ w
import torch


def ex3_1(sa_v1, sa_v2):
    for name in ("W_query", "W_key", "W_value"):
        layer = getattr(sa_v2, name)
        setattr(sa_v1, name, torch.nn.Parameter(layer.weight.detach().clone()))
