# exercise: ex3_1
# mistake: The learner converts the copied weights to float64 ('.double()'), so sa_v1(x) fails on the book's float32 inputs with a dtype mismatch; keep the weights float32.
# mistake_zh: 学习者把复制的权重转成了 float64（'.double()'），于是 sa_v1(x) 在书中 float32 输入上因 dtype 不匹配而报错；权重应保持 float32。
# keywords: dtype, float32, double, mismatch

import torch


def ex3_1(sa_v1, sa_v2):
    sa_v1.W_query = torch.nn.Parameter(sa_v2.W_query.weight.T.double())
    sa_v1.W_key = torch.nn.Parameter(sa_v2.W_key.weight.T.double())
    sa_v1.W_value = torch.nn.Parameter(sa_v2.W_value.weight.T.double())
