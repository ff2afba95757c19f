# exercise: ex3_1
# mistake: You gave W_key the weights of sa_v2.W_value and W_value those of sa_v2.W_key, so keys and values are swapped.
# mistake_zh: 你把 sa_v2.W_value 的权重给了 W_key，又把 sa_v2.W_key 的给了 W_value，键和值弄反了。
# keywords: key, value, swapped, weights

import torch


def ex3_1(sa_v1, sa_v2):
    # 把 v2 的 Linear 权重（转置后）拷进 v1 的参数
    with torch.no_grad():
        sa_v1.W_query.copy_(sa_v2.W_query.weight.T)
        sa_v1.W_key.copy_(sa_v2.W_value.weight.T)
        sa_v1.W_value.copy_(sa_v2.W_key.weight.T)
