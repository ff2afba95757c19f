# exercise: ex3_1
# mistake: The learner copies the weights in place with .view(W.shape), which reshapes the (d_out, d_in) weight instead of transposing it and scrambles the entries; use weight.T (copy_(layer.weight.T)).
# mistake_zh: 学习者用 .view(W.shape) 就地复制权重，这是把 (d_out, d_in) 的权重重新排形而不是转置，元素被打乱；应使用 weight.T（copy_(layer.weight.T)）。
# keywords: view, transpose, reshape, weight.T

import torch


def ex3_1(sa_v1, sa_v2):
    with torch.no_grad():
        for name in ("W_query", "W_key", "W_value"):
            W = getattr(sa_v1, name)
            W.copy_(getattr(sa_v2, name).weight.view(W.shape))
