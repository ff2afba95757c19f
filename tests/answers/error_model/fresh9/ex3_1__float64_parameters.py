# exercise: ex3_1
# mistake: Converts the copied weights to float64 (a numpy habit), so sa_v1(x) fails on the book's float32 inputs with a dtype mismatch; keep the float32 dtype of sa_v2's weights.
# mistake_zh: 把复制的权重转成了 float64（numpy 习惯），于是 sa_v1(x) 在书中 float32 输入上因 dtype 不匹配而失败；应保留 sa_v2 权重的 float32 类型。
# keywords: dtype, float64, float32, mismatch

import torch


def ex3_1(sa_v1, sa_v2):
    for name in ("W_query", "W_key", "W_value"):
        w = getattr(sa_v2, name).weight.detach().T.to(torch.float64)
        setattr(sa_v1, name, torch.nn.Parameter(w))
