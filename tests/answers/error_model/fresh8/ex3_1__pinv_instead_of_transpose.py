# exercise: ex3_1
# mistake: The learner thought going from `x @ W` to `W x` needs the inverse and used the pseudo-inverse of the Linear weight; the shape fits but the values are wrong. nn.Linear computes x @ weight.T, so give v1 weight.T.
# mistake_zh: 学习者以为从 `x @ W` 变到 `W x` 需要求逆，于是用了 Linear 权重的伪逆；形状对上了，数值却不对。nn.Linear 计算的是 x @ weight.T，所以应把 weight.T 交给 v1。
# keywords: transpose, inverse, pinv, weight.T
import torch


def ex3_1(sa_v1, sa_v2):
    with torch.no_grad():
        sa_v1.W_query.copy_(torch.linalg.pinv(sa_v2.W_query.weight))
        sa_v1.W_key.copy_(torch.linalg.pinv(sa_v2.W_key.weight))
        sa_v1.W_value.copy_(torch.linalg.pinv(sa_v2.W_value.weight))
