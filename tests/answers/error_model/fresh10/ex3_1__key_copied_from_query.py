# exercise: ex3_1
# mistake: A copy-paste slip: W_key is given sa_v2.W_query's weights instead of sa_v2.W_key's; each of the three matrices must come from its own layer.
# mistake_zh: 复制粘贴失误：W_key 拿到的是 sa_v2.W_query 的权重，而不是 sa_v2.W_key 的；三个矩阵都应来自各自对应的层。
# keywords: copy-paste, W_key, W_query, weights

import torch


def ex3_1(sa_v1, sa_v2):
    sa_v1.W_query = torch.nn.Parameter(sa_v2.W_query.weight.T)
    sa_v1.W_key = torch.nn.Parameter(sa_v2.W_query.weight.T)
    sa_v1.W_value = torch.nn.Parameter(sa_v2.W_value.weight.T)
