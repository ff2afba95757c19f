# exercise: ex3_1
# mistake: Your loop gives all three parameters the weight of sa_v2.W_query (copy-paste in the loop body); each parameter must take the transposed weight of sa_v2's layer of the same name, getattr(sa_v2, name).weight.T.
# mistake_zh: 你的循环把 sa_v2.W_query 的权重赋给了全部三个参数（循环体里复制粘贴的错误）；每个参数都应取 sa_v2 中同名层的转置权重 getattr(sa_v2, name).weight.T。
# keywords: w_query, same weight, w_key, w_value, same name
import torch
from torch import nn


def ex3_1(sa_v1, sa_v2):
    for name in ("W_query", "W_key", "W_value"):
        setattr(sa_v1, name, nn.Parameter(sa_v2.W_query.weight.T.clone()))
