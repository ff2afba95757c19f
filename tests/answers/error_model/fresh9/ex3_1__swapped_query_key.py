# exercise: ex3_1
# mistake: Gives W_query the key layer's weights and W_key the query layer's (the order k, q, v of the book's forward), so the scores are transposed; match each matrix with the layer of the same name.
# mistake_zh: 把键层的权重给了 W_query、查询层的权重给了 W_key（照着书中 forward 里 k、q、v 的顺序），分数矩阵因此被转置；每个矩阵应取同名层的权重。
# keywords: query, key, swapped, weights

import torch


def ex3_1(sa_v1, sa_v2):
    k, q, v = sa_v2.W_query.weight, sa_v2.W_key.weight, sa_v2.W_value.weight
    with torch.no_grad():
        sa_v1.W_key.copy_(k.T)
        sa_v1.W_query.copy_(q.T)
        sa_v1.W_value.copy_(v.T)
