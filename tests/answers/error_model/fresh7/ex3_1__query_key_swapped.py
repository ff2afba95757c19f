# exercise: ex3_1
# mistake: Zipped the name lists in different orders, so sa_v1.W_query gets sa_v2's key weights and W_key gets the query weights. The scores become transposed (ω_ji instead of ω_ij), so the output differs. Match each matrix to the layer of the same role.
# mistake_zh: 两个名字列表顺序不同，导致 sa_v1.W_query 拿到了 sa_v2 的 key 权重，W_key 拿到了 query 权重。分数矩阵被转置（ω_ji 代替 ω_ij），输出不同。每个矩阵要对应同一角色的层。
# keywords: swapped, query, key, weights, transposed scores
import torch


def ex3_1(sa_v1, sa_v2):
    v1_names = ("W_query", "W_key", "W_value")
    v2_layers = (sa_v2.W_key, sa_v2.W_query, sa_v2.W_value)  # keys, queries, values like the book's forward
    for n, layer in zip(v1_names, v2_layers):
        setattr(sa_v1, n, torch.nn.Parameter(layer.weight.T))
