# exercise: ex3_1
# mistake: Your loop only copies the query and key weights; W_value keeps sa_v1's own random weights.
# mistake_zh: 你的循环只拷贝了 query 和 key 的权重；W_value 还是 sa_v1 自己的随机权重。
# keywords: value, missing, copy, weights

import torch


def ex3_1(sa_v1, sa_v2):
    for name in ["W_query", "W_key"]:
        src = getattr(sa_v2, name).weight
        getattr(sa_v1, name).data = src.T.clone()
