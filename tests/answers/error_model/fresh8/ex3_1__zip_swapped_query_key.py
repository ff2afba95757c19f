# exercise: ex3_1
# mistake: The learner paired the names in the wrong order in the zip, so v1's W_query gets v2's key weights and W_key gets v2's query weights (the scores come out transposed). Copy each layer to the parameter of the same name.
# mistake_zh: 学习者在 zip 中把名字配错了顺序，v1 的 W_query 拿到了 v2 的键权重，W_key 拿到了查询权重（分数矩阵因此被转置）。每一层应复制到同名的参数。
# keywords: swapped, query, key, same name
import torch


def ex3_1(sa_v1, sa_v2):
    targets = ["W_query", "W_key", "W_value"]
    sources = [sa_v2.W_key, sa_v2.W_query, sa_v2.W_value]
    for t, s in zip(targets, sources):
        setattr(sa_v1, t, torch.nn.Parameter(s.weight.detach().T.clone()))
