# exercise: ex3_1
# mistake: W_query receives sa_v2.W_key.weight.T and W_key receives sa_v2.W_query.weight.T (swapped); each must get its own layer's transposed weight.
# mistake_zh: W_query 被赋予了 sa_v2.W_key.weight.T，W_key 被赋予了 sa_v2.W_query.weight.T（两者对调）；每个矩阵应取对应层转置后的权重。
# keywords: query, key, swapped, transpose
import torch


def ex3_1(sa_v1, sa_v2):
    # nn.Linear stores weight as (d_out, d_in), SelfAttention_v1 expects (d_in, d_out)
    sa_v1.W_key = torch.nn.Parameter(sa_v2.W_query.weight.T)
    sa_v1.W_query = torch.nn.Parameter(sa_v2.W_key.weight.T)
    sa_v1.W_value = torch.nn.Parameter(sa_v2.W_value.weight.T)
